import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A chart of the admin panel: a picture to screen readers (`label` says what it shows; the
 * tables beside it carry the numbers), as wide as its column and 16rem high.
 */
export function ChartFrame({ label, children }: { label: string; children: ReactElement }) {
  return (
    <div className="h-64 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
