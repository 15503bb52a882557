/**
 * Snippets as the API answers them: HTML-escaped text whose only markup is `<mark>` around the
 * matched words, so nothing from the content reaches a page unescaped.
 */
import { queryWords } from './words';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** What the database's headline puts around a match (search service: StartSel, StopSel). */
export const MATCH_START = String.fromCharCode(2);
export const MATCH_STOP = String.fromCharCode(3);

const withoutMarkers = (text: string) =>
  text.split(MATCH_START).join('').split(MATCH_STOP).join('');

/** The database's headline, whose matches stand between MATCH_START and MATCH_STOP, made safe. */
export function markedSnippet(headline: string): string {
  let out = '';
  let rest = headline;
  for (;;) {
    const start = rest.indexOf(MATCH_START);
    const stop = start < 0 ? -1 : rest.indexOf(MATCH_STOP, start + 1);
    if (stop < 0) break;
    out += escapeHtml(withoutMarkers(rest.slice(0, start)));
    out += `<mark>${escapeHtml(withoutMarkers(rest.slice(start + 1, stop)))}</mark>`;
    rest = rest.slice(stop + 1);
  }
  return out + escapeHtml(withoutMarkers(rest));
}

/**
 * A verse with the words that start like a query's words marked (accents and case aside):
 * 'loved' is marked for 'love'.
 */
export function highlightWords(text: string, words: readonly string[]): string {
  const stems = words.filter((word) => word.length >= 3).map((word) => word.slice(0, 5));
  if (stems.length === 0) return escapeHtml(text);
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part) => {
      const [plain] = queryWords(part);
      const hit = plain !== undefined && stems.some((stem) => plain.startsWith(stem));
      return hit ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
    })
    .join('');
}
