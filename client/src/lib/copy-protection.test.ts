import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBlockedKey, protectCopying } from './copy-protection';
import { COPY_PROTECTED_ATTRIBUTE } from './first-use';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('isBlockedKey (copy protection)', () => {
  it('blocks F12, inspect, view-source, copy, paste, cut, select-all, save and print', () => {
    expect(isBlockedKey(key('F12'))).toBe(true);
    for (const k of ['I', 'J', 'C'])
      expect(isBlockedKey(key(k, { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedKey(key('i', { metaKey: true, altKey: true }))).toBe(true);
    for (const k of ['u', 'c', 'v', 'x', 'a', 's', 'p']) {
      expect(isBlockedKey(key(k, { ctrlKey: true })), k).toBe(true);
      expect(isBlockedKey(key(k, { metaKey: true })), k).toBe(true);
    }
  });

  it('leaves ordinary keys alone', () => {
    for (const k of ['Tab', 'Enter', ' ', 'ArrowDown', 'Escape', 'c', 'a', 'F5', 'Home']) {
      expect(isBlockedKey(key(k)), k).toBe(false);
    }
    expect(isBlockedKey(key('Tab', { shiftKey: true }))).toBe(false);
    expect(isBlockedKey(key('f', { ctrlKey: true }))).toBe(false);
    expect(isBlockedKey(key('+', { ctrlKey: true }))).toBe(false);
  });

  it('keeps copy, paste, cut and select-all working inside form fields, but not save or F12', () => {
    for (const k of ['c', 'v', 'x', 'a'])
      expect(isBlockedKey(key(k, { ctrlKey: true }), true)).toBe(false);
    expect(isBlockedKey(key('s', { ctrlKey: true }), true)).toBe(true);
    expect(isBlockedKey(key('F12'), true)).toBe(true);
  });
});

/** Stands for the DOM's node classes, which the fake document is none of. */
class OtherNode {
  readonly nodeType = 1;
}

/** A document that holds a protected part or not; events are dispatched at it. */
class FakeDocument extends EventTarget {
  holdsProtectedPart = false;
  querySelector(selector: string): object | null {
    return this.holdsProtectedPart && selector === `[${COPY_PROTECTED_ATTRIBUTE}]` ? {} : null;
  }
}

describe('protectCopying', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Was an event of `type` (with `init`'s keys) prevented? */
  const prevented = (doc: FakeDocument, type: string, init: Record<string, unknown> = {}) => {
    const event = Object.assign(new Event(type, { cancelable: true }), init);
    doc.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('blocks the context menu, the clipboard and the shortcuts only while a protected part is shown', () => {
    // The events target the document itself: neither a field nor a passage's popover.
    vi.stubGlobal('Element', OtherNode);
    vi.stubGlobal('Node', OtherNode);
    const doc = new FakeDocument();
    const stop = protectCopying(doc as unknown as Document);
    const ctrlC = { key: 'c', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false };

    expect(prevented(doc, 'contextmenu')).toBe(false);
    expect(prevented(doc, 'keydown', ctrlC)).toBe(false);

    doc.holdsProtectedPart = true;
    for (const type of ['contextmenu', 'copy', 'cut', 'paste', 'selectstart', 'dragstart']) {
      expect(prevented(doc, type), type).toBe(true);
    }
    expect(prevented(doc, 'keydown', ctrlC)).toBe(true);
    expect(prevented(doc, 'keydown', { ...ctrlC, key: 'Tab', ctrlKey: false })).toBe(false);

    // Left in the app: the part is gone, and so is the protection.
    doc.holdsProtectedPart = false;
    expect(prevented(doc, 'copy')).toBe(false);

    doc.holdsProtectedPart = true;
    stop();
    expect(prevented(doc, 'contextmenu')).toBe(false);
  });
});
