import { beforeAll, describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from '../../../contract/bible';
import {
  booksFromDiatheke,
  checkRv1909,
  importReinaValera,
  RV1909_VERSES,
  stripMarkup,
  withoutPsalmHeading,
} from './import-rv1909';
import type { BibleText } from './import-web';

let text: BibleText;
beforeAll(() => {
  text = importReinaValera();
});

const verse = (book: string, chapter: number, v: number) =>
  text.books.find((b) => b.name === book)?.chapters[chapter - 1]?.[v - 1];

describe('importReinaValera', () => {
  it('has the 66 books of the fixed table, their chapters, and the WEB’s verse count ±1%', () => {
    expect(text.books.map((b) => b.name)).toEqual(BIBLE_BOOKS.map((b) => b.name));
    for (const [i, b] of BIBLE_BOOKS.entries()) {
      expect(text.books[i]?.chapters.length, b.name).toBe(b.chapters);
    }
    expect(checkRv1909(text)).toEqual({ chapters: 1189, verses: 31_084 });
    expect(RV1909_VERSES).toMatchObject({ minVerses: 30_787, maxVerses: 31_409 });
    expect(text.source).toBe('SWORD spaRV1909eb 2.60');
  });

  it('keeps the 1909 text word for word (John 3:16, Genesis 1:1)', () => {
    expect(verse('John', 3, 16)).toBe(
      'Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.',
    );
    expect(verse('Genesis', 1, 1)).toBe('EN el principio crió Dios los cielos y la tierra.');
    expect(verse('Revelation', 22, 21)).toBe(
      'La gracia de nuestro Señor Jesucristo sea con todos vosotros. Amén.',
    );
  });

  it('leaves Psalm titles and Psalm 119’s letter headings out of the verses, as the WEB does', () => {
    expect(verse('Psalms', 23, 1)).toBe('JEHOVÁ es mi pastor; nada me faltará.');
    expect(verse('Psalms', 120, 1)).toMatch(/^A JEHOVÁ llamé/);
    expect(verse('Psalms', 119, 9)).toMatch(/^¿Con qué limpiará el joven su camino\?/);
    // 'Aleluya' opens the verse's own words (the WEB's 'Praise Yah!').
    expect(verse('Psalms', 150, 1)).toMatch(/^Aleluya\. ALABAD á Dios/);
    const psalms = text.books.find((b) => b.name === 'Psalms')?.chapters ?? [];
    const titled = psalms.filter((c) => /^(Salmo|Al Músico|Cántico|Masquil)\b/.test(c[0] ?? ''));
    expect(titled).toEqual([]);
  });

  it('keeps a verse number the module joins to the next as empty', () => {
    expect(verse('Numbers', 12, 16)).toBe('');
    expect(verse('Numbers', 13, 1)).not.toBe('');
  });

  it('refuses a text with a book missing', () => {
    const broken = { ...text, books: text.books.slice(1) };
    expect(() => checkRv1909(broken)).toThrow(/expected 66 books/);
  });
});

describe('stripMarkup', () => {
  it('drops word elements, Strong’s numbers and milestones', () => {
    expect(
      stripMarkup(
        '<w savlm="strong:G1063">Porque</w> <w lemma="G3588">al</w> <w>mundo</w>, <w>á su</w> mí.<milestone type="line"/>',
      ),
    ).toBe('Porque al mundo, á su mí.');
  });

  it('joins an enclitic pronoun to its verb and nothing else', () => {
    expect(stripMarkup('<w>Júrame</w>lo <w>en este día</w>.')).toBe('Júramelo en este día.');
    expect(stripMarkup('<w>sacar</w>la <w>haced</w>lo <w>haz</w>lo')).toBe('sacarla hacedlo hazlo');
    expect(stripMarkup('<w>y</w>la <w>Jehová</w>los <w>no</w>lo')).toBe('y la Jehová los no lo');
  });

  it('reads an element between two words as a space', () => {
    expect(stripMarkup('<w>hay allí</w>también<w>bdelio</w> <w>y piedra</w>')).toBe(
      'hay allí también bdelio y piedra',
    );
    expect(stripMarkup('<w>Estas</w><w>son las medidas</w>')).toBe('Estas son las medidas');
  });
});

describe('withoutPsalmHeading', () => {
  it.each([
    [3, 1, 'Salmo de David, cuando huía. ¡OH Jehová, cuánto', '¡OH Jehová, cuánto'],
    [51, 1, 'Al Músico principal: Salmo de David. TEN piedad de mí', 'TEN piedad de mí'],
    [123, 1, 'Cántico gradual. A TI que habitas', 'A TI que habitas'],
    [119, 1, 'ALEPH. BIENAVENTURADOS los perfectos', 'BIENAVENTURADOS los perfectos'],
    [119, 97, 'MEM ¡Cuánto amo yo tu ley!', '¡Cuánto amo yo tu ley!'],
    [23, 1, 'JEHOVÁ es mi pastor', 'JEHOVÁ es mi pastor'],
    [150, 1, 'Aleluya. ALABAD á Dios', 'Aleluya. ALABAD á Dios'],
    [23, 2, 'En lugares de delicados pastos. ME hará', 'En lugares de delicados pastos. ME hará'],
    [119, 2, 'HE. Bienaventurados', 'HE. Bienaventurados'],
    [
      1,
      1,
      'BIENAVENTURADO el varón. SANTIDAD Á JEHOVÁ',
      'BIENAVENTURADO el varón. SANTIDAD Á JEHOVÁ',
    ],
  ])('Psalm %i:%i %s reads %s', (chapter, verse, text, expected) => {
    expect(withoutPsalmHeading(chapter, verse, text)).toBe(expected);
  });
});

describe('booksFromDiatheke', () => {
  it('numbers books by order and chapters and verses by the keys', () => {
    const books = booksFromDiatheke(
      [
        'Genesis 1:1: <w>EN el principio</w>.',
        'Genesis 1:3: <w>Y dijo</w>',
        'Genesis 2:1: <w>Y fueron</w>',
        'Exodus 1:1: <w>ESTOS</w>',
        '(spaRV1909eb)',
      ].join('\n'),
    );
    expect(books).toEqual([
      { name: 'Genesis', chapters: [['EN el principio.', '', 'Y dijo'], ['Y fueron']] },
      { name: 'Exodus', chapters: [['ESTOS']] },
    ]);
  });
});
