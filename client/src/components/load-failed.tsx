import { Button } from '@client/components/ui/button';

/** A list or panel that could not be loaded: says so, and offers to ask again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="space-y-3" role="alert">
      <p className="text-slate-700">{what} could not be loaded.</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
