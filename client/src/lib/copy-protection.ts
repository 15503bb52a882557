import { COPY_PROTECTED_ATTRIBUTE } from './page-marks';

/*
 * The Bible Study Center's copy protection, as plain DOM listeners: the boot module
 * (client/src/boot.ts) installs them before the app starts, so the protection holds from the
 * first right-click on a page that starts the app only on first use, and they stay the only
 * ones once it has started. They act while the document holds an element marked
 * `data-copy-protected` (the study screen renders the mark, so leaving the screen in the app
 * lifts the protection, and no other page is affected).
 */

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Copy, paste, cut and select-all: allowed inside form fields, where they are editing keys. */
const CLIPBOARD_KEYS = new Set(['c', 'v', 'x', 'a']);
/** Save, print and view-source. */
const PAGE_KEYS = new Set(['s', 'p', 'u']);
/** Developer-tools shortcuts with Ctrl+Shift (or Cmd+Option on a Mac). */
const INSPECT_KEYS = new Set(['i', 'j', 'c', 'k']);

/**
 * Copy protection blocks F12, the inspect shortcuts, view-source, copy, paste, cut, select-all,
 * save and print. `inField` says whether focus is in a form field, where the clipboard keys and
 * select-all keep working so the page stays usable.
 */
export function isBlockedKey(event: KeyLike, inField = false): boolean {
  const key = event.key.toLowerCase();
  if (key === 'f12') return true;
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return false;
  if ((event.shiftKey || event.altKey) && INSPECT_KEYS.has(key)) return true;
  if (PAGE_KEYS.has(key)) return true;
  if (CLIPBOARD_KEYS.has(key)) return !inField;
  return false;
}

const isFormField = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  target.closest('input, textarea, select, [contenteditable="true"]') !== null;

/** Text that may be copied on a protected page: a Scripture passage's popover (data-copyable). */
const COPYABLE = '[data-copyable]';
const inCopyable = (node: Node | null | undefined): boolean => {
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest(COPYABLE) != null;
};

/**
 * Whether an event is about form fields or copyable text: where it happens, or, for the
 * clipboard and its keys, where the selection is (focus may be elsewhere).
 */
const isAllowedTarget = (target: EventTarget | null): boolean => {
  if (isFormField(target) || (target instanceof Node && inCopyable(target))) return true;
  const selection = typeof document === 'undefined' ? null : document.getSelection();
  return (
    selection !== null &&
    !selection.isCollapsed &&
    inCopyable(selection.anchorNode) &&
    inCopyable(selection.focusNode)
  );
};

const BLOCKED_EVENTS = ['contextmenu', 'dragstart', 'selectstart', 'copy', 'cut', 'paste'] as const;

/** Whether the document shows a protected part (the study screen). */
const isProtected = (doc: Document): boolean =>
  doc.querySelector(`[${COPY_PROTECTED_ATTRIBUTE}]`) !== null;

/**
 * While a protected part is in the document: the context menu, dragging, selecting, the
 * clipboard and the listed key shortcuts are blocked on the page, except inside form fields and
 * a passage's popover (its text may be copied). Tab, arrows, Enter and assistive technology work
 * as usual. Answers the function that removes the listeners.
 */
export function protectCopying(doc: Document = document): () => void {
  const block = (event: Event) => {
    if (isProtected(doc) && !isAllowedTarget(event.target)) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isProtected(doc) && isBlockedKey(event, isAllowedTarget(event.target))) {
      event.preventDefault();
    }
  };
  for (const type of BLOCKED_EVENTS) doc.addEventListener(type, block);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    for (const type of BLOCKED_EVENTS) doc.removeEventListener(type, block);
    doc.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * Handlers for the article element itself (the page-level listeners cover it too). React passes
 * events from a reference's popover (rendered in a portal) up through the article: those are let
 * through, as the popover's text may be copied.
 */
const preventOutsideCopyable = (event: { preventDefault(): void; target: EventTarget | null }) => {
  if (!(event.target instanceof Node && inCopyable(event.target))) event.preventDefault();
};
export const articleProtection = {
  onContextMenu: preventOutsideCopyable,
  onCopy: preventOutsideCopyable,
  onCut: preventOutsideCopyable,
  onDragStart: preventOutsideCopyable,
};
