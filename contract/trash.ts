import { z } from 'zod';
import { apiRoute } from './api-route';

/**
 * The content trash: a study, a timeline event, a character or a page an administrator deleted
 * stays restorable for `TRASH_DAYS` days, then is purged.
 */
export const trashKinds = ['study', 'timeline', 'character', 'page'] as const;
export type TrashKind = (typeof trashKinds)[number];

export const TRASH_DAYS = 30;
export const TRASH_ITEM_NOT_FOUND = 'Not in the trash';
/** The item's place is taken meanwhile (a study of the same title, a page of the same slug). */
export const TRASH_RESTORE_CONFLICT =
  'It cannot be restored: another item now has its title or address';

export const trashItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(trashKinds),
  itemId: z.number().int(),
  label: z.string(),
  deletedAt: z.string(),
  /** Who deleted it (null: the account is gone). */
  deletedBy: z.string().nullable(),
  /** When it is purged, unless restored before. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashListSchema = z.array(trashItemSchema);

export const trashApi = {
  trash: apiRoute('/api/admin/trash'),
  restore: apiRoute('/api/admin/trash/:id/restore'),
};
