/**
 * A query's words as the index stores them (accents removed, lower case), and the corrections of
 * misspelt ones: the nearest word of the index's lexicon within one edit from 4 letters, two
 * from 8 (the tolerance readers know from Algolia and Meilisearch).
 */

/** At most this many words of a query are searched. */
export const MAX_QUERY_WORDS = 12;

/** 'Jesús, ressurreição!' -> ['jesus', 'ressurreicao']. */
export function queryWords(query: string): string[] {
  const plain = query
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS);
}

/** Edits a word of this length may have to be corrected: none below 4 letters. */
export const typosAllowed = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Optimal string alignment distance: insertions, deletions, substitutions, transpositions. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  }
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1);
      best = Math.min(best, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] as number;
}

/**
 * The correction of `word` among `near` (lexicon words, most similar first): the closest within
 * the typos its length allows, or undefined.
 */
export function correction(word: string, near: readonly string[]): string | undefined {
  const allowed = typosAllowed(word.length);
  let best: { word: string; distance: number } | undefined;
  for (const candidate of near) {
    if (candidate === word) return undefined;
    const distance = editDistance(word, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) {
      best = { word: candidate, distance };
    }
  }
  return best?.word;
}

/**
 * The text `to_tsquery` reads: every word (or its correction) must match, the last also as the
 * start of a longer word (results as you type). Words are letters and digits only, so nothing
 * in them is tsquery syntax.
 */
export function tsqueryText(
  words: readonly string[],
  corrections: ReadonlyMap<string, string>,
): string {
  return words
    .map((word, i) => {
      const last = i === words.length - 1 && word.length >= 3;
      const alternatives = [word, corrections.get(word)].filter((w): w is string => !!w);
      const terms = alternatives.map((w) => (last ? `${w}:*` : w));
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
}
