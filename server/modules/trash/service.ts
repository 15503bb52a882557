/**
 * The content trash: the list of what administrators deleted (studies, timeline events,
 * characters, pages), restoring an item into its table as it was, and purging what has been
 * there longer than `TRASH_DAYS` (a background run; tests tick it with their clock). Items enter
 * the trash through `moveToTrash` (server/domain/trash.ts), in their area's deletion.
 */
import { desc, eq, lt } from 'drizzle-orm';
import {
  TRASH_DAYS,
  TRASH_ITEM_NOT_FOUND,
  TRASH_RESTORE_CONFLICT,
  type TrashItem,
  type TrashKind,
} from '../../../contract/trash';
import { characters, sitePages, studies, timelineEvents, trash, users } from '../../db/schema';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/types';
import { HttpError, notFound } from '../../errors';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';
import type { ContentVersion } from '../../infra/content-version';

const DAY_MS = 86_400_000;

/** A row as JSON keeps its times as text: the columns that are times become dates again. */
const TIME_COLUMNS = ['createdAt', 'updatedAt'] as const;

function rowOf(json: Record<string, unknown>): Record<string, unknown> {
  const row = { ...json };
  for (const column of TIME_COLUMNS) {
    if (typeof row[column] === 'string') row[column] = new Date(row[column]);
  }
  return row;
}

/** Puts a trashed row back into its table, under its own id. */
async function putBack(tx: DbOrTx, kind: TrashKind, json: Record<string, unknown>): Promise<void> {
  const row = rowOf(json);
  // The row was read from this table by drizzle, so its keys are the table's columns.
  switch (kind) {
    case 'study':
      await tx.insert(studies).values(row as typeof studies.$inferInsert);
      return;
    case 'timeline':
      await tx.insert(timelineEvents).values(row as typeof timelineEvents.$inferInsert);
      return;
    case 'character':
      await tx.insert(characters).values(row as typeof characters.$inferInsert);
      return;
    case 'page':
      // A page's id is always generated: the restored one keeps its own.
      await tx
        .insert(sitePages)
        .overridingSystemValue()
        .values(row as typeof sitePages.$inferInsert);
      return;
  }
}

export interface TrashDeps {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
  logger?: { error(obj: object, msg: string): void };
}

export function createTrashService({ db, clock, contentVersion, logger }: TrashDeps) {
  const purgeAt = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS);

  /** Deletes what has been in the trash past its days; answers how many. */
  async function purge(): Promise<number> {
    const before = new Date(clock().getTime() - TRASH_DAYS * DAY_MS);
    const gone = await db
      .delete(trash)
      .where(lt(trash.deletedAt, before))
      .returning({ id: trash.id });
    return gone.length;
  }
  const purging: BackgroundRuns<number> = backgroundRuns({
    name: 'trash purge',
    run: purge,
    idle: 0,
    logger,
  });

  return {
    /** Newest first; what is past its days is not listed (the next purge deletes it). */
    async list(): Promise<TrashItem[]> {
      const rows = await db
        .select({ item: trash, by: users.username })
        .from(trash)
        .leftJoin(users, eq(users.id, trash.deletedBy))
        .orderBy(desc(trash.deletedAt), desc(trash.id));
      const now = clock().getTime();
      return rows
        .filter(({ item }) => purgeAt(item.deletedAt).getTime() > now)
        .map(({ item, by }) => ({
          id: item.id,
          kind: item.kind as TrashKind,
          itemId: item.itemId,
          label: item.label,
          deletedAt: item.deletedAt.toISOString(),
          deletedBy: by,
          purgeAt: purgeAt(item.deletedAt).toISOString(),
        }));
    },

    /** Back where it was; 409 when its title, address or id is taken meanwhile. */
    async restore(id: number): Promise<{ kind: TrashKind; itemId: number }> {
      let restored: { kind: TrashKind; itemId: number };
      try {
        restored = await db.transaction(async (tx) => {
          const [item] = await tx.delete(trash).where(eq(trash.id, id)).returning();
          if (!item || purgeAt(item.deletedAt).getTime() <= clock().getTime()) {
            throw notFound(TRASH_ITEM_NOT_FOUND);
          }
          await putBack(tx, item.kind as TrashKind, item.row);
          return { kind: item.kind as TrashKind, itemId: item.itemId };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, TRASH_RESTORE_CONFLICT, 'CONFLICT');
        throw error;
      }
      contentVersion.changed();
      return restored;
    },

    purge: purging,
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
