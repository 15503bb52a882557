import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, keyOf } from './columns';

const newsletterCampaigns = keyOf('newsletter_campaigns');

/**
 * Each address a campaign links to, made once when its send begins: the mail links to
 * `/r/{id}` instead, and only these addresses are ever redirected to (the link carries the
 * random id, never an address). No reader is named: every reader's mail has the same links.
 */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    /** Random and URL-safe, so links of other campaigns cannot be walked by counting. */
    id: text('id').primaryKey(),
    campaignId: belongsTo('campaign_id', () => newsletterCampaigns.id),
    url: text('url').notNull(),
    /** Where the address first appears in the campaign (0 first); one row per distinct address. */
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('campaign_links_campaign_position_idx').on(t.campaignId, t.position),
    uniqueIndex('campaign_links_campaign_url_idx').on(t.campaignId, t.url),
    check('campaign_links_position', sql`${t.position} >= 0`),
  ],
);

/** Clicks of a link per UTC day; `unique` counts the day's distinct visitor hashes. */
export const campaignLinkClicks = pgTable(
  'campaign_link_clicks',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => campaignLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
    uniqueClicks: integer('unique_clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day] }),
    index('campaign_link_clicks_day_idx').on(t.day),
  ],
);

/**
 * The day's visitor hashes (analytics' salted hash, no address) that clicked a link, only to
 * count them once; rows of past days are deleted as clicks come, their salt being gone anyway.
 */
export const campaignLinkVisitors = pgTable(
  'campaign_link_visitors',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => campaignLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day, t.visitor] }),
    index('campaign_link_visitors_day_idx').on(t.day),
  ],
);
