import { DONATION_MAX_CENTS, DONATION_MIN_DOLLARS } from '@contract/donations';

/**
 * A custom amount as typed: whole dollars from 1 (minimum 1, step 1) up to the API's
 * maximum, or null when it is not a valid donation amount.
 */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= DONATION_MIN_DOLLARS && n * 100 <= DONATION_MAX_CENTS ? n : null;
}
