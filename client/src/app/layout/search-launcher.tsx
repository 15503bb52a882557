import { localizePath } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageLanguage } from '@client/lib/i18n';
import { POPOVER_LINK_ATTRIBUTE } from '@client/lib/page-marks';
import { isSearchShortcut, SEARCH_LAUNCHER_ATTRIBUTE } from '@client/lib/search-keys';

const loadDialog = () => import('@client/features/search/search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

/**
 * The navigation bar's search: a link to the search page (it works without the app) that, once
 * the app is here, opens the search dialog instead; `/` and Ctrl K / ⌘K open it from anywhere on
 * the page. As a popover link, a tap or Enter on it before the app waits for the app (boot.ts),
 * and so do the keys. The dialog's code arrives when the reader reaches for it.
 */
export function SearchLauncher() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = intl.formatMessage({ id: 'search.open' });
  return (
    <>
      <a
        href={localizePath(pathTo('search'), lang)}
        aria-label={label}
        title={intl.formatMessage({ id: 'search.shortcut' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...{ [SEARCH_LAUNCHER_ATTRIBUTE]: '', [POPOVER_LINK_ATTRIBUTE]: '' }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          show();
        }}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-white hover:bg-navy-800"
      >
        <Search className="size-5" aria-hidden="true" />
      </a>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
