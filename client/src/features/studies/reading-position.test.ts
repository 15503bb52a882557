import { describe, expect, it } from 'vitest';
import { furthestOf, percentRead } from './reading-position';

describe('percentRead', () => {
  it('is the share of the article above the bottom of the window, 0 to 100', () => {
    // The article starts below the window: nothing read yet.
    expect(percentRead({ top: 900, height: 2000 }, 800)).toBe(0);
    // Half of it is above the window's bottom.
    expect(percentRead({ top: -200, height: 2000 }, 800)).toBe(50);
    // Scrolled past its end.
    expect(percentRead({ top: -3000, height: 2000 }, 800)).toBe(100);
    expect(percentRead({ top: 0, height: 0 }, 800)).toBe(0);
  });
});

describe('furthestOf', () => {
  it("offers the account's position only when it is further than this browser's", () => {
    const local = { percent: 40 };
    const account = { percent: 70, anchor: 'block-12' };
    expect(furthestOf(local, account)).toBe(account);
    expect(furthestOf({ percent: 80 }, account)).toEqual({ percent: 80 });
    expect(furthestOf(local, { percent: 40, anchor: 'block-3' })).toBe(local);
    expect(furthestOf(undefined, account)).toBe(account);
    expect(furthestOf(local, undefined)).toBe(local);
    expect(furthestOf(undefined, undefined)).toBeUndefined();
  });
});
