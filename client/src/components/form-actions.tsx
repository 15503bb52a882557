import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

/**
 * The end of a dialog's form: what went wrong with the form as a whole (a field's error stands at
 * its field), then Cancel and the submit button, which says it is working and waits while the
 * save runs.
 */
export function FormActions({
  error,
  cancelLabel,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
}: {
  error: string | null;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * The end of a form on a page: the submit button, which says it is working and waits while the
 * request runs, and beside it the outcome, read out when it changes.
 */
export function SubmitWithOutcome({
  submitLabel,
  pendingLabel,
  pending,
  outcome,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  outcome: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <p aria-live="polite" className="text-sm text-navy-800">
        {outcome}
      </p>
    </div>
  );
}
