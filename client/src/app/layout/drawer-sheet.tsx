import { pathTo } from '@contract/pages';
import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { SearchForm } from '@client/features/search/search-form';
import { useCurrentUser } from '@client/lib/auth';
import { isLinkActive } from '@client/lib/nav';
import { cn } from '@client/lib/utils';
import { LanguageSelect } from './language-switch';
import { useNavigation, type NavItem } from './nav-items';
import { useLogout } from '@client/lib/use-logout';

const drawerItem =
  'flex w-full items-center gap-2 rounded-md border-l-4 border-transparent px-3 py-2.5 text-left text-base text-navy-900 hover:bg-navy-50';
const drawerItemActive = 'border-gold-500 bg-navy-100 font-semibold';

function DrawerLink({
  item,
  pathname,
  onChoose,
}: {
  item: NavItem;
  pathname: string;
  onChoose: () => void;
}) {
  const active = isLinkActive(item.href, pathname);
  return (
    <li>
      <Link
        href={item.href}
        aria-current={active ? 'page' : undefined}
        className={cn(drawerItem, active && drawerItemActive)}
        onClick={onChoose}
      >
        {item.label}
      </Link>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-navy-100 pt-4" aria-label={title}>
      <h2 className="px-3 pb-2 font-sans text-xs font-semibold tracking-wider text-navy-600 uppercase">
        {title}
      </h2>
      <ul className="space-y-1">{children}</ul>
    </section>
  );
}

/**
 * The drawer itself, loaded on first use (it brings Radix Dialog, focus trapping and scroll
 * locking, which the first paint does not need).
 */
export function DrawerSheet({
  pathname,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: closed without choosing a page, the drawer gives it the focus back. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const { mainLinks, navGroups, accountLinks } = useNavigation();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  // A chosen page takes the focus where the page puts it; otherwise it returns to the button.
  const chosen = useRef(false);
  const close = () => {
    chosen.current = true;
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            chosen.current = false;
          }}
          // The button is not Radix's trigger (it is the page's own, from before the app), so
          // Radix would not know where to give the focus back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!chosen.current) returnFocusTo.current?.focus();
          }}
          className="animate-drawer fixed inset-y-0 right-0 z-50 flex h-full w-[300px] max-w-full flex-col overflow-y-auto bg-white shadow-xl sm:w-[400px]"
        >
          <div className="flex items-center justify-between border-b border-navy-100 px-4 py-3">
            <Dialog.Title className="sr-only">
              {intl.formatMessage({ id: 'drawer.title' })}
            </Dialog.Title>
            <span className="font-serif text-lg font-semibold text-navy-900" aria-hidden="true">
              {intl.formatMessage({ id: 'drawer.heading' })}
            </span>
            <Dialog.Close
              aria-label={intl.formatMessage({ id: 'drawer.close' })}
              className="inline-flex size-10 items-center justify-center rounded-md text-navy-800 hover:bg-navy-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav
            aria-label={intl.formatMessage({ id: 'drawer.nav' })}
            className="flex flex-col gap-4 px-3 py-4"
          >
            <SearchForm className="flex gap-2 px-3" compact onSearch={close} />
            <ul className="space-y-1">
              {mainLinks.map((item) => (
                <DrawerLink key={item.href} item={item} pathname={pathname} onChoose={close} />
              ))}
            </ul>
            {navGroups.map((group) => (
              <Section key={group.label} title={group.label}>
                {group.items.map((item) => (
                  <DrawerLink key={item.href} item={item} pathname={pathname} onChoose={close} />
                ))}
              </Section>
            ))}
            {user ? (
              <Section title={intl.formatMessage({ id: 'drawer.account' })}>
                {accountLinks(user.roles.length > 0).map((item) => (
                  <DrawerLink key={item.href} item={item} pathname={pathname} onChoose={close} />
                ))}
                <li>
                  <button
                    type="button"
                    className={drawerItem}
                    disabled={logout.isPending}
                    onClick={() => {
                      close();
                      logout.mutate();
                    }}
                  >
                    <LogOut className="size-4" aria-hidden="true" />
                    {intl.formatMessage({ id: 'account.logout' })}
                  </button>
                </li>
              </Section>
            ) : (
              <ul className="border-t border-navy-100 pt-4">
                <DrawerLink
                  item={{
                    href: pathTo('login'),
                    label: intl.formatMessage({ id: 'account.login' }),
                  }}
                  pathname={pathname}
                  onChoose={close}
                />
              </ul>
            )}
            <div className="border-t border-navy-100 px-3 pt-4">
              <LanguageSelect />
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
