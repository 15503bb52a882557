import type { ReactNode } from 'react';
import { usePageFormat } from '@client/lib/format';
import { ScrollTable } from './scroll-table';

export interface CountsRow {
  key: string | number;
  name: ReactNode;
  counts: readonly [number, number];
}

/**
 * Names with two counts each (visitors and views, clicks and unique clickers), in the page's
 * number format, scrolling inside their own box on a phone; an optional total row at the foot.
 */
export function CountsTable({
  label,
  columns,
  rows,
  total,
  wrap = 'truncate',
}: {
  label: string;
  /** The names' column, then the two counts'. */
  columns: readonly [string, string, string];
  rows: readonly CountsRow[];
  total?: { name: string; counts: readonly [number, number] } | undefined;
  /** A long name: cut with an ellipsis, or (an address) broken anywhere to be read whole. */
  wrap?: 'truncate' | 'break';
}) {
  const format = usePageFormat();
  const countCells = ([first, second]: readonly [number, number]) => (
    <>
      <td className="py-1 pr-4 text-right">{format.count(first)}</td>
      <td className="py-1 text-right">{format.count(second)}</td>
    </>
  );
  return (
    <ScrollTable label={label}>
      <thead className="border-b border-navy-100 text-navy-900">
        <tr>
          <th scope="col" className="py-2 pr-4">
            {columns[0]}
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            {columns[1]}
          </th>
          <th scope="col" className="py-2 text-right">
            {columns[2]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-navy-50">
            <th
              scope="row"
              className={`py-1 pr-4 font-normal ${wrap === 'truncate' ? 'max-w-[16rem] truncate' : 'break-all'}`}
            >
              {row.name}
            </th>
            {countCells(row.counts)}
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot className="font-semibold text-navy-900">
          <tr>
            <th scope="row" className="py-1 pr-4">
              {total.name}
            </th>
            {countCells(total.counts)}
          </tr>
        </tfoot>
      ) : null}
    </ScrollTable>
  );
}
