import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist of buttons (arrow keys, Home and End move between them) and the
 * selected panel. Controlled by the caller. The tabs wrap onto more rows on a narrow screen, so
 * every tab stays in view and the page never scrolls sideways.
 */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
}: {
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onValueChange(item.value);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-navy-100 p-1"
      >
        {items.map((item, i) => {
          const selected = i === index;
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={cn(
                'rounded-md px-4 py-2 text-sm font-medium text-navy-800 transition-colors',
                selected ? 'bg-white text-navy-950 shadow-sm' : 'hover:bg-navy-50',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) =>
        i === index ? (
          <div
            key={item.value}
            role="tabpanel"
            id={`${base}-panel-${item.value}`}
            aria-labelledby={`${base}-tab-${item.value}`}
            tabIndex={0}
            className="mt-6"
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
