import { describe, expect, it } from 'vitest';
import { pages, type PageMeta } from './pages';
import { prerenderedFile, variantCandidates, variantQueries } from './prerendered-files';

describe('pre-rendered variants', () => {
  const studies = pages.find((p) => p.key === 'bibleStudy') as PageMeta;

  it('names the file of a page and of each of its variants', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/questions/my')).toBe('questions/my.html');
    expect(prerenderedFile('/bible-study', 'study=1&lang=es')).toBe(
      'bible-study.study-1.lang-es.html',
    );
  });

  it('lists every combination of the values, each parameter present or absent', () => {
    expect(variantQueries(studies, { study: ['1', '2'], lang: ['es'] })).toEqual([
      'study=1&lang=es',
      'study=1',
      'study=2&lang=es',
      'study=2',
      'lang=es',
    ]);
  });

  it('tries the parameters of a request in a fixed order, the most specific first, then the page', () => {
    expect(variantCandidates(studies, '?lang=pt&study=2&utm_source=mail')).toEqual([
      'study=2&lang=pt',
      'study=2',
      'lang=pt',
      '',
    ]);
    expect(variantCandidates(studies, '?study=1&study=2')).toEqual(['study=1', '']);
    expect(variantCandidates(studies, '')).toEqual(['']);
    // Only plain values name a file: nothing can be made to spell another variant's name.
    expect(variantCandidates(studies, '?study=1.lang-es')).toEqual(['']);
    // A page without variants is always its one file.
    const store = pages.find((p) => p.key === 'store') as PageMeta;
    expect(variantCandidates(store, '?study=1')).toEqual(['']);
  });
});
