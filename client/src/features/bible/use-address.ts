import { type BibleVersionId, DEFAULT_BIBLE_VERSION, isBibleVersion } from '@contract/bible';
import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of EVENTS) window.addEventListener(event, onChange);
  return () => {
    for (const event of EVENTS) window.removeEventListener(event, onChange);
  };
}

/**
 * The address's query string or hash, kept current through navigation (wouter announces
 * pushState/replaceState). Empty on the server and while hydrating: the pre-rendered /bible
 * has neither, so the first browser render matches it and the real values follow right after.
 */
export function useAddressPart(part: 'search' | 'hash'): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location[part],
    () => '',
  );
}

/** `#v16` -> [16, 16]; `#v16-18` -> [16, 18]; anything else -> undefined. */
export function verseRangeOf(hash: string): [number, number] | undefined {
  const match = /^#v(\d{1,3})(?:-(\d{1,3}))?$/.exec(hash);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : from;
  return from <= to ? [from, to] : [to, from];
}

/** The `q` of a query string, or ''. */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The `version` of a query string: an offered version, else the page's own (`pageDefault`). */
export function versionOf(
  search: string,
  pageDefault: BibleVersionId = DEFAULT_BIBLE_VERSION,
): BibleVersionId {
  const version = new URLSearchParams(search).get('version');
  return isBibleVersion(version) ? version : pageDefault;
}

/**
 * A reader address with the chosen version and search kept in its query string:
 * readerAddress('/bible/John/3#v16', 'rv1909') is '/bible/John/3?version=rv1909#v16'. The
 * page's own version (the WEB on English pages, the Reina-Valera on Spanish ones) leaves no
 * `version`, so its addresses stay as they always were.
 */
export function readerAddress(
  path: string,
  version: BibleVersionId,
  query = '',
  pageDefault: BibleVersionId = DEFAULT_BIBLE_VERSION,
): string {
  const [base = '', hash] = path.split('#');
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (version !== pageDefault) params.set('version', version);
  const search = params.toString();
  return `${base}${search ? `?${search}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

/** Is the keyboard focus in a field, where arrow keys belong to the field? */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) ||
    target.getAttribute('role') === 'combobox' ||
    target.getAttribute('role') === 'listbox'
  );
}
