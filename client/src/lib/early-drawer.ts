/*
 * The phone menu before the app is here. A public page starts the app on first use
 * (docs/decisions/0038), and the app's drawer needs React, Radix and its own chunk: on a slow phone
 * the first tap on the menu button waited about a second. This module, installed by the boot
 * module, opens a drawer of plain DOM at once instead, built from the menu's plain links that the
 * page already carries (app/layout/menu-fallback.tsx), with the app drawer's look and manners: a
 * modal dialog, focus moved into it and kept there, Escape or the overlay closes it, focus returns
 * to the button, which says it is expanded. When the app arrives while it is open, the app's
 * drawer is opened in its place in the same frame (no second slide-in), on the same link.
 *
 * Kept free of imports but for the boot module's own rules, so it stays in the boot module's file.
 */
import { APP_READY_ATTRIBUTE } from './first-use';

/** Marks the menu button the drawer opens from (app/layout/mobile-drawer.tsx). */
export const DRAWER_TRIGGER_ATTRIBUTE = 'data-drawer-trigger';
/**
 * The drawer's words in the page's language, carried by the button (the boot module has no
 * catalogue): the dialog's name, its visible heading, the close button's name, the links' name.
 */
export const DRAWER_TEXT_ATTRIBUTES = {
  title: 'data-drawer-title',
  heading: 'data-drawer-heading',
  close: 'data-drawer-close',
  nav: 'data-drawer-nav',
} as const;
/** Marks the drawer this module made, until the app's takes its place. */
const EARLY_DRAWER_ATTRIBUTE = 'data-early-drawer';

// The app drawer's classes (app/layout/drawer-sheet.tsx), so both look the same.
const OVERLAY_CLASS = 'animate-overlay fixed inset-0 z-50 bg-navy-950/60';
const PANEL_CLASS =
  'animate-drawer fixed inset-y-0 right-0 z-50 flex h-full w-[300px] max-w-full flex-col overflow-y-auto bg-white shadow-xl sm:w-[400px]';
// Without its border's colour: transparent, or gold on the current page's link.
const ITEM_CLASS =
  'flex w-full items-center gap-2 rounded-md border-l-4 px-3 py-2.5 text-left text-base text-navy-900 hover:bg-navy-50';
const ACTIVE_ITEM_CLASS = 'border-gold-500 bg-navy-100 font-semibold';
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-5" aria-hidden="true"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

const appReady = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The menu's links, as the page's plain list beside the button holds them. */
function linkList(links: readonly HTMLAnchorElement[], className: string): HTMLUListElement {
  const list = element('ul', className);
  for (const source of links) {
    const link = element('a', `${ITEM_CLASS} border-transparent`, source.textContent ?? '');
    link.href = source.getAttribute('href') ?? '';
    for (const name of ['lang', 'hreflang']) {
      const value = source.getAttribute(name);
      if (value) link.setAttribute(name, value);
    }
    if (link.pathname === window.location.pathname && !source.hasAttribute('lang')) {
      link.setAttribute('aria-current', 'page');
      link.className = `${ITEM_CLASS} ${ACTIVE_ITEM_CLASS}`;
    }
    const item = element('li', '');
    item.append(link);
    list.append(item);
  }
  return list;
}

interface Open {
  overlay: HTMLElement;
  panel: HTMLElement;
  trigger: HTMLElement;
}
let open: Open | undefined;
/** The app's root, kept out of reach (inert) while the drawer is open, as a modal dialog does. */
let root: HTMLElement | null = null;
/** The page's own overflow style, put back when the drawer goes. */
let scrollBefore = '';

function text(trigger: HTMLElement, key: keyof typeof DRAWER_TEXT_ATTRIBUTES): string {
  return trigger.getAttribute(DRAWER_TEXT_ATTRIBUTES[key]) ?? '';
}

function build(trigger: HTMLElement): Open | undefined {
  const fallback = trigger.closest('.menu-fallback-group')?.querySelector('.menu-fallback');
  if (!fallback) return undefined;
  const overlay = element('div', OVERLAY_CLASS);
  const panel = element('div', PANEL_CLASS);
  for (const part of [overlay, panel]) {
    part.setAttribute(EARLY_DRAWER_ATTRIBUTE, '');
    part.dataset.state = 'open';
  }
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', text(trigger, 'title'));
  panel.tabIndex = -1;

  const top = element(
    'div',
    'flex items-center justify-between border-b border-navy-100 px-4 py-3',
  );
  const heading = element(
    'span',
    'font-serif text-lg font-semibold text-navy-900',
    text(trigger, 'heading'),
  );
  heading.setAttribute('aria-hidden', 'true');
  const close = element(
    'button',
    'inline-flex size-10 items-center justify-center rounded-md text-navy-800 hover:bg-navy-100',
  );
  close.type = 'button';
  close.setAttribute('aria-label', text(trigger, 'close'));
  close.innerHTML = CLOSE_ICON;
  top.append(heading, close);

  const nav = element('nav', 'flex flex-col gap-4 px-3 py-4');
  nav.setAttribute('aria-label', text(trigger, 'nav'));
  for (const part of fallback.children) {
    const links = [...part.querySelectorAll('a')];
    const title = part.getAttribute('aria-label');
    if (!title) {
      nav.append(linkList(links, 'space-y-1'));
      continue;
    }
    const section = element('section', 'border-t border-navy-100 pt-4');
    section.setAttribute('aria-label', title);
    section.append(
      element(
        'h2',
        'px-3 pb-2 font-sans text-xs font-semibold tracking-wider text-navy-600 uppercase',
        title,
      ),
      linkList(links, 'space-y-1'),
    );
    nav.append(section);
  }
  panel.append(top, nav);
  return { overlay, panel, trigger };
}

/** Tab and Shift+Tab go round the drawer's controls; Escape closes it. */
function keepFocusIn(event: KeyboardEvent) {
  if (!open) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    closeDrawer(true);
    return;
  }
  if (event.key !== 'Tab') return;
  const stops = [...open.panel.querySelectorAll<HTMLElement>('a[href], button')];
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function openDrawer(trigger: HTMLElement) {
  if (open) return;
  const made = build(trigger);
  if (!made) return;
  open = made;
  document.body.append(made.overlay, made.panel);
  trigger.setAttribute('aria-expanded', 'true');
  if (root) root.inert = true;
  scrollBefore = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  // As the app's drawer does: the first control (the close button) has the focus.
  made.panel.querySelector<HTMLElement>('button')?.focus();
}

/** Closes the drawer; `returnFocus`: to the button, as when the visitor closes it. */
function closeDrawer(returnFocus: boolean) {
  if (!open) return;
  const { overlay, panel, trigger } = open;
  open = undefined;
  overlay.remove();
  panel.remove();
  if (root) root.inert = false;
  document.body.style.overflow = scrollBefore;
  trigger.setAttribute('aria-expanded', 'false');
  if (returnFocus) trigger.focus();
}

/**
 * The app is here while the drawer is open: the app's drawer is opened (its button pressed, as
 * the visitor did) and, as soon as it is in the document, takes this one's place in the same
 * frame, without its slide-in, the focus on the same control.
 */
function handOver() {
  if (!open) return;
  const { trigger, panel } = open;
  const focused = document.activeElement;
  const focusedHref =
    focused instanceof HTMLAnchorElement && panel.contains(focused)
      ? focused.getAttribute('href')
      : null;
  const scrolled = panel.scrollTop;
  const observer = new MutationObserver(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (each) => !each.hasAttribute(EARLY_DRAWER_ATTRIBUTE),
    );
    if (!dialog) return;
    observer.disconnect();
    const overlay = dialog.previousElementSibling;
    // Already open on screen: no second slide-in (nor fade). The animation is only shortened, so
    // the app's drawer still slides out when closed.
    for (const part of [dialog, overlay]) {
      if (!(part instanceof HTMLElement)) continue;
      part.style.animationDuration = '0s';
      setTimeout(() => part.style.removeProperty('animation-duration'), 400);
    }
    const early = open;
    open = undefined;
    early?.overlay.remove();
    early?.panel.remove();
    document.body.style.overflow = scrollBefore;
    dialog.scrollTop = scrolled;
    if (focusedHref !== null) {
      // Once the dialog has put the focus on its first control (its own effect, a frame or so
      // later), the focus goes to the link it was on.
      const link = dialog.querySelector<HTMLElement>(`a[href="${CSS.escape(focusedHref)}"]`);
      let frames = 30;
      const refocus = () => {
        if (dialog.contains(document.activeElement)) link?.focus();
        else if ((frames -= 1) > 0) requestAnimationFrame(refocus);
      };
      requestAnimationFrame(refocus);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  // The app's dialog gives the focus back, when closed, to what had it when it opened.
  if (root) root.inert = false;
  trigger.focus({ preventScroll: true });
  trigger.click();
}

/**
 * Opens the menu at the first press of its button, before the app is here. Installed before the
 * boot module's own listeners: the press is this module's, not held for the app.
 */
export function installEarlyDrawer(appRoot: HTMLElement) {
  root = appRoot;
  const triggerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(`[${DRAWER_TRIGGER_ATTRIBUTE}]`) : null;

  // The drawer's own presses are its own: the boot module would hold a button's for the app.
  const inDrawer = (target: EventTarget | null) =>
    open !== undefined &&
    target instanceof Node &&
    (open.panel.contains(target) || open.overlay === target);

  document.addEventListener(
    'click',
    (event) => {
      if (inDrawer(event.target)) {
        event.stopImmediatePropagation();
        // A link is followed (a whole page load); the close button and the overlay close.
        const closes =
          event.target === open?.overlay ||
          (event.target instanceof Element && event.target.closest('button') !== null);
        if (closes) closeDrawer(true);
        return;
      }
      if (appReady()) return;
      const trigger = triggerOf(event.target);
      if (!trigger) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      openDrawer(trigger);
    },
    true,
  );
  // Enter and Space on the button: the browser's own click (above), not a key held for the app.
  document.addEventListener(
    'keydown',
    (event) => {
      if (inDrawer(event.target)) {
        event.stopImmediatePropagation();
        keepFocusIn(event);
        return;
      }
      if (appReady() || (event.key !== 'Enter' && event.key !== ' ')) return;
      if (triggerOf(event.target)) event.stopImmediatePropagation();
    },
    true,
  );
  const ready = new MutationObserver(() => {
    if (!appReady()) return;
    ready.disconnect();
    handOver();
  });
  ready.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [APP_READY_ATTRIBUTE],
  });
}
