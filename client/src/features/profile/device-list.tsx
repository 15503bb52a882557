import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '@client/components/load-failed';
import { Skeleton } from '@client/components/ui/skeleton';

/**
 * A list of the ways into the member's account (passkeys, signed-in devices) under the states of
 * its query: placeholder rows while it loads, a retry when it failed, `empty` when there are
 * none, and otherwise the rows.
 */
export function DeviceList({
  query,
  loadingLabel,
  placeholders,
  what,
  label,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  placeholders: number;
  /** The list as LoadFailed's sentence names it. */
  what: string;
  label: string;
  /** Shown instead of an empty list, when given. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={loadingLabel} className="space-y-3">
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadFailed what={what} onRetry={() => void query.refetch()} />;
  if (empty) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-navy-100" aria-label={label}>
      {children}
    </ul>
  );
}

/** One row of a DeviceList: what it is, a tag beside its name, when it was used, its buttons. */
export function DeviceRow({
  icon: Icon,
  name,
  tag,
  detail,
  children,
}: {
  icon: LucideIcon;
  name: string;
  tag?: string | undefined;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-navy-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium break-words text-navy-950">
            {name}
            {tag ? (
              <span className="ml-2 rounded bg-navy-100 px-1.5 py-0.5 text-xs font-semibold text-navy-800">
                {tag}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">{detail}</p>
        </div>
      </div>
      {children}
    </li>
  );
}
