import { z } from 'zod';
import { emailField, pageField, pageFields, rowIdField, siteLanguageField } from './fields';
import { apiRoute } from './api-route';

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

/** How often a gift is given: once (as before), or a Stripe Subscription charged weekly or monthly. */
export const donationFrequencySchema = z.enum(['once', 'week', 'month'], {
  error: 'Choose one time, weekly or monthly',
});
export type DonationFrequency = z.infer<typeof donationFrequencySchema>;

/** The fund a gift goes to when none is chosen (gifts with no fund id). */
export const GENERAL_FUND = 'General Fund';
export const FUND_NOT_FOUND = 'Fund not found';
export const RECURRING_EMAIL_REQUIRED = 'An e-mail address is required for a recurring gift';
export const RECURRING_NOT_FOUND = 'Recurring gift not found';

/**
 * The card fee a donor may choose to cover: Stripe's percentage and fixed part (configuration,
 * DONATION_FEE_PERCENT and DONATION_FEE_FIXED_CENTS).
 */
export const feeRuleSchema = z.object({
  percent: z.number().min(0).max(50),
  fixedCents: z.number().int().min(0).max(10_000),
});
export type FeeRule = z.infer<typeof feeRuleSchema>;

/**
 * What to add to `amount` (cents) so that, once the fee on the whole is taken, the ministry
 * receives `amount`: total = (amount + fixed) / (1 − percent), rounded up to the cent. Worked in
 * integers (percent in thousandths) so 0.1 + 0.2 never decides a cent.
 */
export function coverFeeCents(amount: number, rule: FeeRule): number {
  const scale = 100_000;
  const part = Math.round(rule.percent * 1000);
  const numerator = (amount + rule.fixedCents) * scale;
  const total = Math.ceil(numerator / (scale - part));
  return total - amount;
}

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
  /** Once when absent. A recurring gift needs an e-mail address (or a signed-in donor). */
  frequency: donationFrequencySchema.optional(),
  /** One of the funds the admin keeps (not retired); the General Fund when absent. */
  fundId: rowIdField('Not a fund').optional(),
  /** Add the card fee so the ministry receives the whole amount. */
  coverFees: z.boolean({ error: 'Cover the fees is yes or no' }).optional(),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

const NOT_A_FUND = 'Not a fund';
/** A gift's amount as the donate form holds it: whole dollars, as typed or as a preset. */
export const donationDollarsField = z
  .string({ error: INVALID_AMOUNT })
  .trim()
  .regex(/^\d+$/, INVALID_AMOUNT)
  .transform((dollars) => Number(dollars) * 100)
  .pipe(createPaymentIntentBodySchema.shape.amount);

/**
 * The donate form: the body's rules over the fields as the page holds them (dollars as text, the
 * fund as its `<select>` holds it, '' for the General Fund). A recurring gift needs an address for
 * its receipts unless the donor is signed in (`signedIn`), which the server checks again.
 */
export const donationFormSchema = (signedIn: boolean) =>
  z
    .object({
      amount: donationDollarsField,
      frequency: donationFrequencySchema,
      fundId: z.string({ error: NOT_A_FUND }).transform((id, ctx) => {
        if (id === '') return undefined;
        const row = rowIdField(NOT_A_FUND).safeParse(id);
        if (row.success) return row.data;
        ctx.addIssue({ code: 'custom', message: NOT_A_FUND });
        return z.NEVER;
      }),
      coverFees: createPaymentIntentBodySchema.shape.coverFees.unwrap(),
      message: z
        .string({ error: 'Message is required' })
        .trim()
        .max(DONATION_MESSAGE_MAX, `Message must be at most ${DONATION_MESSAGE_MAX} characters`),
      email: z
        .string({ error: 'Email is required' })
        .trim()
        .transform((email) => email || undefined)
        .pipe(emailField.optional()),
    })
    .superRefine((form, ctx) => {
      if (form.frequency !== 'once' && !form.email && !signedIn) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: RECURRING_EMAIL_REQUIRED });
      }
    });
export type DonationForm = z.input<ReturnType<typeof donationFormSchema>>;
export type DonationFormValues = z.output<ReturnType<typeof donationFormSchema>>;

/**
 * The client secret for the Payment Element: a PaymentIntent's (once) or the first invoice's
 * (recurring). `subscription` names the Subscription of a recurring gift (for the return address),
 * `total` is what will be charged in cents (the fee included).
 */
export const createPaymentIntentAnswerSchema = z.object({
  clientSecret: z.string(),
  subscription: z.string().optional(),
  total: z.number().int().optional(),
});
export type CreatePaymentIntentAnswer = z.infer<typeof createPaymentIntentAnswerSchema>;

/**
 * The return from Stripe's payment page: Stripe adds `payment_intent` and `redirect_status` to the
 * return address. Anyone can type those into an address, so the thank-you waits for our server to
 * ask Stripe itself what became of that PaymentIntent.
 */
const paymentIntentRef = z
  .string({ error: 'A payment reference is required' })
  .regex(/^pi_[A-Za-z0-9]{1,200}$/, 'Not a payment reference');
/** What the browser was told; informative only, never trusted. */
const redirectStatusField = z
  .string({ error: 'A redirect status is required' })
  .regex(/^[a-z_]{1,50}$/, 'Not a redirect status');
const subscriptionRef = z
  .string({ error: 'A subscription reference is required' })
  .regex(/^sub_[A-Za-z0-9]{1,200}$/, 'Not a subscription reference');

/** `{ paymentIntent, redirectStatus }` for a one-time gift, `{ subscription }` for a recurring one. */
export const confirmDonationBodySchema = z
  .object({
    paymentIntent: paymentIntentRef.optional(),
    redirectStatus: redirectStatusField.optional(),
    subscription: subscriptionRef.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.subscription !== undefined && b.paymentIntent === undefined) return;
    if (b.paymentIntent === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentIntent'],
        message: 'A payment reference is required',
      });
    }
    if (b.redirectStatus === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['redirectStatus'],
        message: 'A redirect status is required',
      });
    }
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

/** Where the donate page's configuration is asked (and the key of its query). */
export const STRIPE_CONFIG_PATH = '/api/stripe/config';

export const stripeConfigSchema = z.object({
  /**
   * Null while giving is not set up (no Stripe keys): the page says so. A state of the site, not
   * a failed request, so a visitor's console stays clean.
   */
  publishableKey: z.string().nullable(),
  fee: feeRuleSchema,
  funds: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
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
  /** `total` counts every gift, whatever its status. */
  ...pageFields,
  totals: z.object({
    succeededCount: z.number().int(),
    /** Sum of succeeded gifts, in cents. */
    succeededAmount: z.number().int(),
    pendingCount: z.number().int(),
    failedCount: z.number().int(),
  }),
});
export type DonationList = z.infer<typeof donationListSchema>;

// ---- the donor's own giving ------------------------------------------------------------------

export const fundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  retired: z.boolean(),
  createdAt: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;

export const FUND_NAME_REQUIRED = 'A fund name is required';
export const FUND_NAME_TAKEN = 'A fund with this name already exists';
const fundName = z
  .string({ error: FUND_NAME_REQUIRED })
  .trim()
  .min(1, FUND_NAME_REQUIRED)
  .max(80, 'A fund name is at most 80 characters');
export const createFundBodySchema = z.object({ name: fundName });
export const updateFundBodySchema = z
  .object({ name: fundName.optional(), retired: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.retired !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateFundBody = z.infer<typeof updateFundBodySchema>;

export const fundListSchema = z.object({ funds: z.array(fundSchema) });

export const recurringStatusSchema = z.enum([
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'unpaid',
]);
export type RecurringStatus = z.infer<typeof recurringStatusSchema>;

/** A gift as its donor sees it. `fund` is null for the General Fund. */
export const myGiftSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  currency: z.string(),
  status: donationStatusSchema,
  frequency: donationFrequencySchema,
  fund: z.string().nullable(),
  createdAt: z.string(),
});
export type MyGift = z.infer<typeof myGiftSchema>;

export const recurringGiftSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  currency: z.string(),
  frequency: z.enum(['week', 'month']),
  fund: z.string().nullable(),
  status: recurringStatusSchema,
  nextChargeAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringGift = z.infer<typeof recurringGiftSchema>;

export const myGivingSchema = z.object({
  gifts: z.array(myGiftSchema),
  recurring: z.array(recurringGiftSchema),
});
export type MyGiving = z.infer<typeof myGivingSchema>;

export const updateRecurringBodySchema = z.object({
  amount: createPaymentIntentBodySchema.shape.amount,
  coverFees: z.boolean({ error: 'Cover the fees is yes or no' }).optional(),
});
export type UpdateRecurringBody = z.infer<typeof updateRecurringBodySchema>;

export const statementQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Choose a year' })
    .int('Choose a year')
    .min(2000, 'Choose a year from 2000')
    .max(2100, 'Choose a year before 2100'),
  format: z.enum(['json', 'pdf']).default('json'),
});
export const statementEmailBodySchema = z.object({
  year: statementQuerySchema.shape.year,
});

/** A year's succeeded gifts for the donor's tax records. */
export const statementSchema = z.object({
  year: z.number().int(),
  donor: z.object({ name: z.string().nullable(), email: z.string() }),
  gifts: z.array(
    z.object({ date: z.string(), amount: z.number().int(), fund: z.string().nullable() }),
  ),
  total: z.number().int(),
  currency: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

// ---- the ministry's view ---------------------------------------------------------------------

export const donationSummarySchema = z.object({
  /** The last 12 months, oldest first: `month` is YYYY-MM; amounts in cents. */
  months: z.array(
    z.object({
      month: z.string(),
      total: z.number(),
      once: z.number(),
      recurring: z.number(),
      byFund: z.record(z.string(), z.number()),
    }),
  ),
  activeRecurringDonors: z.number().int(),
  /** Monthly recurring revenue in cents (weekly gifts × 52 / 12). */
  monthlyRecurringRevenue: z.number().int(),
  failedRenewals: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      email: z.string().nullable(),
      fund: z.string().nullable(),
      failureMessage: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DonationSummary = z.infer<typeof donationSummarySchema>;

const isoDay = z
  .string({ error: 'A date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Use a date like 2026-01-31');
export const exportQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'The start comes before the end', path: ['to'] });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The giving addresses: checkout, a member's giving, staff's reports and funds. */
export const donationsApi = {
  stripeConfig: apiRoute(STRIPE_CONFIG_PATH),
  createPaymentIntent: apiRoute('/api/create-payment-intent'),
  confirm: apiRoute('/api/donations/confirm'),
  my: apiRoute('/api/donations/my'),
  recurringGift: apiRoute('/api/donations/recurring/:id'),
  statement: apiRoute('/api/donations/statement'),
  stripeWebhook: apiRoute('/api/stripe/webhook'),
  adminList: apiRoute('/api/admin/donations'),
  adminExport: apiRoute('/api/admin/donations/export'),
  adminSummary: apiRoute('/api/admin/donations/summary'),
  funds: apiRoute('/api/admin/funds'),
  fund: apiRoute('/api/admin/funds/:id'),
};
