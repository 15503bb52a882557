import { formatDuration, type Audio } from '@contract/teachings';
import { Download, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { useHydrated } from '@client/lib/use-hydrated';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const BACK_SECONDS = 15;
const FORWARD_SECONDS = 30;

/** Where the listener stopped, kept in this browser by audio file. */
const positionKey = (key: string) => `teaching-position:${key}`;
export function savedPosition(key: string): number {
  try {
    const value = Number(window.localStorage.getItem(positionKey(key)));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}
function savePosition(key: string, seconds: number) {
  try {
    window.localStorage.setItem(positionKey(key), String(Math.floor(seconds)));
  } catch {
    // Storage refused (private mode, full): the position is simply not kept.
  }
}

/**
 * A teaching's audio. The server's HTML (and a browser without JavaScript) has the plain
 * `<audio controls>` with the same file; once the app runs, its own controls replace the
 * browser's: play/pause, back 15 s and forward 30 s, speed, a seek bar with the time, and a
 * download link. Nothing is loaded before the listener plays (`preload="none"`). The position is
 * kept in the browser and resumed; the lock screen and headphones control it (Media Session).
 */
export function AudioPlayer({
  audio,
  title,
  artist,
  audioRef,
  onTime,
}: {
  audio: Audio;
  title: string;
  artist?: string | undefined;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The current time, as it moves. */
  onTime: (seconds: number) => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [speed, setSpeed] = useState(1);
  const lastSaved = useRef(0);
  const duration = audio.durationSeconds;

  // Resume where the listener stopped (applied when the file starts loading).
  useEffect(() => {
    const element = audioRef.current;
    const saved = savedPosition(audio.key);
    if (element && saved > 0 && saved < duration - 1) {
      element.currentTime = saved;
      setTime(saved);
      onTime(saved);
    }
    // Once per file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [audio.key]);

  const seek = (seconds: number) => {
    const element = audioRef.current;
    if (!element) return;
    const to = Math.min(Math.max(0, seconds), duration);
    element.currentTime = to;
    setTime(to);
    onTime(to);
    savePosition(audio.key, to);
  };
  const toggle = () => {
    const element = audioRef.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };

  // Lock screen and headphone controls.
  useEffect(() => {
    if (!hydrated || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artist: artist ?? '' });
    const element = audioRef.current;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void element?.play()],
      ['pause', () => element?.pause()],
      ['seekbackward', () => element && seek(element.currentTime - BACK_SECONDS)],
      ['seekforward', () => element && seek(element.currentTime + FORWARD_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
    // The handlers read the element when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, title, artist]);

  return (
    <section
      aria-label={intl.formatMessage({ id: 'player.label' })}
      className="rounded-xl border border-navy-100 bg-white p-4 shadow-sm"
    >
      <audio
        ref={audioRef}
        src={audio.url}
        preload="none"
        controls={!hydrated}
        className={hydrated ? 'hidden' : 'w-full'}
        onPlay={() => setPlaying(true)}
        onPause={(event) => {
          setPlaying(false);
          savePosition(audio.key, event.currentTarget.currentTime);
        }}
        onTimeUpdate={(event) => {
          const now = event.currentTarget.currentTime;
          setTime(now);
          onTime(now);
          if (Math.abs(now - lastSaved.current) >= 1) {
            lastSaved.current = now;
            savePosition(audio.key, now);
          }
        }}
        onRateChange={(event) => setSpeed(event.currentTarget.playbackRate)}
      />
      {hydrated ? (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              size="icon"
              onClick={toggle}
              aria-label={intl.formatMessage({ id: playing ? 'player.pause' : 'player.play' })}
            >
              {playing ? (
                <Pause className="size-5" aria-hidden="true" />
              ) : (
                <Play className="size-5" aria-hidden="true" />
              )}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => seek(time - BACK_SECONDS)}
              aria-label={intl.formatMessage({ id: 'player.back' })}
            >
              <RotateCcw className="size-5" aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => seek(time + FORWARD_SECONDS)}
              aria-label={intl.formatMessage({ id: 'player.forward' })}
            >
              <RotateCw className="size-5" aria-hidden="true" />
            </Button>
            <label className="flex items-center gap-2 text-sm text-navy-900">
              <span className="sr-only">{intl.formatMessage({ id: 'player.speed' })}</span>
              <select
                value={speed}
                onChange={(event) => {
                  const rate = Number(event.target.value);
                  if (audioRef.current) audioRef.current.playbackRate = rate;
                  setSpeed(rate);
                }}
                className="min-h-10 rounded-md border border-navy-200 bg-white px-2"
              >
                {SPEEDS.map((rate) => (
                  <option key={rate} value={rate}>
                    {`${rate}×`}
                  </option>
                ))}
              </select>
            </label>
            <a
              href={audio.url}
              download
              className="ml-auto inline-flex size-10 items-center justify-center rounded-md text-navy-800 hover:bg-navy-100"
              aria-label={intl.formatMessage({ id: 'player.download' })}
              title={intl.formatMessage({ id: 'player.download' })}
            >
              <Download className="size-5" aria-hidden="true" />
            </a>
          </div>
          <div className="flex items-center gap-3 text-sm text-slate-700 tabular-nums">
            <span aria-hidden="true">{formatDuration(time)}</span>
            <input
              type="range"
              min={0}
              max={Math.max(1, Math.floor(duration))}
              step={1}
              value={Math.floor(time)}
              onChange={(event) => seek(Number(event.target.value))}
              aria-label={intl.formatMessage({ id: 'player.position' })}
              aria-valuetext={`${formatDuration(time)} / ${formatDuration(duration)}`}
              className="min-w-0 flex-1 accent-navy-800"
            />
            <span aria-hidden="true">{formatDuration(duration)}</span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
