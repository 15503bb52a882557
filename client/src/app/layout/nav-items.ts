/**
 * The site's first menus keep their order; the screens added later (the Holy Bible, the
 * community screens, the dashboard, the articles) come after them, so that every screen has a
 * way in.
 */
import { pathTo } from '@contract/pages';
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

export const homeLink: NavItem = { href: pathTo('home'), label: 'Home' };
export const storeLink: NavItem = { href: pathTo('store'), label: 'Store' };

const bibleLink: NavItem = { href: pathTo('bible'), label: 'Holy Bible' };
const communityLinks: readonly NavItem[] = [
  { href: pathTo('questions'), label: 'Questions' },
  { href: pathTo('studyGroups'), label: 'Study Groups' },
];

export const mainLinks: readonly NavItem[] = [
  homeLink,
  storeLink,
  { href: pathTo('memberPortal'), label: 'Member Portal' },
  { href: pathTo('donate'), label: 'Donate' },
  { href: pathTo('contact'), label: 'Contact' },
];

export const navGroups: readonly NavGroup[] = [
  {
    label: 'Resources',
    items: [
      { href: pathTo('videos'), label: 'Videos' },
      { href: pathTo('bibleStudy'), label: 'Bible Study' },
      { href: pathTo('articles'), label: 'Articles' },
    ],
  },
  {
    label: 'Study Tools',
    items: [
      { href: pathTo('timeline'), label: 'Biblical Timeline' },
      { href: pathTo('characters'), label: 'Bible Characters' },
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
  { href: pathTo('profile'), label: 'Profile Settings', icon: Settings },
  ...(isAdmin ? [{ href: pathTo('admin'), label: 'Admin Panel', icon: ShieldCheck }] : []),
  { href: pathTo('dashboard'), label: 'Dashboard', icon: LayoutDashboard },
];

export const footerLinks: readonly NavItem[] = [
  homeLink,
  storeLink,
  { href: pathTo('videos'), label: 'Videos' },
  { href: pathTo('bibleStudy'), label: 'Bible Study' },
  { href: pathTo('contact'), label: 'Contact' },
  bibleLink,
  ...communityLinks,
];
