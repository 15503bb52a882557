import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Pager } from '@client/components/pager';
import { Skeleton } from '@client/components/ui/skeleton';

/** What a paged list's query gives: one page of items and how many there are in all. */
interface PagedListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: { items: readonly T[]; total: number } | undefined;
}

/**
 * One page of a public list as a grid of cards, under the states every such list has: three
 * placeholder cards while it loads, `failed` when it could not, `empty` when nothing matches,
 * and otherwise the cards (after `count`, when given) with the pager. The page is in the
 * address (`hrefOf`), so Previous and Next are links that work before the page's code runs.
 */
export function PagedGrid<T extends { id: string | number }>({
  list,
  gridClassName,
  skeletonClassName,
  itemClassName,
  failed,
  empty,
  count,
  renderItem,
  pager,
}: {
  list: PagedListQuery<T>;
  gridClassName: string;
  skeletonClassName: string;
  itemClassName?: string;
  failed: ReactNode;
  empty: ReactNode;
  count?: (total: number) => ReactNode;
  renderItem: (item: T) => ReactNode;
  pager: { label: string; page: number; pageSize: number; hrefOf: (page: number) => string };
}) {
  const [, navigate] = useLocation();
  if (list.isPending) {
    return (
      <ul className={gridClassName} aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton className={skeletonClassName} />
          </li>
        ))}
      </ul>
    );
  }
  if (list.isError || !list.data) return <>{failed}</>;
  const { items, total } = list.data;
  if (total === 0) {
    return <p className="rounded-lg border border-navy-100 bg-white p-6 text-slate-700">{empty}</p>;
  }
  return (
    <div className="flex flex-col gap-8">
      {count ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {count(total)}
        </p>
      ) : null}
      <ul className={gridClassName}>
        {items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Pager
        label={pager.label}
        page={pager.page}
        total={total}
        pageSize={pager.pageSize}
        onPage={(page) => navigate(pager.hrefOf(page))}
        hrefOf={pager.hrefOf}
      />
    </div>
  );
}
