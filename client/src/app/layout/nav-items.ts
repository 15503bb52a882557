export interface NavItem {
  href: string;
  label: string;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/** Spec §2 'Navigation bar'. */
export const homeLink: NavItem = { href: '/', label: 'Home' };
export const storeLink: NavItem = { href: '/store', label: 'Store' };

export const mainLinks: readonly NavItem[] = [
  homeLink,
  storeLink,
  { href: '/member-portal', label: 'Member Portal' },
  { href: '/donate', label: 'Donate' },
  { href: '/contact', label: 'Contact' },
];

export const navGroups: readonly NavGroup[] = [
  {
    label: 'Resources',
    items: [
      { href: '/videos', label: 'Videos' },
      { href: '/bible-study', label: 'Bible Study' },
    ],
  },
  {
    label: 'Study Tools',
    items: [
      { href: '/timeline', label: 'Biblical Timeline' },
      { href: '/characters', label: 'Bible Characters' },
    ],
  },
];

export const accountLinks = (isAdmin: boolean): NavItem[] => [
  { href: '/profile', label: 'Profile Settings' },
  ...(isAdmin ? [{ href: '/admin', label: 'Admin Panel' }] : []),
];

export const footerLinks: readonly NavItem[] = [
  homeLink,
  storeLink,
  { href: '/videos', label: 'Videos' },
  { href: '/bible-study', label: 'Bible Study' },
  { href: '/contact', label: 'Contact' },
];
