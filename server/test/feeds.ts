/** Reading the site's feed and sitemap in tests, as a crawler or a feed reader would. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { TestApp } from './app';

const xml = new XMLParser({ ignoreAttributes: false });
/** The site's RSS feed (of a language), checked to be RSS with its items as a list. */
export async function readFeed(t: TestApp, lang?: string) {
  const res = await t.app.inject(lang ? `/feed.xml?lang=${lang}` : '/feed.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = xml.parse(res.body) as {
    rss: {
      '@_version': string;
      channel: {
        title: string;
        link: string;
        language: string;
        'atom:link': { '@_href': string; '@_rel': string };
        item?: FeedItem | FeedItem[];
      };
    };
  };
  const items = doc.rss.channel.item;
  return { ...doc.rss, items: items === undefined ? [] : Array.isArray(items) ? items : [items] };
}
export interface FeedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
}
/** The sitemap's addresses, checked to be well-formed XML. */
export async function readSitemap(t: TestApp) {
  const res = await t.app.inject('/sitemap.xml');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = xml.parse(res.body) as { urlset: { url: { loc: string; lastmod?: string }[] } };
  return doc.urlset.url;
}
