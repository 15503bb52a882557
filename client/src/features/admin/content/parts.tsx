import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';

/** A content tab's heading, what it holds, and its main action. */
export function ContentHeader({
  id,
  title,
  description,
  action,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="font-serif text-2xl font-semibold text-navy-900">
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">{description}</p>
      </div>
      {action}
    </div>
  );
}

export function FeaturedBadge() {
  return (
    <span className="ml-2 inline-block rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-800">
      Featured
    </span>
  );
}

/**
 * Closing a form with unsaved changes asks first. `requestClose` closes at once when nothing
 * changed; `dialog` is the question to render.
 */
export function useGuardedClose(unsaved: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsaved ? setAsking(true) : close());
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title="Discard Changes?"
      confirmLabel="Discard"
      pending={false}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    >
      Your changes have not been saved. If you close now, they are lost.
    </ConfirmDialog>
  );
  return { requestClose, dialog };
}
