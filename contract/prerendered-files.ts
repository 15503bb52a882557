/**
 * The files the build pre-renders pages to, and which of them answers a request: a page's file
 * name, and its variants (a page read with query parameters, such as a study chosen by `?study=`)
 * as canonical queries in the page's order, the most specific first.
 */
import { DEFAULT_LANGUAGE, languageOfPath } from './i18n';
import type { PageMeta } from './pages';

/**
 * The file a page (or one of its variants, by canonical query) is pre-rendered to, relative to
 * the pages folder: '/' -> index.html, '/questions/my' -> questions/my.html,
 * ('/bible-study', 'study=1&lang=es') -> bible-study.study-1.lang-es.html; in another language
 * under its folder: '/es/' -> es/index.html, '/pt/store' -> pt/store.html.
 */
export function prerenderedFile(localizedPath: string, query = ''): string {
  const { lang, path } = languageOfPath(localizedPath);
  const folder = lang === DEFAULT_LANGUAGE ? '' : `${lang}/`;
  const base = folder + (path === '/' ? 'index' : path.slice(1));
  const suffix = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `.${pair.replace('=', '-')}`)
    .join('');
  return `${base}${suffix}.html`;
}

/**
 * Is the page's HTML written by the build? A page with a static path, unless it is rendered per
 * request: that one is made from its data at each request only (when its data cannot be had, the
 * server answers 503 rather than a copy made without it), so each page is made one way.
 */
export const builtAtBuildTime = (page: Pick<PageMeta, 'prerender' | 'renderedPerRequest'>) =>
  page.prerender && !page.renderedPerRequest;

/** A plain value: nothing else may become part of a file name. */
const PLAIN_VALUE = /^[A-Za-z0-9]+$/;

/** The canonical query of some variant parameters: the page's order, absent ones left out. */
function canonicalQuery(page: PageMeta, values: Record<string, string | undefined>): string {
  return (page.variantParams ?? [])
    .flatMap((name) => (values[name] === undefined ? [] : [`${name}=${values[name]}`]))
    .join('&');
}

/** Every subset of `names`, the largest first; of equal size, those with earlier names first. */
function subsets(names: readonly string[]): string[][] {
  const all = names.reduceRight<string[][]>(
    (acc, name) => [...acc.map((set) => [name, ...set]), ...acc],
    [[]],
  );
  return all.sort((a, b) => b.length - a.length);
}

/**
 * The canonical queries of every variant to pre-render: each parameter absent or one of its
 * values (the page itself, with none, is left out).
 */
export function variantQueries(
  page: PageMeta,
  values: Partial<Record<string, readonly string[]>>,
): string[] {
  const names = (page.variantParams ?? []).filter((name) => values[name]?.length);
  const combos = names.reduce<Record<string, string>[]>(
    (acc, name) =>
      acc.flatMap((combo) => [
        ...(values[name] ?? []).map((value) => ({ ...combo, [name]: value })),
        combo,
      ]),
    [{}],
  );
  return combos.map((combo) => canonicalQuery(page, combo)).filter(Boolean);
}

/**
 * The variants to look for, for a request's query string, the most specific first and the page
 * itself ('') last. The screen reads each parameter on its own and ignores a value it does not
 * know, so the first variant that was pre-rendered is what it will show. Only each parameter's
 * first, plain value counts.
 */
export function variantCandidates(page: PageMeta, search: string): string[] {
  const params = new URLSearchParams(search);
  const given = (page.variantParams ?? []).filter((name) => {
    const value = params.get(name);
    return value !== null && PLAIN_VALUE.test(value);
  });
  return subsets(given).map((names) =>
    canonicalQuery(page, Object.fromEntries(names.map((name) => [name, params.get(name) ?? '']))),
  );
}
