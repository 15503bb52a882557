import { donationDollarsField } from '@contract/donations';
import type { IntlShape } from 'react-intl';

/**
 * A custom amount as typed: whole dollars from 1 (minimum 1, step 1) up to the API's
 * maximum, or null when it is not a valid donation amount (the form's own rule).
 */
export function parseDollars(text: string): number | null {
  const cents = donationDollarsField.safeParse(text);
  return cents.success ? cents.data / 100 : null;
}

/**
 * Dollars as the page's language writes them, cents only when there are any (a gift with the
 * fee covered): "$1,000", "$26.06", "1000 US$", "US$ 26,06".
 */
export const usd = (intl: Pick<IntlShape, 'formatNumber'>, dollars: number) =>
  intl.formatNumber(dollars, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
