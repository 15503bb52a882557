import { AUDIO_MAX_BYTES, AUDIO_TOO_LARGE, formatDuration, type Audio } from '@contract/teachings';
import { FileAudio, Trash2, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { useLocalizer } from '@client/lib/localize';
import { uploadAudioResumably } from '../api/audio-upload';
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
  const input = useRef<HTMLInputElement>(null);
  const stop = useRef<AbortController | null>(null);
  const hintId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? localizer.text(error);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
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
  const percent = Math.round((progress ?? 0) * 100);
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
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        // The button below opens it; one stop in the tab order is enough.
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'admin.teachings.audio.file' })}
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
          {intl.formatMessage({
            id: audio ? 'admin.teachings.audio.replace' : 'admin.teachings.audio.upload',
          })}
        </Button>
        {uploading ? (
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
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {intl.formatMessage(
          { id: 'admin.teachings.audio.hint' },
          { max: AUDIO_MAX_BYTES / 1024 / 1024 },
        )}
      </p>
      {uploading ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'admin.teachings.audio.uploading' })}
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
      {shown ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
