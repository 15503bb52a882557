import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * Previous / 'Page n of m' / Next under a long list; nothing when everything fits on one page.
 * Must stay mounted while the list shows, so that it can move the reader back to the last page.
 */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  /** Names the navigation for screen readers, e.g. 'Subscriber pages' (in the page's language). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
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
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage({ id: 'pager.previous' })}
      </Button>
      <span aria-live="polite">
        {intl.formatMessage({ id: 'pager.position' }, { page, pages })}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage({ id: 'pager.next' })}
      </Button>
    </nav>
  );
}
