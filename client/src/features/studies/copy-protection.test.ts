import { describe, expect, it } from 'vitest';
import { isBlockedKey } from './copy-protection';

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
