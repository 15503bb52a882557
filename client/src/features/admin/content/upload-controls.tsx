import { Upload } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

/**
 * An upload field's controls (the image's and the audio's): the hidden file input and the button
 * that opens it, the field's other buttons (`actions`), the hint, the upload's progress while
 * `progress` is set (a fraction), and what went wrong (`error`).
 */
export function UploadControls({
  accept,
  fileLabel,
  chooseLabel,
  progress,
  progressLabel,
  hint,
  error,
  onFile,
  actions,
  notice,
}: {
  accept: string;
  /** The file input's name for assistive technology. */
  fileLabel: string;
  chooseLabel: string;
  progress: number | null;
  progressLabel: string;
  hint: string;
  error: string | undefined;
  onFile: (file: File) => void;
  actions: ReactNode;
  /** Shown under the hint while nothing is wrong. */
  notice?: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        // The button below opens it; one stop in the tab order is enough.
        tabIndex={-1}
        aria-label={fileLabel}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
        disabled={uploading}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          <Upload aria-hidden="true" /> {chooseLabel}
        </Button>
        {actions}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {notice && !error ? notice : null}
      {uploading ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-navy-100"
          >
            <div className="h-full bg-navy-700 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm text-slate-700 tabular-nums">{percent}%</span>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
