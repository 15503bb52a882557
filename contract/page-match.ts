/**
 * Which page of the route table a concrete path is, its parameters checked: the server answers
 * 200 or 404 by it, the client router shows the screen or the not-found page by it.
 */
import { isChapterAddress } from './bible-books';
import { languageOfPath } from './i18n';
import { pages, type PageMeta } from './pages';
import { SLUG, SLUG_MAX } from './publishing';

/** Could `value` be an article's address? */
const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG.test(value);

/**
 * Are a dynamic route's parameters real? `:id` must be numeric, `:slug` an article's address;
 * `/bible/:book/:chapter` must name a book and one of its chapters.
 */
function validParams(page: PageMeta, params: Record<string, string | undefined>): boolean {
  if (page.key === 'bibleChapter') return isChapterAddress(params.book ?? '', params.chapter ?? '');
  return Object.entries(params).every(([name, value = '']) =>
    name === 'slug' ? isSlug(value) : /^\d+$/.test(value),
  );
}

/**
 * Does a concrete path match one of the route patterns? Used by the server to choose 200 or 404.
 * A language's prefix is looked past: '/es/store' is the store (in Spanish), '/fr/store' nothing.
 */
export function matchPage(pathname: string): PageMeta | undefined {
  const { path } = languageOfPath(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const parts = clean.split('/');
  return pages.find((p) => {
    const pattern = p.path.split('/');
    if (pattern.length !== parts.length) return false;
    const params: Record<string, string> = {};
    const fixed = pattern.every((seg, i) => {
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = parts[i] ?? '';
        return (parts[i] ?? '').length > 0;
      }
      return seg === parts[i];
    });
    return fixed && validParams(p, params);
  });
}
