import Fastify, { type FastifyInstance } from 'fastify';
import type { PassageAnswer } from '../../contract/bible';
import type { Ebook, Video } from '../../contract/catalog';
import type { ArticlePage, ArticleSummary, PublicArticle } from '../../contract/publishing';
import type { SiteLanguage } from '../../contract/i18n';
import type { TeachingPage, TeachingSummary } from '../../contract/teachings';
import { createContentVersion, type ContentVersion } from '../infra/content-version';
import { builtHomeTexts } from '../modules/home/service';
import { pagesPlugin } from '../pages/plugin';
import type { SsrBundle } from '../pages/render';
import { fixtureBuild, ORIGIN } from './built-pages';

/**
 * The pages plugin over a stand-in of the API (the same answers' shapes, counted, so that what is
 * kept in memory shows), with the real app's rendering (client/src/entry-server) into a
 * miniature build's template.
 */

export const T0 = new Date('2026-03-05T12:00:00Z');

export const cover = {
  src: '/media/0123456789abcdef0123456789abcdef-960.webp',
  srcSet:
    '/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-960.webp 960w',
  width: 960,
  height: 540,
};

export function article(overrides: Partial<PublicArticle> = {}): PublicArticle {
  return {
    id: 1,
    slug: 'the-kingdom-of-god',
    path: '/articles/the-kingdom-of-god',
    title: 'The Kingdom of God',
    excerpt: 'What Jesus preached: the good news of the coming Kingdom.',
    category: 'Doctrine',
    language: 'en',
    readTime: 7,
    publishedAt: '2026-03-01T09:00:00.000Z',
    featured: false,
    cover: null,
    html: '<h2>The Gospel</h2><p>Jesus came preaching <strong>the Kingdom</strong>.</p>',
    updatedAt: '2026-03-02T10:00:00.000Z',
    originalId: null,
    translations: [
      {
        language: 'es',
        slug: 'el-reino-de-dios',
        title: 'El Reino de Dios',
        path: '/articles/el-reino-de-dios',
      },
    ],
    ...overrides,
  };
}

export const summary = (a: PublicArticle): ArticleSummary => ({
  id: a.id,
  slug: a.slug,
  path: a.path,
  title: a.title,
  excerpt: a.excerpt,
  category: a.category,
  language: a.language,
  readTime: a.readTime,
  publishedAt: a.publishedAt,
  featured: a.featured,
  cover: a.cover,
});

export const ebook = (overrides: Partial<Ebook> = {}): Ebook => ({
  id: 1,
  title: 'The Restoration of All Things',
  description: 'The promises to the fathers, and how every one of them will be kept.',
  price: '$9.99',
  amazonUrl: 'https://www.amazon.com/dp/B000000001',
  rating: 5,
  reviewCount: 12,
  featured: true,
  coverImage: null,
  cover: null,
  position: 1,
  translations: {},
  ...overrides,
});

export const video: Video = {
  id: 1,
  title: 'The Gospel of the Kingdom',
  description: 'What Jesus preached, and what it means for us.',
  youtubeId: 'abcdefghijk',
  translations: {},
  category: 'Teaching',
  duration: 1800,
  publishedAt: '2026-01-10T00:00:00.000Z',
  featured: true,
};

/** The stand-in's passage: its reference and one verse that names it. */
export const passage = (ref: string, version: 'web' | 'rv1909'): PassageAnswer => ({
  reference: ref,
  osis: ref,
  version,
  total: 1,
  verses: [{ book_name: ref, chapter: 1, verse: 1, text: `The text of ${ref} (${version}).` }],
});

/** `GET /api/home?lang=` as a new site answers it. */
export const homeAnswer = (lang: SiteLanguage) => ({ texts: builtHomeTexts(lang), studyId: null });

export interface Stub {
  articles: Map<string, PublicArticle>;
  ebooks: Ebook[];
  video: Video | null;
  /** The published teachings `/api/teachings` answers (none unless a test adds some). */
  teachings: TeachingSummary[];
  calls: string[];
  fail: boolean;
}

let appBundle: () => Promise<SsrBundle> = () =>
  Promise.reject(new Error('Call renderingWith() first'));
/**
 * The real app's server-render bundle, handed in by the test file (only tests may load client
 * code): `renderingWith(() => import('../../client/src/entry-server'))`.
 */
export function renderingWith(load: () => Promise<SsrBundle>): void {
  appBundle = load;
}

const apps: FastifyInstance[] = [];
/** Closes the apps made since the last call (each test file's afterEach). */
export async function closeApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => app.close()));
}

export async function makeApp(
  options: {
    ssr?: boolean;
    bundle?: SsrBundle;
    contentVersion?: ContentVersion;
    publicUrl?: string;
    clock?: () => Date;
  } = {},
) {
  const stub: Stub = {
    articles: new Map([[article().slug, article()]]),
    ebooks: [ebook()],
    video,
    teachings: [],
    calls: [],
    fail: false,
  };
  const app = Fastify({ logger: false });
  apps.push(app);
  app.get('/api/articles', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    const query = request.query as { lang?: string };
    const items = [...stub.articles.values()]
      .filter((a) => a.language === (query.lang ?? 'en'))
      .map(summary);
    const answer: ArticlePage = { items, total: items.length, page: 1, pageSize: 12 };
    return answer;
  });
  app.get('/api/articles/featured', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    const { lang } = request.query as { lang: string };
    return [...stub.articles.values()].filter((a) => a.language === lang).map(summary);
  });
  app.get('/api/ebooks', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    return stub.ebooks;
  });
  app.get('/api/ebooks/featured', (request) => {
    stub.calls.push(request.url);
    return stub.ebooks.find((b) => b.featured) ?? null;
  });
  app.get('/api/videos/featured', (request) => {
    stub.calls.push(request.url);
    return stub.video;
  });
  // The home page's texts as a new site has them, and no teachings yet.
  app.get('/api/home', (request) => {
    stub.calls.push(request.url);
    const { lang = 'en' } = request.query as { lang?: SiteLanguage };
    return homeAnswer(lang);
  });
  app.get('/api/teachings', (request) => {
    stub.calls.push(request.url);
    const { lang = 'en' } = request.query as { lang?: string };
    const items = stub.teachings.filter((teaching) => teaching.language === lang);
    const answer: TeachingPage = { items, total: items.length, page: 1, pageSize: 12 };
    return answer;
  });
  app.get('/api/bible/passage', (request) => {
    stub.calls.push(request.url);
    const { ref, version = 'web' } = request.query as { ref: string; version?: 'web' | 'rv1909' };
    return passage(ref, version);
  });
  app.get('/api/articles/:slug', (request, reply) => {
    stub.calls.push(request.url);
    if (stub.fail) return reply.status(503).send({ message: 'The database is unavailable' });
    const found = stub.articles.get((request.params as { slug: string }).slug);
    return found ?? reply.status(404).send({ message: 'Article not found' });
  });
  const contentVersion = options.contentVersion ?? createContentVersion(() => T0);
  await app.register(pagesPlugin, {
    ...fixtureBuild(),
    publicUrl: options.publicUrl ?? ORIGIN,
    ssr: options.ssr === false ? undefined : async () => options.bundle ?? (await appBundle()),
    contentVersion,
    clock: options.clock,
  });
  await app.ready();
  return { app, stub, contentVersion };
}
