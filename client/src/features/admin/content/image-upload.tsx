import { MEDIA_MAX_BYTES, type Media } from '@contract/publishing';
import { ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { uploadImage } from '../api/publishing';
import { useFailureMessage } from '../use-failure-message';
import { checkImageFile, IMAGE_TYPES } from './editing';
import { UploadControls } from './upload-controls';

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
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const onFile = async (file: File) => {
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
          <UploadControls
            accept={IMAGE_TYPES.join(',')}
            fileLabel={intl.formatMessage({ id: 'admin.image.file' }, { label })}
            chooseLabel={intl.formatMessage({
              id: value ? 'admin.image.replace' : 'admin.image.upload',
            })}
            progress={progress}
            progressLabel={intl.formatMessage({ id: 'admin.image.uploading' })}
            hint={
              hint ??
              intl.formatMessage({ id: 'admin.image.hint' }, { max: MEDIA_MAX_BYTES / 1024 / 1024 })
            }
            error={shown}
            onFile={(file) => void onFile(file)}
            notice={
              notice ? (
                <p className="text-sm font-medium text-amber-800" data-testid="image-notice">
                  {notice}
                </p>
              ) : null
            }
            actions={
              value ? (
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
              ) : null
            }
          />
        </div>
      </div>
    </fieldset>
  );
}
