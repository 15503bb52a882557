import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A table's header row: a column header for each label, a gap after each but the last. Labels
 * are keyed by their place: a table's columns do not move.
 */
export function ColumnHeads({ labels, className }: { labels: ReactNode[]; className?: string }) {
  return (
    <thead className={cn('border-b border-navy-100 text-navy-900', className)}>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col" className={index < labels.length - 1 ? 'py-2 pr-4' : 'py-2'}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
