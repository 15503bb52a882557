import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../contract/messages/en';
import { es } from '../../contract/messages/es';
import { createTestApp, testConfig } from '../test/app';
import { fixtureBuild, h1, jsonLd, links, meta, ORIGIN, ssrData, title } from '../test/built-pages';

/**
 * The pages people link to most, whose content is neither built nor published content: a chapter
 * of the Bible, a question with its answers, a study group. Each arrives with its content and its
 * head in the first HTML, through the real app; what does not exist is the not-found page, 404.
 */

const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function app() {
  const t = await createTestApp({
    dist: fixtureBuild(),
    ssr: () => import('../../client/src/entry-server'),
    config: testConfig({ PUBLIC_URL: ORIGIN }),
  });
  apps.push(t);
  return t;
}

describe('a chapter of the Bible, rendered at request time', () => {
  it('carries its verses, title, description, canonical and each language’s version', async () => {
    const t = await app();
    const res = await t.app.inject('/bible/John/3');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('For God so loved the world');
    expect(title(html)).toBe('John 3 · World English Bible | Kingdom Truth Ministry');
    expect(meta(html, 'description')).toMatch(/^1 Now there was a man of the Pharisees named /);
    expect(meta(html, 'description')?.length).toBeLessThanOrEqual(160);
    expect(links(html)).toEqual([
      `canonical ${ORIGIN}/bible/John/3`,
      `en ${ORIGIN}/bible/John/3`,
      `es ${ORIGIN}/es/bible/John/3`,
      `pt ${ORIGIN}/pt/bible/John/3`,
      `x-default ${ORIGIN}/bible/John/3`,
    ]);
    // The reader starts from the chapter it was rendered with, asking nothing again.
    expect(ssrData(html).data.queries.map((q) => q.key)).toEqual([
      ['/api/bible', 'web', 'John', 3],
    ]);
    // Another spelling of the book is the same page.
    const short = await t.app.inject('/bible/jn/3/');
    expect(short.statusCode).toBe(200);
    expect(short.headers.etag).toBe(res.headers.etag);
    // The browser shows the address the page was rendered at before its app takes over.
    expect(ssrData(short.body).data.path).toBe('/bible/John/3');
  });

  it('in Spanish: the Reina-Valera, the book named in Spanish, the Spanish address', async () => {
    const t = await app();
    const res = await t.app.inject('/es/bible/Juan/3');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Porque de tal manera amó Dios al mundo');
    expect(html).not.toContain('For God so loved the world');
    expect(title(html)).toBe('Juan 3 · Reina-Valera 1909 | Kingdom Truth Ministry');
    expect(links(html)).toContain(`canonical ${ORIGIN}/es/bible/John/3`);
    expect(ssrData(html).data.path).toBe('/es/bible/John/3');
    expect(links(html)).toContain(`en ${ORIGIN}/bible/John/3`);
    expect(html).toContain(es['page.bible.title']);
    // Portuguese pages read the WEB until there is a Portuguese text, and say so.
    const pt = await t.app.inject('/pt/bible/John/3');
    expect(pt.statusCode).toBe(200);
    expect(pt.body).toContain('For God so loved the world');
    expect(title(pt.body)).toBe('João 3 · World English Bible | Kingdom Truth Ministry');
  });

  it('in the version its address chooses: its verses, title and canonical from the first HTML', async () => {
    const t = await app();
    const res = await t.app.inject('/bible/jn/3?version=rv1909&utm_source=mail');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Porque de tal manera amó Dios al mundo');
    expect(html).not.toContain('For God so loved the world');
    expect(title(html)).toBe('John 3 · Reina-Valera 1909 | Kingdom Truth Ministry');
    expect(meta(html, 'description')).toMatch(/^1 Y HABÍA un hombre de los Fariseos/);
    expect(links(html)).toEqual([
      `canonical ${ORIGIN}/bible/John/3?version=rv1909`,
      `en ${ORIGIN}/bible/John/3`,
      `es ${ORIGIN}/es/bible/John/3`,
      `pt ${ORIGIN}/pt/bible/John/3`,
      `x-default ${ORIGIN}/bible/John/3`,
    ]);
    expect(ssrData(html).data.queries.map((q) => q.key)).toEqual([
      ['/api/bible', 'rv1909', 'John', 3],
    ]);
    // The query stays in the address bar as asked: only the path is the page's one spelling.
    expect(ssrData(html).data.path).toBe('/bible/John/3');
    expect((await t.app.inject('/bible/John/3?version=rv1909')).headers.etag).toBe(
      res.headers.etag,
    );
    // The page's own version, or a value that names none, is the page itself, kept once.
    const plain = await t.app.inject('/bible/John/3');
    for (const address of [
      '/bible/John/3?version=web',
      '/bible/John/3?version=kjv',
      '/bible/John/3?version=<b>',
      '/bible/John/3?version=rv1909x',
    ]) {
      const other = await t.app.inject(address);
      expect(other.headers.etag, address).toBe(plain.headers.etag);
      expect(links(other.body), address).toContain(`canonical ${ORIGIN}/bible/John/3`);
    }
    // In Spanish the Reina-Valera is the page's own; the WEB is the chosen one.
    const spanish = await t.app.inject('/es/bible/Juan/3?version=web');
    expect(spanish.body).toContain('For God so loved the world');
    expect(title(spanish.body)).toBe('Juan 3 · World English Bible | Kingdom Truth Ministry');
    expect(links(spanish.body)).toContain(`canonical ${ORIGIN}/es/bible/John/3?version=web`);
    expect((await t.app.inject('/es/bible/John/3?version=rv1909')).headers.etag).toBe(
      (await t.app.inject('/es/bible/John/3')).headers.etag,
    );
  });

  it('answers a chapter or book that does not exist with the not-found page, 404', async () => {
    const t = await app();
    for (const address of ['/bible/John/22', '/bible/Nobody/1', '/es/bible/Juan/0']) {
      const res = await t.app.inject(address);
      expect(res.statusCode, address).toBe(404);
      expect(h1(res.body), address).toBe('404 Page Not Found');
    }
  });
});

const question = {
  title: 'Who is the Son of Man in Daniel 7?',
  content: 'Daniel sees one like a son of man coming with the clouds of heaven. Who is he?',
  category: 'scripture',
  language: 'en',
};

describe('a question, rendered at request time', () => {
  it('carries the question and its answers once public; before that, 404 to a visitor', async () => {
    const t = await app();
    const member = await t.signIn({ firstName: 'Lydia' });
    const asked = await t.call('POST', '/api/questions', member.cookie, question);
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ id: number }>();

    // Not public yet: nothing of it reaches a visitor, and the answer is 404.
    const hidden = await t.app.inject(`/questions/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(h1(hidden.body)).toBe(en['questions.notFound']);
    expect(hidden.body).not.toContain('Son of Man');
    expect(hidden.body).not.toContain('rel="canonical"');
    // The member who asked is not told it is missing: the app asks as them.
    const own = await t.app.inject({ url: `/questions/${id}`, headers: { cookie: member.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<title>Shell</title>');

    const admin = await t.signIn({ isAdmin: true });
    const answered = await t.call('POST', `/api/questions/${id}/answers`, admin.cookie, {
      content: 'Jesus calls himself the Son of Man; read Matthew 26:64.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const shown = await t.call('PATCH', `/api/questions/${id}`, admin.cookie, { isPublic: true });
    expect(shown.statusCode, shown.body).toBe(200);

    const res = await t.app.inject(`/questions/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(h1(html)).toBe(question.title);
    expect(html).toContain('Daniel sees one like a son of man');
    expect(html).toContain('Jesus calls himself the Son of Man');
    expect(html).toContain('Lydia');
    expect(title(html)).toBe(`${question.title} | Kingdom Truth Ministry`);
    expect(meta(html, 'description')).toBe(question.content);
    expect(links(html)).toEqual([
      `canonical ${ORIGIN}/questions/${id}`,
      `en ${ORIGIN}/questions/${id}`,
      `es ${ORIGIN}/es/questions/${id}`,
      `pt ${ORIGIN}/pt/questions/${id}`,
      `x-default ${ORIGIN}/questions/${id}`,
    ]);
    expect(jsonLd(html).find((d) => d['@type'] === 'QAPage')).toMatchObject({
      mainEntity: { '@type': 'Question', name: question.title, answerCount: 1 },
    });
    // What only the asker and staff see stays out: the e-mail address, the surname.
    expect(html).not.toContain(member.user.email);
    expect(html).not.toContain('Lydia Member');

    // An answer given later shows at once: a question's page is never kept.
    await t.call('POST', `/api/questions/${id}/answers`, admin.cookie, {
      content: 'Daniel 7:13 is quoted by Jesus before the council.',
    });
    expect((await t.app.inject(`/questions/${id}`)).body).toContain(
      'quoted by Jesus before the council',
    );
    // In Spanish: the Spanish page around the member's own words.
    const spanish = await t.app.inject(`/es/questions/${id}`);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain(question.title);
    expect(spanish.body).toContain(`<link rel="canonical" href="${ORIGIN}/es/questions/${id}" />`);
  });

  it('answers an unknown question with its not-found screen, 404', async () => {
    const t = await app();
    const res = await t.app.inject('/questions/987654');
    expect(res.statusCode).toBe(404);
    expect(h1(res.body)).toBe(en['questions.notFound']);
    expect(ssrData(res.body).data.queries[0]?.error?.status).toBe(404);
    const spanish = await t.app.inject('/es/questions/987654');
    expect(spanish.statusCode).toBe(404);
    expect(h1(spanish.body)).toBe(es['questions.notFound']);
  });
});

describe('an address the API refuses', () => {
  it('is the not-found page, 404, as an address that names nothing', async () => {
    const t = await app();
    // Numeric, so the route table takes it; too large for an id, so the API answers 400.
    for (const address of [
      '/questions/99999999999999999999',
      '/study-groups/99999999999999999999',
    ]) {
      const res = await t.app.inject(address);
      expect(res.statusCode, address).toBe(404);
      expect(res.body, address).not.toContain('rel="canonical"');
    }
  });
});

describe('a study group, rendered at request time', () => {
  it('carries the group as a visitor sees it; a hidden group is 404, its talk never shown', async () => {
    const t = await app();
    const leader = await t.signIn();
    const made = await t.call('POST', '/api/study-groups', leader.cookie, {
      name: 'Romans on Tuesdays',
      topic: 'Romans',
      description: 'We read a chapter of Romans each week and talk it over.',
      meetingSchedule: 'Tuesdays, 7 pm',
      maxMembers: 12,
      language: 'en',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: number }>();
    const talk = await t.call('POST', `/api/study-groups/${id}/discussions`, leader.cookie, {
      title: 'A private word for members',
      content: 'Only the members read this.',
    });
    expect(talk.statusCode, talk.body).toBe(201);

    const res = await t.app.inject(`/study-groups/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(h1(html)).toBe('Romans on Tuesdays');
    expect(html).toContain('We read a chapter of Romans each week');
    expect(html).toContain('Tuesdays, 7 pm');
    expect(title(html)).toBe('Romans on Tuesdays | Kingdom Truth Ministry');
    expect(meta(html, 'description')).toBe(
      'Romans: We read a chapter of Romans each week and talk it over.',
    );
    expect(links(html)).toContain(`canonical ${ORIGIN}/study-groups/${id}`);
    expect(links(html)).toContain(`es ${ORIGIN}/es/study-groups/${id}`);
    expect(html).not.toContain('A private word for members');
    expect(html).not.toContain('Only the members read this');

    // Hidden by staff: a visitor is told it does not exist; its leader still gets the app.
    const admin = await t.signIn({ isAdmin: true });
    const hide = await t.call('PUT', `/api/admin/study-groups/${id}/visibility`, admin.cookie, {
      hidden: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hidden = await t.app.inject(`/study-groups/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(h1(hidden.body)).toBe(en['groups.notFound']);
    expect(hidden.body).not.toContain('Romans on Tuesdays');
    const leaders = await t.app.inject({
      url: `/study-groups/${id}`,
      headers: { cookie: leader.cookie },
    });
    expect(leaders.statusCode).toBe(200);
    expect(leaders.body).not.toContain('Romans on Tuesdays');
  });

  it('answers an unknown group with its not-found screen, 404', async () => {
    const t = await app();
    const res = await t.app.inject('/pt/study-groups/424242');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="pt"');
    expect(res.body).not.toContain('rel="canonical"');
  });
});
