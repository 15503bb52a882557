import { Loader2 } from 'lucide-react';

/** Shown while a screen's code arrives on client-side navigation (first loads are pre-rendered). */
export function ScreenLoading() {
  return (
    <div
      role="status"
      className="container-page flex min-h-[50vh] items-center justify-center gap-3"
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-navy-700" />
      <span className="text-navy-800">Loading…</span>
    </div>
  );
}
