import { beforeAll, describe, expect, it } from 'vitest';
import { BibleIndex, topK } from './bible-index';
import { sharedBible } from './load';

let bible: BibleIndex;
beforeAll(() => {
  bible = sharedBible().index;
});

const refs = (q: string, limit = 20) =>
  bible.search(q, limit).verses.map((v) => `${v.book_name} ${v.chapter}:${v.verse}`);

describe('chapters', () => {
  it('answers a chapter by name, abbreviation or spacing', () => {
    expect(bible.chapter('John', 3)?.verses[15]).toEqual({
      verse: 16,
      text: expect.stringMatching(/^For God so loved the world/),
    });
    expect(bible.chapter('1john', 4)?.book.name).toBe('1 John');
    expect(bible.chapter('Ps', 23)?.verses).toHaveLength(6);
    expect(bible.chapter('song of solomon', 8)?.verses.length).toBeGreaterThan(10);
  });

  it('leaves out verses the WEB leaves empty, keeping the others’ numbers', () => {
    const numbers = bible.chapter('Luke', 17)?.verses.map((v) => v.verse) ?? [];
    expect(numbers).not.toContain(36);
    expect(numbers.slice(-2)).toEqual([35, 37]);
  });

  it('answers undefined for an unknown book or chapter', () => {
    expect(bible.chapter('Hezekiah', 1)).toBeUndefined();
    expect(bible.chapter('Genesis', 51)).toBeUndefined();
    expect(bible.chapter('Genesis', 0)).toBeUndefined();
    expect(bible.chapter('Jude', 2)).toBeUndefined();
  });
});

describe('word search', () => {
  it('matches every form of a word through its stem (love, loved, loving)', () => {
    const love = bible.search('love', 100);
    expect(love.total).toBeGreaterThan(500);
    expect(bible.search('loved', 100).total).toBe(love.total);
    expect(bible.search('LOVING', 100).total).toBe(love.total);
    const texts = bible.search('love', 100).verses.map((v) => v.text.toLowerCase());
    expect(texts.some((t) => /\bloved\b/.test(t))).toBe(true);
  });

  it('requires all the words', () => {
    const result = bible.search('faith hope love', 20);
    expect(result.total).toBeGreaterThan(0);
    for (const v of result.verses) {
      expect(v.text.toLowerCase()).toMatch(/faith/);
      expect(v.text.toLowerCase()).toMatch(/hope/);
      expect(v.text.toLowerCase()).toMatch(/lov/);
    }
    expect(refs('faith hope love')[0]).toBe('1 Corinthians 13:13');
    expect(bible.search('faith hope love xyzzy', 20)).toEqual({
      total: 0,
      reference: null,
      osis: null,
      verses: [],
    });
  });

  it('matches "quoted phrases" word for word, in order', () => {
    expect(refs('"so loved the world"')).toEqual(['John 3:16']);
    // The words in another order are not the phrase.
    expect(bible.search('"the world so loved"', 20).total).toBe(0);
    // A phrase is not stemmed: "loving the world" is not "loved the world".
    expect(bible.search('"so loving the world"', 20).total).toBe(0);
    const phrase = bible.search('"in the beginning"', 100);
    const words = bible.search('in the beginning', 100);
    expect(phrase.total).toBeGreaterThan(5);
    expect(phrase.total).toBeLessThan(words.total);
    for (const v of phrase.verses) expect(v.text.toLowerCase()).toContain('in the beginning');
  });

  it('combines phrases and words', () => {
    const result = bible.search('"my shepherd" Yahweh', 20);
    expect(result.verses.map((v) => `${v.book_name} ${v.chapter}:${v.verse}`)).toContain(
      'Psalms 23:1',
    );
  });

  it('ranks by relevance: rarer words and more occurrences in shorter verses first', () => {
    const [first] = bible.search('love', 20).verses;
    expect((first?.text.match(/\blov/gi) ?? []).length).toBeGreaterThanOrEqual(3);
    // A rare word outweighs a common one: every top verse of "Nicodemus the" has Nicodemus.
    expect(bible.search('Nicodemus the', 5).verses.every((v) => v.text.includes('Nicodemus'))).toBe(
      true,
    );
  });

  it('breaks ties in canonical order, and ranks more occurrences in shorter verses first', () => {
    const small = new BibleIndex({
      source: 'test',
      books: [
        {
          name: 'Genesis',
          chapters: [
            ['grace and peace', 'peace, peace', 'grace and peace'],
            ['grace and truth and more words here'],
          ],
        },
        { name: 'Exodus', chapters: [['grace and peace', 'grace upon grace']] },
      ],
    });
    const found = (q: string) =>
      small.search(q, 10).verses.map((v) => `${v.book_name} ${v.chapter}:${v.verse}`);
    expect(found('grace')).toEqual([
      'Exodus 1:2',
      'Genesis 1:1',
      'Genesis 1:3',
      'Exodus 1:1',
      'Genesis 2:1',
    ]);
    expect(found('peace')[0]).toBe('Genesis 1:2');
    expect(found('grace peace')).toEqual(['Genesis 1:1', 'Genesis 1:3', 'Exodus 1:1']);
  });

  it('answers at most `limit` verses and the total of all matches', () => {
    const result = bible.search('the', 7);
    expect(result.verses).toHaveLength(7);
    expect(result.total).toBeGreaterThan(20_000);
    expect(result.reference).toBeNull();
  });

  it('answers nothing for a word that is not in the Bible, or punctuation only', () => {
    expect(bible.search('xyzzyplugh', 20).total).toBe(0);
    expect(bible.search('?!', 20).total).toBe(0);
  });
});

describe('reference search', () => {
  it('answers the verses of a reference, in order, with the passage', () => {
    const result = bible.search('jn 3:16-18', 20);
    expect(result.reference).toBe('John 3:16–18');
    expect(result.total).toBe(3);
    expect(refs('jn 3:16-18')).toEqual(['John 3:16', 'John 3:17', 'John 3:18']);
  });

  it('answers a whole chapter, cut at the limit, with the full total', () => {
    const result = bible.search('Romans 8', 20);
    expect(result.total).toBe(39);
    expect(result.verses).toHaveLength(20);
    expect(result.reference).toBe('Romans 8');
    expect(refs('1 Cor 13', 100)).toHaveLength(13);
  });

  it('crosses books and reads several references', () => {
    expect(refs('Gen 50:26-Exod 1:3')).toEqual([
      'Genesis 50:26',
      'Exodus 1:1',
      'Exodus 1:2',
      'Exodus 1:3',
    ]);
    expect(refs('Jn 3:16, 4:1')).toEqual(['John 3:16', 'John 4:1']);
    expect(refs('Gen 1:1-3')).toEqual(['Genesis 1:1', 'Genesis 1:2', 'Genesis 1:3']);
  });

  it('searches a bare book name as a word', () => {
    const result = bible.search('John', 20);
    expect(result.reference).toBeNull();
    expect(result.verses.every((v) => v.text.includes('John'))).toBe(true);
  });
});

describe('topK', () => {
  it('keeps the best k, higher score first, ties by lower id', () => {
    const ids = Uint32Array.from([5, 1, 3, 2, 4]);
    const scores = Float64Array.from([1, 2, 2, 0.5, 2]);
    expect(topK(ids, scores, new Uint8Array(5).fill(1), 3)).toEqual([1, 3, 4]);
    expect(topK(ids, scores, Uint8Array.from([1, 0, 1, 1, 1]), 10)).toEqual([3, 4, 5, 2]);
  });
});
