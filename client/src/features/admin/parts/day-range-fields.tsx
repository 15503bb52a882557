import { useId } from 'react';
import { Label } from '@client/components/ui/label';

/** A period as the date inputs give it: its first and last day, `YYYY-MM-DD` (empty until chosen). */
export type DayRange = { from: string; to: string };

/** The look of the admin's small inline controls (date inputs, filters). */
export const inlineControl = 'flex h-10 rounded-md border border-navy-300 bg-white px-3';

/** Two date inputs, each under its label: the first and the last day of a period. */
export function DayRangeFields({
  labels,
  value,
  onChange,
}: {
  labels: DayRange;
  value: DayRange;
  onChange: (value: DayRange) => void;
}) {
  const ids = { from: useId(), to: useId() };
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="space-y-1">
          <Label htmlFor={ids[end]}>{labels[end]}</Label>
          <input
            id={ids[end]}
            type="date"
            className={inlineControl}
            value={value[end]}
            onChange={(e) => onChange({ ...value, [end]: e.target.value })}
          />
        </div>
      ))}
    </>
  );
}
