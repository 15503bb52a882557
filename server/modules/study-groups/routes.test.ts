import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discussion, StudyGroup, StudyGroupDetail } from '../../../contract/study-groups';
import { studyGroupMembers, studyGroups, users } from '../../db/schema';
import { createSession } from '../../domain/sessions';
import { sessionCookieName } from '../../plugins/session';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let leader: { cookie: string; user: { id: number } };
let member: { cookie: string; user: { id: number } };
let outsider: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  leader = await t.signIn({ firstName: 'Priscilla' });
  member = await t.signIn({ firstName: 'Aquila' });
  outsider = await t.signIn({ firstName: 'Demas' });
  admin = await t.signIn({ isAdmin: true });
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);

async function createGroup(
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<StudyGroup> {
  const res = await call('POST', '/api/study-groups', cookie, {
    name: 'Romans Verse by Verse',
    topic: 'Romans',
    description: 'Reading Paul’s letter together',
    meetingSchedule: 'Tuesdays 7 pm',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<StudyGroup>();
}

const memberRows = async (groupId: number) =>
  t.db.$count(studyGroupMembers, eq(studyGroupMembers.groupId, groupId));

describe('creating and listing', () => {
  it('the creator leads and is the first member; capacity defaults to 20', async () => {
    const g = await createGroup(leader.cookie);
    expect(g).toMatchObject({ maxMembers: 20, currentMembers: 1, isActive: true });
    const detail = (
      await call('GET', `/api/study-groups/${g.id}`, leader.cookie)
    ).json<StudyGroupDetail>();
    expect(detail).toMatchObject({ myRole: 'leader', canManage: true, discussions: [] });
    const mine = (await call('GET', '/api/study-groups/my', leader.cookie)).json<StudyGroup[]>();
    expect(mine.map((x) => x.id)).toContain(g.id);
  });

  it.each([
    ['no name', { name: ' ' }, 'name', 'Group name is required'],
    ['capacity 1', { maxMembers: 1 }, 'maxMembers', 'A group holds between 2 and 500 members'],
    ['capacity 501', { maxMembers: 501 }, 'maxMembers', 'A group holds between 2 and 500 members'],
  ])('refuses %s with 400', async (_n, body, field, message) => {
    const res = await call('POST', '/api/study-groups', leader.cookie, { name: 'G', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { [field]: [message] } });
  });

  it('records the language the group is held in (English when not said), and lists the page’s language first', async () => {
    const english = await createGroup(leader.cookie, { name: 'Language check: Acts' });
    const portuguese = await createGroup(leader.cookie, {
      name: 'Language check: Atos',
      language: 'pt',
    });
    expect(english.language).toBe('en');
    expect(portuguese.language).toBe('pt');
    const bad = await call('POST', '/api/study-groups', leader.cookie, {
      name: 'Language check',
      language: 'de',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(
      'language',
    );
    const names = async (query: string) =>
      (await call('GET', `/api/study-groups?q=Language%20check${query}`))
        .json<StudyGroup[]>()
        .map((g) => g.name);
    expect(await names('')).toEqual(['Language check: Atos', 'Language check: Acts']);
    expect(await names('&lang=en')).toEqual(['Language check: Acts', 'Language check: Atos']);
    expect(await names('&lang=pt')).toEqual(['Language check: Atos', 'Language check: Acts']);
    // Editing a group leaves its language as it was.
    const edited = await call('PATCH', `/api/study-groups/${portuguese.id}`, leader.cookie, {
      topic: 'Atos dos Apóstolos',
    });
    expect(edited.json<StudyGroup>().language).toBe('pt');
  });

  it('needs sign-in to create, join or read my groups', async () => {
    expect((await call('POST', '/api/study-groups', undefined, { name: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/study-groups/my')).statusCode).toBe(401);
    expect((await call('POST', '/api/study-groups/1/join')).statusCode).toBe(401);
  });

  it('searches active groups by name, topic and description; hides inactive ones', async () => {
    const g = await createGroup(leader.cookie, {
      name: 'Psalms of Ascent',
      topic: 'Worship',
      description: 'Songs',
    });
    const hidden = await createGroup(leader.cookie, { name: 'Psalms archive' });
    expect(
      (await call('PATCH', `/api/study-groups/${hidden.id}`, outsider.cookie, { isActive: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/study-groups/${hidden.id}`, leader.cookie, { isActive: false }))
        .statusCode,
    ).toBe(200);
    for (const q of ['psalms', 'WORSHIP', 'songs']) {
      const found = (await call('GET', `/api/study-groups?q=${q}`)).json<StudyGroup[]>();
      expect(found.map((x) => x.id)).toEqual([g.id]);
    }
    expect((await call('GET', `/api/study-groups/${hidden.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/study-groups/${hidden.id}`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/study-groups/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/study-groups/abc')).statusCode).toBe(400);
  });
});

describe('joining and leaving', () => {
  it('join, refuse a second join, leave frees the place', async () => {
    const g = await createGroup(leader.cookie, { maxMembers: 2 });
    const joined = await call('POST', `/api/study-groups/${g.id}/join`, member.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ currentMembers: 2, myRole: 'member' });
    expect(
      (await call('POST', `/api/study-groups/${g.id}/join`, member.cookie)).json(),
    ).toMatchObject({
      message: 'Already a member',
    });
    const full = await call('POST', `/api/study-groups/${g.id}/join`, outsider.cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: 'Full' });
    const left = await call('POST', `/api/study-groups/${g.id}/leave`, member.cookie);
    expect(left.json()).toMatchObject({ currentMembers: 1 });
    expect((await call('POST', `/api/study-groups/${g.id}/leave`, member.cookie)).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/api/study-groups/${g.id}/join`, outsider.cookie)).statusCode).toBe(
      200,
    );
    expect(await memberRows(g.id)).toBe(2);
    expect((await call('POST', '/api/study-groups/999999/join', member.cookie)).statusCode).toBe(
      404,
    );
  });

  it('100 concurrent joins to a group of 20 end with exactly 20 members', async () => {
    const g = await createGroup(leader.cookie);
    // Members made directly (signIn hashes a password each time, too slow for 100).
    const made = await t.db
      .insert(users)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          email: `crowd${i}@example.org`,
          username: `crowd${i}`,
          password: 'not-a-hash',
        })),
      )
      .returning({ id: users.id });
    const people = await Promise.all(
      made.map(async (u) => {
        const { token } = await createSession(t.db, u.id, new Date());
        return { cookie: `${sessionCookieName(t.config)}=${t.app.signCookie(token)}` };
      }),
    );
    const answers = await Promise.all(
      people.map((p) => call('POST', `/api/study-groups/${g.id}/join`, p.cookie)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(codes.filter((c) => c === 409)).toHaveLength(81);
    const [row] = await t.db.select().from(studyGroups).where(eq(studyGroups.id, g.id));
    expect(row?.currentMembers).toBe(20);
    expect(await memberRows(g.id)).toBe(20);
  }, 60_000);

  it('the leader cannot shrink the group below its members', async () => {
    const g = await createGroup(leader.cookie);
    await call('POST', `/api/study-groups/${g.id}/join`, member.cookie);
    await call('POST', `/api/study-groups/${g.id}/join`, outsider.cookie);
    const res = await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, { maxMembers: 2 });
    expect(res.statusCode).toBe(400);
  });
});

describe('discussions', { tags: ['asvs-v8'] }, () => {
  it('members read and post; non-members see the description only', async () => {
    const g = await createGroup(leader.cookie, { name: 'Acts Fellowship' });
    await call('POST', `/api/study-groups/${g.id}/join`, member.cookie);
    const started = await call('POST', `/api/study-groups/${g.id}/discussions`, leader.cookie, {
      title: 'Chapter 2',
      content: 'Pentecost and Joel',
      scheduledDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(started.statusCode).toBe(201);
    const discussion = started.json<Discussion>();
    expect(discussion.isScheduled).toBe(true);

    const post = await call('POST', `/api/discussions/${discussion.id}/posts`, member.cookie, {
      content: 'Acts 2:17 quotes Joel 2:28',
    });
    expect(post.statusCode).toBe(201);
    expect(post.json()).toMatchObject({ authorName: 'Aquila' });

    const asMember = (
      await call('GET', `/api/study-groups/${g.id}`, member.cookie)
    ).json<StudyGroupDetail>();
    expect(asMember.discussions?.[0]?.posts).toHaveLength(1);
    expect(asMember.nextMeeting).toMatchObject({ title: 'Chapter 2' });

    const asOutsider = (
      await call('GET', `/api/study-groups/${g.id}`, outsider.cookie)
    ).json<StudyGroupDetail>();
    expect(asOutsider.discussions).toBeNull();
    expect(asOutsider.description).toBe('Reading Paul’s letter together');
    expect(
      (await call('GET', `/api/study-groups/${g.id}/discussions`, outsider.cookie)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/study-groups/${g.id}/discussions`, outsider.cookie, {
          title: 't',
          content: 'c',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/discussions/${discussion.id}/posts`, outsider.cookie, {
          content: 'hi',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/study-groups/${g.id}/discussions`, member.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/study-groups/${g.id}/discussions`, admin.cookie)).statusCode,
    ).toBe(200);
    const empty = await call('POST', `/api/discussions/${discussion.id}/posts`, member.cookie, {
      content: ' ',
    });
    expect(empty.json()).toMatchObject({ fieldErrors: { content: ['Reply is required'] } });
    const badDate = await call('POST', `/api/study-groups/${g.id}/discussions`, member.cookie, {
      title: 't',
      content: 'c',
      scheduledDate: 'next tuesday',
    });
    expect(badDate.statusCode).toBe(400);
  });

  it('leaders and admins delete posts; other members cannot', async () => {
    const g = await createGroup(leader.cookie);
    await call('POST', `/api/study-groups/${g.id}/join`, member.cookie);
    await call('POST', `/api/study-groups/${g.id}/join`, outsider.cookie);
    const d = (
      await call('POST', `/api/study-groups/${g.id}/discussions`, member.cookie, {
        title: 't',
        content: 'c',
      })
    ).json<Discussion>();
    const p1 = (
      await call('POST', `/api/discussions/${d.id}/posts`, member.cookie, { content: 'one' })
    ).json<{ id: number }>();
    const p2 = (
      await call('POST', `/api/discussions/${d.id}/posts`, member.cookie, { content: 'two' })
    ).json<{ id: number }>();
    expect((await call('DELETE', `/api/posts/${p1.id}`, outsider.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/posts/${p1.id}`, leader.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/posts/${p2.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/posts/${p2.id}`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('an inactive group', { tags: ['asvs-v8'] }, () => {
  it('is not found under any of its addresses, except by its leader and administrators', async () => {
    const g = await createGroup(leader.cookie, { name: 'Closed Hebrews' });
    await call('POST', `/api/study-groups/${g.id}/join`, member.cookie);
    const d = (
      await call('POST', `/api/study-groups/${g.id}/discussions`, member.cookie, {
        title: 'Chapter 11',
        content: 'Faith',
      })
    ).json<Discussion>();
    const own = (
      await call('POST', `/api/discussions/${d.id}/posts`, member.cookie, { content: 'mine' })
    ).json<{ id: number }>();
    const deactivated = await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, {
      isActive: false,
    });
    expect(deactivated.statusCode).toBe(200);

    // A member of the group, even the author of the post: the group is gone for them.
    const asMember: [string, Awaited<ReturnType<typeof call>>][] = [
      ['group', await call('GET', `/api/study-groups/${g.id}`, member.cookie)],
      ['discussions', await call('GET', `/api/study-groups/${g.id}/discussions`, member.cookie)],
      [
        'new discussion',
        await call('POST', `/api/study-groups/${g.id}/discussions`, member.cookie, {
          title: 't',
          content: 'c',
        }),
      ],
      [
        'reply',
        await call('POST', `/api/discussions/${d.id}/posts`, member.cookie, { content: 'x' }),
      ],
      ['delete own post', await call('DELETE', `/api/posts/${own.id}`, member.cookie)],
      ['leave', await call('POST', `/api/study-groups/${g.id}/leave`, member.cookie)],
    ];
    for (const [what, res] of asMember) {
      expect(res.statusCode, what).toBe(404);
      expect(res.json(), what).toMatchObject({ message: expect.any(String) });
    }
    expect(await memberRows(g.id)).toBe(2);

    for (const cookie of [leader.cookie, admin.cookie]) {
      expect((await call('GET', `/api/study-groups/${g.id}/discussions`, cookie)).statusCode).toBe(
        200,
      );
      const reply = await call('POST', `/api/discussions/${d.id}/posts`, cookie, {
        content: 'Still here',
      });
      expect(reply.statusCode).toBe(201);
    }
    expect((await call('DELETE', `/api/posts/${own.id}`, leader.cookie)).statusCode).toBe(200);
  });

  it("leaves a member's own list, and stays in its leader's", async () => {
    const g = await createGroup(leader.cookie, { name: 'Paused Romans' });
    await call('POST', `/api/study-groups/${g.id}/join`, member.cookie);
    await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, { isActive: false });
    const listed = async (cookie: string) =>
      (await call('GET', '/api/study-groups/my', cookie)).json<StudyGroup[]>().map((x) => x.id);
    expect(await listed(member.cookie)).not.toContain(g.id);
    expect(await listed(leader.cookie)).toContain(g.id);
  });
});

describe('bad input found by the fuzz suite', () => {
  it('answers 400, not 500, for ids beyond a database integer', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/study-groups/2147483648', undefined],
      ['POST', '/api/study-groups/2147483648/join', undefined],
      ['GET', '/api/study-groups/9007199254740991/discussions', undefined],
      ['POST', '/api/discussions/2147483648/posts', { content: 'Amen.' }],
      ['DELETE', '/api/posts/2147483648', undefined],
    ] as const) {
      const res = await call(method, url, admin.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(typeof res.json<{ message: unknown }>().message).toBe('string');
    }
  });

  it('refuses a NUL character in a group name with 400', async () => {
    const res = await call('POST', '/api/study-groups', leader.cookie, { name: 'Acts\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { name: [expect.any(String)] } });
  });
});
