/*
 * Marks a pre-rendered page carries for the boot module (client/src/boot.ts), shared by the boot
 * module and the screens that write them. Kept free of imports: a module the boot module shares
 * with the app's chunks stays in the boot module's own file only while it pulls in nothing more
 * (otherwise the bundler splits the shared part into chunks of its own, more requests on load).
 */

/**
 * Marks a part of a pre-rendered page that only the app can fill (a loading placeholder): the
 * app starts when one comes into view.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/**
 * Marks a part of a page whose text may not be copied (the Bible Study Center): the protection
 * (lib/copy-protection.ts, installed by the boot module) holds while one is in the document,
 * from before the app starts.
 */
export const COPY_PROTECTED_ATTRIBUTE = 'data-copy-protected';

/**
 * What a payment's return adds to the address (Stripe's return_url parameters, and our own
 * `success`): the page has something to do with them at once (ask our server, thank the donor,
 * tidy the address), so an address with one starts the app on load.
 */
export const RETURN_PARAMS = [
  'success',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
  'subscription',
] as const;

/**
 * Marks a link the app answers beyond following it: the mouse resting on it, Enter on it or a tap
 * opens a popover (a Scripture reference's passage); a mouse click still follows it. Until the app
 * is here, the mouse coming onto one starts the app (told again once it is, if the mouse is still
 * there), and Enter or a tap on one waits for the app. Written by the reference component and by
 * the server's Markdown rendering of an article (server/modules/publishing/markdown.ts).
 */
export const POPOVER_LINK_ATTRIBUTE = 'data-popover-link';

/**
 * Marks a field that filters a list as the visitor types or chooses, with the id of that list:
 * until the app is here, the boot module filters the list itself, so the page answers at once;
 * it puts the list back as it was just before the app takes the page over (and the app, told
 * what was typed, filters it again). `FILTER_KEY_ATTRIBUTE` names what the field compares
 * (`text`: each item's `data-filter-text`), `FILTER_ANY_ATTRIBUTE` a select's value that
 * matches every item. The rule is `matchesFilters`, which the app's own filter uses too.
 */
export const FILTERS_ATTRIBUTE = 'data-filters';
export const FILTER_KEY_ATTRIBUTE = 'data-filter-key';
export const FILTER_ANY_ATTRIBUTE = 'data-filter-any';
/** The attribute of a filtered list's item holding its value for the field comparing `key`. */
export const filterValueAttribute = (key: string): string => `data-filter-${key}`;

/** One field's filter on a list (as the boot module reads it from the page's marks). */
export interface ListFilter {
  /** What the field compares: an item holds it in `filterValueAttribute(key)`. */
  key: string;
  value: string;
  /** A text field: the item's value contains the text, whatever its case. A choice: equals it. */
  contains: boolean;
  /** A choice's value that matches every item ('all'). */
  any?: string;
}

/**
 * Does an item (its value for each key) pass every filter? An item without a value never does.
 * The one rule of a filtered list, before the app (the boot module) and in it.
 */
export function matchesFilters(
  valueOf: (key: string) => string | null,
  filters: readonly ListFilter[],
): boolean {
  return filters.every(({ key, value, contains, any }) => {
    if (contains ? value === '' : value === any) return true;
    const own = valueOf(key);
    if (own === null) return false;
    return contains ? own.toLocaleLowerCase().includes(value.toLocaleLowerCase()) : own === value;
  });
}
