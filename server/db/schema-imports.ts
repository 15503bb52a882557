import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, keyOf, moment } from './columns';

const articles = keyOf('articles');
const newsletterSubscriptions = keyOf('newsletter_subscriptions');

/**
 * The WordPress posts imported, by the guid WordPress gave each: importing the same file again
 * finds its articles here instead of making new ones. Categories that are none of ours are kept
 * as the post's tags.
 */
export const wordpressPosts = pgTable(
  'wordpress_posts',
  {
    guid: text('guid').primaryKey(),
    /** WordPress's post id (`?p=123`). */
    postId: integer('post_id').notNull(),
    articleId: belongsTo('article_id', () => articles.id),
    /** `wp:post_modified_gmt` as the file gave it: an unchanged post is skipped on re-import. */
    modified: text('modified').notNull(),
    tags: text('tags').array().notNull().default([]),
    importedAt: moment('imported_at').notNull().defaultNow(),
  },
  (t) => [index('wordpress_posts_article_idx').on(t.articleId)],
);

/**
 * Old addresses that answer 301 to an article: consulted before the 404 page. `path` is kept
 * the way `redirectKey` (server/domain/redirects.ts) writes it.
 */
export const redirects = pgTable(
  'redirects',
  {
    path: text('path').primaryKey(),
    articleId: belongsTo('article_id', () => articles.id),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('redirects_article_idx').on(t.articleId)],
);

/** Images fetched from an old site, by their address there: fetched and re-encoded once. */
export const importedMedia = pgTable('imported_media', {
  url: text('url').primaryKey(),
  mediaKey: text('media_key').notNull(),
});

/** Where an imported reader came from, with what the other service knew of them. */
export const subscriberImports = pgTable('subscriber_imports', {
  subscriptionId: integer('subscription_id')
    .primaryKey()
    .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
  /** mailchimp, substack or csv. */
  source: text('source').notNull(),
  name: text('name'),
  importedAt: moment('imported_at').notNull().defaultNow(),
});
