import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its own box on a phone; the box takes the keyboard's focus, so
 * it can be scrolled without a mouse.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="group" aria-label={label}>
      <table className="w-full text-left text-sm">{children}</table>
    </div>
  );
}
