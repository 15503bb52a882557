import { z } from 'zod';
import { siteLanguages } from './i18n';

/** Reusable field rules: one definition for the server's parsing and the browser's forms. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const LANGUAGE_INVALID = 'Choose English, Español or Português';
/**
 * One of the site's languages: the page's, sent with a form so what reaches the visitor away from
 * the page (e-mail) is written in it.
 */
export const siteLanguageField = z.enum(siteLanguages, { error: LANGUAGE_INVALID });

/** Text a person must write: trimmed, not blank, at most `max` characters; the messages name it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Text that may be left out: left out, null or blank all mean undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text ? text : undefined));

/** A text written in English and perhaps translated: Spanish and Portuguese may be left out. */
export const localizedText = (label: string, max: number) =>
  z.object(
    {
      en: requiredText(`${label} in English`, max),
      es: optionalText(`${label} in Spanish`, max),
      pt: optionalText(`${label} in Portuguese`, max),
    },
    { error: `${label} is required` },
  );

/** The largest id a row can have (a PostgreSQL `serial`): a larger one names nothing. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row's id as an address or query string carries it: a whole number from 1 to `MAX_ROW_ID`.
 * `message`, when given, answers every text that cannot name a row (`abc`, `0`, `1.5`, too large).
 */
export const rowIdField = (message?: string) =>
  z.coerce
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .positive(message)
    .max(MAX_ROW_ID, message);

/** Route parameters `{ id }` naming one row; see `rowIdField`. */
export const rowIdParamsSchema = (message?: string) => z.object({ id: rowIdField(message) });

/**
 * Can this text from an address name a row? `0`, `-1`, `abc` or a 20-digit number never do: a
 * screen shows such an address as not found, without asking the server.
 */
export const canBeRowId = (text: string): boolean =>
  /^\d{1,12}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ROW_ID;

/** A list's page number from the query string: 1 when left out, at most `max`. */
export const pageField = (max: number) => z.coerce.number().int().min(1).max(max).default(1);

/** Where a page of a list stands: matches in all, this page's number (from 1), and its size. */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
