import { formatDuration, type Cue } from '@contract/teachings';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';

/** The line being heard at `time`: the last one started, or -1 before the first. */
export function currentCue(cues: readonly Cue[], time: number): number {
  let found = -1;
  for (const [i, cue] of cues.entries()) {
    if (cue.start <= time) found = i;
    else break;
  }
  return found;
}

/**
 * A teaching's transcript: every line with its time, the one being heard highlighted (and kept
 * in view while the audio plays); a click on a line plays from there. A search box narrows the
 * lines to those with the words asked.
 */
export function Transcript({
  cues,
  time,
  language,
  onSeek,
}: {
  cues: readonly Cue[];
  time: number;
  language: string;
  /** Undefined without audio: the lines are then plain text. */
  onSeek?: ((seconds: number) => void) | undefined;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const current = currentCue(cues, time);
  const list = useRef<HTMLOListElement>(null);
  const searchId = useId();
  const words = query.trim().toLocaleLowerCase(language);
  const shown = cues
    .map((cue, index) => ({ cue, index }))
    .filter(({ cue }) => !words || cue.text.toLocaleLowerCase(language).includes(words));

  useEffect(() => {
    const line = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    const box = list.current;
    if (!line || !box) return;
    // Scroll the list only (never the page) so the line is in view.
    if (line.offsetTop < box.scrollTop || line.offsetTop > box.scrollTop + box.clientHeight - 40) {
      box.scrollTop = line.offsetTop - box.clientHeight / 3;
    }
  }, [current]);

  return (
    <section aria-labelledby={`${searchId}-title`} className="flex flex-col gap-3">
      <h2 id={`${searchId}-title`} className="font-serif text-2xl font-bold text-navy-900">
        {intl.formatMessage({ id: 'teachings.transcript' })}
      </h2>
      <label htmlFor={searchId} className="sr-only">
        {intl.formatMessage({ id: 'teachings.searchTranscript' })}
      </label>
      <Input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'teachings.searchTranscript' })}
      />
      {words ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {intl.formatMessage({ id: 'teachings.matches' }, { count: shown.length })}
        </p>
      ) : null}
      <ol
        ref={list}
        lang={language}
        className="relative max-h-96 overflow-y-auto rounded-lg border border-navy-100 bg-white p-2"
      >
        {shown.map(({ cue, index }) => {
          const isCurrent = index === current;
          const lineClass = cn(
            'flex w-full gap-3 rounded-md px-2 py-1.5 text-left',
            isCurrent ? 'bg-gold-100 text-navy-950' : 'text-slate-800',
          );
          const stamp = (
            <span className="shrink-0 pt-0.5 text-xs text-slate-600 tabular-nums">
              {formatDuration(cue.start)}
            </span>
          );
          return (
            <li key={index} aria-current={isCurrent ? 'true' : undefined}>
              {onSeek ? (
                <button
                  type="button"
                  className={cn(lineClass, 'hover:bg-navy-50')}
                  onClick={() => onSeek(cue.start)}
                  title={intl.formatMessage(
                    { id: 'teachings.seekTo' },
                    { time: formatDuration(cue.start) },
                  )}
                >
                  {stamp}
                  <span>{cue.text}</span>
                </button>
              ) : (
                <p className={lineClass}>
                  {stamp}
                  <span>{cue.text}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
