import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment, valuesCheck } from './columns';

/**
 * The salt of each day's visitor hashes: random, made by the first process that needs it, and
 * deleted once its day is over (the roll-up job), so yesterday's hashes can no longer be
 * recomputed from an address and a browser.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * One page view, kept RAW_VIEW_DAYS days and then only as daily roll-ups. `visitor` is the day's
 * salted hash of address and browser; no address, no cookie, no user id is ever kept.
 *
 * Every view is a row written in the serving process on PGlite, so the table has one index, the
 * one every reading needs (a day's views, a visitor's views of a day): `id` has none (nothing
 * looks a view up by it; it only orders views of the same instant as they were recorded) and
 * `at` none (the last minutes are read within their day). Why: decision 0086.
 */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: moment('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    pageKey: text('page_key'),
    lang: text('lang').notNull(),
    /** The referring site's host; null for direct visits and the site's own pages. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    /** From Accept-Language's region only (nothing better is kept): a hint, not a location. */
    country: text('country'),
    /** 'page' (counted from the page's own request) or 'beacon' (a route change in the browser). */
    via: text('via').notNull(),
  },
  (t) => [
    valuesCheck('analytics_views_via', t.via, ['page', 'beacon']),
    index('analytics_views_day_visitor_idx').on(t.day, t.visitor),
  ],
);

/**
 * Daily roll-ups, kept forever: per day, language ('*' for all) and dimension (total, page,
 * entry, source, campaign, language, device, browser, os, bounce), the visitors and the views.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    lang: text('lang').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitors: integer('visitors').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.lang, t.dimension, t.value] })],
);

/** The days whose raw views have been rolled up (a day is rolled once it is over). */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: moment('rolled_at').notNull(),
});

/**
 * A goal reached, recorded by the server where it happened, with the content it is attributed
 * to (the day's entry page and the last content page of the same daily hash). Nothing here
 * names a person, so goals are kept forever.
 */
export const analyticsGoals = pgTable(
  'analytics_goals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    lang: text('lang'),
    entryPath: text('entry_path'),
    contentPath: text('content_path'),
    fund: text('fund'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
  },
  (t) => [index('analytics_goals_day_idx').on(t.day, t.name)],
);

/**
 * The roll-up job's lease, shared by every process: the one that claims the row does the run;
 * a dead process's lease runs out and another takes over.
 */
export const analyticsJob = pgTable('analytics_job', {
  id: text('id').primaryKey(),
  claimedBy: text('claimed_by'),
  leaseUntil: moment('lease_until'),
  lastRunAt: moment('last_run_at'),
});
