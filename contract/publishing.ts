import { z } from 'zod';
import { MAX_ROW_ID, optionalText, pageField, requiredText, rowIdParamsSchema } from './fields';
import { localizePath } from './i18n';
import { pathTo } from './pages';
import { apiRoute } from './api-route';

/**
 * What the ministry publishes from the admin panel (ebooks, videos, articles, images) and what
 * visitors read of it. One definition for the server's parsing and the admin's forms.
 */

// ---- images ----------------------------------------------------------------------------------

/** An uploaded image's name in the media store: 32 lowercase hex characters. */
export const MEDIA_KEY = /^[a-f0-9]{32}$/;
export const mediaKeyField = z.string().regex(MEDIA_KEY, 'Upload the image again');

/** Images the admin may upload, judged by their bytes. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** Pixels (width × height) an upload may decode to: more is refused as a decompression bomb. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** Each upload is re-encoded as WebP at these widths (never wider than the original). */
export const MEDIA_WIDTHS = [320, 640, 960] as const;

/**
 * A podcast's artwork as Apple Podcasts and Spotify take it: a square JPEG of 1400 to 3000 px.
 * A series' artwork is cropped square and kept as such a JPEG beside its WebP renditions.
 */
export const ARTWORK_MIN_SIDE = 1400;
export const ARTWORK_MAX_SIDE = 3000;
export const artworkTooSmall = (width: number, height: number): string =>
  `The artwork is ${width} × ${height} px: podcast directories need at least ${ARTWORK_MIN_SIDE} px on each side`;
export const ARTWORK_NOT_AN_IMAGE = 'This file is not an image: choose a JPEG, PNG or WebP image';

/** The answer to an upload; `url` is the widest rendition. */
export const mediaSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Media = z.infer<typeof mediaSchema>;

/** An image as a page shows it: every rendition for `srcset`, and the size that reserves its box. */
export const pictureSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** Where a rendition of an uploaded image is served: /media/{key}-{width}.webp. */
export const mediaPath = (key: string, width: number): string => `/media/${key}-${width}.webp`;

/** Where an image's square podcast JPEG (a series' artwork) is served: /media/{key}-{side}.jpg. */
export const mediaJpegPath = (key: string, side: number): string => `/media/${key}-${side}.jpg`;

/** A stored image as pages show it; `width` and `height` are those of its widest rendition. */
export function pictureOf(image: {
  key: string;
  width: number;
  height: number;
  widths: readonly number[];
}): Picture {
  const widths = [...image.widths].sort((a, b) => a - b);
  return {
    src: mediaPath(image.key, widths.at(-1) ?? image.width),
    srcSet: widths.map((width) => `${mediaPath(image.key, width)} ${width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

// ---- ebooks ----------------------------------------------------------------------------------

/** A price as the store shows it: "$9.99", "Free", "R$ 25,00". */
// ---- translations of ebooks and videos ---------------------------------------------------------

/** The languages an ebook or a video may be translated into (English is the item itself). */
export const catalogTranslationLanguages = ['es', 'pt'] as const;
export type CatalogTranslationLanguage = (typeof catalogTranslationLanguages)[number];
const languageName: Record<CatalogTranslationLanguage, string> = {
  es: 'Spanish',
  pt: 'Portuguese',
};

/**
 * An ebook's or a video's title and description in another language: all left blank, it is not
 * translated (undefined); else both are required. An ebook's may name its own retailer link.
 */
const catalogTranslation = (language: CatalogTranslationLanguage, withLink: boolean) => {
  const name = languageName[language];
  return z
    .object({
      title: optionalText(`Title in ${name}`, 200),
      description: optionalText(`Description in ${name}`, 2000),
      amazonUrl: withLink
        ? optionalText(`Retailer link in ${name}`, 2000).pipe(
            z
              .url({
                protocol: /^https$/,
                error: `Retailer link in ${name} must be an https address`,
              })
              .optional(),
          )
        : z.undefined().optional(),
    })
    .superRefine((text, ctx) => {
      if (!text.title && !text.description && !text.amazonUrl) return;
      if (!text.title) {
        ctx.addIssue({ code: 'custom', path: ['title'], message: `Title in ${name} is required` });
      }
      if (!text.description) {
        ctx.addIssue({
          code: 'custom',
          path: ['description'],
          message: `Description in ${name} is required`,
        });
      }
    })
    .transform((text) =>
      text.title && text.description
        ? {
            title: text.title,
            description: text.description,
            ...(text.amazonUrl ? { amazonUrl: text.amazonUrl } : {}),
          }
        : undefined,
    )
    .nullish()
    .transform((text) => text ?? undefined);
};

const catalogTranslations = (withLink: boolean) =>
  z
    .object(
      { es: catalogTranslation('es', withLink), pt: catalogTranslation('pt', withLink) },
      { error: 'Translations must be an object' },
    )
    .default({ es: undefined, pt: undefined })
    .transform(({ es, pt }) => ({ ...(es ? { es } : {}), ...(pt ? { pt } : {}) }));

/** An ebook's title, description and retailer link in one other language, as kept. */
export const ebookTranslationSchema = z.object({
  title: z.string(),
  description: z.string(),
  amazonUrl: z.string().optional(),
});
export const ebookTranslationsSchema = z.object({
  es: ebookTranslationSchema.optional(),
  pt: ebookTranslationSchema.optional(),
});
export type EbookTranslations = z.infer<typeof ebookTranslationsSchema>;
/** A video's title and description in one other language, as kept. */
export const videoTranslationSchema = z.object({ title: z.string(), description: z.string() });
export const videoTranslationsSchema = z.object({
  es: videoTranslationSchema.optional(),
  pt: videoTranslationSchema.optional(),
});
export type VideoTranslations = z.infer<typeof videoTranslationsSchema>;

export const ebookBodySchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
  price: requiredText('Price', 30),
  amazonUrl: z
    .string({ error: 'Amazon link is required' })
    .trim()
    .min(1, 'Amazon link is required')
    .max(2000, 'Amazon link is too long')
    .pipe(z.url({ protocol: /^https$/, error: 'Amazon link must be an https address' })),
  rating: z
    .number({ error: 'Rating must be a whole number from 0 to 5' })
    .int('Rating must be a whole number from 0 to 5')
    .min(0, 'Rating must be a whole number from 0 to 5')
    .max(5, 'Rating must be a whole number from 0 to 5'),
  reviewCount: z
    .number({ error: 'Reviews must be a whole number, 0 or more' })
    .int('Reviews must be a whole number, 0 or more')
    .min(0, 'Reviews must be a whole number, 0 or more')
    .max(MAX_ROW_ID, 'Reviews must be a whole number, 0 or more'),
  featured: z.boolean().default(false),
  /** The key `POST /api/admin/media` answered, or null for the icon tile. */
  coverImage: mediaKeyField.nullable().default(null),
  /** Place in the store after the featured book: smaller first. Left out: after the others. */
  position: z.number().int().min(0).max(MAX_ROW_ID).optional(),
  /** Spanish and Portuguese versions; left out, none. */
  translations: catalogTranslations(true),
});
export type EbookBody = z.input<typeof ebookBodySchema>;

// ---- videos ----------------------------------------------------------------------------------

/** YouTube's video ids: 11 characters of letters, digits, '-' and '_'. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube id, or the id inside a pasted YouTube address (watch?v=, youtu.be/, /embed/,
 * /shorts/, /live/). Anything else is undefined.
 */
export function youtubeIdOf(input: string): string | undefined {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

const YOUTUBE_ID_MESSAGE = 'Enter a YouTube video id (11 characters) or its YouTube address';

export const youtubeIdField = z
  .string({ error: YOUTUBE_ID_MESSAGE })
  .max(2000, YOUTUBE_ID_MESSAGE)
  .transform((value, ctx) => {
    const id = youtubeIdOf(value);
    if (id) return id;
    ctx.addIssue({ code: 'custom', message: YOUTUBE_ID_MESSAGE });
    return z.NEVER;
  });

/** When a video or article is dated: an ISO 8601 time with its offset. */
export const publishedAtField = z.iso.datetime({
  offset: true,
  error: 'Enter a date and time',
});

export const videoBodySchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 2000),
  youtubeId: youtubeIdField,
  category: z.string().trim().max(60, 'Category must be at most 60 characters').nullish(),
  /** Minutes. */
  duration: z
    .number({ error: 'Duration must be a whole number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(1, 'Duration must be a whole number of minutes')
    .max(10_000, 'Duration must be a whole number of minutes')
    .nullish(),
  featured: z.boolean().default(false),
  /** Left out: now. */
  publishedAt: publishedAtField.optional(),
  /** Spanish and Portuguese versions; left out, none. */
  translations: catalogTranslations(false),
});
export type VideoBody = z.input<typeof videoBodySchema>;

// ---- articles --------------------------------------------------------------------------------

/** The languages the ministry writes in; the site's default first. */
export const contentLanguages = ['en', 'es', 'pt'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';
export const contentLanguageNames: Record<ContentLanguage, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

/** The study categories (the Bible Study Center's buttons, without 'All'). */
export const articleCategories = [
  'Doctrine',
  'Prophecy',
  'Eschatology',
  'Christology',
  'Practice',
  'Scripture',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/**
 * draft: only the admin sees it. scheduled: visitors see it from `publishedAt` on, without anyone
 * acting. published: visible now (its `publishedAt` is when it was first published).
 */
export const articleStatuses = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** An article's address: lowercase letters and digits in words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
export const slugField = z
  .string()
  .trim()
  .min(1, 'Address is required')
  .max(SLUG_MAX, `Address must be at most ${SLUG_MAX} characters`)
  .regex(SLUG, 'Use lowercase letters, digits and single hyphens');

/**
 * The address made from a title: accents dropped (so "Fé e Obras" reads "fe-e-obras"), anything
 * but letters and digits turned into single hyphens, cut at a word to SLUG_MAX characters. Empty
 * when the title has no letters or digits.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX);
    slug = next;
  }
  return slug;
}

/** Words read per minute for an article's reading time (a common figure for adult readers). */
export const WORDS_PER_MINUTE = 230;
/** Minutes to read `markdown`, at least 1. */
export const readTimeOf = (markdown: string): number =>
  Math.max(
    1,
    Math.round(
      (markdown.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0) / WORDS_PER_MINUTE,
    ),
  );

export const articleBodySchema = z.object({
  title: requiredText('Title', 200),
  /** Left out or empty: made from the title. */
  slug: z.union([z.literal(''), slugField]).optional(),
  excerpt: requiredText('Excerpt', 300),
  content: requiredText('Content', 200_000),
  category: z.enum(articleCategories, { error: 'Choose a category' }),
  language: z.enum(contentLanguages, { error: 'Choose a language' }),
  /** The article this one translates. */
  originalId: z.number().int().min(1).max(MAX_ROW_ID).nullish(),
  featured: z.boolean().default(false),
  status: z.enum(articleStatuses, { error: 'Choose draft, scheduled or published' }),
  /** Required when scheduled (and then in the future); left out when published: now. */
  publishedAt: publishedAtField.nullish(),
  coverImage: mediaKeyField.nullish(),
});
export type ArticleBody = z.input<typeof articleBodySchema>;

export const SCHEDULE_NEEDS_FUTURE = 'Choose a time in the future to schedule the article';
export const SLUG_TAKEN = 'Another article already uses this address';
export const ORIGINAL_NOT_FOUND = 'The original article was not found';
export const ORIGINAL_IS_SELF = 'An article cannot be a translation of itself';
export const NOT_PUBLISHED_FOR_NEWSLETTER = 'Publish the article before sending it as a newsletter';
/** "Translate" into a language the article (or its original) is already written in. */
export const translationExists = (language: ContentLanguage): string =>
  `This article already has a version in ${contentLanguageNames[language]}`;
export const EBOOK_TITLE_TAKEN = 'Another ebook already has this title';
export const VIDEO_TAKEN = 'This YouTube video is already in the list';

/** An article in the admin's list and editor. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  language: z.enum(contentLanguages),
  originalId: z.number().int().nullable(),
  featured: z.boolean(),
  status: z.enum(articleStatuses),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  readTime: z.number().int(),
  coverImage: z.string().nullable(),
  /** The address visitors read it at (once it is visible). */
  path: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** A translation of an article (or its original), for the language links. */
export const articleTranslationSchema = z.object({
  language: z.enum(contentLanguages),
  slug: z.string(),
  title: z.string(),
  path: z.string(),
});

/** An article as a list shows it. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  language: z.enum(contentLanguages),
  readTime: z.number().int(),
  publishedAt: z.string(),
  featured: z.boolean(),
  cover: pictureSchema.nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A published article as its page shows it; `html` is the sanitised rendering of its Markdown. */
export const publicArticleSchema = articleSummarySchema.extend({
  html: z.string(),
  updatedAt: z.string(),
  originalId: z.number().int().nullable(),
  translations: z.array(articleTranslationSchema),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;

/** An ebook, video or article named in an admin address. */
export const idParamsSchema = rowIdParamsSchema();
/** An article's address as visitors follow it; anything that cannot be a slug is not found. */
export const articleSlugParamsSchema = z.object({ slug: z.string().max(SLUG_MAX * 2) });

export const ARTICLES_PAGE_SIZE = 12;
export const articleListQuerySchema = z.object({
  lang: z.enum(contentLanguages).default(DEFAULT_CONTENT_LANGUAGE),
  category: z.enum(articleCategories).optional(),
  page: pageField(10_000),
});
export const articlePageSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * Where visitors read an article. Slugs are unique across languages, so every article lives at
 * /articles/{slug}; a language's list is that language's page of the list (/es/articles), where
 * the list opens in the page's language.
 */
export const articlePath = (slug: string): string => pathTo('articleDetail', { slug });
export const articleListPath = (language: ContentLanguage): string =>
  localizePath(pathTo('articles'), language);

/**
 * The editor's preview: the same rendering the article page uses, its Scripture references read
 * in the article's language.
 */
export const articlePreviewBodySchema = z.object({
  content: z.string().max(200_000, 'Content must be at most 200000 characters'),
  language: z.enum(contentLanguages).default(DEFAULT_CONTENT_LANGUAGE),
});
export const articlePreviewSchema = z.object({ html: z.string() });

/** "Translate": a draft in `language` linked to the article, its text copied to translate. */
export const translateBodySchema = z.object({
  language: z.enum(contentLanguages, { error: 'Choose a language' }),
});

/** What the list of articles shows: one language, one category or all, one page. */
export interface ArticleListView {
  lang: ContentLanguage;
  category?: ArticleCategory | undefined;
  page: number;
}

const isContentLanguage = (value: string | null): value is ContentLanguage =>
  (contentLanguages as readonly (string | null)[]).includes(value);
const isArticleCategory = (value: string | null): value is ArticleCategory =>
  (articleCategories as readonly (string | null)[]).includes(value);

/**
 * The view an address of the list names (`?lang=es&category=Doctrine&page=2`) on a page in
 * `pageLanguage`, where the list opens in that language unless `lang` names another. A value the
 * list does not know is left out, as if absent, so any address shows a list.
 */
export function articleListViewOf(
  search: string,
  pageLanguage: ContentLanguage = DEFAULT_CONTENT_LANGUAGE,
): ArticleListView {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  const category = params.get('category');
  const page = Number(params.get('page') ?? '1');
  return {
    lang: isContentLanguage(lang) ? lang : pageLanguage,
    category: isArticleCategory(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The query of a view in one order, defaults left out (the page's language, all categories,
 * page 1); `pageLanguage` undefined keeps the language.
 */
function articleListQuery(
  view: ArticleListView,
  pageLanguage: ContentLanguage | undefined,
): string {
  const params = new URLSearchParams();
  if (view.lang !== pageLanguage) params.set('lang', view.lang);
  if (view.category) params.set('category', view.category);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The one address of a view of the list on a page in `pageLanguage` (without the page's language
 * prefix, as links and the canonical link write it): `/articles` for Spanish articles on /es.
 */
export const articleListHref = (
  view: ArticleListView,
  pageLanguage: ContentLanguage = DEFAULT_CONTENT_LANGUAGE,
): string => pathTo('articles') + articleListQuery(view, pageLanguage);

/** The API answer a view of the list shows (also its query key, so a server render can fill it). */
export const articleListApiPath = (view: ArticleListView): string =>
  publishingApi.articles() + articleListQuery(view, undefined);

/** The API answer an article's page shows (also its query key). */
export const articleApiPath = (slug: string): string => publishingApi.article({ slug });

/** Up to three articles for the home page, the featured first (also its query key). */
export const featuredArticlesApiPath = (language: ContentLanguage): string =>
  publishingApi.featuredArticles({ search: { lang: language } });

/** The published articles' addresses, and staff's content editing. */
export const publishingApi = {
  articles: apiRoute('/api/articles'),
  featuredArticles: apiRoute('/api/articles/featured'),
  article: apiRoute('/api/articles/:slug'),
  adminArticles: apiRoute('/api/admin/articles'),
  articlePreview: apiRoute('/api/admin/articles/preview'),
  adminArticle: apiRoute('/api/admin/articles/:id'),
  articleNewsletter: apiRoute('/api/admin/articles/:id/newsletter'),
  articleTranslate: apiRoute('/api/admin/articles/:id/translate'),
  adminEbooks: apiRoute('/api/admin/ebooks'),
  adminEbook: apiRoute('/api/admin/ebooks/:id'),
  adminVideos: apiRoute('/api/admin/videos'),
  adminVideo: apiRoute('/api/admin/videos/:id'),
  media: apiRoute('/api/admin/media'),
  /** A series' artwork: the same pipeline, square, with the JPEG podcast directories take. */
  mediaArtwork: apiRoute('/api/admin/media/artwork'),
};
