import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';

/**
 * A search field with its magnifier drawn over the field's left padding. Where the field has no
 * visible label (`hiddenLabel`), one that only screen readers see goes in the same box.
 */
export function SearchInput({
  id,
  hiddenLabel,
  boxClassName,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & {
  id: string;
  hiddenLabel?: string;
  /** The box around the icon and the field: its width and margin. */
  boxClassName?: string;
}) {
  return (
    <div className={cn('relative', boxClassName)}>
      {hiddenLabel ? (
        <Label htmlFor={id} className="sr-only">
          {hiddenLabel}
        </Label>
      ) : null}
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input id={id} type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
