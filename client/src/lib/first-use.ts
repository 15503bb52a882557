import { DEFAULT_LANGUAGE, languageOfPath } from '@contract/i18n';
import { chosenLanguage, preferredLanguage } from './language-choice';
import { RETURN_PARAMS } from './page-marks';
import { mayHaveSession } from './session-hint';

export {
  COPY_PROTECTED_ATTRIBUTE,
  FILTER_ANY_ATTRIBUTE,
  FILTER_KEY_ATTRIBUTE,
  FILTERS_ATTRIBUTE,
  filterValueAttribute,
  matchesFilters,
  type ListFilter,
  NEEDS_APP_ATTRIBUTE,
  POPOVER_LINK_ATTRIBUTE,
  RETURN_PARAMS,
} from './page-marks';

/*
 * The rules of the boot module (client/src/boot.ts): which pages start the app at once, and
 * which of the visitor's first actions wait for it. Public content pages arrive fully rendered;
 * the app (React, the screens' code) comes when the visitor first uses the page.
 */

/** Written on #root by the server for a page that starts the app on first use. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
export const ON_USE = 'on-use';
/**
 * Written on #root with the page's own chunks (space-separated URLs), preloaded when the app
 * starts so the screen does not wait for the entry before being asked for.
 */
export const PRELOAD_ATTRIBUTE = 'data-preload';
/**
 * Marks a part of a pre-rendered page that is current through a UTC day (YYYY-MM-DD, the verse
 * of the day): on a later day it needs the app as a placeholder does.
 */
export const CURRENT_THROUGH_ATTRIBUTE = 'data-current-through';

/** Has a part current through `day` (YYYY-MM-DD) gone stale on `today` (a UTC date)? */
export const isStale = (day: string, today: Date): boolean =>
  day < today.toISOString().slice(0, 10);

/** Written on <html> once the app has started and taken the page over. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Events that say the visitor is using the page (a field changed without focus counts too). */
export const FIRST_USE_EVENTS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
] as const;

export interface PageFacts {
  /** The page was rendered to start on first use (the #root attribute). */
  onUse: boolean;
  /** The page arrived with its markup (not an empty shell). */
  rendered: boolean;
  cookies: string;
  pathname: string;
  /** location.search */
  search: string;
  /** navigator.languages */
  languages: readonly string[];
  /** A toast left by the last page (signing out reloads the app to say "Logged Out"). */
  toastWaiting: boolean;
}

/**
 * Does the page start the app as soon as it loads? Members' and administrators' pages and empty
 * shells do; so does any page for a browser that may hold a session (the navigation bar shows the
 * member, screens show what the account holds), a page the last one left a toast for, an address
 * that carries a payment's return, and the
 * English home page for a first visitor
 * whose browser prefers another of our languages (the app shows the language suggestion).
 */
export function startsAtOnce(page: PageFacts): boolean {
  if (!page.onUse || !page.rendered || page.toastWaiting || mayHaveSession(page.cookies)) {
    return true;
  }
  const params = new URLSearchParams(page.search);
  if (RETURN_PARAMS.some((name) => params.has(name))) return true;
  const { lang, path } = languageOfPath(page.pathname);
  if (path !== '/' || lang !== DEFAULT_LANGUAGE || chosenLanguage(page.cookies) !== undefined) {
    return false;
  }
  const preferred = preferredLanguage(page.languages);
  return preferred !== undefined && preferred !== lang;
}

/** What an element is, for holding an action on it until the app is here. */
export type Control = 'button' | 'link' | 'popover-link' | 'field' | 'other';

/** Keys that act on a button (press it, open its menu) rather than move the focus. */
const ACTING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Pointers whose press on a popover link opens its popover rather than following it. */
const TAPPING_POINTERS = new Set(['touch', 'pen']);

/**
 * Is this action held until the app is here, then replayed? A click or an acting key on a
 * button: without the app a button does nothing, and a submit button would post its form the
 * old way. On a popover link, Enter and a tap (`pointer`: the pointer type that pressed it), which
 * open its popover once the app is here. Links navigate (a whole page load), fields take their
 * typing natively, and any other key (Tab) does what the browser does.
 */
export function holdsAction(
  type: 'click' | 'keydown',
  control: Control,
  key = '',
  pointer = 'mouse',
): boolean {
  if (control === 'popover-link') {
    return type === 'click' ? TAPPING_POINTERS.has(pointer) : key === 'Enter';
  }
  if (control !== 'button') return false;
  return type === 'click' || ACTING_KEYS.has(key);
}

/**
 * Does a button open its popup when pressed (pointerdown) rather than on click? Menu and list
 * buttons do (Radix's DropdownMenu and Select triggers ignore a click), so a click held until the
 * app is here is replayed to them as a press.
 */
export const opensOnPress = (hasPopup: string | null): boolean =>
  hasPopup === 'menu' || hasPopup === 'listbox';

/**
 * Does a pointer coming onto a popover link start the app? A mouse's does: its resting there
 * opens the popover. A finger's or a pen's hover comes with the press that starts it anyway.
 */
export const startsOnHover = (pointer: string): boolean => pointer === 'mouse';
