import { z } from 'zod';
import {
  emailField,
  LANGUAGE_INVALID,
  pageField,
  rowIdParamsSchema,
  siteLanguageField,
} from './fields';
import { siteLanguages } from './i18n';
import { apiRoute } from './api-route';

export const subscribeBodySchema = z.object({
  email: emailField,
  /** The language of the page the form is on: the reader's mail is written in it (else English). */
  language: siteLanguageField.optional(),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

export const subscribeAnswerSchema = z.object({ message: z.string() });
/**
 * The answer to every well-formed sign-up, word for word, whether the address is new,
 * pending or already confirmed: the form reveals nothing. The e-mail asks to confirm.
 */
export const SUBSCRIBED_ANSWER = 'Successfully subscribed!';

// ---- confirmation (double opt-in) ----------------------------------------------------------

/** A sign-up not confirmed within this many days is dropped; its link stops working. */
export const NEWSLETTER_CONFIRM_DAYS = 3;

export const confirmSubscriptionBodySchema = z.object({
  token: z
    .string({ error: 'The link is missing its token' })
    .trim()
    .min(1, 'The link is missing its token')
    .max(200, 'Invalid Link'),
});

export const SUBSCRIPTION_CONFIRMED =
  'Your subscription is confirmed. You will receive our weekly insights.';
export const INVALID_CONFIRM_LINK =
  'This confirmation link is invalid, already used or expired. Please sign up again.';

// ---- unsubscribe ---------------------------------------------------------------------------

export const unsubscribeTokenField = z.string().trim().min(1).max(200);

export const unsubscribeAnswerSchema = z.object({
  /** False when the token is unknown (already unsubscribed, or a mistyped link). */
  unsubscribed: z.boolean(),
  message: z.string(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;

export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will receive no more e-mails.';
export const UNKNOWN_TOKEN_MESSAGE =
  'This unsubscribe link is not valid or was already used: this address is not on the list.';

// ---- admin: subscriptions ------------------------------------------------------------------

export const subscriptionStatuses = ['active', 'pending'] as const;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
  /** `pending` until the reader follows the confirmation link; only `active` readers are sent campaigns. */
  status: z.enum(subscriptionStatuses),
  confirmedAt: z.string().nullable(),
  /** The language the reader's mail is written in; campaigns for one language go to its readers. */
  language: z.enum(siteLanguages),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionsQuerySchema = z.object({
  q: z.string().trim().max(254).optional(),
  page: pageField(100_000),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  /** Only the readers of this language. */
  language: z.enum(siteLanguages, { error: LANGUAGE_INVALID }).optional(),
});

export const subscriptionsPageSchema = z.object({
  items: z.array(subscriptionSchema),
  /** Subscriptions matching `q`. */
  total: z.number().int(),
  /** Active (confirmed) subscribers, whatever `q`: those a campaign goes to. */
  subscriberCount: z.number().int(),
  /** Sign-ups waiting for confirmation, whatever `q`. */
  pendingCount: z.number().int(),
  /** Active subscribers of each language, whatever `q` and `language`. */
  languageCounts: z.object({ en: z.number().int(), es: z.number().int(), pt: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubscriptionsPage = z.infer<typeof subscriptionsPageSchema>;

export const idParamsSchema = rowIdParamsSchema();

// ---- admin: campaigns ----------------------------------------------------------------------

export const campaignBodySchema = z.object({
  title: z.string({ error: 'Title Required' }).trim().min(1, 'Title Required').max(200),
  subject: z.string({ error: 'Subject Required' }).trim().min(1, 'Subject Required').max(200),
  content: z
    .string({ error: 'Content Required' })
    .trim()
    .min(1, 'Content Required')
    .max(100_000, 'Content is too long'),
  /** Sanitised by the server before it is stored. */
  htmlContent: z.string().max(200_000).optional().nullable(),
  /**
   * The language the campaign is written in: only that language's readers receive it; null for
   * every reader. Absent: every reader for a new campaign, unchanged when a draft is edited.
   */
  language: siteLanguageField.nullable().optional(),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;

export const deliveryStatuses = ['draft', 'sending', 'sent', 'partially_sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const campaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  content: z.string(),
  htmlContent: z.string().nullable(),
  deliveryStatus: z.enum(deliveryStatuses),
  /** The readers it is for: one language's, or null for all. */
  language: z.enum(siteLanguages).nullable(),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  pendingCount: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignsListSchema = z.array(campaignSchema);

export const sendAnswerSchema = z.object({
  results: z.object({
    success: z.boolean(),
    status: z.enum(deliveryStatuses),
    total: z.number().int(),
  }),
  message: z.string(),
});
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

export const previewBodySchema = campaignBodySchema.pick({ title: true, content: true }).extend({
  subject: z.string().max(200).optional(),
  htmlContent: z.string().max(200_000).optional().nullable(),
  /** The campaign's language: the footer is written in it (English for every reader's). */
  language: siteLanguageField.nullable().optional(),
});
export type PreviewBody = z.infer<typeof previewBodySchema>;
export const previewAnswerSchema = z.object({ html: z.string(), text: z.string() });
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

export const NO_SUBSCRIBERS = 'No Subscribers';

// ---- admin: a test copy ----------------------------------------------------------------------

/** The campaign as composed (saved or not): one copy goes to the signed-in administrator. */
export const testSendBodySchema = campaignBodySchema;
export type TestSendBody = z.infer<typeof testSendBodySchema>;
export const testSendAnswerSchema = z.object({
  /** The administrator's own address, the only one the copy went to. */
  to: z.string(),
  message: z.string(),
});
export type TestSendAnswer = z.infer<typeof testSendAnswerSchema>;
/** Test copies one administrator may send in `TEST_SENDS_WINDOW_MINUTES`. */
export const TEST_SENDS_PER_WINDOW = 10;
export const TEST_SENDS_WINDOW_MINUTES = 15;

/** The newsletter's addresses: subscribing, and staff's subscribers and campaigns. */
export const newsletterApi = {
  subscribe: apiRoute('/api/newsletter/subscribe'),
  confirm: apiRoute('/api/newsletter/confirm'),
  unsubscribe: apiRoute('/api/newsletter/unsubscribe'),
  subscriptions: apiRoute('/api/newsletter/subscriptions'),
  subscription: apiRoute('/api/newsletter/subscriptions/:id'),
  campaigns: apiRoute('/api/newsletter/campaigns'),
  campaignPreview: apiRoute('/api/newsletter/campaigns/preview'),
  campaign: apiRoute('/api/newsletter/campaigns/:id'),
  campaignSend: apiRoute('/api/newsletter/campaigns/:id/send'),
  campaignRetry: apiRoute('/api/newsletter/campaigns/:id/retry'),
  testSend: apiRoute('/api/admin/newsletter/test'),
  campaignClicks: apiRoute('/api/newsletter/campaigns/:id/clicks'),
};

// ---- clicks: the site's own redirect on each link of a sent campaign -----------------------

/** A campaign's links go to `{NEWSLETTER_LINK_PATH}/{link id}`, which redirects to the address. */
export const NEWSLETTER_LINK_PATH = '/r';
/** A link's id as the redirect reads it (anything else is the site's 404 page). */
export const campaignLinkIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/);
export const campaignLinkParamsSchema = z.object({ id: z.string() });

export const campaignLinkClicksSchema = z.object({
  /** Where the address first appears in the campaign, 0 first. */
  position: z.number().int(),
  url: z.string(),
  clicks: z.number().int(),
  /** Distinct clickers of each day, added up over the days (no one is known across days). */
  unique: z.number().int(),
});
export type CampaignLinkClicks = z.infer<typeof campaignLinkClicksSchema>;

export const campaignClicksSchema = z.object({
  campaignId: z.number().int(),
  clicks: z.number().int(),
  unique: z.number().int(),
  /** Every link of the campaign, in the order they appear; none before its send begins. */
  links: z.array(campaignLinkClicksSchema),
});
export type CampaignClicks = z.infer<typeof campaignClicksSchema>;
