import { z } from 'zod';
import type { Permission } from './staff';
import { apiRoute } from './api-route';
import { pageField, siteLanguageField } from './fields';

/**
 * What the site search finds, in the order its groups are shown. Verses come from the Bible's
 * own in-memory search; everything else from the database's search index (kind = the area).
 */
export const searchKinds = [
  'study',
  'article',
  'teaching',
  'video',
  'question',
  'ebook',
  'event',
  'character',
  'timeline',
  'page',
  'verse',
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const SITE_SEARCH_MAX_LENGTH = 200;
/** Results per group and page. */
export const SEARCH_GROUP_SIZE = 10;
/** The deepest page of a group (a search, not a browser of everything). */
export const SEARCH_MAX_PAGE = 20;

export const SITE_SEARCH_MESSAGES = {
  blank: 'Enter words or a reference to search for',
  tooLong: `A search can be at most ${SITE_SEARCH_MAX_LENGTH} characters`,
  kind: `The kind must be one of: ${searchKinds.join(', ')}`,
} as const;

export const siteSearchQuerySchema = z.object({
  q: z
    .string({ error: SITE_SEARCH_MESSAGES.blank })
    .trim()
    .min(1, SITE_SEARCH_MESSAGES.blank)
    .max(SITE_SEARCH_MAX_LENGTH, SITE_SEARCH_MESSAGES.tooLong),
  /** The page's language: its results come first; Bible verses from its version. */
  lang: siteLanguageField.default('en'),
  /** One group only (its `page`); all groups when left out. */
  kind: z.enum(searchKinds, { error: SITE_SEARCH_MESSAGES.kind }).optional(),
  page: pageField(SEARCH_MAX_PAGE),
});
export type SiteSearchQuery = z.input<typeof siteSearchQuerySchema>;

export const searchItemSchema = z.object({
  title: z.string(),
  /** The page's address in the asked language ('/es/articles/…'). */
  url: z.string(),
  /**
   * Text around the match, HTML-escaped, with the matched words in `<mark>…</mark>`: the only
   * markup it holds.
   */
  snippet: z.string(),
  /** The language the thing is written in. */
  language: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  /** Everything of this kind the search found (the items are one page of it). */
  total: z.number().int(),
  items: z.array(searchItemSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/**
 * The groups in the order of `searchKinds`, only those with results; `passage` when the query is
 * a Scripture reference ('John 3:16', 'Juan 3,16'), with the reader's address.
 */
export const siteSearchAnswerSchema = z.object({
  query: z.string(),
  passage: z.object({ reference: z.string(), url: z.string() }).optional(),
  groups: z.array(searchGroupSchema),
});
export type SiteSearchAnswer = z.infer<typeof siteSearchAnswerSchema>;

/** Splits a snippet into plain text and marked words, for rendering without raw HTML. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: unescape(part.slice(6, -7)), marked: true }
        : { text: unescape(part), marked: false },
    );
}

/** What staff search in the admin panel: people, conversations, subscribers, donations. */
export const adminSearchScopes = ['people', 'conversations', 'subscribers', 'donations'] as const;
export type AdminSearchScope = (typeof adminSearchScopes)[number];
/** What each scope of the staff's search needs: each person finds only what they may open. */
export const adminSearchScopePermission: Readonly<Record<AdminSearchScope, Permission>> = {
  people: 'people.manage',
  conversations: 'conversations.manage',
  subscribers: 'newsletter.send',
  donations: 'giving.read',
};

export const adminSearchQuerySchema = z.object({
  q: siteSearchQuerySchema.shape.q,
  /** One scope only; all when left out. */
  scope: z
    .enum(adminSearchScopes, {
      error: `The scope must be one of: ${adminSearchScopes.join(', ')}`,
    })
    .optional(),
});
export type AdminSearchQuery = z.input<typeof adminSearchQuerySchema>;

export const adminSearchItemSchema = z.object({
  /** The row's id in its table (user, conversation, subscription, donation). */
  id: z.number().int(),
  /** A name, or the address when there is none; a conversation's title. */
  title: z.string(),
  /** The e-mail address, the member, the state or the amount: what tells rows apart. */
  detail: z.string(),
  createdAt: z.string(),
});
export type AdminSearchItem = z.infer<typeof adminSearchItemSchema>;

/** Matches by name or e-mail (any part, case aside), newest first, up to 10 of each scope. */
export const adminSearchAnswerSchema = z.object({
  query: z.string(),
  groups: z.array(
    z.object({
      scope: z.enum(adminSearchScopes),
      total: z.number().int(),
      items: z.array(adminSearchItemSchema),
    }),
  ),
});
export type AdminSearchAnswer = z.infer<typeof adminSearchAnswerSchema>;

export const searchApi = {
  search: apiRoute('/api/search'),
  admin: apiRoute('/api/admin/search'),
};
