import { describe, expect, it } from 'vitest';
import { languageOfPath, localizePath } from './i18n';
import { matchPage } from './page-match';
import { pathTo } from './pages';
import { prerenderedFile } from './prerendered-files';
import { canonicalPath, languageAlternates, sitemapPaths } from './seo';

describe('languageOfPath', () => {
  it('reads the language prefix and the page path within it', () => {
    expect(languageOfPath('/store')).toEqual({ lang: 'en', path: '/store' });
    expect(languageOfPath('/')).toEqual({ lang: 'en', path: '/' });
    expect(languageOfPath('/es/store')).toEqual({ lang: 'es', path: '/store' });
    expect(languageOfPath('/pt/questions/12')).toEqual({ lang: 'pt', path: '/questions/12' });
    expect(languageOfPath('/es')).toEqual({ lang: 'es', path: '/' });
    expect(languageOfPath('/es/')).toEqual({ lang: 'es', path: '/' });
    expect(languageOfPath('/pt?x=1')).toEqual({ lang: 'pt', path: '/?x=1' });
  });

  it('takes only a whole, known, lower-case prefix', () => {
    for (const path of ['/fr/store', '/en/store', '/ES/store', '/estore', '/esp', '/p']) {
      expect(languageOfPath(path), path).toEqual({ lang: 'en', path });
    }
  });
});

describe('pathTo in a language', () => {
  it('prefixes Spanish and Portuguese, and leaves English as it is', () => {
    expect(pathTo('store', { lang: 'es' })).toBe('/es/store');
    expect(pathTo('store', { lang: 'en' })).toBe('/store');
    expect(pathTo('home', { lang: 'es' })).toBe('/es/');
    expect(pathTo('home', { lang: 'pt' })).toBe('/pt/');
    expect(pathTo('questionDetail', { id: 4 }, { lang: 'pt' })).toBe('/pt/questions/4');
    expect(pathTo('bibleChapter', { book: 'John', chapter: 3 }, { hash: 'v16', lang: 'es' })).toBe(
      '/es/bible/John/3#v16',
    );
    expect(pathTo('resetPassword', { search: { token: 'x' }, lang: 'pt' })).toBe(
      '/pt/reset-password?token=x',
    );
  });

  it('round-trips through languageOfPath', () => {
    for (const lang of ['en', 'es', 'pt'] as const) {
      expect(languageOfPath(localizePath('/timeline', lang))).toEqual({ lang, path: '/timeline' });
    }
  });
});

describe('pages in each language', () => {
  it('matches every route under /es and /pt, and nothing under another prefix', () => {
    expect(matchPage('/es/store')?.key).toBe('store');
    expect(matchPage('/pt/bible/John/3')?.key).toBe('bibleChapter');
    expect(matchPage('/es/')?.key).toBe('home');
    expect(matchPage('/es')?.key).toBe('home');
    expect(matchPage('/es/questions/12/')?.key).toBe('questionDetail');
    expect(matchPage('/fr/store')).toBeUndefined();
    expect(matchPage('/fr')).toBeUndefined();
    expect(matchPage('/es/es/store')).toBeUndefined();
    expect(matchPage('/es/nowhere')).toBeUndefined();
  });

  it('pre-renders each language under its folder', () => {
    expect(prerenderedFile('/es/')).toBe('es/index.html');
    expect(prerenderedFile('/pt/store')).toBe('pt/store.html');
    expect(prerenderedFile('/es/bible-study', 'study=1')).toBe('es/bible-study.study-1.html');
  });

  it('keeps the language in the canonical path', () => {
    expect(canonicalPath('/es')).toBe('/es/');
    expect(canonicalPath('/es/store/?utm_source=x')).toBe('/es/store');
    expect(canonicalPath('/pt/bible/jn/3')).toBe('/pt/bible/John/3');
    expect(canonicalPath('/pt/bible/Genesis/1')).toBe('/pt/bible');
    expect(canonicalPath('/es/bible-study?study=2&lang=pt')).toBe(
      '/es/bible-study?study=2&lang=pt',
    );
    expect(canonicalPath('/fr/store')).toBeUndefined();
  });

  it('names the page in every language, English as the default', () => {
    expect(languageAlternates('/es/store')).toEqual([
      { hreflang: 'en', path: '/store' },
      { hreflang: 'es', path: '/es/store' },
      { hreflang: 'pt', path: '/pt/store' },
      { hreflang: 'x-default', path: '/store' },
    ]);
    expect(languageAlternates('/').map((a) => a.path)).toEqual(['/', '/es/', '/pt/', '/']);
    expect(languageAlternates(undefined)).toEqual([]);
  });

  it("lists the site's pages in the sitemap in three languages, members' items once", () => {
    const paths = sitemapPaths({ questionDetail: [4], studyGroupDetail: [3] });
    for (const path of ['/store', '/es/store', '/pt/store', '/es/', '/pt/bible/John/3']) {
      expect(paths, path).toContain(path);
    }
    expect(paths).toContain('/questions/4');
    expect(paths).not.toContain('/es/questions/4');
    expect(paths.filter((p) => p.includes('/login'))).toEqual([]);
  });
});
