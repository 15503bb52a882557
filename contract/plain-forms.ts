import { z } from 'zod';

/**
 * The public forms that also work as plain HTML posts, for a visitor whose JavaScript is off or
 * failed: each posts to its page's own address (in the page's language), and the server answers
 * with that page, rendered with the outcome. The hydrated forms keep calling the JSON API.
 * See docs/decisions/0039-forms-without-javascript.md.
 */
export const plainForms = {
  /** The newsletter sign-up of the home page. */
  newsletter: '/',
  contact: '/contact',
  /** "I prayed" on a request of the prayer wall (the member's session cookie goes with it). */
  prayed: '/prayer',
} as const;
export type PlainForm = keyof typeof plainForms;
const plainFormNames = Object.keys(plainForms) as [PlainForm, ...PlainForm[]];

/**
 * The outcome of a plain post, written into the answering page as one of its queries (under
 * PLAIN_FORM_ANSWER_KEY), so the screen shows it in the server's HTML and still after hydrating.
 */
export const plainFormAnswerSchema = z.object({
  form: z.enum(plainFormNames),
  sent: z.boolean(),
  /** The contract's own English messages, by field; the screen shows them in its language. */
  fieldErrors: z.record(z.string(), z.array(z.string())),
  /** What the visitor typed, given back when something must be corrected. */
  values: z.record(z.string(), z.string()),
});
export type PlainFormAnswer = z.infer<typeof plainFormAnswerSchema>;

export const PLAIN_FORM_ANSWER_KEY = ['plain-form-answer'];
