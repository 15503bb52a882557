import {
  articleListPath,
  contentLanguageNames,
  DEFAULT_CONTENT_LANGUAGE,
  type ArticleSummary,
  type ContentLanguage,
} from '../../../contract/publishing';
import { SITE_NAME, SITE_TAGLINE } from '../../../contract/pages';
import { escapeXml } from '../../infra/xml';

/** Articles a feed carries: readers show the newest, and fetch the feed often. */
export const FEED_SIZE = 20;

export const feedPath = (language: ContentLanguage): string =>
  language === DEFAULT_CONTENT_LANGUAGE ? '/feed.xml' : `/feed.xml?lang=${language}`;

/** RFC 822 dates, as RSS 2.0 wants them ("Tue, 10 Jun 2025 04:00:00 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The RSS 2.0 feed of one language's newest articles, links absolute at PUBLIC_URL. */
export function rssFeed(
  publicUrl: string,
  language: ContentLanguage,
  items: readonly (ArticleSummary & { updatedAt: string })[],
): string {
  const title =
    language === DEFAULT_CONTENT_LANGUAGE
      ? `${SITE_NAME}: Articles`
      : `${SITE_NAME}: Articles (${contentLanguageNames[language]})`;
  const newest = items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(publicUrl + articleListPath(language))}</link>`,
    `    <description>${escapeXml(SITE_TAGLINE)}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${escapeXml(publicUrl + feedPath(language))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.publishedAt)}</lastBuildDate>`] : []),
    ...items.flatMap((item) => {
      const link = escapeXml(publicUrl + item.path);
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${rfc822(item.publishedAt)}</pubDate>`,
        `      <description>${escapeXml(item.excerpt)}</description>`,
        ...(item.category ? [`      <category>${escapeXml(item.category)}</category>`] : []),
        '    </item>',
      ];
    }),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
