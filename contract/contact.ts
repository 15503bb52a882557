import { z } from 'zod';
import { emailField, requiredText, rowIdParamsSchema, siteLanguageField } from './fields';
import { apiRoute } from './api-route';

/** Subject options of the contact form, value and label. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'doctrine', label: 'Biblical Doctrine Question' },
  { value: 'manuscript', label: 'Manuscript Research' },
  { value: 'kingdom', label: 'Kingdom Gospel' },
  { value: 'prophecy', label: 'Prophecy & End Times' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
const subjectValues = CONTACT_SUBJECTS.map((s) => s.value) as [ContactSubject, ...ContactSubject[]];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONSENT_REQUIRED = 'You must agree to data processing to send a message';

/** `POST /api/contact`: what the server accepts (the consent flag stays in the browser). */
export const contactBodySchema = z.object({
  name: requiredText('Name', CONTACT_NAME_MAX),
  email: emailField,
  subject: z
    .enum(['', ...subjectValues], { error: 'Please choose a subject from the list' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  message: requiredText('Message', CONTACT_MESSAGE_MAX),
  /** A field people never see: anything in it means a bot filled in the form. */
  website: z.string().max(500).optional(),
  /** The language of the page the form is on: the acknowledgement to the sender is written in it. */
  language: siteLanguageField.optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** The form in the browser: the same fields plus the consent checkbox. */
export const contactFormSchema = contactBodySchema.extend({
  consent: z.boolean({ error: CONSENT_REQUIRED }).refine((v) => v, CONSENT_REQUIRED),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const contactAnswerSchema = z.object({ message: z.string() });

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.object({ messages: z.array(contactMessageSchema) });
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
export const contactMessageIdParamsSchema = rowIdParamsSchema();
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** The ministry's address for the direct e-mail link on the contact page. */
export const MINISTRY_EMAIL = 'contact@kingdomtruthministry.org';

/** The contact form's addresses, and the messages it leaves for staff. */
export const contactApi = {
  send: apiRoute('/api/contact'),
  messages: apiRoute('/api/admin/contact-messages'),
  markRead: apiRoute('/api/admin/contact-messages/:id/read'),
};
