import { AUDIO_MAX_BYTES, AUDIO_TOO_LARGE, formatDuration, type Audio } from '@contract/teachings';
import { FileAudio, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { useLocalizer } from '@client/lib/localize';
import { uploadAudioResumably } from '../api/audio-upload';
import { UploadControls } from '../content/upload-controls';
import { useFailureMessage } from '../use-failure-message';
import { megabytes } from './teaching-form';

/** What the file chooser offers; the server judges the bytes, whatever the name. */
const ACCEPT = 'audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,audio/ogg,.mp3,.m4a,.ogg,.opus';

/**
 * Chooses and uploads a teaching's audio, its progress shown as it goes; a dropped connection
 * is waited out and the upload carries on. The form keeps only the key the server answered. The
 * upload can be stopped.
 */
export function AudioField({
  audio,
  error,
  onChange,
}: {
  audio: Audio | null;
  error?: string | undefined;
  onChange: (audio: Audio | null) => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const failure = useFailureMessage();
  const stop = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? localizer.text(error);

  const onFile = async (file: File) => {
    if (file.size > AUDIO_MAX_BYTES) {
      setProblem(localizer.text(AUDIO_TOO_LARGE));
      return;
    }
    setProblem(null);
    setProgress(0);
    const controller = new AbortController();
    stop.current = controller;
    try {
      onChange(await uploadAudioResumably(file, setProgress, controller.signal));
    } catch (e) {
      if (!controller.signal.aborted) setProblem(failure(e, 'admin.teachings.audio.failed'));
    } finally {
      stop.current = null;
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm leading-none font-medium text-navy-900">
        {intl.formatMessage({ id: 'admin.teachings.audio' })}
      </legend>
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-navy-100 p-3">
        <FileAudio className="size-6 shrink-0 text-navy-400" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm break-words text-slate-700" data-testid="audio-state">
          {audio
            ? intl.formatMessage(
                { id: 'admin.teachings.audio.current' },
                {
                  duration: formatDuration(audio.durationSeconds),
                  size: megabytes(audio.bytes),
                  type: audio.mimeType.replace('audio/', '').toUpperCase(),
                },
              )
            : intl.formatMessage({ id: 'admin.teachings.audio.none' })}
        </p>
      </div>
      <UploadControls
        accept={ACCEPT}
        fileLabel={intl.formatMessage({ id: 'admin.teachings.audio.file' })}
        chooseLabel={intl.formatMessage({
          id: audio ? 'admin.teachings.audio.replace' : 'admin.teachings.audio.upload',
        })}
        progress={progress}
        progressLabel={intl.formatMessage({ id: 'admin.teachings.audio.uploading' })}
        hint={intl.formatMessage(
          { id: 'admin.teachings.audio.hint' },
          { max: AUDIO_MAX_BYTES / 1024 / 1024 },
        )}
        error={shown}
        onFile={(file) => void onFile(file)}
        actions={
          uploading ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => stop.current?.abort()}>
              <X aria-hidden="true" /> {intl.formatMessage({ id: 'admin.teachings.audio.stop' })}
            </Button>
          ) : audio ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            >
              <Trash2 aria-hidden="true" />{' '}
              {intl.formatMessage({ id: 'admin.teachings.audio.remove' })}
            </Button>
          ) : null
        }
      />
    </fieldset>
  );
}
