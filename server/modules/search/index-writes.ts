/**
 * Writing the site search's index. An area keeps its things findable by calling, inside the
 * transaction that writes them:
 *   - `indexDocument(tx, doc)` when a thing is (still) visible: published, public or members';
 *   - `removeDocument(tx, kind, id)` when it is deleted, unpublished or made private.
 * Both go through the `search_put` / `search_remove` SQL functions (the search migration), which
 * the triggers on articles, videos, ebooks, questions, answers, teachings, studies, timeline
 * events, characters and the ministry's pages also use: one writer, so the index reads the same
 * whoever wrote it.
 */
import { sql } from 'drizzle-orm';
import type { SearchKind } from '../../../contract/search';
import type { SiteLanguage } from '../../../contract/i18n';
import type { DbOrTx } from '../../db/types';

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
