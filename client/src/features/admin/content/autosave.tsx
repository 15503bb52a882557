import type { ArticleStatus } from '@contract/publishing';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { shouldAutosave } from './editing';

/** Quiet time after the last keystroke before a draft saves itself. */
const AUTOSAVE_DELAY_MS = 2_000;

/**
 * An editor's saving as its status line tells it (the article's and the study's editors): what
 * was last saved (by its snapshot), when, and what last failed to save; a draft saves itself
 * (`autosave`) a quiet moment after its last change while it is valid and nothing is saving.
 * The editor says what it sent with `saved` or `failed`.
 */
export function useAutosave({
  snapshot,
  startSnapshot,
  savedStatus,
  formStatus,
  valid,
  saving,
  saveLabel,
  autosave,
}: {
  /** The form's values as they stand, as one string. */
  snapshot: string;
  startSnapshot: () => string;
  /** The status the server has; undefined while the item has never been saved. */
  savedStatus: ArticleStatus | undefined;
  formStatus: ArticleStatus;
  valid: boolean;
  saving: boolean;
  /** The Save button's words, which the status line asks the admin to choose. */
  saveLabel: string;
  autosave: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const format = usePageFormat();
  const [savedSnapshot, setSavedSnapshot] = useState(startSnapshot);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [failure, setFailure] = useState<{ snapshot: string; message: string } | null>(null);
  const dirty = snapshot !== savedSnapshot;
  const failedNow = failure !== null && failure.snapshot === snapshot;

  useEffect(() => {
    if (failedNow) return;
    if (!shouldAutosave({ savedStatus, formStatus, dirty, valid, saving })) return;
    const timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `autosave` changes with every render; the snapshot stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, dirty, valid, saving, savedStatus, failure?.snapshot]);

  const status = saving
    ? intl.formatMessage({ id: 'admin.editor.saving' })
    : failedNow
      ? intl.formatMessage(
          { id: 'admin.editor.notSaved' },
          { message: localizer.text(failure.message) },
        )
      : dirty
        ? formStatus === 'draft' && (savedStatus ?? 'draft') === 'draft'
          ? intl.formatMessage({
              id: valid ? 'admin.editor.savingShortly' : 'admin.editor.fillRequired',
            })
          : intl.formatMessage({ id: 'admin.editor.chooseToSave' }, { action: saveLabel })
        : savedAt
          ? intl.formatMessage({ id: 'admin.editor.savedAt' }, { time: format.clock(savedAt) })
          : savedStatus
            ? intl.formatMessage({ id: 'admin.editor.noChanges' })
            : '';

  return {
    dirty,
    status,
    /** The values of `sentSnapshot` are what the server now has. */
    saved: (sentSnapshot: string) => {
      setSavedSnapshot(sentSnapshot);
      setSavedAt(new Date());
      setFailure(null);
    },
    /** Saving the values of `sentSnapshot` failed; no autosave tries them again. */
    failed: (sentSnapshot: string, message: string) =>
      setFailure({ snapshot: sentSnapshot, message }),
  };
}

/** An autosaving editor's top line: Back (`onBack` asks first when work is unsaved), its status. */
export function BackAndStatus({
  backLabel,
  onBack,
  status,
  statusId,
}: {
  backLabel: string;
  onBack: () => void;
  status: string;
  /** For the controls the status describes. */
  statusId?: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" /> {backLabel}
      </Button>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className="text-sm text-slate-700"
        data-testid="save-status"
      >
        {status}
      </p>
    </div>
  );
}
