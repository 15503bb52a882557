/**
 * The page's only script on load. A public content page arrives fully rendered and brings the
 * app (React, its screens) only when the visitor first uses it, or when a part that only the app
 * can fill comes into view; members' pages and empty shells bring it at once. A button pressed
 * before the app is here is pressed again once it is, so "click → the dialog opens" still holds.
 * The rules are client/src/lib/first-use.ts; docs/decisions/0038-pages-that-start-on-first-use.md.
 */
import {
  APP_READY_ATTRIBUTE,
  CURRENT_THROUGH_ATTRIBUTE,
  FILTER_ANY_ATTRIBUTE,
  FILTER_KEY_ATTRIBUTE,
  FILTERS_ATTRIBUTE,
  filterValueAttribute,
  FIRST_USE_EVENTS,
  HYDRATE_ATTRIBUTE,
  holdsAction,
  isStale,
  matchesFilters,
  NEEDS_APP_ATTRIBUTE,
  ON_USE,
  opensOnPress,
  POPOVER_LINK_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  startsAtOnce,
  startsOnHover,
  type Control,
  type ListFilter,
} from './lib/first-use';
import { NEXT_PAGE_KEY } from './components/ui/toast-store';
import { protectCopying } from './lib/copy-protection';
import { installEarlyDrawer } from './lib/early-drawer';
import { mayHaveSession, SESSION_HINT_ATTRIBUTE } from './lib/session-hint';
import { isSearchShortcut, SEARCH_LAUNCHER_ATTRIBUTE } from './lib/search-keys';

// The menus' plain links are for browsers that run no script (styles.css).
document.documentElement.setAttribute('data-scripted', '');
// A signed-in member's page hides the Login link it was rendered with until the app shows the
// account's menu (styles.css).
if (mayHaveSession(document.cookie))
  document.documentElement.setAttribute(SESSION_HINT_ATTRIBUTE, '');
// From the first right-click on the study page, before the app (and for as long as the page lives).
protectCopying();

// zod compiles its object parsers with `new Function` when it may, after probing for it; our
// Content-Security-Policy allows no eval, so the probe is reported as a violation (an issue in
// the browser's tools, a point lost in audits). zod reads this shared configuration when it loads,
// before any schema is made, which its `z.config()` called from a module could not promise.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The phone menu opens at the first tap, before the app (which takes it over when it arrives).
installEarlyDrawer(root);

// A popover link's Enter or tap waits for the app, which opens its popover (a dialog): with
// scripts on, the link says so from the start, as the app's own markup does.
for (const link of root.querySelectorAll(`[${POPOVER_LINK_ATTRIBUTE}]:not([aria-haspopup])`)) {
  link.setAttribute('aria-haspopup', 'dialog');
  link.setAttribute('aria-expanded', 'false');
}

function controlOf(target: EventTarget | null): { control: Control; element?: HTMLElement } {
  if (!(target instanceof Element)) return { control: 'other' };
  const popoverLink = target.closest<HTMLElement>(`[${POPOVER_LINK_ATTRIBUTE}]`);
  if (popoverLink) return { control: 'popover-link', element: popoverLink };
  if (target.closest('a[href], summary')) return { control: 'link' };
  if (target.closest('input, textarea, select, [contenteditable="true"]')) {
    return { control: 'field' };
  }
  const button = target.closest<HTMLElement>('button, [role="button"]');
  return button ? { control: 'button', element: button } : { control: 'other' };
}

interface Held {
  element: HTMLElement;
  key?: string;
  code?: string;
}
const held: Held[] = [];
let started = false;
let hydrated = false;
/** The popover link the mouse came onto last before the app was here. */
let hovered: Element | undefined;
/** The type of the pointer that pressed last (a click does not say so in every browser). */
let pressedBy = 'mouse';

/** Text typed into a field before the app was here, told to the app as if typed now. */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, typed: string) {
  if (typed === field.defaultValue) return;
  const proto = Object.getPrototypeOf(field) as object;
  const nativeSetter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!nativeSetter) return;
  // React tracks the last value it saw through the element's own setter; the prototype's
  // setter leaves that record at the old value, so the input event reads as a change.
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A choice made in a list before the app was here, told to the app as if made now. */
function replayChoice(select: HTMLSelectElement, chosen: string) {
  const initial = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
  if (!initial || initial.value === chosen) return;
  select.value = chosen;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fields typed into or chosen in before the app was here. */
const changedFields = new Set<EventTarget>();

/** Lists filtered before the app was here, each with all its children as the page brought them. */
const filteredLists = new Map<Element, Node[]>();
/** The app is taking the page's markup over: the lists are its own from now on. */
let listsHandedOver = false;

/** Filter the list a field names by every field that names it, as the app would. */
function filterList(field: Element) {
  const id = field.getAttribute(FILTERS_ATTRIBUTE);
  const list = id ? document.getElementById(id) : null;
  if (!id || !list || listsHandedOver) return;
  const filters: ListFilter[] = [];
  for (const each of document.querySelectorAll(`[${FILTERS_ATTRIBUTE}="${CSS.escape(id)}"]`)) {
    if (!(each instanceof HTMLInputElement || each instanceof HTMLSelectElement)) continue;
    filters.push({
      key: each.getAttribute(FILTER_KEY_ATTRIBUTE) ?? 'text',
      value: each.value,
      contains: each instanceof HTMLInputElement,
      any: each.getAttribute(FILTER_ANY_ATTRIBUTE) ?? undefined,
    });
  }
  const items = filteredLists.get(list) ?? [...list.childNodes];
  filteredLists.set(list, items);
  // Taken out, not hidden: the page then holds what the app will show.
  list.replaceChildren(
    ...items.filter(
      (item) =>
        !(item instanceof Element) ||
        matchesFilters((key) => item.getAttribute(filterValueAttribute(key)), filters),
    ),
  );
}

/**
 * The filtered lists as the page brought them, for the app to take over the markup it rendered;
 * the items filtered out stay hidden until the app, told what was typed, takes them out itself.
 */
function restoreLists() {
  listsHandedOver = true;
  for (const [list, items] of filteredLists) {
    const shown = new Set<Node>(list.childNodes);
    for (const item of items) if (item instanceof HTMLElement) item.hidden = !shown.has(item);
    list.replaceChildren(...items);
  }
  filteredLists.clear();
}

function replay() {
  hydrated = true;
  // For whoever waits on the app (the browser tests): the page is React's now.
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  // Every field's value is read first: the app answering one (a re-render) sets the others it
  // controls back to what it holds, which is not yet what was typed there.
  const values = [...changedFields].flatMap((field) =>
    field instanceof HTMLSelectElement ||
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement
      ? [{ field, value: field.value }]
      : [],
  );
  changedFields.clear();
  for (const { field, value } of values) {
    if (field instanceof HTMLSelectElement) replayChoice(field, value);
    else replayTyping(field, value);
  }
  for (const { element, key, code } of held.splice(0)) {
    if (!element.isConnected) continue;
    if (key === undefined) {
      if (opensOnPress(element.getAttribute('aria-haspopup'))) {
        element.focus();
        element.dispatchEvent(
          new PointerEvent('pointerdown', {
            bubbles: true,
            cancelable: true,
            button: 0,
            pointerType: 'mouse',
          }),
        );
      } else element.click();
      continue;
    }
    const pressed = element.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
    );
    // The browser's own action for the key, which an event made by a script does not have.
    if (pressed && (key === 'Enter' || key === ' ')) element.click();
  }
  // The mouse came onto a popover link before the app was here: if it still rests there, the app
  // is told it arrived, as the browser would have told it, and the popover opens.
  if (hovered?.isConnected && hovered.matches(':hover')) {
    const init = { bubbles: true, composed: true, pointerType: 'mouse', isPrimary: true };
    hovered.dispatchEvent(new PointerEvent('pointerover', init));
    hovered.dispatchEvent(new MouseEvent('mouseover', init));
  }
  hovered = undefined;
}

function preloadPageChunks() {
  for (const href of root?.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function start() {
  if (started) return;
  started = true;
  for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, start, true);
  preloadPageChunks();
  void import('./entry-client').then(({ startApp }) => startApp(restoreLists)).then(replay);
}

function toastWaiting(): boolean {
  try {
    return sessionStorage.getItem(NEXT_PAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const onUse = root.getAttribute(HYDRATE_ATTRIBUTE) === ON_USE;
if (
  startsAtOnce({
    onUse,
    rendered: root.firstElementChild !== null,
    cookies: document.cookie,
    pathname: window.location.pathname,
    search: window.location.search,
    languages: navigator.languages,
    toastWaiting: toastWaiting(),
  })
) {
  start();
} else {
  for (const type of FIRST_USE_EVENTS) {
    document.addEventListener(type, start, { capture: true, passive: true });
  }
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressedBy = event.pointerType;
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'pointerover',
    (event) => {
      if (hydrated || !startsOnHover(event.pointerType)) return;
      const { control, element } = controlOf(event.target);
      if (control !== 'popover-link') return;
      hovered = element;
      start();
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      if (hydrated) return;
      const pointer = pressedBy;
      pressedBy = 'mouse';
      const { control, element } = controlOf(event.target);
      if (!element || !holdsAction('click', control, '', pointer)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // A key that pressed the button was held already; its click is the same action.
      if (!held.some((h) => h.element === element)) held.push({ element });
      start();
    },
    true,
  );
  for (const type of ['input', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        if (hydrated || !event.target) return;
        changedFields.add(event.target);
        if (event.target instanceof Element && event.target.hasAttribute(FILTERS_ATTRIBUTE)) {
          filterList(event.target);
        }
      },
      true,
    );
  }
  document.addEventListener(
    'keydown',
    (event) => {
      if (hydrated) return;
      // The site search's keys wait for the app, which opens the search as the launcher would.
      const launcher = root.querySelector<HTMLElement>(`[${SEARCH_LAUNCHER_ATTRIBUTE}]`);
      if (launcher && isSearchShortcut(event)) {
        event.preventDefault();
        if (!held.some((h) => h.element === launcher)) held.push({ element: launcher });
        return;
      }
      const { control, element } = controlOf(event.target);
      if (!element || !holdsAction('keydown', control, event.key)) return;
      event.preventDefault();
      held.push({ element, key: event.key, code: event.code });
    },
    true,
  );
  const parts = [
    ...root.querySelectorAll(`[${NEEDS_APP_ATTRIBUTE}]`),
    ...[...root.querySelectorAll(`[${CURRENT_THROUGH_ATTRIBUTE}]`)].filter((part) =>
      isStale(part.getAttribute(CURRENT_THROUGH_ATTRIBUTE) ?? '', new Date()),
    ),
  ];
  if (parts.length > 0) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    for (const part of parts) observer.observe(part);
  }
}
