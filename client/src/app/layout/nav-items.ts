/**
 * The site's first menus keep their order; the screens added later (the Holy Bible, the
 * community screens, the dashboard, the articles) come after them, so that every screen has a
 * way in.
 */
import { LayoutDashboard, Settings, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
}

export interface AccountItem extends NavItem {
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export const homeLink: NavItem = { href: '/', label: 'Home' };
export const storeLink: NavItem = { href: '/store', label: 'Store' };

const bibleLink: NavItem = { href: '/bible', label: 'Holy Bible' };
const communityLinks: readonly NavItem[] = [
  { href: '/questions', label: 'Questions' },
  { href: '/study-groups', label: 'Study Groups' },
];

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
      { href: '/articles', label: 'Articles' },
    ],
  },
  {
    label: 'Study Tools',
    items: [
      { href: '/timeline', label: 'Biblical Timeline' },
      { href: '/characters', label: 'Bible Characters' },
      bibleLink,
    ],
  },
  {
    label: 'Community',
    items: communityLinks,
  },
];

/** The signed-in member's menu (the navbar's and the drawer's Account section), before Logout. */
export const accountLinks = (isAdmin: boolean): AccountItem[] => [
  { href: '/profile', label: 'Profile Settings', icon: Settings },
  ...(isAdmin ? [{ href: '/admin', label: 'Admin Panel', icon: ShieldCheck }] : []),
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
];

export const footerLinks: readonly NavItem[] = [
  homeLink,
  storeLink,
  { href: '/videos', label: 'Videos' },
  { href: '/bible-study', label: 'Bible Study' },
  { href: '/contact', label: 'Contact' },
  bibleLink,
  ...communityLinks,
];
