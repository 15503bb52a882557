import { describe, expect, it } from 'vitest';
import { parseReference } from './reference';

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
