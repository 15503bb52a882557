/** The analytics tab's periods: presets ending today, a range, and the period before each. */

export const presets = ['today', '7', '30', '365', 'range'] as const;
export type Preset = (typeof presets)[number];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days (UTC, both included) of a preset ending `today`; the range's own days for 'range'. */
export function periodOf(
  preset: Preset,
  today: Date,
  range: { from: string; to: string },
): { from: string; to: string } | null {
  if (preset === 'range') {
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to);
    return ok && range.from <= range.to ? range : null;
  }
  const end = dayMs(isoDay(today.getTime()));
  const days = preset === 'today' ? 1 : Number(preset);
  return { from: isoDay(end - (days - 1) * DAY_MS), to: isoDay(end) };
}

/** The period of the same length just before. */
export function previousOf(period: { from: string; to: string }): { from: string; to: string } {
  const from = dayMs(period.from);
  const length = dayMs(period.to) - from + DAY_MS;
  return { from: isoDay(from - length), to: isoDay(from - DAY_MS) };
}

/** The change from `before` to `now` as a fraction (0.25 is 25 % more); null without `before`. */
export const changeOf = (now: number, before: number): number | null =>
  before > 0 ? (now - before) / before : null;
