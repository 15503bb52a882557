import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUSPENDED,
  NOT_YOURSELF,
  ONLY_OWNER_OWNERSHIP,
  OWNER_STAYS,
  PERSON_NOT_FOUND,
  STAFF_NEED_MANAGER,
  type AuditList,
  type PeopleList,
  type Person,
} from '../../../contract/people';
import { NOT_FOR_YOUR_ROLE, STAFF_ONLY } from '../../../contract/staff';
import { auditEntries, donations, sessions, users } from '../../db/schema';
import { deleteAuditBefore } from '../../domain/audit';
import { createTestApp, type TestApp } from '../../test/app';

const now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let owner: Member;
let admin: Member;
let moderator: Member;
let treasurer: Member;
let editor: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  owner = await t.signIn({ roles: ['owner'], firstName: 'Priscilla' });
  admin = await t.signIn({ isAdmin: true, firstName: 'Aquila' });
  moderator = await t.signIn({ roles: ['moderator'] });
  treasurer = await t.signIn({ roles: ['treasurer'] });
  editor = await t.signIn({ roles: ['editor'], firstName: 'Apollos' });
  member = await t.signIn({ firstName: 'Zacchaeus' });
});
afterAll(() => t.close());

const patch = (who: Member, id: number, body: unknown) =>
  t.call('PATCH', `/api/admin/people/${id}`, who.cookie, body);
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: 'correct horse' }),
  });

describe('the list of people', () => {
  it('is for those who manage or suspend people', async () => {
    expect((await t.call('GET', '/api/admin/people')).statusCode).toBe(401);
    expect(message(await t.call('GET', '/api/admin/people', member.cookie))).toBe(STAFF_ONLY);
    const byEditor = await t.call('GET', '/api/admin/people', editor.cookie);
    expect(byEditor.statusCode).toBe(403);
    expect(message(byEditor)).toBe(NOT_FOR_YOUR_ROLE);
    expect((await t.call('GET', '/api/admin/people', moderator.cookie)).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/api/admin/people/${member.user.id}`, editor.cookie)).statusCode,
    ).toBe(403);
  });

  it('searches names and addresses, filters by role and status, and pages', async () => {
    const all = await t.call('GET', '/api/admin/people', admin.cookie);
    expect(all.headers['cache-control']).toBe('no-store');
    const list = all.json<PeopleList>();
    expect(list.total).toBeGreaterThanOrEqual(6);
    expect(list.pageSize).toBe(25);
    expect(list.more).toBe(false);
    const byName = await t.call('GET', '/api/admin/people?q=zacch', admin.cookie);
    expect(byName.json<PeopleList>().people.map((p) => p.id)).toEqual([member.user.id]);
    const byEmail = await t.call(
      'GET',
      `/api/admin/people?q=${encodeURIComponent(editor.user.email.toUpperCase())}`,
      admin.cookie,
    );
    expect(byEmail.json<PeopleList>().people.map((p) => p.id)).toEqual([editor.user.id]);
    // LIKE's own characters are taken as typed.
    const percent = await t.call('GET', '/api/admin/people?q=%25', admin.cookie);
    expect(percent.json<PeopleList>().total).toBe(0);
    const treasurers = await t.call('GET', '/api/admin/people?role=treasurer', admin.cookie);
    expect(treasurers.json<PeopleList>().people.map((p) => p.id)).toEqual([treasurer.user.id]);
    const members = await t.call('GET', '/api/admin/people?role=member', admin.cookie);
    expect(members.json<PeopleList>().people.every((p) => p.roles.length === 0)).toBe(true);
    const far = await t.call('GET', '/api/admin/people?page=40', admin.cookie);
    expect(far.json<PeopleList>()).toMatchObject({ people: [], page: 40 });
  });

  it('answers field errors for a bad query', async () => {
    const res = await t.call(
      'GET',
      `/api/admin/people?role=wizard&status=asleep&page=0&q=${'x'.repeat(101)}`,
      admin.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'page',
      'q',
      'role',
      'status',
    ]);
  });
});

describe('a person', () => {
  it('shows roles, address, sessions, two-step status; gifts only to giving’s readers', async () => {
    await t.db.insert(donations).values({
      amount: 2500,
      currency: 'usd',
      status: 'succeeded',
      stripePaymentIntentId: 'pi_test_people',
      userId: member.user.id,
    });
    const byAdmin = await t.call('GET', `/api/admin/people/${member.user.id}`, admin.cookie);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const person = byAdmin.json<Person>();
    expect(person).toMatchObject({
      id: member.user.id,
      firstName: 'Zacchaeus',
      roles: [],
      emailVerified: true,
      suspended: false,
      twoStep: { authenticator: false, passkeys: 0 },
      groups: [],
      questions: [],
    });
    expect(person.sessions).toHaveLength(1);
    expect(person.gifts).toEqual([
      expect.objectContaining({ amount: 2500, currency: 'usd', status: 'succeeded' }),
    ]);
    const byModerator = await t.call(
      'GET',
      `/api/admin/people/${member.user.id}`,
      moderator.cookie,
    );
    expect(byModerator.json<Person>().gifts).toBeNull();
    const missing = await t.call('GET', '/api/admin/people/999999', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(PERSON_NOT_FOUND);
    expect((await t.call('GET', '/api/admin/people/abc', admin.cookie)).statusCode).toBe(400);
  });
});

describe('changing roles', () => {
  it('gives and takes roles, and records the change', async () => {
    const helper = await t.signIn();
    const res = await patch(admin, helper.user.id, { roles: ['editor', 'treasurer'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Person>().roles).toEqual(['editor', 'treasurer']);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'people.roles'))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetId: String(helper.user.id),
      summary: `${helper.user.email}: member → editor, treasurer`,
    });
    const back = await patch(admin, helper.user.id, { roles: [] });
    expect(back.json<Person>().roles).toEqual([]);
  });

  it('keeps the owner role to the owner, who may hand it on', async () => {
    const helper = await t.signIn();
    const byAdmin = await patch(admin, helper.user.id, { roles: ['owner'] });
    expect(byAdmin.statusCode).toBe(403);
    expect(message(byAdmin)).toBe(ONLY_OWNER_OWNERSHIP);
    const ownerByAdmin = await patch(admin, owner.user.id, { roles: ['admin'] });
    expect(message(ownerByAdmin)).toBe(ONLY_OWNER_OWNERSHIP);
    const selfDrop = await patch(owner, owner.user.id, { roles: ['admin'] });
    expect(selfDrop.statusCode).toBe(403);
    expect(message(selfDrop)).toBe(OWNER_STAYS);
    expect(message(await patch(admin, owner.user.id, { suspended: true }))).toBe(OWNER_STAYS);
    expect(
      message(await t.call('DELETE', `/api/admin/people/${owner.user.id}`, admin.cookie)),
    ).toBe(OWNER_STAYS);
  });

  it('refuses roles to those who only suspend, and staff changes to them', async () => {
    const res = await patch(moderator, member.user.id, { roles: ['editor'] });
    expect(res.statusCode).toBe(403);
    expect(message(res)).toBe(NOT_FOR_YOUR_ROLE);
    const staff = await patch(moderator, editor.user.id, { suspended: true });
    expect(message(staff)).toBe(STAFF_NEED_MANAGER);
    expect((await patch(editor, member.user.id, { suspended: true })).statusCode).toBe(403);
    expect(
      (await t.call('DELETE', `/api/admin/people/${member.user.id}`, moderator.cookie)).statusCode,
    ).toBe(403);
  });

  it('answers field errors for a bad change', async () => {
    const empty = await patch(admin, member.user.id, {});
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Say what to change');
    const bad = await patch(admin, member.user.id, { roles: ['wizard'], suspended: 'yes' });
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      'roles.0': ['Choose roles from the list'],
      suspended: ['Say whether the account is suspended'],
    });
    expect((await patch(admin, 999999, { suspended: true })).statusCode).toBe(404);
    expect(message(await patch(admin, admin.user.id, { suspended: true }))).toBe(NOT_YOURSELF);
  });
});

describe('suspending', () => {
  it('ends the sessions, refuses sign-in until lifted, and records both', async () => {
    const spammer = await t.signIn();
    const res = await patch(moderator, spammer.user.id, { suspended: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Person>().suspended).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, spammer.user.id))).toEqual(
      [],
    );
    expect((await t.call('GET', '/api/auth/me', spammer.cookie)).statusCode).toBe(401);
    const refused = await login(spammer.user.email);
    expect(refused.statusCode).toBe(403);
    expect(message(refused)).toBe(ACCOUNT_SUSPENDED);
    const suspended = await t.call('GET', '/api/admin/people?status=suspended', admin.cookie);
    expect(suspended.json<PeopleList>().people.map((p) => p.id)).toEqual([spammer.user.id]);

    const lifted = await patch(moderator, spammer.user.id, { suspended: false });
    expect(lifted.json<Person>().suspended).toBe(false);
    expect((await login(spammer.user.email)).statusCode).toBe(200);
    const entries = (
      await t.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.targetId, String(spammer.user.id)))
    ).map((e) => [e.action, e.summary]);
    // Each says what the account was before and after.
    expect(entries).toEqual([
      ['people.suspend', `${spammer.user.email}: active → suspended`],
      ['people.unsuspend', `${spammer.user.email}: suspended → active`],
    ]);
  });
});

describe('deleting', () => {
  it('removes the account and records who it was', async () => {
    const leaving = await t.signIn();
    expect(
      message(await t.call('DELETE', `/api/admin/people/${admin.user.id}`, admin.cookie)),
    ).toBe(NOT_YOURSELF);
    const res = await t.call('DELETE', `/api/admin/people/${leaving.user.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect(
      (await t.call('DELETE', `/api/admin/people/${leaving.user.id}`, admin.cookie)).statusCode,
    ).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'people.delete'))
      .orderBy(desc(auditEntries.id));
    expect(entry?.summary).toBe(leaving.user.email);
  });
});

describe('the audit trail', () => {
  it('records staff sign-ins and other staff writes, and is for its readers only', async () => {
    const signIn = await login(editor.user.email);
    expect(signIn.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'staff.sign-in'))
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({ actorId: editor.user.id, summary: 'password' });
    // A staff write elsewhere (a fund) is recorded by the generic hook after it succeeds.
    const fund = await t.call('POST', '/api/admin/funds', treasurer.cookie, {
      name: 'Missions',
    });
    expect(fund.statusCode, fund.body).toBe(201);
    const write = await t.call('GET', '/api/admin/audit?action=admin.write', owner.cookie);
    expect(write.json<AuditList>().entries[0]).toMatchObject({
      actor: treasurer.user.email,
      action: 'admin.write',
      summary: 'POST /api/admin/funds · name="Missions"',
    });
    expect((await t.call('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/audit', moderator.cookie)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/audit/export', editor.cookie)).statusCode).toBe(403);
  });

  it('searches by actor, action and days, and exports CSV', async () => {
    const byActor = await t.call(
      'GET',
      `/api/admin/audit?actor=${encodeURIComponent(moderator.user.email)}&action=people`,
      admin.cookie,
    );
    const list = byActor.json<AuditList>();
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.entries.every((e) => e.actor === moderator.user.email)).toBe(true);
    const none = await t.call('GET', '/api/admin/audit?from=2030-01-01', admin.cookie);
    expect(none.json<AuditList>().total).toBe(0);
    const csv = await t.call(
      'GET',
      '/api/admin/audit/export?from=2026-11-28&to=2026-11-28',
      admin.cookie,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      'when,actor,action,record type,record id,summary,address',
    );
    expect(csv.body).toContain('people.suspend');
    const bad = await t.call(
      'GET',
      '/api/admin/audit?from=2026-13-45&to=2027-01-01&page=0',
      admin.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'from',
      'page',
    ]);
    const order = await t.call(
      'GET',
      '/api/admin/audit/export?from=2026-02-01&to=2026-01-01',
      admin.cookie,
    );
    expect(order.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      to: ['The start comes before the end'],
    });
  });

  it('cannot be changed or deleted, but the retention job removes old entries', async () => {
    await expect(t.db.update(auditEntries).set({ summary: 'changed' })).rejects.toThrow();
    await expect(t.db.delete(auditEntries)).rejects.toThrow();
    const before = (await t.db.select().from(auditEntries)).length;
    expect(before).toBeGreaterThan(0);
    expect(await deleteAuditBefore(t.db, new Date('2026-01-01T00:00:00Z'))).toBe(0);
    expect(await deleteAuditBefore(t.db, new Date('2027-01-01T00:00:00Z'))).toBe(before);
  });
});

describe('transferring ownership', () => {
  it('moves the owner role in one change: the old owner becomes an administrator', async () => {
    const res = await patch(owner, admin.user.id, { roles: ['owner'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Person>().roles).toEqual(['owner']);
    const [previous] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(previous).toMatchObject({ roles: ['admin'], isAdmin: true });
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'people.ownership'));
    expect(entry?.summary).toBe(`${owner.user.email} → ${admin.user.email}`);
  });
});
