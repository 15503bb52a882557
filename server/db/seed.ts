import { readTimeOf } from '../../contract/publishing';
import { videoEpisodes } from '../../content/videos';
import type { Database } from './types';
import { articles, ebooks, videos } from './schema';
import { seedArticles, seedEbooks } from './seed-data';

/**
 * Adds the demo catalogue. Idempotent: rows are matched on their natural keys (ebook title,
 * video id, article slug), so running it again adds nothing and changes nothing.
 * Never creates a user.
 */
export async function seed(
  db: Database,
): Promise<{ ebooks: number; videos: number; articles: number }> {
  return db.transaction(async (tx) => {
    const e = await tx
      .insert(ebooks)
      .values(seedEbooks)
      .onConflictDoNothing()
      .returning({ id: ebooks.id });
    const v = await tx
      .insert(videos)
      .values(
        videoEpisodes.map((ep, i) => ({
          title: ep.title,
          description: ep.description,
          youtubeId: ep.youtubeId,
          category: 'Teaching',
          duration: ep.duration,
          featured: ep.featured,
          // Episode 1 first: later episodes are a day newer each.
          publishedAt: new Date(Date.UTC(2023, 0, 1 + i)),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: videos.id });
    const a = await tx
      .insert(articles)
      .values(
        seedArticles.map((article) => ({ ...article, readTime: readTimeOf(article.content) })),
      )
      .onConflictDoNothing()
      .returning({ id: articles.id });
    return { ebooks: e.length, videos: v.length, articles: a.length };
  });
}

/** First start: seed only a database that has no catalogue yet, so an operator's edits stay. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const existing = (await db.$count(ebooks)) + (await db.$count(videos));
  if (existing > 0) return false;
  await seed(db);
  return true;
}
