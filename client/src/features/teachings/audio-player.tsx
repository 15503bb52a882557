import { formatDuration, type Audio } from '@contract/teachings';
import { Download, Pause, Play, RotateCcw, RotateCw, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/auth';
import { useHydrated } from '@client/lib/use-hydrated';
import { saveListening, useListening } from './api/teachings';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const BACK_SECONDS = 15;
const FORWARD_SECONDS = 30;

/** How often, at most, a member's position goes to the account while the audio plays. */
const ACCOUNT_SAVE_MS = 15_000;

/**
 * Where the listener stopped, kept in this browser by audio file as `seconds:epochMs` (the time
 * tells it apart from the account's copy, made on another browser; older copies hold seconds only).
 */
const positionKey = (key: string) => `teaching-position:${key}`;
export function savedPosition(key: string): { seconds: number; at: number } {
  try {
    const [seconds, at] = (window.localStorage.getItem(positionKey(key)) ?? '')
      .split(':')
      .map(Number);
    return Number.isFinite(seconds) && seconds !== undefined && seconds > 0
      ? { seconds, at: at !== undefined && Number.isFinite(at) ? at : 0 }
      : { seconds: 0, at: 0 };
  } catch {
    return { seconds: 0, at: 0 };
  }
}
function savePosition(key: string, seconds: number) {
  try {
    window.localStorage.setItem(positionKey(key), `${Math.floor(seconds)}:${Date.now()}`);
  } catch {
    // Storage refused (private mode, full): the position is simply not kept.
  }
}

/** A jump back or forward through the audio: an outlined icon button that names it. */
function SkipButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button type="button" variant="outline" size="icon" onClick={onClick} aria-label={label}>
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

/**
 * A teaching's audio. The server's HTML (and a browser without JavaScript) has the plain
 * `<audio controls>` with the same file; once the app runs, its own controls replace the
 * browser's: play/pause, back 15 s and forward 30 s, speed, a seek bar with the time, and a
 * download link. Nothing is loaded before the listener plays (`preload="none"`). The position is
 * kept in the browser and resumed, and for a signed-in member on the account too (every 15 s of
 * play, on pause, seek and leaving), so another browser resumes there; the lock screen and
 * headphones control it (Media Session).
 */
export function AudioPlayer({
  teachingId,
  audio,
  title,
  artist,
  audioRef,
  onTime,
}: {
  teachingId: number;
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
  const signedIn = !!useCurrentUser().data;
  const account = useListening(teachingId, signedIn && hydrated);
  // Once the listener plays or seeks, a position arriving from the account is not applied.
  const touched = useRef(false);
  const lastSent = useRef({ seconds: -1, at: 0 });

  /** Sends the position to a member's account (throttled unless `now`). */
  const sendToAccount = (seconds: number, now: boolean) => {
    if (!signedIn) return;
    const whole = Math.floor(seconds);
    const sent = lastSent.current;
    if (whole === sent.seconds || (!now && Date.now() - sent.at < ACCOUNT_SAVE_MS)) return;
    lastSent.current = { seconds: whole, at: Date.now() };
    saveListening(teachingId, whole).catch(() => {
      // Not worth a toast: the next save, and this browser's copy, cover it.
    });
  };

  const resumeAt = (seconds: number) => {
    const element = audioRef.current;
    if (!element || seconds <= 0 || seconds >= duration - 1) return;
    element.currentTime = seconds;
    setTime(seconds);
    onTime(seconds);
  };
  // Resume where the listener stopped in this browser (applied when the file starts loading).
  useEffect(() => {
    touched.current = false;
    resumeAt(savedPosition(audio.key).seconds);
    // Once per file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [audio.key]);
  // A member's account may know a later stop, made on another browser.
  const fromAccount = account.data;
  useEffect(() => {
    if (!fromAccount?.updatedAt || touched.current) return;
    const local = savedPosition(audio.key);
    if (Date.parse(fromAccount.updatedAt) > local.at) resumeAt(fromAccount.seconds);
    // When the account's answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromAccount, audio.key]);
  // Leaving the page or the screen keeps where the member was.
  useEffect(() => {
    if (!signedIn) return;
    const element = audioRef.current;
    const hidden = () => {
      if (document.visibilityState === 'hidden' && element && touched.current) {
        sendToAccount(element.currentTime, true);
      }
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      if (element && touched.current) sendToAccount(element.currentTime, true);
    };
    // The element and the sender are read when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, teachingId]);

  const seek = (seconds: number) => {
    const element = audioRef.current;
    if (!element) return;
    const to = Math.min(Math.max(0, seconds), duration);
    touched.current = true;
    element.currentTime = to;
    setTime(to);
    onTime(to);
    savePosition(audio.key, to);
    sendToAccount(to, true);
  };
  const toggle = () => {
    const element = audioRef.current;
    if (!element) return;
    // A pause before the file has started answers play()'s promise with an AbortError: expected.
    if (element.paused) element.play().catch(() => {});
    else element.pause();
  };

  // Lock screen and headphone controls.
  useEffect(() => {
    if (!hydrated || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artist: artist ?? '' });
    const element = audioRef.current;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void element?.play().catch(() => {})],
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
        onPlay={() => {
          touched.current = true;
          setPlaying(true);
        }}
        onPause={(event) => {
          setPlaying(false);
          savePosition(audio.key, event.currentTarget.currentTime);
          sendToAccount(event.currentTarget.currentTime, true);
        }}
        onTimeUpdate={(event) => {
          const now = event.currentTarget.currentTime;
          setTime(now);
          onTime(now);
          if (Math.abs(now - lastSaved.current) >= 1) {
            lastSaved.current = now;
            savePosition(audio.key, now);
          }
          if (!event.currentTarget.paused) sendToAccount(now, false);
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
            <SkipButton
              icon={RotateCcw}
              label={intl.formatMessage({ id: 'player.back' })}
              onClick={() => seek(time - BACK_SECONDS)}
            />
            <SkipButton
              icon={RotateCw}
              label={intl.formatMessage({ id: 'player.forward' })}
              onClick={() => seek(time + FORWARD_SECONDS)}
            />
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
