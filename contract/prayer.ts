import { z } from 'zod';
import { apiRoute, withSearch } from './api-route';
import { pageField, rowIdField, rowIdParamsSchema } from './fields';

/** The categories the ministry keeps for prayer requests. */
export const prayerCategories = [
  'healing',
  'family',
  'guidance',
  'salvation',
  'provision',
  'thanksgiving',
  'other',
] as const;
export type PrayerCategory = (typeof prayerCategories)[number];

/**
 * Who may see a request: everyone (shown with the first name, or "Anonymous"), signed-in members
 * only, or only the staff who care for members (never listed).
 */
export const prayerVisibilities = ['public', 'members', 'pastoral'] as const;
export type PrayerVisibility = (typeof prayerVisibilities)[number];

/** Where a request stands with the moderators. */
export const prayerStatuses = ['waiting', 'approved', 'rejected'] as const;
export type PrayerStatus = (typeof prayerStatuses)[number];

export const PRAYER_BODY_MAX = 2000;
export const PRAYER_TITLE_MAX = 120;
export const PRAYER_UPDATE_MAX = 2000;
export const PRAYER_NOTE_MAX = 1000;
/** Requests on one page of the wall. */
export const PRAYER_PAGE_SIZE = 20;
/** Pages a visitor may ask for (20 a page: far more requests than a ministry keeps open). */
export const PRAYER_MAX_PAGE = 500;
/** How many members' flags put an approved request back in the moderators' queue. */
export const FLAGS_TO_HOLD = 3;

export const PRAYER_NOT_FOUND = 'Prayer request not found';
export const PRAYER_CATEGORY_INVALID = 'Choose one of the categories';
export const PRAYER_VISIBILITY_INVALID = 'Choose who may see your request';
export const PRAYER_ALREADY_PRAYED = 'You have already prayed for this request today';
export const PRAYER_ALREADY_FLAGGED = 'You have already flagged this request';
export const PRAYER_NOT_LISTED = 'This request cannot be prayed for now';
export const PRAYER_NOTHING_TO_CHANGE = 'Say what to change';
export const PRAYER_DELETED = 'Prayer request deleted';
export const PRAYER_SIGN_IN_TO_PRAY = 'Sign in to pray for a request';
export const PRAYER_FLAGGED = 'Thank you: a moderator will look at this request';

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const bodyText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const prayerCategoryField = z.enum(prayerCategories, { error: PRAYER_CATEGORY_INVALID });

export const createPrayerBodySchema = z.object({
  title: optionalText(PRAYER_TITLE_MAX, 'Title'),
  body: bodyText('Your request', PRAYER_BODY_MAX),
  category: prayerCategoryField.optional(),
  visibility: z.enum(prayerVisibilities, { error: PRAYER_VISIBILITY_INVALID }),
  anonymous: z.boolean({ error: 'Say whether to share anonymously' }).optional(),
});
export type CreatePrayerBody = z.input<typeof createPrayerBodySchema>;

/**
 * The requester's changes: an update to add, the request marked answered (with a praise report),
 * or kept on the wall for another period when it is about to expire.
 */
export const updatePrayerBodySchema = z.object({
  update: optionalText(PRAYER_UPDATE_MAX, 'Update'),
  answered: z.literal(true, { error: 'A request can only be marked answered' }).optional(),
  praise: optionalText(PRAYER_BODY_MAX, 'Praise report'),
  keep: z.literal(true, { error: 'A request can only be kept' }).optional(),
});
export type UpdatePrayerBody = z.input<typeof updatePrayerBodySchema>;

export const prayerListQuerySchema = z.object({
  category: prayerCategoryField.optional(),
  page: pageField(PRAYER_MAX_PAGE),
  /** `true`: the answered prayers (praise reports), newest answer first. */
  answered: z.enum(['true', 'false'], { error: 'Say true or false' }).optional(),
});
export type PrayerListQuery = z.input<typeof prayerListQuerySchema>;

export const prayerIdParamsSchema = rowIdParamsSchema(PRAYER_NOT_FOUND);

export const prayerUpdateSchema = z.object({
  id: z.number(),
  body: z.string(),
  createdAt: z.string(),
});

export const prayerRequestSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  body: z.string(),
  category: z.enum(prayerCategories).nullable(),
  visibility: z.enum(prayerVisibilities),
  /** The requester's first name; null when shared anonymously (shown as "Anonymous"). */
  authorName: z.string().nullable(),
  anonymous: z.boolean(),
  /** The signed-in member asked it. */
  isMine: z.boolean(),
  status: z.enum(prayerStatuses),
  urgent: z.boolean(),
  /** How many times members prayed; the requester's and the staff's to see, null to others. */
  prayedCount: z.number().nullable(),
  /** The signed-in member has prayed for it today. */
  prayedToday: z.boolean(),
  answeredAt: z.string().nullable(),
  praise: z.string().nullable(),
  updates: z.array(prayerUpdateSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PrayerRequest = z.infer<typeof prayerRequestSchema>;

export const prayerListSchema = z.object({
  items: z.array(prayerRequestSchema),
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
});
export type PrayerList = z.infer<typeof prayerListSchema>;

export const myPrayerSchema = z.object({
  /** The member's own requests, newest first, whatever their state. */
  requests: z.array(prayerRequestSchema),
  /** Requests the member prayed for (still visible to them), the latest prayed first. */
  prayedFor: z.array(prayerRequestSchema),
});
export type MyPrayer = z.infer<typeof myPrayerSchema>;

export const prayedAnswerSchema = z.object({
  prayedToday: z.literal(true),
});

// ---- moderation --------------------------------------------------------------------------------

/** The moderators' views: waiting, flagged, pastoral, and those already decided. */
export const prayerQueues = ['waiting', 'flagged', 'pastoral', 'approved', 'rejected'] as const;
export type PrayerQueue = (typeof prayerQueues)[number];

export const adminPrayerQuerySchema = z.object({
  status: z.enum(prayerQueues, { error: 'Choose a queue' }).default('waiting'),
});

export const adminPrayerRequestSchema = prayerRequestSchema.extend({
  /** The requester's name and address as the account has them (staff only). */
  requesterName: z.string(),
  requesterEmail: z.string(),
  flagCount: z.number(),
  /** The request carries a link or an e-mail address, so it waits even with approval off. */
  heldForLinks: z.boolean(),
  moderatorNote: z.string().nullable(),
});
export type AdminPrayerRequest = z.infer<typeof adminPrayerRequestSchema>;
export const adminPrayerListSchema = z.array(adminPrayerRequestSchema);

export const rejectPrayerBodySchema = z.object({
  note: optionalText(PRAYER_NOTE_MAX, 'Note'),
});
export type RejectPrayerBody = z.input<typeof rejectPrayerBodySchema>;

/** Staff edits: words taken out for privacy (a surname), and urgency. */
export const adminEditPrayerBodySchema = z.object({
  title: optionalText(PRAYER_TITLE_MAX, 'Title'),
  body: bodyText('Your request', PRAYER_BODY_MAX).optional(),
  urgent: z.boolean({ error: 'Say whether the request is urgent' }).optional(),
});
export type AdminEditPrayerBody = z.input<typeof adminEditPrayerBodySchema>;

/** The "I prayed" plain form's fields (posted to the wall's own address without JavaScript). */
export const prayedFormSchema = z.object({ id: rowIdField(PRAYER_NOT_FOUND) });

/** Does the text carry a link or an e-mail address? Such requests wait for a moderator. */
export function hasLinkOrEmail(text: string): boolean {
  return (
    /\b(?:https?:\/\/|www\.)\S/i.test(text) ||
    /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|me|ly|xyz|app|site|online|br|es|pt|mx|ar|us|uk)\b(?:\/\S*)?/i.test(
      text,
    ) ||
    /[^\s@]+@[^\s@]+\.[^\s@]+/.test(text)
  );
}

/** The prayer wall's addresses. */
export const prayerApi = {
  list: apiRoute('/api/prayer'),
  request: apiRoute('/api/prayer/:id'),
  prayed: apiRoute('/api/prayer/:id/prayed'),
  flag: apiRoute('/api/prayer/:id/flag'),
  mine: apiRoute('/api/me/prayer'),
  adminList: apiRoute('/api/admin/prayer'),
  adminRequest: apiRoute('/api/admin/prayer/:id'),
  approve: apiRoute('/api/admin/prayer/:id/approve'),
  reject: apiRoute('/api/admin/prayer/:id/reject'),
};

/** What the wall shows, as its address holds it: `/prayer?category=family&page=2&answered=true`. */
export interface PrayerView {
  category: PrayerCategory | undefined;
  page: number;
  answered: boolean;
}

/** The view of an address's query (anything it does not know left out). */
export function prayerViewOf(search: string): PrayerView {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const category = params.get('category') ?? '';
  const page = Number(params.get('page'));
  return {
    category: (prayerCategories as readonly string[]).includes(category)
      ? (category as PrayerCategory)
      : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PRAYER_MAX_PAGE ? page : 1,
    answered: params.get('answered') === 'true',
  };
}

const viewSearch = (view: PrayerView) => ({
  category: view.category,
  page: view.page > 1 ? view.page : undefined,
  answered: view.answered ? 'true' : undefined,
});

/** The wall's address for a view (its defaults left out), without the language's prefix. */
export const prayerHref = (view: PrayerView): string => withSearch('/prayer', viewSearch(view));

/** The API's address for a view: also the query key the screen and a server render share. */
export const prayerListPath = (view: PrayerView): string =>
  prayerApi.list({ search: viewSearch(view) });
