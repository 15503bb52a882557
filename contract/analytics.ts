import { z } from 'zod';
import { ANALYTICS_HIT_PATH } from './analytics-hit';
import { apiRoute } from './api-route';
import { siteLanguageField } from './fields';
import type { PageKey } from './pages';

/**
 * The site's own analytics: page views counted without cookies (a visitor is a daily-rotating
 * salted hash), goals recorded by the server where they happen, read by the staff in the panel.
 */
export const analyticsApi = {
  hit: apiRoute(ANALYTICS_HIT_PATH),
  summary: apiRoute('/api/admin/analytics/summary'),
  export: apiRoute('/api/admin/analytics/export'),
  live: apiRoute('/api/admin/analytics/live'),
};

/** What the server records as a goal, where it happens. */
export const goalNames = [
  'newsletter',
  'registration',
  'question',
  'prayer',
  'event',
  'gift',
  'contact',
  'plan',
] as const;
export type GoalName = (typeof goalNames)[number];

/** Raw page views are kept this many days; their daily roll-ups forever. */
export const RAW_VIEW_DAYS = 30;
/** "Real time": the visitors of the last few minutes. */
export const LIVE_MINUTES = 5;
/** The longest range a summary or an export covers. */
export const MAX_RANGE_DAYS = 366 * 3;

/**
 * The pages that are content (what a goal is attributed to): reading, watching, listening.
 * The site's other pages (forms, lists, the account) lead nowhere by themselves.
 */
export const CONTENT_PAGE_KEYS: readonly PageKey[] = [
  'articleDetail',
  'teachingDetail',
  'teachingSeries',
  'bibleStudy',
  'bibleChapter',
  'questionDetail',
  'videos',
  'store',
  'timeline',
  'characters',
  'sitePage',
];

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The screen size class of a viewport's width in CSS pixels. */
export const deviceOfWidth = (width: number): DeviceClass =>
  width < 640 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';

export const PATH_INVALID = 'The path must be an address on this site';
export const REFERRER_INVALID = 'The referrer must be an address';
export const WIDTH_INVALID = 'The width must be a whole number of pixels';
export const DATE_INVALID = 'Dates are written YYYY-MM-DD';
export const RANGE_INVALID = 'The range must start before it ends and cover at most three years';
export const TABLE_INVALID = 'Choose one of the tables';

/** The beacon's body (JSON, or the same JSON as `text/plain` from `navigator.sendBeacon`). */
export const hitBodySchema = z.object({
  path: z
    .string({ error: PATH_INVALID })
    .max(2000, PATH_INVALID)
    .regex(/^\/([^/\s]\S*)?$/, PATH_INVALID),
  referrer: z.string({ error: REFERRER_INVALID }).max(2000, REFERRER_INVALID).optional(),
  lang: siteLanguageField,
  width: z
    .number({ error: WIDTH_INVALID })
    .int(WIDTH_INVALID)
    .min(0, WIDTH_INVALID)
    .max(100_000, WIDTH_INVALID)
    .optional(),
});
export type HitBody = z.infer<typeof hitBodySchema>;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isRealDay = (day: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
};

const isoDay = z.string({ error: DATE_INVALID }).refine(isRealDay, DATE_INVALID);

const rangeOk = (q: { from: string; to: string }) => {
  if (!isRealDay(q.from) || !isRealDay(q.to)) return true;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  return days >= 0 && days <= MAX_RANGE_DAYS;
};

export const summaryQuerySchema = z
  .object({ from: isoDay, to: isoDay, lang: siteLanguageField.optional() })
  .refine(rangeOk, { message: RANGE_INVALID, path: ['to'] });
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

/** The tables a CSV export is made of. */
export const exportTables = [
  'byDay',
  'topPages',
  'entryPages',
  'sources',
  'campaigns',
  'languages',
  'devices',
  'goals',
] as const;
export type ExportTable = (typeof exportTables)[number];

export const exportQuerySchema = z
  .object({
    table: z.enum(exportTables, { error: TABLE_INVALID }),
    from: isoDay,
    to: isoDay,
    lang: siteLanguageField.optional(),
  })
  .refine(rangeOk, { message: RANGE_INVALID, path: ['to'] });

const countRow = z.object({ value: z.string(), visitors: z.number(), views: z.number() });
export type CountRow = z.infer<typeof countRow>;

export const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  visitors: z.number(),
  pageviews: z.number(),
  /** Visitors who saw one page only that day. */
  bounces: z.number(),
  byDay: z.array(z.object({ day: z.string(), visitors: z.number(), pageviews: z.number() })),
  topPages: z.array(countRow),
  entryPages: z.array(countRow),
  sources: z.array(countRow),
  campaigns: z.array(countRow),
  /**
   * Clicks on newsletter campaigns' links in the period (through the site's redirect), per
   * campaign, most clicked first; `unique` adds up each day's distinct clickers.
   */
  newsletterClicks: z.array(
    z.object({ campaignId: z.number(), title: z.string(), clicks: z.number(), unique: z.number() }),
  ),
  languages: z.array(countRow),
  devices: z.array(countRow),
  goals: z.array(
    z.object({
      name: z.enum(goalNames),
      count: z.number(),
      /** Gifts' amounts in cents by fund and currency; only for staff who may read giving. */
      amount: z
        .array(z.object({ fund: z.string(), currency: z.string(), cents: z.number() }))
        .optional(),
      /** The last content read before the goal, most often first. */
      topContent: z.array(z.object({ path: z.string(), count: z.number() })),
      /** The page the visitor entered on that day, most often first. */
      topEntry: z.array(z.object({ path: z.string(), count: z.number() })),
    }),
  ),
});
export type AnalyticsSummary = z.infer<typeof summarySchema>;

export const liveSchema = z.object({
  minutes: z.number(),
  visitors: z.number(),
  pageviews: z.number(),
  pages: z.array(z.object({ path: z.string(), views: z.number() })),
});
export type AnalyticsLive = z.infer<typeof liveSchema>;
