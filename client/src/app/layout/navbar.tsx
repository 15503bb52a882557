import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { CurrentUser } from '@contract/auth';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { displayName } from '@contract/auth';
import { pathTo } from '@contract/pages';
import type { SiteLanguage } from '@contract/i18n';
import { mayHaveSession, useCurrentUser } from '@client/lib/auth';
import { usePageLanguage } from '@client/lib/i18n';
import { useHydrated } from '@client/lib/use-hydrated';
import { isLinkActive } from '@client/lib/nav';
import { cn } from '@client/lib/utils';
import { Brand } from './brand';
import { MenuFallback } from './menu-fallback';
import { MobileDrawer } from './mobile-drawer';
import { SearchLauncher } from './search-launcher';
import { LanguageMenu } from './language-switch';
import { useNavigation, type NavGroup, type NavItem } from './nav-items';
import { useLogout } from '@client/lib/use-logout';

const topItem =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-navy-100 transition-colors hover:bg-navy-800 hover:text-white data-[state=open]:bg-navy-800 data-[state=open]:text-white';
const topItemActive = 'bg-navy-800 text-gold-300 hover:text-gold-300';

const menuContent =
  'z-50 min-w-[12rem] rounded-md border border-navy-100 bg-white p-1 text-navy-950 shadow-lg';
const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm outline-offset-[-2px] select-none data-[highlighted]:bg-navy-100 aria-[current=page]:bg-gold-100 aria-[current=page]:font-semibold';

function TopLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isLinkActive(item.href, pathname);
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(topItem, active && topItemActive)}
    >
      {item.label}
    </Link>
  );
}

function GroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = group.items.some((item) => isLinkActive(item.href, pathname));
  return (
    <DropdownMenu.Root modal={false}>
      <div className="menu-fallback-group relative">
        <DropdownMenu.Trigger
          className={cn(topItem, active && topItemActive)}
          data-active={active ? 'true' : undefined}
        >
          {group.label}
          <ChevronDown className="size-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <MenuFallback sections={[{ links: group.items }]} className="left-0" />
      </div>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={menuContent}>
          {group.items.map((item) => {
            const itemActive = isLinkActive(item.href, pathname);
            return (
              <DropdownMenu.Item key={item.href} asChild>
                <Link
                  href={item.href}
                  aria-current={itemActive ? 'page' : undefined}
                  className={menuItem}
                >
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function UserMenu({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { accountLinks } = useNavigation();
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cn(topItem, 'max-w-[10rem]')}>
        <UserRound className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{displayName(user)}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContent}>
          {accountLinks(user.roles.length > 0).map(({ href, label, icon: Icon }) => (
            <DropdownMenu.Item key={href} asChild>
              <Link href={href} className={menuItem}>
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-navy-100" />
          <DropdownMenu.Item
            className={menuItem}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {intl.formatMessage({ id: 'account.logout' })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The Login link, or the account's menu. The page's first HTML (pre-rendered, the same for
 * everyone) carries the Login link, and so does the render that takes it over. A browser holding
 * the session hint hides that first link from the start (styles.css, SESSION_HINT_ATTRIBUTE in
 * lib/session-hint.ts); the app keeps its place, unseen, while it asks for the session, then puts
 * the menu there, or shows the link when the hint was out of date.
 */
function AccountSlot() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { data: user, isPending } = useCurrentUser();
  if (user) return <UserMenu user={user} />;
  const waiting = hydrated && isPending && mayHaveSession();
  return (
    <Link
      href={pathTo('login')}
      data-login-link={hydrated && !waiting ? 'settled' : 'first'}
      aria-hidden={waiting ? true : undefined}
      tabIndex={waiting ? -1 : undefined}
      className={cn(
        'inline-flex h-9 items-center rounded-md bg-gold-400 px-4 text-sm font-semibold whitespace-nowrap text-navy-950 hover:bg-gold-300',
        waiting && 'invisible',
      )}
    >
      {intl.formatMessage({ id: 'account.login' })}
    </Link>
  );
}

/**
 * How the bar lays out its links from 1280 px, by the page's language (below 1280 px every
 * language uses the menu button and the drawer). English fits on one row beside the brand and the
 * account. The Spanish and Portuguese labels are longer: below 1440 px the links wrap as a whole
 * onto a second row under the brand, and from 1440 px they share one row (figures in
 * docs/decisions/0044-a-navigation-bar-that-fits.md). Class names written out in full for
 * Tailwind to find.
 */
const barLayout: Record<SiteLanguage, { row: string; nav: string }> = {
  en: { row: '', nav: '' },
  es: {
    row: 'xl:flex-wrap min-[90rem]:flex-nowrap',
    nav: 'xl:order-last xl:w-full xl:pb-2 min-[90rem]:order-none min-[90rem]:w-auto min-[90rem]:pb-0',
  },
  pt: {
    row: 'xl:flex-wrap min-[90rem]:flex-nowrap',
    nav: 'xl:order-last xl:w-full xl:pb-2 min-[90rem]:order-none min-[90rem]:w-auto min-[90rem]:pb-0',
  },
};

export function Navbar() {
  const intl = useIntl();
  const { mainLinks, navGroups } = useNavigation();
  const [pathname] = useLocation();
  const layout = barLayout[usePageLanguage()];
  const [home, store, ...rest] = mainLinks;
  return (
    <header className="on-dark sticky top-0 z-40 border-b border-navy-800 bg-navy-900 text-white shadow-sm">
      {/* Wider than the pages' column (72rem): the links need the room on a laptop's screen. */}
      <div
        className={cn(
          'mx-auto flex w-full max-w-[96rem] items-center justify-between gap-x-3 px-4 sm:px-6',
          layout.row,
        )}
      >
        <Brand className="text-base sm:text-lg" />
        <nav
          aria-label={intl.formatMessage({ id: 'nav.main' })}
          className={cn('hidden xl:block', layout.nav)}
        >
          <ul className="flex items-center gap-0.5">
            {[home, store].map((item) =>
              item ? (
                <li key={item.href}>
                  <TopLink item={item} pathname={pathname} />
                </li>
              ) : null,
            )}
            {navGroups.map((group) => (
              <li key={group.label}>
                <GroupMenu group={group} pathname={pathname} />
              </li>
            ))}
            {rest.map((item) => (
              <li key={item.href}>
                <TopLink item={item} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex h-16 shrink-0 items-center gap-2">
          <SearchLauncher />
          <div className="hidden xl:block">
            <LanguageMenu />
          </div>
          <div className="hidden xl:block">
            <AccountSlot />
          </div>
          <MobileDrawer pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
