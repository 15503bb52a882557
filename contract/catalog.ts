import { z } from 'zod';
import {
  articleSummarySchema,
  contentLanguages,
  DEFAULT_CONTENT_LANGUAGE,
  ebookTranslationsSchema,
  pictureSchema,
  videoTranslationsSchema,
} from './publishing';
import { apiRoute } from './api-route';

/** Ebook as the store and the home page read it. */
export const ebookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  amazonUrl: z.string(),
  rating: z.number().int(),
  reviewCount: z.number().int(),
  featured: z.boolean(),
  coverImage: z.string().nullable(),
  /** The cover as the card shows it (every rendition, and the box it takes); null: the icon tile. */
  cover: pictureSchema.nullable(),
  /** Place in the store after the featured book: smaller first. */
  position: z.number().int(),
  /** Its title and description (and retailer link) in Spanish and Portuguese, where written. */
  translations: ebookTranslationsSchema,
});
export type Ebook = z.infer<typeof ebookSchema>;
export const ebookListSchema = z.array(ebookSchema);

export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  youtubeId: z.string(),
  category: z.string().nullable(),
  duration: z.number().int().nullable(),
  publishedAt: z.string(),
  featured: z.boolean(),
  /** Its title and description in Spanish and Portuguese, where written. */
  translations: videoTranslationsSchema,
});
export type Video = z.infer<typeof videoSchema>;
export const videoListSchema = z.array(videoSchema);

/** The home page's "Latest Articles": up to three visible articles, the featured first. */
export const featuredArticlesSchema = z.array(articleSummarySchema);
export const featuredArticlesQuerySchema = z.object({
  lang: z.enum(contentLanguages).default(DEFAULT_CONTENT_LANGUAGE),
});

/** The public catalogue's addresses. */
export const catalogApi = {
  ebooks: apiRoute('/api/ebooks'),
  featuredEbook: apiRoute('/api/ebooks/featured'),
  videos: apiRoute('/api/videos'),
  featuredVideo: apiRoute('/api/videos/featured'),
};

/** What an ebook or a video shows on a page in `lang`: its translation, or its English, marked. */
export function catalogTextIn<T extends { title: string; description: string }>(
  item: T & { translations: Partial<Record<'es' | 'pt', { title: string; description: string }>> },
  lang: string,
): { title: string; description: string; untranslated: boolean } {
  if (lang !== 'es' && lang !== 'pt') {
    return { title: item.title, description: item.description, untranslated: false };
  }
  const translation = item.translations[lang];
  return translation
    ? { title: translation.title, description: translation.description, untranslated: false }
    : { title: item.title, description: item.description, untranslated: true };
}

/** An ebook's retailer link on a page in `lang`: its translation's own, or the English one. */
export const ebookLinkIn = (ebook: Ebook, lang: string): string =>
  (lang === 'es' || lang === 'pt' ? ebook.translations[lang]?.amazonUrl : undefined) ??
  ebook.amazonUrl;
