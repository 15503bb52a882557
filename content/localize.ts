/**
 * Building the Spanish and Portuguese lists from the English ones: each translation holds only the
 * fields a reader reads, so ids, icons, colours and other fixed data are written once, in English.
 */

/**
 * The items with each one's translated fields laid over it, matched by id. An item with no
 * translation stays in English rather than vanishing from the list (the content tests require
 * every translation to be there).
 */
export function translateItems<Text extends { id: number }, Item extends Text>(
  items: readonly Item[],
  texts: readonly Text[],
): readonly Item[] {
  const byId = new Map(texts.map((text) => [text.id, text]));
  return items.map((item) => ({ ...item, ...byId.get(item.id) }));
}
