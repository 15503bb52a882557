import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED } from '../../../contract/auth';
import {
  PRAYER_ALREADY_FLAGGED,
  PRAYER_ALREADY_PRAYED,
  PRAYER_NOT_FOUND,
  type AdminPrayerRequest,
  type MyPrayer,
  type PrayerList,
  type PrayerRequest,
} from '../../../contract/prayer';
import { mailOutbox, prayerPrayed, prayerRequests, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let requester: Member;
let other: Member;
let staff: Member;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  requester = await t.signIn({ firstName: 'Hannah' });
  other = await t.signIn({ firstName: 'Eli' });
  staff = await t.signIn({ isAdmin: true });
});
afterAll(() => t.close());

async function share(
  body: Record<string, unknown>,
  who: Member = requester,
): Promise<PrayerRequest> {
  const res = await t.call('POST', '/api/prayer', who.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PrayerRequest>();
}

async function approved(body: Record<string, unknown>, who: Member = requester) {
  const request = await share(body, who);
  const res = await t.call('POST', `/api/admin/prayer/${request.id}/approve`, staff.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return request;
}

const wallIds = async (cookie?: string, query = '') =>
  (await t.call('GET', `/api/prayer${query}`, cookie)).json<PrayerList>().items.map((r) => r.id);

describe('sharing a request', () => {
  it('needs a signed-in member with a verified address', async () => {
    const body = { body: 'Pray for my mother', visibility: 'public' };
    expect((await t.call('POST', '/api/prayer', undefined, body)).statusCode).toBe(401);
    const unverified = await t.signIn({ verified: false });
    const res = await t.call('POST', '/api/prayer', unverified.cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(EMAIL_NOT_VERIFIED);
  });

  it('answers field errors for a bad request', async () => {
    const res = await t.call('POST', '/api/prayer', requester.cookie, {
      body: ' ',
      visibility: 'everyone',
      category: 'weather',
      title: 'x'.repeat(121),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      body: ['Your request is required'],
      visibility: ['Choose who may see your request'],
      category: ['Choose one of the categories'],
      title: ['Title must be at most 120 characters'],
    });
    const long = await t.call('POST', '/api/prayer', requester.cookie, {
      body: 'x'.repeat(2001),
      visibility: 'public',
    });
    expect(long.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      body: ['Your request must be at most 2000 characters'],
    });
  });

  it('waits for a moderator, then appears on the wall', async () => {
    const request = await share({ body: 'Healing for my knee', visibility: 'public' });
    expect(request.status).toBe('waiting');
    expect(await wallIds()).not.toContain(request.id);
    await t.call('POST', `/api/admin/prayer/${request.id}/approve`, staff.cookie);
    expect(await wallIds()).toContain(request.id);
  });

  it('holds a request with a link or an e-mail address even when approval is off', async () => {
    const open = await createTestApp({
      config: { ...t.config, prayer: { expiryDays: 30, approval: false } },
    });
    try {
      const member = await open.signIn();
      const plain = await open.call('POST', '/api/prayer', member.cookie, {
        body: 'Pray for our church',
        visibility: 'public',
      });
      expect(plain.json<PrayerRequest>().status).toBe('approved');
      for (const body of [
        'See https://spam.example',
        'Write to me at ann@example.org',
        'Visit cheap-pills.com now',
      ]) {
        const held = await open.call('POST', '/api/prayer', member.cookie, {
          body,
          visibility: 'members',
        });
        expect(held.json<PrayerRequest>().status, body).toBe('waiting');
      }
      const queue = await open.call(
        'GET',
        '/api/admin/prayer?status=waiting',
        (await open.signIn({ isAdmin: true })).cookie,
      );
      expect(queue.json<AdminPrayerRequest[]>().every((r) => r.heldForLinks)).toBe(true);
    } finally {
      await open.close();
    }
  });
});

describe('who sees what', () => {
  let pub: PrayerRequest;
  let members: PrayerRequest;
  let pastoral: PrayerRequest;
  let waiting: PrayerRequest;
  beforeAll(async () => {
    pub = await approved({ body: 'Public request', visibility: 'public', anonymous: true });
    members = await approved({ body: 'Members request', visibility: 'members' });
    pastoral = await share({ body: 'Pastoral request', visibility: 'pastoral' });
    waiting = await share({ body: 'Waiting request', visibility: 'public' });
  });

  it('a visitor: public approved requests only; the others are not found', async () => {
    const ids = await wallIds();
    expect(ids).toContain(pub.id);
    expect(ids).not.toContain(members.id);
    expect(ids).not.toContain(pastoral.id);
    expect(ids).not.toContain(waiting.id);
    for (const hidden of [members, pastoral, waiting]) {
      const res = await t.call('GET', `/api/prayer/${hidden.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PRAYER_NOT_FOUND, code: 'NOT_FOUND' });
    }
    const seen = (await t.call('GET', `/api/prayer/${pub.id}`)).json<PrayerRequest>();
    expect(seen.authorName).toBeNull();
    expect(seen.prayedCount).toBeNull();
  });

  it('a member: public and members-only; never pastoral or waiting', async () => {
    const ids = await wallIds(other.cookie);
    expect(ids).toEqual(expect.arrayContaining([pub.id, members.id]));
    expect(ids).not.toContain(pastoral.id);
    expect(ids).not.toContain(waiting.id);
    expect((await t.call('GET', `/api/prayer/${members.id}`, other.cookie)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/prayer/${pastoral.id}`, other.cookie)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/prayer/${waiting.id}`, other.cookie)).statusCode).toBe(404);
    const shown = (
      await t.call('GET', `/api/prayer/${members.id}`, other.cookie)
    ).json<PrayerRequest>();
    expect(shown.authorName).toBe('Hannah');
  });

  it('the requester: all their own, with the count', async () => {
    for (const own of [pub, members, pastoral, waiting]) {
      const res = await t.call('GET', `/api/prayer/${own.id}`, requester.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json<PrayerRequest>().isMine).toBe(true);
      expect(res.json<PrayerRequest>().prayedCount).toBe(0);
    }
    const mine = (await t.call('GET', '/api/me/prayer', requester.cookie)).json<MyPrayer>();
    expect(mine.requests.map((r) => r.id)).toEqual(
      expect.arrayContaining([pub.id, members.id, pastoral.id, waiting.id]),
    );
  });

  it('staff: every request, pastoral ones in their own queue, never on the wall', async () => {
    expect((await t.call('GET', `/api/prayer/${pastoral.id}`, staff.cookie)).statusCode).toBe(200);
    expect(await wallIds(staff.cookie)).not.toContain(pastoral.id);
    const queue = (await t.call('GET', '/api/admin/prayer?status=pastoral', staff.cookie)).json<
      AdminPrayerRequest[]
    >();
    expect(queue.map((r) => r.id)).toContain(pastoral.id);
    const waitingQueue = (await t.call('GET', '/api/admin/prayer', staff.cookie)).json<
      AdminPrayerRequest[]
    >();
    expect(waitingQueue.map((r) => r.id)).toContain(waiting.id);
    expect(waitingQueue.map((r) => r.id)).not.toContain(pastoral.id);
  });

  it('a moderator keeps the wall but never reads a pastoral request; a pastor does', async () => {
    const moderator = await t.signIn({ roles: ['moderator'] });
    const pastor = await t.signIn({ roles: ['pastor'] });
    const treasurer = await t.signIn({ roles: ['treasurer'] });
    const queue = await t.call('GET', '/api/admin/prayer', moderator.cookie);
    expect(queue.json<AdminPrayerRequest[]>().map((r) => r.id)).toContain(waiting.id);
    expect(
      (await t.call('GET', '/api/admin/prayer?status=pastoral', moderator.cookie)).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/prayer/${pastoral.id}`, moderator.cookie)).statusCode).toBe(
      404,
    );
    const edit = await t.call('PATCH', `/api/admin/prayer/${pastoral.id}`, moderator.cookie, {
      urgent: true,
    });
    expect(edit.statusCode).toBe(404);
    expect((await t.call('GET', `/api/prayer/${pastoral.id}`, pastor.cookie)).statusCode).toBe(200);
    const pastoralQueue = await t.call('GET', '/api/admin/prayer?status=pastoral', pastor.cookie);
    expect(pastoralQueue.json<AdminPrayerRequest[]>().map((r) => r.id)).toContain(pastoral.id);
    // Money is kept apart from pastoral care.
    expect((await t.call('GET', '/api/admin/prayer', treasurer.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/prayer/${pastoral.id}`, treasurer.cookie)).statusCode).toBe(
      404,
    );
  });

  it('moderation is for staff only', async () => {
    expect((await t.call('GET', '/api/admin/prayer')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/prayer'],
      ['POST', `/api/admin/prayer/${waiting.id}/approve`],
      ['POST', `/api/admin/prayer/${waiting.id}/reject`],
      ['PATCH', `/api/admin/prayer/${waiting.id}`],
    ] as const) {
      const res = await t.call(
        method,
        url,
        other.cookie,
        method === 'PATCH' ? { urgent: true } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/prayer?status=later', staff.cookie)).statusCode).toBe(
      400,
    );
  });
});

describe('praying', () => {
  it('counts once per member a day, also when pressed many times at once', async () => {
    const request = await approved({ body: 'Pray for rain', visibility: 'members' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', `/api/prayer/${request.id}/prayed`, other.cookie),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json<{ message: string }>().message).toBe(
      PRAYER_ALREADY_PRAYED,
    );
    const third = await t.signIn();
    await t.call('POST', `/api/prayer/${request.id}/prayed`, third.cookie);
    const seen = (
      await t.call('GET', `/api/prayer/${request.id}`, requester.cookie)
    ).json<PrayerRequest>();
    expect(seen.prayedCount).toBe(2);
    const mine = (
      await t.call('GET', `/api/prayer/${request.id}`, other.cookie)
    ).json<PrayerRequest>();
    expect(mine.prayedToday).toBe(true);
    expect(mine.prayedCount).toBeNull();
    // The next day counts again.
    now = new Date(now.getTime() + 86_400_000);
    expect(
      (await t.call('POST', `/api/prayer/${request.id}/prayed`, other.cookie)).statusCode,
    ).toBe(200);
    expect(await t.db.$count(prayerPrayed, eq(prayerPrayed.requestId, request.id))).toBe(3);
    now = new Date(now.getTime() - 86_400_000);
    const prayedFor = (await t.call('GET', '/api/me/prayer', other.cookie)).json<MyPrayer>()
      .prayedFor;
    expect(prayedFor.map((r) => r.id)).toContain(request.id);
  });

  it('needs a session, and a request the member may see', async () => {
    const request = await share({ body: 'Not yet approved', visibility: 'public' });
    expect((await t.call('POST', `/api/prayer/${request.id}/prayed`)).statusCode).toBe(401);
    expect(
      (await t.call('POST', `/api/prayer/${request.id}/prayed`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await t.call('POST', '/api/prayer/abc/prayed', other.cookie)).statusCode).toBe(400);
  });

  it('lists urgent first, then the least prayed for, then the newest, 20 a page, by category', async () => {
    const fresh = await createTestApp({ clock: () => now });
    try {
      const author = await fresh.signIn();
      const mod = await fresh.signIn({ isAdmin: true });
      const made: number[] = [];
      for (let i = 0; i < 23; i++) {
        now = new Date(now.getTime() + 1000);
        const res = await fresh.call('POST', '/api/prayer', author.cookie, {
          body: `Request ${i}`,
          visibility: 'public',
          category: i % 2 ? 'family' : 'healing',
        });
        const { id } = res.json<PrayerRequest>();
        await fresh.call('POST', `/api/admin/prayer/${id}/approve`, mod.cookie);
        made.push(id);
      }
      const [oldest, second, third] = made as [number, number, number];
      const prayer = await fresh.signIn();
      await fresh.call('POST', `/api/prayer/${made[22]}/prayed`, prayer.cookie);
      await fresh.call('PATCH', `/api/admin/prayer/${oldest}`, mod.cookie, { urgent: true });
      const page1 = (await fresh.call('GET', '/api/prayer')).json<PrayerList>();
      expect(page1.items).toHaveLength(20);
      expect(page1).toMatchObject({ page: 1, pageCount: 2, total: 23 });
      expect(page1.items[0]?.id).toBe(oldest);
      expect(page1.items[0]?.urgent).toBe(true);
      expect(page1.items[1]?.id).toBe(made[21]);
      const page2 = (await fresh.call('GET', '/api/prayer?page=2')).json<PrayerList>();
      expect(page2.items.map((r) => r.id)).toEqual([third, second, made[22]]);
      const family = (await fresh.call('GET', '/api/prayer?category=family')).json<PrayerList>();
      expect(family.total).toBe(11);
      expect(family.items.every((r) => r.category === 'family')).toBe(true);
      expect((await fresh.call('GET', '/api/prayer?page=0')).statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

describe("the requester's changes", () => {
  it('adds updates, marks it answered with praise, and it moves to answered prayers', async () => {
    const request = await approved({ body: 'A job for my son', visibility: 'public' });
    const upd = await t.call('PATCH', `/api/prayer/${request.id}`, requester.cookie, {
      update: 'He has an interview on Monday',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json<PrayerRequest>().updates.map((u) => u.body)).toEqual([
      'He has an interview on Monday',
    ]);
    expect(
      (await t.call('PATCH', `/api/prayer/${request.id}`, other.cookie, { answered: true }))
        .statusCode,
    ).toBe(404);
    const nothing = await t.call('PATCH', `/api/prayer/${request.id}`, requester.cookie, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ message: string }>().message).toBe('Say what to change');
    const done = await t.call('PATCH', `/api/prayer/${request.id}`, requester.cookie, {
      answered: true,
      praise: 'He got the job!',
    });
    expect(done.json<PrayerRequest>()).toMatchObject({ praise: 'He got the job!' });
    expect(done.json<PrayerRequest>().answeredAt).not.toBeNull();
    expect(await wallIds()).not.toContain(request.id);
    expect(await wallIds(undefined, '?answered=true')).toContain(request.id);
    expect(
      (await t.call('POST', `/api/prayer/${request.id}/prayed`, other.cookie)).statusCode,
    ).toBe(409);
  });

  it('deletes only their own', async () => {
    const request = await share({ body: 'To be removed', visibility: 'members' });
    expect((await t.call('DELETE', `/api/prayer/${request.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/prayer/${request.id}`, requester.cookie)).statusCode).toBe(
      200,
    );
    expect(await t.db.$count(prayerRequests, eq(prayerRequests.id, request.id))).toBe(0);
  });
});

describe('flags and moderation', () => {
  it('flags once a member; three flags send it back to the queue; approval clears them', async () => {
    const request = await approved({ body: 'Flag me', visibility: 'public' });
    const a = await t.signIn();
    const b = await t.signIn();
    expect((await t.call('POST', `/api/prayer/${request.id}/flag`, a.cookie)).statusCode).toBe(200);
    const again = await t.call('POST', `/api/prayer/${request.id}/flag`, a.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(PRAYER_ALREADY_FLAGGED);
    const flagged = (await t.call('GET', '/api/admin/prayer?status=flagged', staff.cookie)).json<
      AdminPrayerRequest[]
    >();
    expect(flagged.find((r) => r.id === request.id)?.flagCount).toBe(1);
    await t.call('POST', `/api/prayer/${request.id}/flag`, b.cookie);
    await t.call('POST', `/api/prayer/${request.id}/flag`, other.cookie);
    expect(await wallIds()).not.toContain(request.id);
    await t.call('POST', `/api/admin/prayer/${request.id}/approve`, staff.cookie);
    expect(await wallIds()).toContain(request.id);
    const cleared = (await t.call('GET', '/api/admin/prayer?status=flagged', staff.cookie)).json<
      AdminPrayerRequest[]
    >();
    expect(cleared.map((r) => r.id)).not.toContain(request.id);
  });

  it("edits for privacy, and a rejection's note reaches the member in their language", async () => {
    const spanish = await t.signIn({ firstName: 'Lucía' });
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, spanish.user.id));
    const request = await share({ body: 'Pray for John Smith', visibility: 'public' }, spanish);
    const edited = await t.call('PATCH', `/api/admin/prayer/${request.id}`, staff.cookie, {
      body: 'Pray for John',
    });
    expect(edited.json<AdminPrayerRequest>().body).toBe('Pray for John');
    const rejected = await t.call('POST', `/api/admin/prayer/${request.id}/reject`, staff.cookie, {
      note: 'Please leave out full names.',
    });
    expect(rejected.json<AdminPrayerRequest>()).toMatchObject({
      status: 'rejected',
      moderatorNote: 'Please leave out full names.',
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, spanish.user.email));
    expect(mail?.subject).toBe('Sobre su petición de oración');
    expect(mail?.text).toContain('Please leave out full names.');
    expect(mail?.text).toContain('/es/prayer');
    // Without a note, nothing is sent.
    const quiet = await share({ body: 'Another', visibility: 'public' }, other);
    await t.call('POST', `/api/admin/prayer/${quiet.id}/reject`, staff.cookie);
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, other.user.email))).toBe(0);
    expect(
      (await t.call('POST', '/api/admin/prayer/999999/approve', staff.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('"I prayed" without JavaScript', () => {
  it("asks a visitor to sign in, and counts a member's prayer", async () => {
    // Without the build the page cannot be rendered: the plain post says so (503).
    const request = await approved({ body: 'Plain form', visibility: 'public' });
    const post = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/es/prayer',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        payload: `id=${request.id}`,
      });
    expect((await post()).statusCode).toBe(503);
    expect(await t.db.$count(prayerPrayed, eq(prayerPrayed.requestId, request.id))).toBe(0);
    const res = await post(other.cookie);
    expect(res.statusCode, res.body).toBe(503);
    expect(await t.db.$count(prayerPrayed, eq(prayerPrayed.requestId, request.id))).toBe(1);
  });
});
