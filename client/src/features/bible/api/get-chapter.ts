import {
  type BibleVersionId,
  chapterAnswerSchema,
  chapterApiPath,
  chapterQueryKey,
  DEFAULT_BIBLE_VERSION,
} from '@contract/bible';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/**
 * A chapter of our own Bible API in a version; null when the API has no such chapter (404). Runs
 * only when a book and chapter are set. The WEB's address carries no `version`, as before.
 */
export const chapterQuery = (
  bookName: string,
  chapter: number,
  version: BibleVersionId = DEFAULT_BIBLE_VERSION,
) => {
  const url = chapterApiPath(bookName, chapter, version);
  return queryOptions({
    queryKey: chapterQueryKey(version, bookName, chapter),
    queryFn: ({ signal }) => apiGet(url, chapterAnswerSchema, { signal, nullOn404: true }),
    enabled: Boolean(bookName) && chapter > 0,
  });
};

export const useChapter = (bookName: string, chapter: number, version?: BibleVersionId) =>
  useQuery(chapterQuery(bookName, chapter, version));
