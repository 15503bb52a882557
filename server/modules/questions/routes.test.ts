import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/questions';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

let t: TestApp;
let smtp: TestSmtp;
let member: { cookie: string; user: { id: number; email: string } };
let other: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer() });
  member = await t.signIn({ firstName: 'Lydia' });
  other = await t.signIn({ firstName: 'Apollos' });
  admin = await t.signIn({ isAdmin: true, firstName: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const json = { 'content-type': 'application/json' };
const call: TestApp['call'] = (...args) => t.call(...args);

async function askQuestion(
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<Question> {
  const res = await call('POST', '/api/questions', cookie, {
    title: 'What does the kingdom of God mean?',
    content: 'Jesus spoke of the kingdom often; what did he mean by it?',
    category: 'doctrine',
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Question>();
}

describe('asking', () => {
  it('stores a pending, private question filled from the account', async () => {
    const q = await askQuestion(member.cookie);
    expect(q).toMatchObject({
      status: 'pending',
      isPublic: false,
      submitterName: 'Lydia',
      category: 'doctrine',
      answers: [],
    });
  });

  it('records the language the member wrote in (English when not said), and lists the page’s language first', async () => {
    const english = await askQuestion(member.cookie, { title: 'Language check: the new earth?' });
    // Asked by another member: the answer's mail is not the one the tests below wait for.
    const spanish = await askQuestion(other.cookie, {
      title: 'Language check: ¿la tierra nueva?',
      content: '¿Qué dice la Biblia de la tierra nueva?',
      language: 'es',
    });
    expect(english.language).toBe('en');
    expect(spanish.language).toBe('es');
    const bad = await call('POST', '/api/questions', member.cookie, {
      title: 'Language check',
      content: 'A question long enough to ask.',
      category: 'general',
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty(
      'language',
    );

    // Its answer is read in its language: Spanish book names are references.
    const answered = await call('POST', `/api/questions/${spanish.id}/answers`, admin.cookie, {
      content: 'Lea Apocalipsis 21:1 y Mateo 5:5.',
    });
    expect(answered.json<Question>().answers[0]?.references).toEqual([
      [4, 20, 'Rev.21.1'],
      [23, 32, 'Matt.5.5'],
    ]);
    for (const q of [spanish, english]) {
      await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { isPublic: true });
    }
    const titles = async (query: string) =>
      (await call('GET', `/api/questions?q=Language%20check${query}`))
        .json<Question[]>()
        .map((q) => [q.title, q.language]);
    // Newest first, whatever the language, when no page language is given.
    expect(await titles('')).toEqual([
      ['Language check: ¿la tierra nueva?', 'es'],
      ['Language check: the new earth?', 'en'],
    ]);
    expect(await titles('&lang=en')).toEqual([
      ['Language check: the new earth?', 'en'],
      ['Language check: ¿la tierra nueva?', 'es'],
    ]);
    expect(await titles('&lang=es')).toEqual([
      ['Language check: ¿la tierra nueva?', 'es'],
      ['Language check: the new earth?', 'en'],
    ]);
    expect((await call('GET', '/api/questions?lang=xx')).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const res = await call('POST', '/api/questions', undefined, {
      title: 'x',
      content: 'a question long enough',
      category: 'general',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a missing title', { title: '  ' }, 'title', 'Title is required'],
    [
      'a short question',
      { content: 'why?' },
      'content',
      'Please describe your question in at least 10 characters',
    ],
    ['an unknown category', { category: 'gossip' }, 'category', 'Please choose a category'],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
  ])('refuses %s with 400 and the field message', async (_n, override, field, message) => {
    const res = await call('POST', '/api/questions', member.cookie, {
      title: 'A fair title',
      content: 'A fair question about scripture',
      category: 'scripture',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { [field]: [message] } });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...json, cookie: member.cookie },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('visibility', { tags: ['asvs-v8'] }, () => {
  it('a private question is 404 to others and visitors, visible to its asker and admins', async () => {
    const q = await askQuestion(member.cookie);
    expect((await call('GET', `/api/questions/${q.id}`)).statusCode).toBe(404);
    const toOther = await call('GET', `/api/questions/${q.id}`, other.cookie);
    expect(toOther.statusCode).toBe(404);
    expect(toOther.json()).toMatchObject({ message: 'Question Not Found' });
    expect((await call('GET', `/api/questions/${q.id}`, member.cookie)).statusCode).toBe(200);
    const toAdmin = await call('GET', `/api/questions/${q.id}`, admin.cookie);
    expect(toAdmin.statusCode).toBe(200);
    expect(toAdmin.json()).toMatchObject({ submitterEmail: member.user.email });
    const list = (await call('GET', '/api/questions')).json<Question[]>();
    expect(list.map((x) => x.id)).not.toContain(q.id);
  });

  it('answers 404 for a missing question and 400 for a bad id', async () => {
    expect((await call('GET', '/api/questions/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/questions/abc')).statusCode).toBe(400);
  });

  it('lists the member’s own questions, any status, and needs sign-in', async () => {
    const q = await askQuestion(other.cookie, { title: 'Own question of Apollos' });
    const mine = (await call('GET', '/api/questions/my', other.cookie)).json<Question[]>();
    expect(mine.map((x) => x.id)).toContain(q.id);
    const lydias = (await call('GET', '/api/questions/my', member.cookie)).json<Question[]>();
    expect(lydias.map((x) => x.id)).not.toContain(q.id);
    expect((await call('GET', '/api/questions/my')).statusCode).toBe(401);
  });
});

describe('answering and publishing', () => {
  it('only admins answer, publish and archive', async () => {
    const q = await askQuestion(member.cookie);
    expect(
      (await call('POST', `/api/questions/${q.id}/answers`, member.cookie, { content: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/questions/${q.id}/answers`, undefined, { content: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('PATCH', `/api/questions/${q.id}`, member.cookie, { isPublic: true })).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/answers/1`, other.cookie, { content: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('answering sets answered and e-mails the asker; publishing shows the first name', async () => {
    const q = await askQuestion(member.cookie, { title: 'Who wrote Hebrews?' });
    const answered = await call('POST', `/api/questions/${q.id}/answers`, admin.cookie, {
      content: 'Nobody knows for certain.',
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answers: [{ content: 'Nobody knows for certain.' }],
    });
    const mail = await smtp.waitFor((m) => m.to.includes(member.user.email));
    expect(mail.subject).toBe('Your question has been answered');
    expect(mail.text).toContain(`/questions/${q.id}`);

    const published = await call('PATCH', `/api/questions/${q.id}`, admin.cookie, {
      isPublic: true,
    });
    expect(published.statusCode).toBe(200);
    const seen = await call('GET', `/api/questions/${q.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ submitterName: 'Lydia', status: 'answered' });
    expect(seen.json()).not.toHaveProperty('submitterEmail');

    const answerId = answered.json<Question>().answers[0]?.id ?? 0;
    const edited = await call('PUT', `/api/answers/${answerId}`, admin.cookie, {
      content: 'Edited.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Edited.' });
    expect(
      (await call('PUT', `/api/answers/999999`, admin.cookie, { content: 'x' })).statusCode,
    ).toBe(404);
  });

  it('an answer comes with where its Scripture references stand, for their links', async () => {
    const q = await askQuestion(member.cookie, { title: 'Will the dead rise?' });
    const content = 'Yes: see Daniel 12:2 to 1 Corinthians 15, and John 5:28-29.';
    const answered = await call('POST', `/api/questions/${q.id}/answers`, admin.cookie, {
      content,
    });
    expect(answered.statusCode).toBe(201);
    await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { isPublic: true });
    const seen = (await call('GET', `/api/questions/${q.id}`)).json<Question>();
    const rows = seen.answers[0]?.references ?? [];
    expect(rows.map(([start, end, osis]) => [content.slice(start, end), osis])).toEqual([
      ['Daniel 12:2', 'Dan.12.2'],
      ['1 Corinthians 15', '1Cor.15'],
      ['John 5:28-29', 'John.5.28-John.5.29'],
    ]);
    const listed = (await call('GET', '/api/questions?q=Will%20the%20dead')).json<Question[]>();
    expect(listed.find((i) => i.id === q.id)?.answers[0]?.references).toEqual(rows);

    const edited = await call('PUT', `/api/answers/${seen.answers[0]?.id ?? 0}`, admin.cookie, {
      content: 'Read Acts 24:15.',
    });
    expect(edited.json()).toMatchObject({ references: [[5, 15, 'Acts.24.15']] });
  });

  it('an anonymous question is published as Anonymous', async () => {
    const q = await askQuestion(member.cookie, { anonymous: true });
    await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { isPublic: true });
    expect((await call('GET', `/api/questions/${q.id}`, other.cookie)).json()).toMatchObject({
      submitterName: 'Anonymous',
    });
  });

  it('refuses empty answers, empty patches and unknown statuses', async () => {
    const q = await askQuestion(member.cookie);
    const empty = await call('POST', `/api/questions/${q.id}/answers`, admin.cookie, {
      content: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fieldErrors: { content: ['Answer is required'] } });
    expect((await call('PATCH', `/api/questions/${q.id}`, admin.cookie, {})).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/questions/${q.id}`, admin.cookie, { status: 'closed' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/questions/999999/answers`, admin.cookie, { content: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/questions/999999`, admin.cookie, { status: 'archived' }))
        .statusCode,
    ).toBe(404);
  });

  it('the admin list puts pending questions first', async () => {
    await askQuestion(member.cookie, { title: 'Pending for the admin list' });
    const res = await call('GET', '/api/admin/questions?pageSize=100', admin.cookie);
    expect(res.statusCode).toBe(200);
    const statuses = res.json<Question[]>().map((q) => q.status);
    expect(statuses[0]).toBe('pending');
    expect(statuses.lastIndexOf('pending')).toBeLessThan(
      Math.max(statuses.indexOf('answered'), statuses.length),
    );
    expect((await call('GET', '/api/admin/questions', member.cookie)).statusCode).toBe(403);
  });
});

describe('search and filters', () => {
  beforeAll(async () => {
    const publish = async (title: string, content: string, category: string, status?: string) => {
      const q = await askQuestion(member.cookie, { title, content, category });
      await call('PATCH', `/api/questions/${q.id}`, admin.cookie, {
        isPublic: true,
        ...(status ? { status } : {}),
      });
    };
    await publish('Baptism in Acts', 'How was baptism practised in 100% of cases?', 'practice');
    await publish(
      'The Septuagint',
      'Which manuscripts did the apostles quote from?',
      'history',
      'archived',
    );
  });

  it('searches title and content case-insensitively, literally', async () => {
    const byTitle = (await call('GET', '/api/questions?q=BAPTISM')).json<Question[]>();
    expect(byTitle.map((q) => q.title)).toEqual(['Baptism in Acts']);
    const byContent = (await call('GET', '/api/questions?q=manuscripts')).json<Question[]>();
    expect(byContent.map((q) => q.title)).toEqual(['The Septuagint']);
    const percent = (await call('GET', '/api/questions?q=100%25')).json<Question[]>();
    expect(percent.map((q) => q.title)).toEqual(['Baptism in Acts']);
    expect((await call('GET', '/api/questions?q=_')).json<Question[]>()).toEqual([]);
  });

  it('filters by category and status', async () => {
    const history = (await call('GET', '/api/questions?category=history')).json<Question[]>();
    expect(history.every((q) => q.category === 'history')).toBe(true);
    expect(history).toHaveLength(1);
    const archived = (await call('GET', '/api/questions?status=archived')).json<Question[]>();
    expect(archived.map((q) => q.title)).toEqual(['The Septuagint']);
    expect((await call('GET', '/api/questions?category=all&status=all')).statusCode).toBe(200);
  });

  it('refuses unknown filters with 400', async () => {
    expect((await call('GET', '/api/questions?category=gossip')).statusCode).toBe(400);
    expect((await call('GET', '/api/questions?status=closed')).statusCode).toBe(400);
    expect((await call('GET', '/api/questions?page=0')).statusCode).toBe(400);
  });

  it('pages newest first', async () => {
    const first = (await call('GET', '/api/questions?pageSize=1')).json<Question[]>();
    const second = (await call('GET', '/api/questions?pageSize=1&page=2')).json<Question[]>();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    const [a] = first;
    const [b] = second;
    expect(a && b && a.createdAt >= b.createdAt).toBe(true);
    expect(a?.id).not.toBe(b?.id);
  });
});

describe('bad input found by the fuzz suite', () => {
  it('answers 400, not 500, for ids beyond a database integer', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/questions/2147483648', undefined],
      ['PATCH', '/api/questions/9007199254740991', { isPublic: true }],
      ['POST', '/api/questions/2147483648/answers', { content: 'An answer.' }],
      ['PUT', '/api/answers/2147483648', { content: 'An answer.' }],
    ] as const) {
      const res = await call(method, url, admin.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(typeof res.json<{ message: unknown }>().message).toBe('string');
    }
  });

  it('refuses a NUL character in a search or a question with 400', async () => {
    const search = await call('GET', '/api/questions?q=a%00b', member.cookie);
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ fieldErrors: { q: [expect.any(String)] } });
    const ask = await call('POST', '/api/questions', member.cookie, {
      title: 'Nul\u0000',
      content: 'Long enough to be a question.',
      category: 'doctrine',
    });
    expect(ask.statusCode).toBe(400);
    expect(ask.json()).toMatchObject({ fieldErrors: { title: [expect.any(String)] } });
  });
});
