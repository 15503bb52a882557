import { asc, desc, eq } from 'drizzle-orm';
import type { Article, Ebook, Video } from '../../../contract/catalog';
import type { Database } from '../../db/connect';
import { articles, ebooks, videos } from '../../db/schema';

const toEbook = (row: typeof ebooks.$inferSelect): Ebook => ({
  id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  amazonUrl: row.amazonUrl,
  rating: row.rating,
  reviewCount: row.reviewCount,
  featured: row.featured,
  coverImage: row.coverImage,
  cover: null,
});

const toVideo = (row: typeof videos.$inferSelect): Video => ({
  id: row.id,
  title: row.title,
  description: row.description,
  youtubeId: row.youtubeId,
  category: row.category,
  duration: row.duration,
  publishedAt: row.publishedAt.toISOString(),
  featured: row.featured,
});

const toArticle = (row: typeof articles.$inferSelect): Article => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  category: row.category,
  readTime: row.readTime,
  publishedAt: row.publishedAt.toISOString(),
  featured: row.featured,
  language: row.language,
  originalId: row.originalId,
});

export async function listEbooks(db: Database): Promise<Ebook[]> {
  const rows = await db.select().from(ebooks).orderBy(desc(ebooks.featured), asc(ebooks.id));
  return rows.map(toEbook);
}

/** The first featured ebook, or null when none is featured. */
export async function featuredEbook(db: Database): Promise<Ebook | null> {
  const [row] = await db
    .select()
    .from(ebooks)
    .where(eq(ebooks.featured, true))
    .orderBy(asc(ebooks.id))
    .limit(1);
  return row ? toEbook(row) : null;
}

/** The newest featured video, or null. */
export async function featuredVideo(db: Database): Promise<Video | null> {
  const [row] = await db
    .select()
    .from(videos)
    .where(eq(videos.featured, true))
    .orderBy(desc(videos.publishedAt), asc(videos.id))
    .limit(1);
  return row ? toVideo(row) : null;
}

export async function featuredArticles(db: Database, limit = 3): Promise<Article[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.featured, true))
    .orderBy(desc(articles.publishedAt), asc(articles.id))
    .limit(limit);
  return rows.map(toArticle);
}
