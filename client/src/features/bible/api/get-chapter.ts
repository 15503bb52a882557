import type { ChapterAnswer } from '@contract/bible';
import { bookSlug } from '@contract/bible-books';
import { useQuery } from '@tanstack/react-query';

/** The error a failed chapter call shows. */
export const CHAPTER_ERROR = 'Failed to fetch Bible chapter';

/** A chapter of our own Bible API; null when the API has no such chapter (404). */
export async function getChapter(
  bookName: string,
  chapter: number,
  signal?: AbortSignal,
): Promise<ChapterAnswer | null> {
  const url = `/api/bible/${encodeURIComponent(bookSlug(bookName))}/${chapter}`;
  const res = await fetch(url, { credentials: 'include', signal });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(CHAPTER_ERROR);
  return (await res.json()) as ChapterAnswer;
}

/** Runs only when a book and chapter are set. */
export function useChapter(bookName: string, chapter: number) {
  return useQuery({
    queryKey: ['/api/bible', bookName, chapter],
    queryFn: ({ signal }) => getChapter(bookName, chapter, signal),
    enabled: Boolean(bookName) && chapter > 0,
  });
}
