import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/**
 * Moves a row of an ordered list up (`direction` -1) or down (1). At the list's end it stays
 * in the tab order, only marked disabled, so focus does not jump away after a move.
 */
export function MoveButton({
  direction,
  label,
  atEnd,
  id,
  onMove,
}: {
  direction: -1 | 1;
  label: string;
  atEnd: boolean;
  /** For putting focus back on it after the list re-renders. */
  id?: string;
  onMove: () => void;
}) {
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      id={id}
      aria-label={label}
      aria-disabled={atEnd || undefined}
      className="aria-disabled:opacity-40"
      onClick={onMove}
    >
      {direction < 0 ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
    </Button>
  );
}
