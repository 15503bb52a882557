import { describe, expect, it } from 'vitest';
import { joinPieces, normalise, parseQuery, termOf, words } from './text';

describe('words', () => {
  it('lower-cases, keeps inner apostrophes (straightened) and drops punctuation', () => {
    expect(words('God said, “Let there be light,” and there was light.')).toEqual([
      'god',
      'said',
      'let',
      'there',
      'be',
      'light',
      'and',
      'there',
      'was',
      'light',
    ]);
    expect(words('Don’t defer, for the Lord’s sake.')).toEqual([
      "don't",
      'defer',
      'for',
      'the',
      "lord's",
      'sake',
    ]);
  });

  it('drops accents', () => {
    expect(normalise('Élohim')).toBe('elohim');
  });
});

describe('termOf', () => {
  it('drops the possessive and stems', () => {
    expect(termOf("god's")).toBe('god');
    expect(termOf('loving')).toBe('love');
    expect(termOf('loved')).toBe(termOf('love'));
    expect(termOf("brothers'")).toBe('brother');
  });
});

describe('parseQuery', () => {
  it('requires every word as its stem', () => {
    expect(parseQuery('Faith, hope and LOVE')).toEqual({
      terms: ['faith', 'hope', 'and', 'love'],
      phrases: [],
    });
  });

  it('reads "quoted phrases" (straight or curly quotes) word for word', () => {
    expect(parseQuery('"so loved the world" eternal')).toEqual({
      terms: ['so', 'love', 'the', 'world', 'etern'],
      phrases: [['so', 'loved', 'the', 'world']],
    });
    expect(parseQuery('“in the beginning”').phrases).toEqual([['in', 'the', 'beginning']]);
  });

  it('closes an unmatched quote at the end; a one-word phrase is just a word', () => {
    expect(parseQuery('"living water').phrases).toEqual([['living', 'water']]);
    expect(parseQuery('"grace"')).toEqual({ terms: ['grace'], phrases: [] });
  });

  it('yields nothing for punctuation only', () => {
    expect(parseQuery('?!…')).toEqual({ terms: [], phrases: [] });
  });
});

describe('joinPieces', () => {
  it('joins pieces with single spaces and no space before closing punctuation', () => {
    expect(
      joinPieces([
        'Blessed is the man who doesn’t walk in the counsel of the wicked, ',
        'nor stand on the path of sinners, ',
        '  nor sit in the seat of scoffers; ',
      ]),
    ).toBe(
      'Blessed is the man who doesn’t walk in the counsel of the wicked, nor stand on the path of sinners, nor sit in the seat of scoffers;',
    );
    expect(joinPieces([' For God so loved the world  ', ' .'])).toBe('For God so loved the world.');
  });

  it('keeps typographic quotes and the no-break space between nested quotes', () => {
    expect(joinPieces(['“ ‘Come out from among them, '])).toBe('“ ‘Come out from among them,');
  });

  it('answers an empty string for empty pieces', () => {
    expect(joinPieces(['  ', ''])).toBe('');
  });
});

describe('Spanish words (the Reina-Valera)', () => {
  it('folds accents and ñ, so a query typed without them reads the same', () => {
    expect(
      words('Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito'),
    ).toEqual([
      'porque',
      'de',
      'tal',
      'manera',
      'amo',
      'dios',
      'al',
      'mundo',
      'que',
      'ha',
      'dado',
      'a',
      'su',
      'hijo',
      'unigenito',
    ]);
    expect(words('¿Quién es el niño? ¡Señor!')).toEqual(['quien', 'es', 'el', 'nino', 'senor']);
  });

  it('stems with the Snowball Spanish stemmer: forms of a word share a term', () => {
    const es = (w: string) => termOf(w, 'es');
    expect(es('amo')).toBe(es(words('amó')[0] ?? ''));
    expect(es('corazones')).toBe(es('corazon'));
    expect(es('salvaciones')).toBe(es('salvacion'));
    expect(es('amados')).toBe(es('amado'));
    expect(es('unigenito')).toBe('unigenit');
    // English words are left to the Porter stemmer, Spanish ones to Snowball.
    expect(termOf('loving')).toBe('love');
    expect(es('123')).toBe('123');
  });

  it('parses a Spanish query into Spanish terms', () => {
    expect(parseQuery('"tal manera" amó', 'es')).toEqual({
      terms: ['tal', 'maner', 'amo'],
      phrases: [['tal', 'manera']],
    });
  });
});
