import { describe, expect, it } from 'vitest';
import { matchPage } from './page-match';
import { documentTitle, pages, pathTo, SITE_NAME } from './pages';

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

  it("renders the articles, the home page, the store, the videos, the studies, the ministry's pages, the timeline and the characters, donate, chapters, questions, groups, the teachings, the prayer wall, the events, the search and contact per request; the static ones at build time too", () => {
    const keys = [
      'home',
      'store',
      'videos',
      'bibleStudy',
      'articles',
      'articleDetail',
      'donate',
      'prayer',
    ];
    const perRequestOnly = [
      'sitePage',
      'bibleChapter',
      'questionDetail',
      'studyGroupDetail',
      'eventDetail',
    ];
    const rendered = pages.filter((p) => keys.includes(p.key));
    // A static page's pre-rendered copy is what is served when its data cannot be had.
    expect(rendered.map((p) => [p.key, p.prerender, p.renderedPerRequest])).toEqual([
      ['home', true, true],
      ['store', true, true],
      ['videos', true, true],
      ['bibleStudy', true, true],
      ['articles', true, true],
      ['articleDetail', false, true],
      ['donate', true, true],
      ['prayer', true, true],
    ]);
    expect(pages.filter((p) => p.renderedPerRequest).map((p) => p.key)).toEqual([
      ...keys.slice(0, 6),
      'teachings',
      'teachingSeries',
      'teachingDetail',
      'sitePage',
      'timeline',
      'characters',
      'bibleChapter',
      'donate',
      'contact',
      'questionDetail',
      'studyGroupDetail',
      'prayer',
      'events',
      'eventDetail',
      'search',
    ]);
    expect(
      pages.filter((p) => perRequestOnly.includes(p.key)).map((p) => [p.key, p.prerender]),
    ).toEqual(perRequestOnly.map((key) => [key, false]));
    expect(pages.filter((p) => p.titledByScreen).map((p) => p.key)).toEqual([
      'articleDetail',
      'teachingSeries',
      'teachingDetail',
      'sitePage',
      'eventDetail',
    ]);
    expect(pages.find((p) => p.key === 'events')?.prerender).toBe(true);
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

describe('pathTo', () => {
  it('writes the path of a page without parameters', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('store')).toBe('/store');
    expect(pathTo('newsletterConfirm')).toBe('/newsletter/confirm');
  });

  it('fills the parameters of a dynamic page, encoded as path segments', () => {
    expect(pathTo('questionDetail', { id: 42 })).toBe('/questions/42');
    expect(pathTo('studyGroupDetail', { id: '7' })).toBe('/study-groups/7');
    expect(pathTo('articleDetail', { slug: 'the-kingdom' })).toBe('/articles/the-kingdom');
    expect(pathTo('bibleChapter', { book: '1-John', chapter: 3 })).toBe('/bible/1-John/3');
    expect(pathTo('articleDetail', { slug: 'a/b?c#d é' })).toBe('/articles/a%2Fb%3Fc%23d%20%C3%A9');
  });

  it('adds a query (leaving out undefined values) and a fragment', () => {
    expect(pathTo('resetPassword', { search: { token: 'abc-_1' } })).toBe(
      '/reset-password?token=abc-_1',
    );
    expect(pathTo('bibleStudy', { search: { study: 1, lang: undefined } })).toBe(
      '/bible-study?study=1',
    );
    expect(pathTo('admin', { search: { conversation: 5, x: 'a&b=c' } })).toBe(
      '/admin?conversation=5&x=a%26b%3Dc',
    );
    expect(pathTo('store', { search: {} })).toBe('/store');
    expect(pathTo('profile', { hash: 'two-step-verification' })).toBe(
      '/profile#two-step-verification',
    );
    expect(pathTo('bibleChapter', { book: 'John', chapter: 3 }, { hash: 'v16' })).toBe(
      '/bible/John/3#v16',
    );
  });

  it('matches what it writes to the same page', () => {
    expect(matchPage(pathTo('questionDetail', { id: 42 }))?.key).toBe('questionDetail');
    for (const page of pages.filter((p) => !p.path.includes(':'))) {
      // The key is a union at this point; each page without parameters needs none.
      expect(pathTo(page.key as 'store')).toBe(page.path);
    }
  });

  it('asks for the parameters a page needs and refuses them where none are', () => {
    // @ts-expect-error: '/questions/:id' needs an id.
    expect(pathTo('questionDetail')).toBe('/questions/');
    // @ts-expect-error: '/bible/:book/:chapter' needs the chapter too.
    expect(pathTo('bibleChapter', { book: 'John' })).toBe('/bible/John/');
    // @ts-expect-error: '/store' takes no parameters.
    expect(pathTo('store', { id: 1 })).toBe('/store');
  });
});
