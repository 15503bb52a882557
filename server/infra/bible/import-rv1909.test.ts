import { beforeAll, describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from '../../../contract/bible';
import {
  booksFromDiatheke,
  checkRv1909,
  importReinaValera,
  RV1909_VERSES,
  stripMarkup,
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
