import { describe, expect, it } from 'vitest';
import { osisLabel } from './bible-references';
import {
  BIBLE_BOOKS,
  BIBLE_VERSION_IDS,
  bibleVersions,
  defaultBibleVersionFor,
  hasBibleIn,
  bookDisplayName,
  bookKey,
  bookSlug,
  chapterCount,
  chapterPath,
  findBook,
  isChapterAddress,
  searchQuerySchema,
  SEARCH_MESSAGES,
} from './bible';

describe('the fixed book table', () => {
  it('has 39 Old and 27 New Testament books, 1,189 chapters', () => {
    expect(BIBLE_BOOKS.filter((b) => b.testament === 'OT')).toHaveLength(39);
    expect(BIBLE_BOOKS.filter((b) => b.testament === 'NT')).toHaveLength(27);
    expect(BIBLE_BOOKS.reduce((sum, b) => sum + b.chapters, 0)).toBe(1189);
  });

  it.each([
    ['Genesis', 50],
    ['Psalms', 150],
    ['Isaiah', 66],
    ['Matthew', 28],
    ['Revelation', 22],
    ['Obadiah', 1],
    ['Jude', 1],
  ])('%s has %i chapters', (name, chapters) => {
    expect(chapterCount(name)).toBe(chapters);
  });

  it('counts 25 chapters for an unknown book', () => {
    expect(chapterCount('Maccabees')).toBe(25);
  });
});

describe('findBook', () => {
  it.each([
    ['John', 'John'],
    ['john', 'John'],
    ['JOHN', 'John'],
    ['1 John', '1 John'],
    ['1john', '1 John'],
    ['1-John', '1 John'],
    ['I John', '1 John'],
    ['First John', '1 John'],
    ['iii john', '3 John'],
    ['jn', 'John'],
    ['Gen', 'Genesis'],
    ['gn', 'Genesis'],
    ['Ps', 'Psalms'],
    ['Psalm', 'Psalms'],
    ['song of solomon', 'Song of Solomon'],
    ['Song-of-Solomon', 'Song of Solomon'],
    ['Song of Songs', 'Song of Solomon'],
    ['Phil', 'Philippians'],
    ['Phlm', 'Philemon'],
    ['1 Cor', '1 Corinthians'],
    ['2 Thess', '2 Thessalonians'],
    ['Rev', 'Revelation'],
    ['Deuter', 'Deuteronomy'],
    ['Matt.', 'Matthew'],
  ])('%s is %s', (name, expected) => {
    expect(findBook(name)?.name).toBe(expected);
  });

  it.each(['', 'Hezekiah', 'Jo', 'J', '4 John', 'Maccabees'])('%j is no book', (name) => {
    expect(findBook(name)).toBeUndefined();
  });

  it('keys ignore case, spaces, dots and hyphens', () => {
    expect(bookKey(' 1 Sam. ')).toBe('1sam');
    expect(bookKey('Second Kings')).toBe('2kings');
  });
});

describe('addresses', () => {
  it('makes and checks chapter addresses', () => {
    expect(bookSlug('Song of Solomon')).toBe('Song-of-Solomon');
    expect(chapterPath('1 John', 3)).toBe('/bible/1-John/3');
    expect(chapterPath('John', 3, 16)).toBe('/bible/John/3#v16');
    expect(isChapterAddress('John', '3')).toBe(true);
    expect(isChapterAddress('Song-of-Solomon', '8')).toBe(true);
    expect(isChapterAddress('1%20John', '5')).toBe(true);
    expect(isChapterAddress('John', '22')).toBe(false);
    expect(isChapterAddress('John', '0')).toBe(false);
    expect(isChapterAddress('John', '3a')).toBe(false);
    expect(isChapterAddress('Nobody', '1')).toBe(false);
    expect(isChapterAddress('%E0%A4%A', '1')).toBe(false);
  });
});

describe('Spanish and Portuguese book names', () => {
  it.each([
    ['Génesis', 'Genesis'],
    ['Genesis', 'Genesis'],
    ['Gênesis', 'Genesis'],
    ['Éxodo', 'Exodus'],
    ['Juan', 'John'],
    ['João', 'John'],
    ['joao', 'John'],
    ['1 Juan', '1 John'],
    ['1-João', '1 John'],
    ['1 Corintios', '1 Corinthians'],
    ['1 Coríntios', '1 Corinthians'],
    ['Apocalipsis', 'Revelation'],
    ['Apocalipse', 'Revelation'],
    ['Ap', 'Revelation'],
    ['Hechos', 'Acts'],
    ['Hch', 'Acts'],
    ['Atos', 'Acts'],
    ['Salmos', 'Psalms'],
    ['Sal', 'Psalms'],
    ['Cantares', 'Song of Solomon'],
    ['Santiago', 'James'],
    ['Tiago', 'James'],
    ['Judas', 'Jude'],
    ['Jueces', 'Judges'],
    ['Juízes', 'Judges'],
    ['Mateo', 'Matthew'],
    ['Apoc', 'Revelation'],
    ['Lamentaciones', 'Lamentations'],
  ])('%s is %s', (name, expected) => {
    expect(findBook(name)?.name).toBe(expected);
  });

  it('names every book in Spanish and Portuguese, English otherwise', () => {
    const john = findBook('John');
    if (!john) throw new Error('no John');
    expect(bookDisplayName(john, 'es')).toBe('Juan');
    expect(bookDisplayName(john, 'pt')).toBe('João');
    expect(bookDisplayName(john, 'en')).toBe('John');
    const names = (language: string) => BIBLE_BOOKS.map((b) => bookDisplayName(b, language));
    expect(names('es').slice(0, 3)).toEqual(['Génesis', 'Éxodo', 'Levítico']);
    expect(names('pt').at(-1)).toBe('Apocalipse');
    for (const language of ['es', 'pt']) {
      expect(new Set(names(language)).size, language).toBe(66);
      // Every name leads back to its own book.
      for (const b of BIBLE_BOOKS) {
        const name = bookDisplayName(b, language);
        if (name !== 'Jó') expect(findBook(name), name).toBe(b);
      }
    }
  });

  it('accepts /bible/Juan/3 as a chapter address', () => {
    expect(isChapterAddress('Juan', '3')).toBe(true);
    expect(isChapterAddress('Jo%C3%A3o', '21')).toBe(true);
    expect(isChapterAddress('Juan', '22')).toBe(false);
  });
});

describe('bibleVersions', () => {
  it('lists the WEB and the Reina-Valera 1909 with their languages', () => {
    expect(bibleVersions.map((v) => [v.id, v.name, v.language])).toEqual([
      ['web', 'World English Bible', 'en'],
      ['rv1909', 'Reina-Valera 1909', 'es'],
    ]);
    expect(BIBLE_VERSION_IDS).toEqual(['web', 'rv1909']);
  });
});

describe('searchQuerySchema', () => {
  it('trims the query and defaults the limit to 20 and the version to the WEB', () => {
    expect(searchQuerySchema.parse({ q: '  love ' })).toEqual({
      q: 'love',
      limit: 20,
      version: 'web',
    });
  });

  it('rejects a blank or too long query and a limit outside 1–100', () => {
    const message = (input: unknown) =>
      searchQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ q: '   ' })).toBe(SEARCH_MESSAGES.blank);
    expect(message({})).toBe(SEARCH_MESSAGES.blank);
    expect(message({ q: 'a'.repeat(201) })).toBe(SEARCH_MESSAGES.tooLong);
    expect(message({ q: 'a', limit: '0' })).toBe(SEARCH_MESSAGES.limit);
    expect(message({ q: 'a', limit: '101' })).toBe(SEARCH_MESSAGES.limit);
    expect(message({ q: 'a', limit: '2.5' })).toBe(SEARCH_MESSAGES.limit);
    expect(searchQuerySchema.parse({ q: 'a'.repeat(200), limit: '100' }).limit).toBe(100);
  });
});

describe("a page's own Bible", () => {
  it('is the version in its language, else the WEB', () => {
    expect(defaultBibleVersionFor('en')).toBe('web');
    expect(defaultBibleVersionFor('es')).toBe('rv1909');
    expect(defaultBibleVersionFor('pt')).toBe('web');
    expect([hasBibleIn('en'), hasBibleIn('es'), hasBibleIn('pt')]).toEqual([true, true, false]);
  });
});

describe('osisLabel', () => {
  it.each([
    ['John.3.16', 'en', 'John 3:16'],
    ['John.3.16-John.3.18', 'en', 'John 3:16–18'],
    ['John.3.16-John.4.2', 'pt', 'João 3:16–4:2'],
    ['Rom.8', 'es', 'Romanos 8'],
    ['Gen.12-Gen.13', 'pt', 'Gênesis 12–13'],
    ['Gen.50.26-Exod.1.3', 'es', 'Génesis 50:26–Éxodo 1:3'],
    ['John.3.16,Rom.8.28-Rom.8.30', 'pt', 'João 3:16; Romanos 8:28–30'],
  ])('%s reads in %s as %s', (osis, language, label) => {
    expect(osisLabel(osis, language)).toBe(label);
  });
});
