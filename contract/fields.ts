import { z } from 'zod';

/** Reusable field rules: one definition for the server's parsing and the browser's forms. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));
