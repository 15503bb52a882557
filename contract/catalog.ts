import { z } from 'zod';
import { pictureSchema } from './publishing';

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
  /** The cover as the cards show it; null: the icon tile. */
  cover: pictureSchema.nullable(),
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
});
export type Video = z.infer<typeof videoSchema>;

export const articleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string().nullable(),
  readTime: z.number().int().nullable(),
  publishedAt: z.string(),
  featured: z.boolean(),
  language: z.string(),
  originalId: z.number().int().nullable(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleListSchema = z.array(articleSchema);
