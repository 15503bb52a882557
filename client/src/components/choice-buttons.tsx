import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

export interface ButtonChoice<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A row of small buttons of which the chosen one is pressed (filled), named for screen readers by
 * `label`: a filter that changes what the page shows without changing its address (where the
 * address holds the view, `FilterNav` is the one to use).
 */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChoose,
  className,
}: {
  label: string;
  choices: readonly ButtonChoice<T>[];
  value: T;
  onChoose: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          type="button"
          size="sm"
          variant={choice.value === value ? 'default' : 'outline'}
          aria-pressed={choice.value === value}
          onClick={() => onChoose(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
