import { describe, expect, it } from 'vitest';
import { snippetParts } from '../../../contract/search';
import { highlightWords, markedSnippet } from './snippets';
import { correction, editDistance, queryWords, tsqueryText } from './words';

describe('query words', () => {
  it('drops accents, case and punctuation', () => {
    expect(queryWords('Jesús, RESSURREIÇÃO! (1 Co 13)')).toEqual([
      'jesus',
      'ressurreicao',
      '1',
      'co',
      '13',
    ]);
    expect(queryWords('&<>"\'')).toEqual([]);
  });

  it('allows one typo from 4 letters and two from 8', () => {
    expect(editDistance('danial', 'daniel')).toBe(1);
    expect(editDistance('resurection', 'resurrection')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    expect(correction('danial', ['daniel', 'denial'])).toBe('daniel');
    expect(correction('resurreicao', ['ressurreicao'])).toBe('ressurreicao');
    expect(correction('resrectoin', ['resurrection'])).toBeUndefined();
    expect(correction('gud', ['god'])).toBeUndefined();
    expect(correction('grace', ['grace', 'grape'])).toBeUndefined();
  });

  it('writes a tsquery of letters only, the last word as a prefix', () => {
    const fixes = new Map([['resurection', 'resurrection']]);
    expect(tsqueryText(['resurection', 'jesus'], fixes)).toBe(
      '(resurection | resurrection) & jesus:*',
    );
    expect(tsqueryText(['la'], new Map())).toBe('la');
  });
});

describe('snippets', () => {
  it("escapes the content and marks the database's matches", () => {
    const snippet = markedSnippet('a <b> & \u0002"Jesús"\u0003 it\'s');
    expect(snippet).toBe('a &lt;b&gt; &amp; <mark>&quot;Jesús&quot;</mark> it&#39;s');
    expect(snippetParts(snippet)).toEqual([
      { text: 'a <b> & ', marked: false },
      { text: '"Jesús"', marked: true },
      { text: " it's", marked: false },
    ]);
  });

  it('marks the words of a verse that start like the query words', () => {
    expect(highlightWords('For God so loved <the> world', ['love', 'world'])).toBe(
      'For God so <mark>loved</mark> &lt;the&gt; <mark>world</mark>',
    );
  });
});
