import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { languageLinks, useAddressIn } from './language-switch';
import { DRAWER_TEXT_ATTRIBUTES, DRAWER_TRIGGER_ATTRIBUTE } from '@client/lib/early-drawer';
import { MenuFallback } from './menu-fallback';
import { useNavigation } from './nav-items';

const loadSheet = () => import('./drawer-sheet');
const DrawerSheet = lazy(() => loadSheet().then((m) => ({ default: m.DrawerSheet })));

/**
 * Small screens: the navigation bar's links in a right-side sheet. The button is plain; the
 * sheet's code arrives when the visitor reaches for the button (or taps it).
 */
export function MobileDrawer({ pathname }: { pathname: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadSheet();

  const { mainLinks, navGroups } = useNavigation();
  const addressIn = useAddressIn();
  return (
    <div className="menu-fallback-group relative xl:hidden">
      <button
        ref={button}
        type="button"
        aria-label={intl.formatMessage({ id: 'drawer.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Before the app is here, the boot module opens a plain drawer from this button at once
        // (lib/early-drawer.ts), in these words; the app's drawer takes its place on arrival.
        {...{
          [DRAWER_TRIGGER_ATTRIBUTE]: '',
          [DRAWER_TEXT_ATTRIBUTES.title]: intl.formatMessage({ id: 'drawer.title' }),
          [DRAWER_TEXT_ATTRIBUTES.heading]: intl.formatMessage({ id: 'drawer.heading' }),
          [DRAWER_TEXT_ATTRIBUTES.close]: intl.formatMessage({ id: 'drawer.close' }),
          [DRAWER_TEXT_ATTRIBUTES.nav]: intl.formatMessage({ id: 'drawer.nav' }),
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-navy-800 xl:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <MenuFallback
        className="right-0 max-h-[80vh] w-[300px] max-w-[calc(100vw-2rem)] overflow-y-auto"
        sections={[
          { links: mainLinks },
          ...navGroups.map((group) => ({ title: group.label, links: group.items })),
          { title: intl.formatMessage({ id: 'language.label' }), links: languageLinks(addressIn) },
        ]}
      />
      {used ? (
        <Suspense fallback={null}>
          <DrawerSheet
            pathname={pathname}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
