/**
 * Reads the file WordPress's own Tools → Export makes (WXR: RSS 2.0 with WordPress's elements)
 * into the posts it holds. Only what the import needs is kept; anything that is not a WXR is
 * refused before a single post is looked at.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { NOT_A_WXR } from '../../../contract/imports';
import { contentLanguages, type ContentLanguage } from '../../../contract/publishing';
import { badRequest } from '../../errors';

export interface WxrPost {
  guid: string;
  postId: number;
  title: string;
  /** The post's address on the old site, as WordPress printed it. */
  link: string;
  /** `wp:post_name`, decoded (WordPress keeps non-ASCII names percent-encoded). */
  name: string;
  /** publish, draft, pending, private, future, trash. */
  status: string;
  /** UTC, or undefined for a draft never dated. */
  date: Date | undefined;
  modified: string;
  content: string;
  excerpt: string;
  /** Category names (domain "category"), in the file's order. */
  categories: string[];
  /** Tag names (domain "post_tag"). */
  tags: string[];
  /** From Polylang's language category or WPML's post meta, when the file has them. */
  language: ContentLanguage | undefined;
  /** The featured image's address, from `_thumbnail_id` and the attachments of the file. */
  featuredImage: string | undefined;
}

export interface Wxr {
  /** The old site's address (`<link>` of the channel), without a trailing slash. */
  siteUrl: string;
  posts: WxrPost[];
}

const ARRAYS = new Set([
  'rss.channel.item',
  'rss.channel.item.category',
  'rss.channel.item.wp:postmeta',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Every value stays text: a title "2023" or a slug "0100" is not a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (_name, jpath) => ARRAYS.has(String(jpath)),
});

type Node = Record<string, unknown>;

/** An element's text, whether it came as text, CDATA or with attributes. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** WordPress's `2023-05-04 10:20:30` in UTC; its "never" is `0000-00-00 00:00:00`. */
function gmtDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === '0000') return undefined;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** `es`, `es_ES`, `pt-br` → one of our languages, else undefined. */
export function languageOfCode(code: string): ContentLanguage | undefined {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return (contentLanguages as readonly string[]).includes(base ?? '')
    ? (base as ContentLanguage)
    : undefined;
}

const WPML_KEYS = new Set(['_wpml_language', '_icl_lang_code', 'wpml_language']);

function metaOf(item: Node): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of (item['wp:postmeta'] as unknown[] | undefined) ?? []) {
    if (isNode(entry)) meta.set(text(entry['wp:meta_key']), text(entry['wp:meta_value']));
  }
  return meta;
}

/** Parses a WXR file; a file that is not one is a 400 with NOT_A_WXR, whatever is wrong with it. */
export function parseWxr(xml: string): Wxr {
  if (XMLValidator.validate(xml) !== true) throw badRequest(NOT_A_WXR, { file: [NOT_A_WXR] });
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw badRequest(NOT_A_WXR, { file: [NOT_A_WXR] });
  }
  const rss = document.rss;
  const channel = isNode(rss) ? rss.channel : undefined;
  if (!isNode(channel) || !('wp:wxr_version' in channel)) {
    throw badRequest(NOT_A_WXR, { file: [NOT_A_WXR] });
  }
  const siteUrl = (text(channel['wp:base_blog_url']) || text(channel.link))
    .trim()
    .replace(/\/+$/, '');
  const items = ((channel.item as unknown[] | undefined) ?? []).filter(isNode);

  // Featured images point at attachments by their post id.
  const attachments = new Map<string, string>();
  for (const item of items) {
    if (text(item['wp:post_type']) === 'attachment') {
      attachments.set(text(item['wp:post_id']).trim(), text(item['wp:attachment_url']).trim());
    }
  }

  const posts: WxrPost[] = [];
  for (const item of items) {
    if (text(item['wp:post_type']) !== 'post') continue;
    const categories: string[] = [];
    const tags: string[] = [];
    let language: ContentLanguage | undefined;
    for (const category of (item.category as unknown[] | undefined) ?? []) {
      const domain = isNode(category) ? text(category['@_domain']) : '';
      const name = text(category).trim();
      if (domain === 'category' && name && name !== 'Uncategorized') categories.push(name);
      else if (domain === 'post_tag' && name) tags.push(name);
      else if (domain === 'language' && isNode(category)) {
        language = languageOfCode(text(category['@_nicename']));
      }
    }
    const meta = metaOf(item);
    for (const key of WPML_KEYS) {
      const value = meta.get(key);
      if (!language && value) language = languageOfCode(value);
    }
    const thumbnail = meta.get('_thumbnail_id')?.trim();
    const postId = Number.parseInt(text(item['wp:post_id']), 10);
    posts.push({
      guid: text(item.guid).trim() || `post-${postId}`,
      postId: Number.isSafeInteger(postId) ? postId : 0,
      title: text(item.title).trim(),
      link: text(item.link).trim(),
      name: decodeName(text(item['wp:post_name']).trim()),
      status: text(item['wp:status']).trim(),
      date: gmtDate(text(item['wp:post_date_gmt'])) ?? gmtDate(text(item['wp:post_date'])),
      modified: text(item['wp:post_modified_gmt']).trim(),
      content: text(item['content:encoded']),
      excerpt: text(item['excerpt:encoded']).trim(),
      categories,
      tags,
      language,
      featuredImage: thumbnail ? attachments.get(thumbnail) || undefined : undefined,
    });
  }
  return { siteUrl, posts };
}
