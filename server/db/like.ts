/** The term with LIKE's pattern characters (`%`, `_` and the escape `\`) taken literally. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for ILIKE: rows containing the term as typed. */
export const likePattern = (term: string): string => `%${escapeLike(term)}%`;
