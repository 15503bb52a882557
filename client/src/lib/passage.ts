import { type BibleVersionId, DEFAULT_BIBLE_VERSION, passageAnswerSchema } from '@contract/bible';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api';

/**
 * The verses of a reference from our Bible API ('Romans 8:19-21'), in a version: what a
 * reference's popover and the verse of the day show. The text never changes while a deploy
 * runs, so an answer is never refetched.
 */
export const passageQuery = (ref: string, version: BibleVersionId = DEFAULT_BIBLE_VERSION) => {
  const query = new URLSearchParams({ ref });
  if (version !== DEFAULT_BIBLE_VERSION) query.set('version', version);
  return queryOptions({
    queryKey: ['/api/bible/passage', version, ref],
    queryFn: ({ signal }) =>
      apiGet(`/api/bible/passage?${query.toString()}`, passageAnswerSchema, { signal }),
    staleTime: Infinity,
    enabled: ref.length > 0,
  });
};
