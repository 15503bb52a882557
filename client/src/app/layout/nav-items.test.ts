import { matchPage } from '@contract/page-match';
import { describe, expect, it } from 'vitest';
import { accountLinks, footerLinks, mainLinks, navGroups } from './nav-items';

describe('nav items', () => {
  it("keeps the Resources menu's first items and adds Articles and Teachings after them", () => {
    const resources = navGroups.find((group) => group.label === 'Resources');
    expect(resources?.items).toEqual([
      { href: '/videos', label: 'Videos' },
      { href: '/bible-study', label: 'Bible Study' },
      { href: '/articles', label: 'Articles' },
      { href: '/teachings', label: 'Teachings' },
    ]);
  });

  it('links only to pages of the route table', () => {
    const links = [
      ...mainLinks,
      ...navGroups.flatMap((group) => group.items),
      ...accountLinks(true),
      ...footerLinks,
    ];
    for (const link of links) expect(matchPage(link.href), link.href).toBeDefined();
  });
});
