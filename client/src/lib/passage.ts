import {
  bibleVersion,
  type BibleVersionId,
  DEFAULT_BIBLE_VERSION,
  hasBibleIn,
  passageAnswerSchema,
  passageApiPath,
  passageQueryKey,
} from '@contract/bible';
import { osisLabel } from '@contract/bible-references';
import {} from '@tanstack/react-query';
import { apiQuery } from './api';
import { usePageLanguage } from './i18n';

/**
 * The verses of a reference from our Bible API ('Romans 8:19-21'), in a version: what a
 * reference's popover and the verse of the day show. The text never changes while a deploy
 * runs, so an answer is never refetched.
 */
export const passageQuery = (ref: string, version: BibleVersionId = DEFAULT_BIBLE_VERSION) =>
  apiQuery(passageQueryKey(version, ref), passageApiPath(ref, version), passageAnswerSchema, {
    staleTime: Infinity,
    enabled: ref.length > 0,
  });

/**
 * The language the reader names books in: the text's ('Juan' in the Reina-Valera, 'John' in the
 * WEB), except on a page whose language has no Bible text yet: there the page's, so the frame
 * around the English text of the WEB speaks Portuguese ('João, capítulo 3').
 */
export function useBookNameLanguage(version: BibleVersionId): string {
  const lang = usePageLanguage();
  return hasBibleIn(lang) ? bibleVersion(version).language : lang;
}

/** A passage the API answered ('John.3.16' in OSIS), named in the reader's book-name language. */
export function usePassageLabel(version: BibleVersionId): (osis: string) => string {
  const language = useBookNameLanguage(version);
  return (osis) => osisLabel(osis, language);
}
