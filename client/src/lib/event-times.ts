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

/** The browser's own zone, or New York's when the browser does not say. */
export const ownTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
};

/** Every zone the browser knows, the chosen one among them. */
export function timeZoneChoices(chosen: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(chosen) ? known : [chosen, ...known];
}

/** A wall-clock time ('2026-12-01T19:00') as the page's language writes a time ('7:00 PM'). */
export const wallTimeText = (lang: string, local: string) =>
  new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${local}:00Z`),
  );

/** Minutes from one wall-clock time to another, as written (a meeting's length). */
export const wallMinutes = (from: string, to: string) =>
  (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;
