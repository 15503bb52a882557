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

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The database's headline, whose matches stand between \u0002 and \u0003, made safe. */
export function markedSnippet(headline: string): string {
  return headline
    .split(/(\u0002[^\u0002\u0003]*\u0003)/)
    .map((part) =>
      part.startsWith('\u0002')
        ? `<mark>${escapeHtml(part.slice(1, -1))}</mark>`
        : escapeHtml(part.replace(/[\u0002\u0003]/g, '')),
    )
    .join('');
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
