import { z } from 'zod';

/** Reusable field rules: one definition for the server's parsing and the browser's forms. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

/** The largest id a row can have (a PostgreSQL `serial`): a larger one names nothing. */
export const MAX_ROW_ID = 2_147_483_647;
