/**
 * A part of the Spanish or Portuguese catalogue: a text for every id of its English part, and for
 * `Also` (ids whose English stands elsewhere, such as a page's title), so that a missing or
 * misspelt id fails the type check.
 */
export type TranslationOf<English, Also extends string = never> = Readonly<
  Record<keyof English | Also, string>
>;
