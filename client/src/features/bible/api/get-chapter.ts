import { bookSlug, chapterAnswerSchema } from '@contract/bible';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/**
 * A chapter of our own Bible API; null when the API has no such chapter (404). Runs only when a
 * book and chapter are set.
 */
export const chapterQuery = (bookName: string, chapter: number) => {
  const url = `/api/bible/${encodeURIComponent(bookSlug(bookName))}/${chapter}`;
  return queryOptions({
    queryKey: ['/api/bible', bookName, chapter],
    queryFn: ({ signal }) => apiGet(url, chapterAnswerSchema, { signal, nullOn404: true }),
    enabled: Boolean(bookName) && chapter > 0,
  });
};

export const useChapter = (bookName: string, chapter: number) =>
  useQuery(chapterQuery(bookName, chapter));
