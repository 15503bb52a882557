import { and, eq } from 'drizzle-orm';
import type { TrashKind } from '../../contract/trash';
import { trash } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * The content trash: what an administrator deletes (a study, a timeline event, a character, a
 * page) is kept as its row, as JSON, for `TRASH_DAYS` days, so it can be restored; then purged.
 * Every area deletes through `moveToTrash`, in the transaction of the deletion, so an item is in
 * the trash exactly when it is gone from its table. Restoring is the trash module's.
 */
export interface Trashed {
  kind: TrashKind;
  itemId: number;
  /** What the trash view calls it: the English title or name. */
  label: string;
  /** The row as it was read (dates become ISO text in the JSON). */
  row: Record<string, unknown>;
  deletedBy: number | null;
  at: Date;
}

export async function moveToTrash(tx: DbOrTx, item: Trashed): Promise<void> {
  // A kind and id deleted before, restored, and deleted again keeps only its latest copy.
  await tx.delete(trash).where(and(eq(trash.kind, item.kind), eq(trash.itemId, item.itemId)));
  await tx.insert(trash).values({
    kind: item.kind,
    itemId: item.itemId,
    label: item.label.slice(0, 300),
    row: JSON.parse(JSON.stringify(item.row)) as Record<string, unknown>,
    deletedAt: item.at,
    deletedBy: item.deletedBy,
  });
}
