import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prayerRequests,
  questions,
  studyGroupDiscussions,
  studyGroupMembers,
  studyGroupPosts,
  studyGroups,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let moderator: Member;
let admin: Member;
let spammer: Member;
let reader: Member;
const ids = { question: 0, prayer: 0, group: 0, discussion: 0 };

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('no row');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signIn({ roles: ['moderator'] });
  admin = await t.signIn({ isAdmin: true });
  spammer = await t.signIn({ firstName: 'Simon' });
  reader = await t.signIn({ firstName: 'Rhoda' });
  const author = spammer.user.id;
  ids.question = one(
    await t.db
      .insert(questions)
      .values({
        title: 'Buy cheap watches here',
        content: 'Spam spam spam',
        category: 'theology',
        status: 'answered',
        isPublic: true,
        submittedBy: author,
        submitterName: 'Simon Magus',
      })
      .returning(),
  ).id;
  ids.prayer = one(
    await t.db
      .insert(prayerRequests)
      .values({
        userId: author,
        body: 'Spam prayer request',
        visibility: 'public',
        status: 'approved',
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning(),
  ).id;
  ids.group = one(
    await t.db.insert(studyGroups).values({ name: 'Acts on Thursdays' }).returning(),
  ).id;
  await t.db.insert(studyGroupMembers).values([
    { groupId: ids.group, userId: author },
    { groupId: ids.group, userId: reader.user.id },
  ]);
  ids.discussion = one(
    await t.db
      .insert(studyGroupDiscussions)
      .values({ groupId: ids.group, userId: reader.user.id, title: 'Acts 8', content: 'Read it.' })
      .returning(),
  ).id;
  await t.db.insert(studyGroupDiscussions).values({
    groupId: ids.group,
    userId: author,
    title: 'Spam discussion',
    content: 'Spam',
  });
  await t.db.insert(studyGroupPosts).values([
    { discussionId: ids.discussion, userId: author, content: 'Spam post' },
    { discussionId: ids.discussion, userId: reader.user.id, content: 'A real answer' },
  ]);
});
afterAll(() => t.close());

const suspend = (suspended: boolean) =>
  t.call('PATCH', `/api/admin/people/${spammer.user.id}`, moderator.cookie, { suspended });

/** What others see of the spammer's posts: in lists, and each one on its own. */
async function seen() {
  const questionList = await t.call('GET', '/api/questions');
  const search = await t.call('GET', '/api/search?q=watches');
  expect(search.statusCode, search.body).toBe(200);
  const question = await t.call('GET', `/api/questions/${ids.question}`);
  const wall = await t.call('GET', '/api/prayer', reader.cookie);
  const prayer = await t.call('GET', `/api/prayer/${ids.prayer}`);
  const group = await t.call('GET', `/api/study-groups/${ids.group}`, reader.cookie);
  expect(group.statusCode, group.body).toBe(200);
  return {
    inQuestionList: questionList.body.includes('Buy cheap watches'),
    inSearch: search.body.includes('Buy cheap watches'),
    question: question.statusCode,
    onWall: wall.body.includes('Spam prayer request'),
    prayer: prayer.statusCode,
    discussion: group.body.includes('Spam discussion'),
    post: group.body.includes('Spam post'),
    othersPost: group.body.includes('A real answer'),
  };
}

describe("a suspended member's public posts", () => {
  it('show before, are hidden while suspended, and show again when lifted', async () => {
    const shown = {
      inQuestionList: true,
      inSearch: true,
      question: 200,
      onWall: true,
      prayer: 200,
      discussion: true,
      post: true,
      othersPost: true,
    };
    expect(await seen()).toEqual(shown);

    expect((await suspend(true)).statusCode).toBe(200);
    expect(await seen()).toEqual({
      inQuestionList: false,
      inSearch: false,
      question: 404,
      onWall: false,
      prayer: 404,
      discussion: false,
      post: false,
      othersPost: true,
    });
    // The staff still open them, to review the suspension.
    expect((await t.call('GET', `/api/questions/${ids.question}`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/api/prayer/${ids.prayer}`, admin.cookie)).statusCode).toBe(200);

    expect((await suspend(false)).statusCode).toBe(200);
    expect(await seen()).toEqual(shown);
  });
});
