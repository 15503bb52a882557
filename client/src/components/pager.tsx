import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * Previous / 'Page n of m' / Next under a long list; nothing when everything fits on one page.
 * Must stay mounted while the list shows, so that it can move the reader back to the last page.
 * A public list whose address holds its page gives `hrefOf`: its Previous and Next are then links,
 * which reach the other pages before the page's code runs, or without it.
 */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
  hrefOf,
}: {
  /** Names the navigation for screen readers, e.g. 'Subscriber pages' (in the page's language). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  hrefOf?: (page: number) => string;
}) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  // The list shrank under the reader (the last row of the last page deleted): show the new last page.
  useEffect(() => {
    if (page > pages) onPage(pages);
  }, [page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={label}>
      <Step to={page - 1} disabled={page <= 1} onPage={onPage} hrefOf={hrefOf}>
        {intl.formatMessage({ id: 'pager.previous' })}
      </Step>
      <span aria-live="polite">
        {intl.formatMessage({ id: 'pager.position' }, { page, pages })}
      </span>
      <Step to={page + 1} disabled={page >= pages} onPage={onPage} hrefOf={hrefOf}>
        {intl.formatMessage({ id: 'pager.next' })}
      </Step>
    </nav>
  );
}

/** Previous or Next: a link to the page when the list gives addresses, otherwise a button. */
function Step({
  to,
  disabled,
  onPage,
  hrefOf,
  children,
}: {
  to: number;
  disabled: boolean;
  onPage: (page: number) => void;
  hrefOf: ((page: number) => string) | undefined;
  children: string;
}) {
  if (hrefOf && !disabled) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link href={hrefOf(to)}>{children}</Link>
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={() => onPage(to)}>
      {children}
    </Button>
  );
}
