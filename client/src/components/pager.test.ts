import { describe, expect, it } from 'vitest';
import { pageCount } from './pager';

describe('pageCount', () => {
  it('is one page for an empty list or one that fits', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
  });

  it('adds a page for any rows beyond a full page', () => {
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(1_001, 500)).toBe(3);
  });
});
