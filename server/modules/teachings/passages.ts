/**
 * A teaching's passages as the editor writes them ('John 3:16-18', 'Romanos 8'), read with the
 * site's reference parser: each must read as a reference, and is kept in OSIS notation with its
 * label in the teaching's language, and the books it touches (for the filter by book).
 */
import { osisLabel } from '../../../contract/bible-references';
import type { ContentLanguage } from '../../../contract/publishing';
import { passageUnreadable } from '../../../contract/teachings';
import type { StoredPassage } from '../../db/schema';
import { badRequest } from '../../errors';
import { parseReference } from '../../infra/bible/reference';

export interface ReadPassages {
  passages: StoredPassage[];
  /** Canonical book indexes (0 = Genesis), each once, in order. */
  books: number[];
}

export function readPassages(written: readonly string[], language: ContentLanguage): ReadPassages {
  const passages: StoredPassage[] = [];
  const books = new Set<number>();
  const errors: string[] = [];
  for (const text of written) {
    const parsed = parseReference(text);
    if (!parsed) {
      errors.push(passageUnreadable(text));
      continue;
    }
    if (passages.some((p) => p.osis === parsed.osis)) continue;
    passages.push({ osis: parsed.osis, label: osisLabel(parsed.osis, language) });
    for (const range of parsed.ranges) {
      for (let book = range.start.book; book <= range.end.book; book += 1) books.add(book);
    }
  }
  if (errors.length > 0) throw badRequest(errors[0] ?? '', { passages: errors });
  return { passages, books: [...books].sort((a, b) => a - b) };
}
