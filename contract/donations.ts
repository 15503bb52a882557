import { z } from 'zod';
import { pageField, siteLanguageField } from './fields';

/** Presets in dollars, default 25, minimum 1; sent in cents. */
export const DONATION_PRESETS = [10, 25, 50, 100] as const;
export const DONATION_DEFAULT = 25;
export const DONATION_MIN_DOLLARS = 1;
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;
/** Stripe keeps metadata values up to 500 characters. */
export const DONATION_MESSAGE_MAX = 500;
export const INVALID_AMOUNT = 'Please enter a valid donation amount';
export const GIVING_NOT_SET_UP =
  'Online giving is not set up yet. Please check back soon or contact us to give another way.';

export const createPaymentIntentBodySchema = z.object({
  amount: z
    .number({ error: INVALID_AMOUNT })
    .int(INVALID_AMOUNT)
    .min(DONATION_MIN_CENTS, INVALID_AMOUNT)
    .max(DONATION_MAX_CENTS, 'The most we can receive online in one gift is $10,000'),
  metadata: z
    .object({
      purpose: z.string().trim().max(100).optional(),
      message: z.string().trim().max(DONATION_MESSAGE_MAX).optional(),
    })
    .optional(),
  /** Where the thank-you receipt goes; signed-in donors' own address otherwise. */
  email: z
    .union([
      z.literal(''),
      z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')),
    ])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** The language of the page the gift is given on: the receipt is written in it. */
  language: siteLanguageField.optional(),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

export const createPaymentIntentAnswerSchema = z.object({ clientSecret: z.string() });
export type CreatePaymentIntentAnswer = z.infer<typeof createPaymentIntentAnswerSchema>;

/**
 * The return from Stripe's payment page: Stripe adds `payment_intent` and `redirect_status` to the
 * return address. Anyone can type those into an address, so the thank-you waits for our server to
 * ask Stripe itself what became of that PaymentIntent.
 */
export const confirmDonationBodySchema = z.object({
  paymentIntent: z
    .string({ error: 'A payment reference is required' })
    .regex(/^pi_[A-Za-z0-9]{1,200}$/, 'Not a payment reference'),
  /** What the browser was told; informative only, never trusted. */
  redirectStatus: z
    .string({ error: 'A redirect status is required' })
    .regex(/^[a-z_]{1,50}$/, 'Not a redirect status'),
});
export type ConfirmDonationBody = z.infer<typeof confirmDonationBodySchema>;

/**
 * Stripe's own status of the PaymentIntent, and what it means for the donor: `succeeded` (thank
 * them), `processing` (the bank has not answered yet; thank them, the receipt follows), or
 * `failed` (nothing was taken).
 */
export const confirmDonationAnswerSchema = z.object({
  status: z.string(),
  outcome: z.enum(['succeeded', 'processing', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
});
export type ConfirmDonationAnswer = z.infer<typeof confirmDonationAnswerSchema>;

export const DONATION_NOT_FOUND = 'Donation not found';

export const stripeConfigSchema = z.object({ publishableKey: z.string() });
export type StripeConfig = z.infer<typeof stripeConfigSchema>;

export const donationStatusSchema = z.enum(['created', 'succeeded', 'failed']);
export type DonationStatus = z.infer<typeof donationStatusSchema>;

export const donationSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  status: donationStatusSchema,
  message: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Donation = z.infer<typeof donationSchema>;

export const DONATIONS_PAGE_SIZE = 50;

export const donationsQuerySchema = z.object({
  page: pageField(100_000),
  pageSize: z.coerce.number().int().min(1).max(500).default(DONATIONS_PAGE_SIZE),
});
export type DonationsQuery = z.infer<typeof donationsQuerySchema>;

/** One page of gifts, newest first, with the totals over every gift. */
export const donationListSchema = z.object({
  donations: z.array(donationSchema),
  /** Every gift, whatever its status. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({
    succeededCount: z.number().int(),
    /** Sum of succeeded gifts, in cents. */
    succeededAmount: z.number().int(),
    pendingCount: z.number().int(),
    failedCount: z.number().int(),
  }),
});
export type DonationList = z.infer<typeof donationListSchema>;
