import { localizePath } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import { SITE_SEARCH_MAX_LENGTH } from '@contract/search';
import { searchHref } from '@contract/search-page';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { usePageLanguage } from '@client/lib/i18n';

/** The search page's field, which its label names. */
const PAGE_FIELD_ID = 'search-page-q';

/**
 * The site search's field: a plain GET form to the search page, so it works before the app or
 * without it, which the app follows itself. The search page shows it with a visible label and a
 * worded button, holding the query searched; the phone menu's is `compact`, its label and button
 * spoken only.
 */
export function SearchForm({
  className,
  compact = false,
  query,
  onSearch,
}: {
  className: string;
  compact?: boolean;
  query?: string;
  /** Called as the search page is opened (the phone menu closes). */
  onSearch?: () => void;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const [, navigate] = useLocation();
  const label = intl.formatMessage({ id: 'search.label' });
  const submit = intl.formatMessage({ id: 'search.submit' });
  return (
    <form
      role="search"
      method="get"
      action={localizePath(pathTo('search'), lang)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        onSearch?.();
        navigate(searchHref({ q: typeof q === 'string' ? q.trim() : '' }));
      }}
    >
      {compact ? null : (
        <label htmlFor={PAGE_FIELD_ID} className="sr-only">
          {label}
        </label>
      )}
      <input
        id={compact ? undefined : PAGE_FIELD_ID}
        // Another query (the reader went back) starts the field again with it.
        key={query}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SITE_SEARCH_MAX_LENGTH}
        aria-label={compact ? label : undefined}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        className="h-11 min-w-0 flex-1 rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 placeholder:text-slate-600"
      />
      {compact ? (
        <button
          type="submit"
          aria-label={submit}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-navy-900 text-white hover:bg-navy-800"
        >
          <Search className="size-5" aria-hidden="true" />
        </button>
      ) : (
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          <Search className="size-4" aria-hidden="true" />
          {submit}
        </button>
      )}
    </form>
  );
}
