/**
 * Writing the site search's index. An area keeps its things findable by calling, inside the
 * transaction that writes them:
 *   - `indexDocument(tx, doc)` when a thing is (still) visible: published, public or members';
 *   - `removeDocument(tx, kind, id)` when it is deleted, unpublished or made private.
 * Both go through the `search_put` / `search_remove` SQL functions (the search migration), which
 * the triggers on articles, videos, ebooks, questions, answers, teachings, studies and the
 * ministry's pages also use: one writer, so the index reads the same whoever wrote it. The content
 * bundled with the site that is not in the database yet (timeline, characters) is written at start
 * by `indexBundledContent`, only where it changed.
 */
import { inArray, sql } from 'drizzle-orm';
import { charactersIn } from '../../../content/characters-languages';
import { timelineEventsIn } from '../../../content/timeline-languages';
import type { SearchKind } from '../../../contract/search';
import { siteLanguages, type SiteLanguage } from '../../../contract/i18n';
import type { DbOrTx } from '../../db/types';
import { searchDocuments } from '../../db/schema';

export interface SearchDocument {
  kind: Exclude<SearchKind, 'verse'>;
  /** The thing's id in its area (with `kind` and `language`, the document's key). */
  id: number;
  language: SiteLanguage;
  title: string;
  /** Plain text or Markdown (markup is dropped); the snippet is cut from it. */
  body: string;
  /** The page's address without a language prefix: '/articles/grace', '/timeline#event-3-title'. */
  url: string;
  /** 'members': found only by signed-in members. Private things are never indexed. */
  audience?: 'public' | 'members';
  /** Found from this time on (a scheduled thing waits for it); always when left out. */
  publishedAt?: Date | null;
}

export async function indexDocument(tx: DbOrTx, doc: SearchDocument): Promise<void> {
  await tx.execute(sql`/* writes search_documents */ select search_put(${doc.kind}, ${doc.id}, ${doc.language}, ${doc.title},
    ${doc.body}, ${doc.url}, ${doc.audience ?? 'public'},
    ${doc.publishedAt ? doc.publishedAt.toISOString() : null}::timestamptz)`);
}

/** Every language's document of the thing. */
export async function removeDocument(
  tx: DbOrTx,
  kind: SearchDocument['kind'],
  id: number,
): Promise<void> {
  await tx.execute(sql`/* writes search_documents */ select search_remove(${kind}, ${id})`);
}

/** The timeline events and characters as documents, every language. */
export function bundledDocuments(): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const language of siteLanguages) {
    for (const event of timelineEventsIn[language]) {
      docs.push({
        kind: 'timeline',
        id: event.id,
        language,
        title: event.title,
        body: `${event.year}. ${event.description}\n${event.significance}`,
        url: `/timeline#event-${event.id}-title`,
      });
    }
    for (const person of charactersIn[language]) {
      docs.push({
        kind: 'character',
        id: person.id,
        language,
        title: person.name,
        body: [
          person.title,
          person.significance,
          person.biography,
          ...person.keyEvents,
          person.symbolism,
          ...person.lessons,
          ...(person.prophecies ?? []),
        ].join('\n'),
        url: `/characters#character-${person.id}-name`,
      });
    }
  }
  return docs;
}

const BUNDLED_KINDS = ['timeline', 'character'] as const;

/**
 * Brings the bundled content's documents in line with the code: writes those that changed or are
 * new, removes those no longer bundled. Idempotent, and cheap when nothing changed (each start).
 * Answers how many documents it wrote.
 */
export async function indexBundledContent(db: DbOrTx): Promise<number> {
  const docs = bundledDocuments();
  const rows = await db
    .select({
      kind: searchDocuments.kind,
      id: searchDocuments.recordId,
      language: searchDocuments.language,
      title: searchDocuments.title,
      body: searchDocuments.body,
      url: searchDocuments.url,
    })
    .from(searchDocuments)
    .where(inArray(searchDocuments.kind, [...BUNDLED_KINDS]));
  const key = (kind: string, id: number, language: string) => `${kind}:${id}:${language}`;
  const stored = new Map(rows.map((row) => [key(row.kind, row.id, row.language), row]));
  let written = 0;
  for (const doc of docs) {
    const row = stored.get(key(doc.kind, doc.id, doc.language));
    stored.delete(key(doc.kind, doc.id, doc.language));
    // The stored body is the plain text `search_put` made of it: its words are compared.
    if (row && row.title === doc.title && row.url === doc.url && sameWords(row.body, doc.body)) {
      continue;
    }
    await indexDocument(db, doc);
    written += 1;
  }
  for (const gone of stored.values()) {
    await db.execute(
      sql`delete from search_documents where kind = ${gone.kind} and record_id = ${gone.id} and language = ${gone.language}`,
    );
  }
  return written;
}

/** The words of two texts, markup and spacing aside, are the same. */
function sameWords(plain: string, source: string): boolean {
  const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? '';
  return words(plain) === words(source);
}
