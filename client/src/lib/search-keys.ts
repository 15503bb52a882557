/**
 * The keys that open the site search from anywhere on a page: `/` (when not typing in a field)
 * and Ctrl K / ⌘K. Shared by the navigation bar's search and the boot module, which holds them
 * until the app is here on pages that start it on first use.
 */

/** Marks the navigation bar's search link, which the keys act on. */
export const SEARCH_LAUNCHER_ATTRIBUTE = 'data-search-launcher';

/** Is the reader typing somewhere, where `/` is a character and not the search's key? */
const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
    return true;
  }
  return (
    event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)
  );
}
