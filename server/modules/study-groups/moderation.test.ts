// @module-tag asvs-v8
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminStudyGroup,
  Discussion,
  StudyGroup,
  StudyGroupDetail,
} from '../../../contract/study-groups';
import { studyGroupDiscussions, studyGroups, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
type Who = { cookie: string; user: { id: number } };
let leader: Who;
let member: Who;
let other: Who;
let admin: Who;

/** A member whose address is verified: only they may create groups. */
async function verifiedMember(firstName: string): Promise<Who> {
  const who = await t.signIn({ firstName });
  await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, who.user.id));
  return who;
}

beforeAll(async () => {
  t = await createTestApp();
  leader = await verifiedMember('Priscilla');
  member = await verifiedMember('Aquila');
  other = await verifiedMember('Demas');
  admin = await t.signIn({ isAdmin: true });
});
afterAll(() => t.close());

const call: TestApp['call'] = (...args) => t.call(...args);

async function createGroup(name = 'Acts together'): Promise<StudyGroup> {
  const res = await call('POST', '/api/study-groups', leader.cookie, { name, topic: 'Acts' });
  expect(res.statusCode, res.body).toBe(201);
  const group = res.json<StudyGroup>();
  expect((await call('POST', `/api/study-groups/${group.id}/join`, member.cookie)).statusCode).toBe(
    200,
  );
  return group;
}

async function startDiscussion(groupId: number, who: Who): Promise<Discussion> {
  const res = await call('POST', `/api/study-groups/${groupId}/discussions`, who.cookie, {
    title: 'Chapter 2',
    content: 'Pentecost',
  });
  expect(res.statusCode).toBe(201);
  return res.json<Discussion>();
}

const publicNames = async () =>
  (await call('GET', '/api/study-groups')).json<StudyGroup[]>().map((g) => g.name);

describe('the leader edits, closes and deletes their group', () => {
  it('edits: the leader and staff may; another member 403; a stranger 401', async () => {
    const g = await createGroup('Acts edit');
    const edit = { name: 'Acts, slowly', meetingSchedule: 'Thursdays 8 pm' };
    expect((await call('PATCH', `/api/study-groups/${g.id}`, undefined, edit)).statusCode).toBe(
      401,
    );
    const refused = await call('PATCH', `/api/study-groups/${g.id}`, member.cookie, edit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only the group leader may change it' });
    const byOther = await call('PATCH', `/api/study-groups/${g.id}`, other.cookie, edit);
    expect(byOther.statusCode).toBe(403);
    const ok = await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, edit);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject(edit);
    const byStaff = await call('PATCH', `/api/study-groups/${g.id}`, admin.cookie, {
      topic: 'Luke-Acts',
    });
    expect(byStaff.json()).toMatchObject({ topic: 'Luke-Acts' });
  });

  it('refuses a bad edit with field errors', async () => {
    const g = await createGroup('Acts validation');
    const res = await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, {
      name: ' ',
      maxMembers: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fieldErrors: {
        name: ['Group name is required'],
        maxMembers: ['A group holds between 2 and 500 members'],
      },
    });
  });

  it('closes: the group leaves the list; its leader still opens it', async () => {
    const g = await createGroup('Acts to close');
    const res = await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, {
      isActive: false,
    });
    expect(res.json()).toMatchObject({ isActive: false });
    expect(await publicNames()).not.toContain('Acts to close');
    expect((await call('GET', `/api/study-groups/${g.id}`, leader.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/study-groups/${g.id}`, member.cookie)).statusCode).toBe(404);
  });

  it('deletes: stranger 401, another member 403, the leader and staff may', async () => {
    const g = await createGroup('Acts to delete');
    await startDiscussion(g.id, member);
    expect((await call('DELETE', `/api/study-groups/${g.id}`)).statusCode).toBe(401);
    const byMember = await call('DELETE', `/api/study-groups/${g.id}`, member.cookie);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ message: 'Only the group leader may delete it' });
    expect((await call('DELETE', `/api/study-groups/${g.id}`, other.cookie)).statusCode).toBe(403);
    const ok = await call('DELETE', `/api/study-groups/${g.id}`, leader.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Study group deleted' });
    expect((await call('GET', `/api/study-groups/${g.id}`, leader.cookie)).statusCode).toBe(404);
    expect(await t.db.$count(studyGroupDiscussions, eq(studyGroupDiscussions.groupId, g.id))).toBe(
      0,
    );
    const again = await createGroup('Acts removed by staff');
    expect((await call('DELETE', `/api/study-groups/${again.id}`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect(await t.db.$count(studyGroups, eq(studyGroups.id, again.id))).toBe(0);
    expect((await call('DELETE', '/api/study-groups/999999', admin.cookie)).statusCode).toBe(404);
  });
});

describe('staff hide and show a group', () => {
  it('lists every group to staff only: stranger 401, member 403', async () => {
    const g = await createGroup('Acts for staff');
    expect((await call('GET', '/api/admin/study-groups')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/study-groups', leader.cookie)).statusCode).toBe(403);
    const res = await call('GET', '/api/admin/study-groups?q=for%20staff', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminStudyGroup[]>()).toEqual([
      expect.objectContaining({
        id: g.id,
        leaderName: 'Priscilla',
        currentMembers: 2,
        discussionCount: 0,
        isHidden: false,
      }),
    ]);
  });

  it('hides: off the list, 404 to others, seen by its leader and staff; shown again by staff', async () => {
    const g = await createGroup('Acts hidden');
    const url = `/api/admin/study-groups/${g.id}/visibility`;
    expect((await call('PUT', url, undefined, { hidden: true })).statusCode).toBe(401);
    expect((await call('PUT', url, leader.cookie, { hidden: true })).statusCode).toBe(403);
    const bad = await call('PUT', url, admin.cookie, { hidden: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { hidden: [expect.any(String)] } });
    const hidden = await call('PUT', url, admin.cookie, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ isHidden: true, isActive: true });

    expect(await publicNames()).not.toContain('Acts hidden');
    expect((await call('GET', `/api/study-groups/${g.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/study-groups/${g.id}`, member.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/study-groups/${g.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/study-groups/${g.id}/join`, other.cookie)).statusCode).toBe(
      404,
    );
    const forLeader = await call('GET', `/api/study-groups/${g.id}`, leader.cookie);
    expect(forLeader.json<StudyGroupDetail>()).toMatchObject({ isHidden: true, canManage: true });
    expect((await call('GET', `/api/study-groups/${g.id}`, admin.cookie)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/study-groups/my', member.cookie)).json<StudyGroup[]>();
    expect(mine.map((x) => x.id)).not.toContain(g.id);

    // The leader cannot bring it back by reopening it; staff can.
    await call('PATCH', `/api/study-groups/${g.id}`, leader.cookie, { isActive: true });
    expect(await publicNames()).not.toContain('Acts hidden');
    expect((await call('PUT', url, admin.cookie, { hidden: false })).json()).toMatchObject({
      isHidden: false,
    });
    expect(await publicNames()).toContain('Acts hidden');
    expect((await call('GET', `/api/study-groups/${g.id}`, other.cookie)).statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/api/admin/study-groups/999999/visibility', admin.cookie, {
          hidden: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('removing a discussion', () => {
  it('stranger 401, another member 403 or 404, the author, the leader and staff may', async () => {
    const g = await createGroup('Acts discussions');
    const a = await startDiscussion(g.id, member);
    expect((await call('DELETE', `/api/discussions/${a.id}`)).statusCode).toBe(401);
    // Not in the group: it is not theirs to see.
    expect((await call('DELETE', `/api/discussions/${a.id}`, other.cookie)).statusCode).toBe(404);
    const b = await startDiscussion(g.id, leader);
    const byMember = await call('DELETE', `/api/discussions/${b.id}`, member.cookie);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({
      message: 'Only the group leader may delete this discussion',
    });
    expect((await call('DELETE', `/api/discussions/${a.id}`, member.cookie)).json()).toEqual({
      message: 'Discussion deleted',
    });
    expect((await call('DELETE', `/api/discussions/${b.id}`, admin.cookie)).statusCode).toBe(200);
    const c = await startDiscussion(g.id, member);
    expect((await call('DELETE', `/api/discussions/${c.id}`, leader.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/discussions/${c.id}`, admin.cookie)).statusCode).toBe(404);
    const left = (await call('GET', `/api/study-groups/${g.id}/discussions`, leader.cookie)).json<
      Discussion[]
    >();
    expect(left).toEqual([]);
  });
});
