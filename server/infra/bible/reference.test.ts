import { describe, expect, it } from 'vitest';
import { findReferences, parseReference } from './reference';

const JOHN = 42;

describe('parseReference', () => {
  it.each([
    ['John 3:16', 'John 3:16'],
    ['jn 3:16-18', 'John 3:16–18'],
    ['Romans 8', 'Romans 8'],
    ['Gen 1:1-3', 'Genesis 1:1–3'],
    ['1 Cor 13', '1 Corinthians 13'],
    ['Jude 3', 'Jude 1:3'],
    ['Ps 23', 'Psalms 23'],
    ['Gen 50:26-Exod 1:3', 'Genesis 50:26–Exodus 1:3'],
    ['Jn 3:16, 4:1', 'John 3:16; John 4:1'],
    ['  john 3:16  ', 'John 3:16'],
  ])('%s reads as %s', (query, label) => {
    expect(parseReference(query)?.label).toBe(label);
  });

  it('gives the range in book indices, chapters and verses', () => {
    expect(parseReference('jn 3:16-18')?.ranges).toEqual([
      {
        start: { book: JOHN, chapter: 3, verse: 16 },
        end: { book: JOHN, chapter: 3, verse: 18 },
      },
    ]);
  });

  it.each([
    'faith hope love',
    'John',
    'mark my words',
    'acts of love',
    'job',
    'John 3:16 is my favourite verse',
    'seventy times seven 70',
    'John 99:1',
  ])('%s is not a reference', (query) => {
    expect(parseReference(query)).toBeUndefined();
  });
});

describe('findReferences', () => {
  const paths = (text: string) =>
    findReferences(text).map((r) => [text.slice(r.start, r.end), r.path]);

  it('finds references in running text with the reader address of each passage', () => {
    expect(
      paths('See John 3:16, Rom 8:28-30 and 1 Cor 15; also Jude 3 and Song of Solomon 2:1.'),
    ).toEqual([
      ['John 3:16', '/bible/John/3#v16'],
      ['Rom 8:28-30', '/bible/Romans/8#v28-30'],
      ['1 Cor 15', '/bible/1-Corinthians/15'],
      ['Jude 3', '/bible/Jude/1#v3'],
      ['Song of Solomon 2:1', '/bible/Song-of-Solomon/2#v1'],
    ]);
  });

  it('opens a passage that runs into the next chapter at its first verse', () => {
    expect(paths('Read Gen 1:1-2:3 slowly.')).toEqual([['Gen 1:1-2:3', '/bible/Genesis/1#v1']]);
  });

  it('leaves words alone: book names without a chapter, lowercase look-alikes, chapters a book lacks', () => {
    expect(
      paths('Job had 7 sons. It is 5 o’clock. Read acts 2 and John 99:1. Mark the words.'),
    ).toEqual([]);
    expect(findReferences('')).toEqual([]);
  });

  it('reads a text that puts the verse after a comma that way (and one with colons as before)', () => {
    const found = (text: string) =>
      findReferences(text, 'es').map((r) => [text.slice(r.start, r.end), r.path]);
    expect(found('Lea Juan 3,16 y Romanos 8,28-30 antes de orar.')).toEqual([
      ['Juan 3,16', '/bible/John/3#v16'],
      ['Romanos 8,28-30', '/bible/Romans/8#v28-30'],
    ]);
    expect(found('Juan 3:16, Juan 4 y 1.000 personas.')).toEqual([
      ['Juan 3:16', '/bible/John/3#v16'],
      ['Juan 4', '/bible/John/4'],
    ]);
  });
});

describe('findReferences in the text’s own language', () => {
  const found = (text: string, language: 'en' | 'es' | 'pt') =>
    findReferences(text, language).map((r) => [text.slice(r.start, r.end), r.osis]);

  it('reads a Spanish text with Spanish book names', () => {
    expect(
      found('Como dice Romanos 8:37-39, y Juan 3:16; también 1 Corintios 15:20.', 'es'),
    ).toEqual([
      ['Romanos 8:37-39', 'Rom.8.37-Rom.8.39'],
      ['Juan 3:16', 'John.3.16'],
      ['1 Corintios 15:20', '1Cor.15.20'],
    ]);
  });

  it('reads a Portuguese text with Portuguese book names', () => {
    expect(found('Leia Romanos 8:37-39, João 3:16 e 1 Coríntios 15:20.', 'pt')).toEqual([
      ['Romanos 8:37-39', 'Rom.8.37-Rom.8.39'],
      ['João 3:16', 'John.3.16'],
      ['1 Coríntios 15:20', '1Cor.15.20'],
    ]);
  });

  it('reads two references in a range joined by a word across two books', () => {
    expect(found('From Daniel 12:2 to 1 Corinthians 15, the hope is one.', 'en')).toEqual([
      ['Daniel 12:2', 'Dan.12.2'],
      ['1 Corinthians 15', '1Cor.15'],
    ]);
    expect(found('Desde Génesis 3:15 á Apocalipsis 22.', 'es')).toEqual([
      ['Génesis 3:15', 'Gen.3.15'],
      ['Apocalipsis 22', 'Rev.22'],
    ]);
    // A dash is a range, and so is a word within one book.
    expect(found('Read Gen 50:26–Exod 1:3 and Genesis 1 to 3.', 'en')).toEqual([
      ['Gen 50:26–Exod 1:3', 'Gen.50.26-Exod.1.3'],
      ['Genesis 1 to 3', 'Gen.1-Gen.3'],
    ]);
  });

  it('leaves out of the link a word after the verse that the parser takes for a part of it', () => {
    expect(found('De Daniel 12:2 a 1 Coríntios 15.', 'pt')).toEqual([
      ['Daniel 12:2', 'Dan.12.2'],
      ['1 Coríntios 15', '1Cor.15'],
    ]);
  });
});

describe('parseReference in Spanish and Portuguese', () => {
  it.each([
    ['Juan 3:16', 'John 3:16'],
    ['Jn 3:16', 'John 3:16'],
    ['1 Corintios 13', '1 Corinthians 13'],
    ['Génesis 1:1-3', 'Genesis 1:1–3'],
    ['Apocalipsis 22:21', 'Revelation 22:21'],
    ['Hch 2:1', 'Acts 2:1'],
    ['Sal 23', 'Psalms 23'],
    ['João 3:16', 'John 3:16'],
    ['Gênesis 1:1', 'Genesis 1:1'],
    ['Apocalipse 22', 'Revelation 22'],
    ['1 Coríntios 13', '1 Corinthians 13'],
    ['Juan 3:16 y 4:1', 'John 3:16; John 4:1'],
  ])('%s reads as %s', (query, label) => {
    expect(parseReference(query)?.label).toBe(label);
  });

  // Spanish and Portuguese readers often write the verse after a comma ('Juan 3,16'), and then
  // a full stop between passages ('Juan 3,16.18').
  it.each([
    ['Juan 3,16', 'John 3:16'],
    ['Mateo 5,1-12', 'Matthew 5:1–12'],
    ['Juan 3,16-4,2', 'John 3:16–4:2'],
    ['João 3,16; Romanos 8,28', 'John 3:16; Romans 8:28'],
    ['Juan 3,16.18', 'John 3:16; John 3:18'],
    ['John 3,16', 'John 3:16'],
  ])('%s (a comma before the verse) reads as %s', (query, label) => {
    expect(parseReference(query)?.label).toBe(label);
  });

  it.each([
    ['Juan 3, 4', 'John 3–4'],
    ['John 3, 5', 'John 3; John 5'],
    ['Jn 3:16, 4:1', 'John 3:16; John 4:1'],
  ])('%s (a comma and a space, or a colon) still names passages apart: %s', (query, label) => {
    expect(parseReference(query)?.label).toBe(label);
  });

  it('reads English first: "Jo 3:16" is John (Spanish would read Job)', () => {
    expect(parseReference('Jo 3:16')?.ranges[0]?.start).toEqual({
      book: JOHN,
      chapter: 3,
      verse: 16,
    });
  });

  it('labels the passage in the text’s language', () => {
    expect(parseReference('John 3:16', 'es')?.label).toBe('Juan 3:16');
    expect(parseReference('João 3:16-18', 'es')?.label).toBe('Juan 3:16–18');
    expect(parseReference('Gen 50:26-Exod 1:3', 'es')?.label).toBe('Génesis 50:26–Éxodo 1:3');
    expect(parseReference('Song 2', 'es')?.label).toBe('Cantares 2');
  });

  it.each(['amor de Dios', 'Juan', 'Juan 99:1', 'Juan 3:16 es mi versículo'])(
    '%s is not a reference',
    (query) => {
      expect(parseReference(query)).toBeUndefined();
    },
  );
});
