import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

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
  const prefetch = () => void loadSheet();

  return (
    <>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'drawer.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
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
      {used ? (
        <Suspense fallback={null}>
          <DrawerSheet pathname={pathname} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
