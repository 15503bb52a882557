import type { z } from 'zod';
import type { SiteLanguage } from '../../contract/i18n';
import { pageText } from '../../contract/messages/catalogues';
import { documentTitle, type PageKey } from '../../contract/pages';
import { languageAlternates } from '../../contract/seo';
import type { SsrQuery } from '../../contract/ssr-data';
import type { Alternate, HeadImage } from './head';

/**
 * What every page loader is made of (the loaders: ./registry.ts and the page files it
 * gathers). Loaders import this file and nothing of each other's, so none depends on another.
 */

/** An API answer: its status and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}
export type FetchApi = (path: string) => Promise<ApiAnswer>;

export interface PageHeadData {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** None for a page that shows nothing (404). */
  canonical?: string | undefined;
  image?: HeadImage | undefined;
  alternates?: readonly Alternate[] | undefined;
  jsonLd?: readonly unknown[] | undefined;
}

export interface RenderedPageData {
  /** 404: the page names nothing that exists (an unknown article, question or group). */
  status: 200 | 404;
  queries: SsrQuery[];
  head: PageHeadData;
}

/** What a page is loaded with. */
export interface LoadContext {
  fetchApi: FetchApi;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The page's language: its head's text, and what it shows in that language. */
  lang: SiteLanguage;
  /** The UTC day ('2026-11-25') the page is made for. */
  today: string;
}

export interface PageLoader {
  /**
   * The page's one address for a request on a page in `lang`, without the language's prefix
   * (query values it does not read, or that name the page's defaults, left out, in one order):
   * what it is rendered at and kept under.
   */
  address(pathname: string, search: string, lang: SiteLanguage): string;
  /**
   * The page's data and head (the address is the route table's, without the language's prefix);
   * undefined when the API could not answer (a 5xx, a request that threw, an answer its schema
   * refuses): the page's last rendering is served, else 503.
   */
  load(address: string, context: LoadContext): Promise<RenderedPageData | undefined>;
  /**
   * The page shows the day's things (the verse of the day): a rendering is kept for its UTC day
   * only, so a new day's first request makes the page again.
   */
  daily?: boolean;
  /**
   * The API answers a signed-in member more than a visitor (their own unpublished question, a
   * hidden group they lead, their role in it). The page is rendered as a visitor sees it, so a
   * request that carries a session is served the shell, which asks the API as that member: a
   * visitor's rendering never says "not found" to the one member who may see the thing, and a
   * member's view is never kept for others.
   */
  personal?: boolean;
  /**
   * What the page shows changes with members' writes (an answer given, a member joining), which
   * the published content's version does not follow: it is rendered at every request, from the
   * API's own kept answers, and never kept as a page.
   */
  live?: boolean;
}

/**
 * The head of a page of the route table as the table writes it (title and description in
 * `lang`), at its one address `canonical` in every language.
 */
export function routeHead(key: PageKey, canonical: string, lang: SiteLanguage): PageHeadData {
  const text = pageText(key, lang);
  return {
    title: documentTitle(text.title),
    description: text.description,
    type: 'website',
    canonical,
    alternates: languageAlternates(canonical),
  };
}

/** The head of a page that names nothing that exists: no address, nothing to index. */
export function notFoundHead(lang: SiteLanguage): PageHeadData {
  const text = pageText(undefined, lang);
  return { title: documentTitle(text.title), description: text.description, type: 'website' };
}

/** The first words of a text as a page's description: whole words, at most `max` characters. */
export function descriptionOf(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/**
 * The API's answers to `paths`, each parsed by its schema, as the queries the screen reads
 * (keyed by the path, as the client's query options key them); undefined if any is not a 200 the
 * schema accepts.
 */
export async function answersOf(
  fetchApi: FetchApi,
  asked: readonly { path: string; schema: z.ZodType; key?: SsrQuery['key'] }[],
): Promise<SsrQuery[] | undefined> {
  const answers = await Promise.all(asked.map(({ path }) => fetchApi(path)));
  const queries: SsrQuery[] = [];
  for (const [i, { path, schema, key }] of asked.entries()) {
    const answer = answers[i];
    const parsed = schema.safeParse(answer?.body);
    if (answer?.status !== 200 || !parsed.success) return undefined;
    queries.push({ key: key ?? [path], data: parsed.data });
  }
  return queries;
}

/**
 * A page that shows one thing the API names by its address (an article, a question, a group):
 * the thing and its head; the not-found page with status 404 when the API has no such thing or
 * refuses the address (404, 400: an id too large for one; the screen shows its own "not found"
 * from the error, as the browser would); undefined when the API failed.
 */
export async function oneThingPage<T>(
  { fetchApi, lang }: Pick<LoadContext, 'fetchApi' | 'lang'>,
  asked: { path: string; schema: z.ZodType<T>; key: SsrQuery['key'] },
  headOf: (thing: T) => PageHeadData,
): Promise<RenderedPageData | undefined> {
  const answer = await fetchApi(asked.path);
  if (answer.status === 404 || answer.status === 400) {
    return {
      status: 404,
      queries: [{ key: asked.key, error: { status: 404, body: JSON.stringify(answer.body) } }],
      head: notFoundHead(lang),
    };
  }
  const parsed = asked.schema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) return undefined;
  return {
    status: 200,
    queries: [{ key: asked.key, data: parsed.data }],
    head: headOf(parsed.data),
  };
}

/** Stands for a request that threw: the API could not answer, as a 503 of its own says. */
const UNANSWERED: ApiAnswer = { status: 503, body: null };

/** The API's own answers, asked in-process: a rendered page shows exactly what the API says. */
export function inProcessApi(app: {
  inject(request: { method: 'GET'; url: string }): Promise<{ statusCode: number; json(): unknown }>;
}): FetchApi {
  return async (url) => {
    let res;
    try {
      res = await app.inject({ method: 'GET', url });
    } catch {
      return UNANSWERED;
    }
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      // Not JSON: the loader sees a status it does not expect and gives up.
    }
    return { status: res.statusCode, body };
  };
}
