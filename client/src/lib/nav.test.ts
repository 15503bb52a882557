import { describe, expect, it } from 'vitest';
import { isLinkActive } from './nav';

describe('isLinkActive', () => {
  it("matches '/' only exactly", () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/', '/store')).toBe(false);
  });

  it('matches other links by path prefix', () => {
    expect(isLinkActive('/store', '/store')).toBe(true);
    expect(isLinkActive('/member-portal', '/member-portal/5')).toBe(true);
    expect(isLinkActive('/bible', '/bible-study')).toBe(false);
    expect(isLinkActive('/contact', '/')).toBe(false);
  });
});
