import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bibleBooksSchema,
  chapterAnswerSchema,
  PASSAGE_MESSAGES,
  passageAnswerSchema,
  searchAnswerSchema,
  BIBLE_VERSION_MESSAGE,
  SEARCH_MESSAGES,
} from '../../../contract/bible';
import { errorSchema } from '../../../contract/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { BIBLE_CACHE_CONTROL } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const chapter = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return chapterAnswerSchema.parse(res.json());
};
const search = async (q: string, extra = '') => {
  const res = await get(`/api/bible/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, q).toBe(200);
  return searchAnswerSchema.parse(res.json());
};
const refsOf = (answer: { verses: { book_name: string; chapter: number; verse: number }[] }) =>
  answer.verses.map((v) => `${v.book_name} ${v.chapter}:${v.verse}`);

describe('GET /api/bible/books', () => {
  it('answers the 66 books in order with testament and chapter count, cacheable', async () => {
    const res = await get('/api/bible/books');
    expect(res.statusCode).toBe(200);
    const books = bibleBooksSchema.parse(res.json());
    expect(books).toHaveLength(66);
    expect(books[0]).toEqual({ name: 'Genesis', osis: 'Gen', testament: 'OT', chapters: 50 });
    expect(books[65]).toEqual({ name: 'Revelation', osis: 'Rev', testament: 'NT', chapters: 22 });
    expect(books.filter((b) => b.testament === 'NT')).toHaveLength(27);
    expect(res.headers['cache-control']).toBe(BIBLE_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('GET /api/bible/:book/:chapter', () => {
  it('answers Genesis 1 with its reference and verses', async () => {
    const answer = await chapter('/api/bible/Genesis/1');
    expect(answer.reference).toBe('Genesis 1');
    expect(answer.book_name).toBe('Genesis');
    expect(answer.chapter).toBe(1);
    expect(answer.verses).toHaveLength(31);
    expect(answer.verses[0]).toEqual({
      verse: 1,
      text: 'In the beginning, God created the heavens and the earth.',
    });
  });

  it('answers John 3:16, Psalm 23 and Revelation 22:21', async () => {
    const john = await chapter('/api/bible/John/3');
    expect(john.verses.find((v) => v.verse === 16)?.text).toBe(
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    );
    const psalm = await chapter('/api/bible/Psalms/23');
    expect(psalm.verses.map((v) => v.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(psalm.verses[0]?.text).toBe('Yahweh is my shepherd: I shall lack nothing.');
    const revelation = await chapter('/api/bible/Revelation/22');
    expect(revelation.verses.at(-1)).toEqual({
      verse: 21,
      text: 'The grace of the Lord Jesus Christ be with all the saints. Amen.',
    });
  });

  it('accepts the book in any case, with or without spaces, or abbreviated', async () => {
    for (const name of ['1%20John', '1john', '1-john', 'I%20John', '1JN', '1jn']) {
      expect((await chapter(`/api/bible/${name}/4`)).reference).toBe('1 John 4');
    }
    expect((await chapter('/api/bible/jn/3')).reference).toBe('John 3');
    expect((await chapter('/api/bible/ps/23')).reference).toBe('Psalms 23');
    expect((await chapter('/api/bible/song%20of%20solomon/2')).book_name).toBe('Song of Solomon');
    expect((await chapter('/api/bible/songofsolomon/2')).book_name).toBe('Song of Solomon');
    expect((await chapter('/api/bible/Obadiah/1')).verses).toHaveLength(21);
  });

  it('answers 404 with the error shape for an unknown book or chapter', async () => {
    const cases: [string, string][] = [
      ['/api/bible/Hezekiah/1', 'No book of the Bible is called “Hezekiah”'],
      ['/api/bible/Genesis/51', 'Genesis has 50 chapters; there is no chapter 51'],
      ['/api/bible/Jude/2', 'Jude has 1 chapter; there is no chapter 2'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(errorSchema.parse(res.json())).toEqual({ message, code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers 400 for a chapter that is not a whole number from 1', async () => {
    const cases: [string, string][] = [
      ['/api/bible/John/0', 'The chapter must be a whole number from 1'],
      ['/api/bible/John/abc', 'The chapter must be a whole number'],
      ['/api/bible/John/1.5', 'The chapter must be a whole number'],
      ['/api/bible/John/1000', 'No book has that many chapters'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message,
        code: 'VALIDATION',
        fieldErrors: { chapter: [message] },
      });
    }
  });

  it('is cacheable: long Cache-Control, a stable ETag, 304 when it matches', async () => {
    const first = await get('/api/bible/John/3');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe(BIBLE_CACHE_CONTROL);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get('/api/bible/jn/3')).headers.etag).toBe(etag);
    expect((await get('/api/bible/John/4')).headers.etag).not.toBe(etag);
    const again = await get('/api/bible/John/3', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/api/bible/John/3', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    expect((await get('/api/bible/John/3', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends brotli or gzip when asked, the same JSON inside', async () => {
    const plain = (await get('/api/bible/Psalms/119')).body;
    const br = await get('/api/bible/Psalms/119', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await get('/api/bible/Psalms/119', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(gz.rawPayload.length).toBeLessThan(plain.length / 2);
  });
});

describe('GET /api/bible/search', () => {
  it('finds verses with all the words, stemmed, best first, at most 20 by default', async () => {
    const answer = await search('faith hope love');
    expect(answer.query).toBe('faith hope love');
    expect(answer.reference).toBeNull();
    expect(refsOf(answer)[0]).toBe('1 Corinthians 13:13');
    expect(answer.total).toBe(answer.verses.length);
    const common = await search('the');
    expect(common.verses).toHaveLength(20);
    expect(common.total).toBeGreaterThan(20_000);
    const loving = await search('loving');
    expect(loving.total).toBe((await search('loved')).total);
  });

  it('matches quoted phrases exactly', async () => {
    expect(refsOf(await search('"so loved the world"'))).toEqual(['John 3:16']);
    expect((await search('"world the loved so"')).total).toBe(0);
  });

  it('answers the verses of a reference query', async () => {
    const single = await search('John 3:16');
    expect(single.reference).toBe('John 3:16');
    expect(single.osis).toBe('John.3.16');
    expect(single.verses).toEqual([
      {
        book_name: 'John',
        chapter: 3,
        verse: 16,
        text: 'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
      },
    ]);
    expect(refsOf(await search('jn 3:16-18'))).toEqual(['John 3:16', 'John 3:17', 'John 3:18']);
    const romans = await search('Romans 8');
    expect(romans.total).toBe(39);
    expect(romans.verses).toHaveLength(20);
    expect(refsOf(await search('Gen 1:1-3'))).toEqual([
      'Genesis 1:1',
      'Genesis 1:2',
      'Genesis 1:3',
    ]);
    const love = await search('1 Cor 13', '&limit=100');
    expect(love.reference).toBe('1 Corinthians 13');
    expect(love.osis).toBe('1Cor.13');
    expect(love.verses).toHaveLength(13);
    // Several passages, one of them across a chapter: OSIS names them for the page to label.
    const several = await search('John 3:16-4:2; Rom 8');
    expect(several.reference).toBe('John 3:16–4:2; Romans 8');
    expect(several.osis).toBe('John.3.16-John.4.2,Rom.8');
  });

  it('honours limit 1 to 100', async () => {
    expect((await search('the', '&limit=1')).verses).toHaveLength(1);
    expect((await search('the', '&limit=100')).verses).toHaveLength(100);
  });

  it('answers an empty list for a query nothing matches', async () => {
    expect(await search('qwertyuiop zxcvb')).toEqual({
      query: 'qwertyuiop zxcvb',
      total: 0,
      reference: null,
      osis: null,
      verses: [],
    });
  });

  it('trims the query and accepts exactly 200 characters', async () => {
    expect((await search('   grace   ')).query).toBe('grace');
    expect((await search('love '.repeat(40).trim().padEnd(200, 'x'))).query).toHaveLength(200);
  });

  it('answers 400 for a blank, missing or too long query and a bad limit', async () => {
    const cases: [string, string, string][] = [
      ['q=', 'q', SEARCH_MESSAGES.blank],
      ['q=%20%20%20', 'q', SEARCH_MESSAGES.blank],
      ['', 'q', SEARCH_MESSAGES.blank],
      [`q=${'a'.repeat(201)}`, 'q', SEARCH_MESSAGES.tooLong],
      ['q=love&limit=0', 'limit', SEARCH_MESSAGES.limit],
      ['q=love&limit=101', 'limit', SEARCH_MESSAGES.limit],
      ['q=love&limit=ten', 'limit', SEARCH_MESSAGES.limit],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/bible/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        message,
        code: 'VALIDATION',
        fieldErrors: { [field]: [message] },
      });
    }
    expect(SEARCH_MESSAGES).toEqual({
      blank: 'Enter words or a reference to search for',
      tooLong: 'A search can be at most 200 characters',
      limit: 'The limit must be a whole number from 1 to 100',
    });
  });

  it('is cacheable with an ETag, and 304 when it matches', async () => {
    const first = await get('/api/bible/search?q=grace');
    expect(first.headers['cache-control']).toBe(BIBLE_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    const again = await get('/api/bible/search?q=grace', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/bible/search?q=grace&limit=5')).headers.etag).not.toBe(etag);
  });
});

const JOHN_3_16_RV1909 =
  'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.';

describe('GET /api/bible/passage', () => {
  const passage = async (ref: string, extra = '') => {
    const res = await get(`/api/bible/passage?ref=${encodeURIComponent(ref)}${extra}`);
    expect(res.statusCode, ref).toBe(200);
    expect(res.headers['cache-control']).toBe(BIBLE_CACHE_CONTROL);
    return passageAnswerSchema.parse(res.json());
  };

  it('answers the verses of a verse, a range and a chapter, abbreviated or not', async () => {
    const acts = await passage('Acts 3:21');
    expect(acts).toEqual({
      reference: 'Acts 3:21',
      osis: 'Acts.3.21',
      version: 'web',
      total: 1,
      verses: [
        {
          book_name: 'Acts',
          chapter: 3,
          verse: 21,
          text: expect.stringContaining('whom heaven must receive until the times of restoration'),
        },
      ],
    });
    const romans = await passage('Rom 8:19-23');
    expect(romans.reference).toBe('Romans 8:19–23');
    expect(refsOf(romans)).toEqual([19, 20, 21, 22, 23].map((v) => `Romans 8:${v}`));
    expect((await passage('Romans 8:19–23')).verses).toEqual(romans.verses);
    expect((await passage('Genesis 12-13')).total).toBe(20 + 18);
    expect((await passage('Jude 3')).reference).toBe('Jude 1:3');
  });

  it('lists at most 200 verses of a long passage and counts them all', async () => {
    const long = await passage('Genesis 1-10');
    expect(long.verses).toHaveLength(200);
    expect(long.total).toBeGreaterThan(200);
    expect(long.verses[0]?.verse).toBe(1);
  });

  it('answers the Reina-Valera 1909 with Spanish names, from a reference in any language', async () => {
    const juan = await passage('Juan 3:16', '&version=rv1909');
    expect(juan.reference).toBe('Juan 3:16');
    expect(juan.version).toBe('rv1909');
    expect(juan.verses[0]?.text).toMatch(/^Porque de tal manera amó Dios al mundo/);
    expect((await passage('John 3:16', '&version=rv1909')).verses).toEqual(juan.verses);
  });

  it('answers 400 with a clear message for words that are not a reference', async () => {
    for (const ref of ['hello world', 'love', 'Foo 3:1', '3:16']) {
      const res = await get(`/api/bible/passage?ref=${encodeURIComponent(ref)}`);
      expect(res.statusCode, ref).toBe(400);
      expect(errorSchema.parse(res.json()).message).toBe(PASSAGE_MESSAGES.unreadable);
    }
    const blank = await get('/api/bible/passage?ref=%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(PASSAGE_MESSAGES.blank);
    const missing = await get('/api/bible/passage');
    expect(missing.statusCode).toBe(400);
    const long = await get(`/api/bible/passage?ref=John%203:16${'%20'.repeat(100)}x`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(PASSAGE_MESSAGES.tooLong);
    const version = await get('/api/bible/passage?ref=John%203:16&version=kjv');
    expect(version.statusCode).toBe(400);
    expect(version.json().message).toBe(BIBLE_VERSION_MESSAGE);
  });

  it('answers 404 for a chapter or verse the book does not have', async () => {
    const cases: [string, string][] = [
      ['John 30:1', 'There is no John 30:1 in the Bible: John has 21 chapters'],
      ['John 3:99', 'There is no John 3:99 in the Bible: John has 21 chapters'],
      ['Obad 2:1', 'There is no Obad 2:1 in the Bible: Obadiah has 1 chapter'],
    ];
    for (const [ref, message] of cases) {
      const res = await get(`/api/bible/passage?ref=${encodeURIComponent(ref)}`);
      expect(res.statusCode, ref).toBe(404);
      expect(errorSchema.parse(res.json())).toEqual({ message, code: 'NOT_FOUND' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('is cacheable by ETag, and the same passage written two ways is one answer', async () => {
    const first = await get('/api/bible/passage?ref=Acts%203:21');
    const etag = String(first.headers.etag);
    const again = await get('/api/bible/passage?ref=Acts%203:21', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/bible/passage?ref=Ac%203:21')).headers.etag).toBe(etag);
  });
});

describe('the Reina-Valera 1909 (?version=rv1909)', () => {
  it('answers Juan 3:16 word for word, by English or Spanish book name', async () => {
    for (const name of ['John', 'Juan', 'jn']) {
      const answer = await chapter(`/api/bible/${name}/3?version=rv1909`);
      expect(answer.reference).toBe('Juan 3');
      expect(answer.book_name).toBe('John');
      expect(answer.verses.find((v) => v.verse === 16)?.text).toBe(JOHN_3_16_RV1909);
    }
    const genesis = await chapter('/api/bible/G%C3%A9nesis/1?version=rv1909');
    expect(genesis.reference).toBe('Génesis 1');
    expect(genesis.verses[0]?.text).toBe('EN el principio crió Dios los cielos y la tierra.');
    expect((await chapter('/api/bible/1%20Corintios/13?version=rv1909')).verses).toHaveLength(13);
  });

  it('leaves the WEB as it was: the same bytes without a version or with version=web', async () => {
    const plain = await get('/api/bible/John/3');
    const web = await get('/api/bible/John/3?version=web');
    expect(web.body).toBe(plain.body);
    expect(web.headers.etag).toBe(plain.headers.etag);
    expect(chapterAnswerSchema.parse(plain.json()).reference).toBe('John 3');
    const spanish = await get('/api/bible/John/3?version=rv1909');
    expect(spanish.headers.etag).not.toBe(plain.headers.etag);
    expect((await search('amor')).total).toBe(0);
  });

  it('searches Spanish words stemmed, accents folded (amó finds amo and amó)', async () => {
    const amo = await search('amo', '&version=rv1909&limit=100');
    const amoAccented = await search('amó', '&version=rv1909&limit=100');
    expect(amoAccented.total).toBe(amo.total);
    expect(amo.total).toBeGreaterThan(0);
    // Typed without its accent, 'amó' still finds John 3:16.
    expect(refsOf(await search('tal manera amo mundo', '&version=rv1909'))).toContain('John 3:16');
    expect(refsOf(await search('"de tal manera amo Dios al mundo"', '&version=rv1909'))).toEqual([
      'John 3:16',
    ]);
    const hearts = await search('corazon', '&version=rv1909');
    expect(hearts.total).toBe((await search('corazones', '&version=rv1909')).total);
    expect(hearts.total).toBeGreaterThan(500);
  });

  it('answers references in Spanish, Portuguese or English, labelled in Spanish', async () => {
    // 'Juan 3,16': the comma before the verse, as Spanish and Portuguese readers often write it.
    for (const q of ['Juan 3:16', 'Jn 3:16', 'John 3:16', 'João 3:16', 'Juan 3,16', 'João 3,16']) {
      const answer = await search(q, '&version=rv1909');
      expect(answer.reference, q).toBe('Juan 3:16');
      expect(answer.verses).toEqual([
        { book_name: 'John', chapter: 3, verse: 16, text: JOHN_3_16_RV1909 },
      ]);
    }
    const love = await search('1 Corintios 13', '&version=rv1909&limit=100');
    expect(love.reference).toBe('1 Corintios 13');
    expect(love.verses).toHaveLength(13);
    // The WEB reads Spanish references too, and labels them in English.
    expect((await search('Apocalipsis 22:21')).reference).toBe('Revelation 22:21');
  });

  it('answers 400 with a clear message for an unknown version', async () => {
    for (const url of [
      '/api/bible/John/3?version=kjv',
      '/api/bible/search?q=love&version=RV1909',
      '/api/bible/search?q=love&version=',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: BIBLE_VERSION_MESSAGE,
        code: 'VALIDATION',
        fieldErrors: { version: [BIBLE_VERSION_MESSAGE] },
      });
    }
    expect(BIBLE_VERSION_MESSAGE).toBe('The version must be one of: web, rv1909');
  });
});

it('answers a JSON 404 for unknown Bible paths', async () => {
  const res = await get('/api/bible/John');
  expect(res.statusCode).toBe(404);
  expect(errorSchema.parse(res.json()).code).toBe('NOT_FOUND');
});
