import { MEDIA_MAX_BYTES, type Media } from '@contract/publishing';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { uploadImage } from '../api/publishing';
import { useFailureMessage } from '../use-failure-message';
import { checkImageFile, IMAGE_TYPES } from './editing';

/**
 * Chooses, uploads and removes a cover image. The file goes to the media store at once (with
 * its progress shown); the form keeps only the key the server answered. `preview` is the image
 * to show for the current key, when known.
 */
export function ImageUpload({
  label,
  value,
  preview,
  onChange,
  error,
  upload = uploadImage,
  hint,
  notice,
}: {
  label: string;
  value: string | null;
  preview: string | null;
  onChange: (media: Media | null) => void;
  error?: string | undefined;
  /** Where the file goes: the media pipeline's plain upload unless said otherwise. */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<Media>;
  /** What the image must be, when more than the plain upload's rules. */
  hint?: string | undefined;
  /** A standing remark about the current image (one kept before its rules changed). */
  notice?: string | undefined;
}) {
  const intl = useIntl();
  const failure = useFailureMessage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkImageFile(file, intl);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      onChange(await upload(file, setProgress));
    } catch (e) {
      setProblem(failure(e, 'admin.image.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm leading-none font-medium text-navy-900">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex h-32 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-navy-200 bg-navy-50">
          {value && preview ? (
            <img src={preview} alt="" className="h-full w-full object-cover" />
          ) : (
            <ImageIcon className="size-8 text-navy-300" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm text-slate-700">
            {intl.formatMessage({
              id: value ? (preview ? 'admin.image.chosen' : 'admin.image.set') : 'admin.image.none',
            })}
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            // The button below opens it; one stop in the tab order is enough.
            tabIndex={-1}
            aria-label={intl.formatMessage({ id: 'admin.image.file' }, { label })}
            aria-describedby={[hintId, shown ? errorId : null].filter(Boolean).join(' ')}
            onChange={(event) => void onFile(event)}
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
              <Upload aria-hidden="true" />{' '}
              {intl.formatMessage({ id: value ? 'admin.image.replace' : 'admin.image.upload' })}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={uploading}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                <Trash2 aria-hidden="true" /> {intl.formatMessage({ id: 'admin.image.remove' })}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-slate-600">
            {hint ??
              intl.formatMessage(
                { id: 'admin.image.hint' },
                { max: MEDIA_MAX_BYTES / 1024 / 1024 },
              )}
          </p>
          {notice && !shown ? (
            <p className="text-sm font-medium text-amber-800" data-testid="image-notice">
              {notice}
            </p>
          ) : null}
          {uploading ? (
            <div
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'admin.image.uploading' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-navy-100"
            >
              <div
                className="h-full bg-navy-700 transition-all"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          ) : null}
          {shown ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {shown}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
