import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  matchPage,
  pages,
  prerenderedFile,
  SITE_NAME,
  variantCandidates,
  variantQueries,
  type PageMeta,
} from './pages';

describe('matchPage', () => {
  it('matches every static route of the table to itself', () => {
    for (const page of pages.filter((p) => !p.path.includes(':'))) {
      expect(matchPage(page.path)?.key).toBe(page.key);
    }
  });

  it('resolves /questions/my and /questions/ask before /questions/:id', () => {
    expect(matchPage('/questions/my')?.key).toBe('questionsMy');
    expect(matchPage('/questions/ask')?.key).toBe('questionsAsk');
    expect(matchPage('/questions/42')?.key).toBe('questionDetail');
    expect(matchPage('/study-groups/7')?.key).toBe('studyGroupDetail');
  });

  it('ignores a trailing slash and rejects unknown or malformed paths', () => {
    expect(matchPage('/store/')?.key).toBe('store');
    expect(matchPage('/questions/abc')).toBeUndefined();
    expect(matchPage('/nowhere')).toBeUndefined();
    expect(matchPage('/store/extra')).toBeUndefined();
  });

  it("matches /articles/:slug only for an article's address", () => {
    expect(matchPage('/articles')?.key).toBe('articles');
    expect(matchPage('/articles/the-kingdom-of-god')?.key).toBe('articleDetail');
    expect(matchPage('/articles/007')?.key).toBe('articleDetail');
    expect(matchPage('/articles/the-kingdom-of-god/')?.key).toBe('articleDetail');
    for (const bad of [
      'Upper',
      'two--hyphens',
      '-lead',
      'trail-',
      'dot.ted',
      'a_b',
      'x'.repeat(101),
    ]) {
      expect(matchPage(`/articles/${bad}`), bad).toBeUndefined();
    }
    expect(matchPage('/articles/a/b')).toBeUndefined();
    // A slug is no id.
    expect(matchPage('/questions/the-kingdom')).toBeUndefined();
  });

  it('renders the articles per request, not at build time', () => {
    const articles = pages.filter((p) => p.key === 'articles' || p.key === 'articleDetail');
    expect(articles.map((p) => [p.prerender, p.renderedPerRequest])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(pages.filter((p) => p.titledByScreen).map((p) => p.key)).toEqual(['articleDetail']);
  });

  it('matches /bible/:book/:chapter only for a real chapter', () => {
    expect(matchPage('/bible')?.key).toBe('bible');
    expect(matchPage('/bible/John/3')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/1-John/5')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/Song-of-Solomon/8')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/jn/21')?.key).toBe('bibleChapter');
    expect(matchPage('/bible/John/22')).toBeUndefined();
    expect(matchPage('/bible/John/0')).toBeUndefined();
    expect(matchPage('/bible/Nobody/1')).toBeUndefined();
    expect(matchPage('/bible/John')).toBeUndefined();
  });

  it('has a title and a description for every page', () => {
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.description.length).toBeGreaterThan(20);
    }
    expect(documentTitle('Store')).toBe(`Store | ${SITE_NAME}`);
    expect(documentTitle(`${SITE_NAME} — Home`)).toBe(`${SITE_NAME} — Home`);
  });
});

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
