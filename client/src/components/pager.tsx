import { useEffect } from 'react';
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
  /** Names the navigation for screen readers, e.g. 'Subscriber pages'. */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  // The list shrank under the reader (the last row of the last page deleted): show the new last page.
  useEffect(() => {
    if (page > pages) onPage(pages);
  }, [page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={label}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
