// @module-tag asvs-v8
/**
 * What others see of a member (a study group, its discussions and replies, a question to the
 * ministry) needs an address the member has proven to read: an account registered with anyone's
 * address cannot publish on the ministry's site.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_CODE } from '../../../contract/auth';
import { questions, studyGroups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GROUP = { name: 'Romans Verse by Verse', description: 'Win a prize at spam.example' };
const QUESTION = {
  title: 'A question',
  content: 'What does Romans 8:28 promise the believer?',
  category: 'scripture',
};

function expectRefused(res: { statusCode: number; json: () => unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual({ message: EMAIL_NOT_VERIFIED, code: EMAIL_NOT_VERIFIED_CODE });
}

describe('an unverified address publishes nothing', () => {
  it('creates no study group and asks no question', async () => {
    const member = await t.signIn({ verified: false });
    expectRefused(await t.call('POST', '/api/study-groups', member.cookie, GROUP));
    expectRefused(await t.call('POST', '/api/questions', member.cookie, QUESTION));
    expect(await t.db.$count(studyGroups, eq(studyGroups.createdBy, member.user.id))).toBe(0);
    expect(await t.db.$count(questions, eq(questions.submittedBy, member.user.id))).toBe(0);
  });

  it('writes nothing in a group: no edit, discussion or reply (until verified, then it can)', async () => {
    const leader = await t.signIn();
    const group = (await t.call('POST', '/api/study-groups', leader.cookie, GROUP)).json<{
      id: number;
    }>();
    const discussion = await t.call(
      'POST',
      `/api/study-groups/${group.id}/discussions`,
      leader.cookie,
      { title: 'Week 1', content: 'Chapter 1' },
    );
    expect(discussion.statusCode, discussion.body).toBe(201);
    const { id: discussionId } = discussion.json<{ id: number }>();

    const member = await t.signIn({ verified: false });
    expect(
      (await t.call('POST', `/api/study-groups/${group.id}/join`, member.cookie)).statusCode,
    ).toBe(200);
    expectRefused(
      await t.call('POST', `/api/study-groups/${group.id}/discussions`, member.cookie, {
        title: 'Offer',
        content: 'Visit spam.example',
      }),
    );
    expectRefused(
      await t.call('POST', `/api/discussions/${discussionId}/posts`, member.cookie, {
        content: 'Visit spam.example',
      }),
    );
    const unverifiedLeader = await t.signIn({ verified: false });
    expectRefused(
      await t.call('PATCH', `/api/study-groups/${group.id}`, unverifiedLeader.cookie, {
        name: 'Offer',
      }),
    );
    const verified = await t.signIn();
    expect((await t.call('POST', '/api/questions', verified.cookie, QUESTION)).statusCode).toBe(
      201,
    );
  });
});
