/**
 * The site's first menus keep their order; the screens added later (the Holy Bible, the
 * community screens, the dashboard, the articles) come after them, so that every screen has a
 * way in. Labels are messages of the page's language (`useNavigation`); the English menus are
 * exported as they are for code outside React.
 */
import type { MessageId } from '@contract/messages/en';
import { en } from '@contract/messages/en';
import { pathTo } from '@contract/pages';
import { LayoutDashboard, Settings, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

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

/** The menus with their labels in one language (`t` gives a message of its catalogue). */
export function navigation(t: (id: MessageId) => string) {
  const homeLink: NavItem = { href: pathTo('home'), label: t('nav.home') };
  const storeLink: NavItem = { href: pathTo('store'), label: t('nav.store') };
  const bibleLink: NavItem = { href: pathTo('bible'), label: t('nav.bible') };
  const communityLinks: readonly NavItem[] = [
    { href: pathTo('questions'), label: t('nav.questions') },
    { href: pathTo('studyGroups'), label: t('nav.studyGroups') },
    { href: pathTo('prayer'), label: t('nav.prayer') },
    { href: pathTo('events'), label: t('nav.events') },
  ];
  const videosLink: NavItem = { href: pathTo('videos'), label: t('nav.videos') };
  const bibleStudyLink: NavItem = { href: pathTo('bibleStudy'), label: t('nav.bibleStudy') };
  const contactLink: NavItem = { href: pathTo('contact'), label: t('nav.contact') };

  const mainLinks: readonly NavItem[] = [
    homeLink,
    storeLink,
    { href: pathTo('memberPortal'), label: t('nav.memberPortal') },
    { href: pathTo('donate'), label: t('nav.donate') },
    contactLink,
  ];

  const navGroups: readonly NavGroup[] = [
    {
      label: t('nav.resources'),
      items: [
        videosLink,
        bibleStudyLink,
        { href: pathTo('articles'), label: t('nav.articles') },
        { href: pathTo('teachings'), label: t('nav.teachings') },
      ],
    },
    {
      label: t('nav.studyTools'),
      items: [
        { href: pathTo('timeline'), label: t('nav.timeline') },
        { href: pathTo('characters'), label: t('nav.characters') },
        bibleLink,
      ],
    },
    {
      label: t('nav.community'),
      items: communityLinks,
    },
  ];

  /** The signed-in member's menu (the navbar's and the drawer's Account section), before Logout. */
  const accountLinks = (isStaff: boolean): AccountItem[] => [
    { href: pathTo('profile'), label: t('account.profile'), icon: Settings },
    ...(isStaff ? [{ href: pathTo('admin'), label: t('account.admin'), icon: ShieldCheck }] : []),
    { href: pathTo('dashboard'), label: t('account.dashboard'), icon: LayoutDashboard },
  ];

  const footerLinks: readonly NavItem[] = [
    homeLink,
    storeLink,
    videosLink,
    bibleStudyLink,
    contactLink,
    bibleLink,
    ...communityLinks,
  ];

  return { mainLinks, navGroups, accountLinks, footerLinks };
}

export type Navigation = ReturnType<typeof navigation>;

/** The menus in the page's language. */
export function useNavigation(): Navigation {
  const intl = useIntl();
  return useMemo(() => navigation((id) => intl.formatMessage({ id })), [intl]);
}

export const { mainLinks, navGroups, accountLinks, footerLinks } = navigation((id) => en[id]);
