import { useSyncExternalStore } from 'react';

/**
 * The visitor's own time zone, once the page runs in their browser: the server's rendering
 * (and the browser's first one, which must match it) shows the event's own zone.
 */
export function useVisitorZone(): string | undefined {
  return useSyncExternalStore(
    noChanges,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
}

/** The zone is read once: a change of the device's zone shows at the next page. */
const noChanges = () => () => undefined;

export const zoneName = (zone: string) => zone.replace(/_/g, ' ');

/** A meeting's start (and end) in `zone`, in the page's language. */
export function meetingText(lang: string, zone: string, start: string, end?: string): string {
  const from = new Date(start);
  const date = new Intl.DateTimeFormat(lang, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(from);
  if (!end) return date;
  const to = new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: zone }).format(
    new Date(end),
  );
  return `${date} – ${to}`;
}

/** 'YYYY-MM-DD' of an instant in `zone`. */
export const dayIn = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  }).format(new Date(instant));
