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

  it('keeps Articles active on an article and on a list in another language', () => {
    expect(isLinkActive('/articles', '/articles')).toBe(true);
    expect(isLinkActive('/articles', '/articles/the-kingdom-of-god')).toBe(true);
    expect(isLinkActive('/bible-study', '/articles')).toBe(false);
  });
});
