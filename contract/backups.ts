/** The site's backups, as the administrators see them. */
import { z } from 'zod';
import { apiRoute } from './api-route';

/** What made a backup: an administrator, the timer, or the start before migrations. */
export const backupReasons = ['manual', 'scheduled', 'before-migrate'] as const;
export type BackupReason = (typeof backupReasons)[number];

/** A backup's file name, as the site gives it: `backup-<UTC time>-<reason>.tar.gz`. */
export const BACKUP_NAME = /^backup-\d{8}T\d{6}\d{3}Z-(manual|scheduled|before-migrate)\.tar\.gz$/;

export const backupSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  reason: z.enum(backupReasons),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  /** Newest first. */
  backups: z.array(backupSchema),
  /** Hours between scheduled backups; 0 when the site makes none on its own. */
  everyHours: z.number(),
  /** How many are kept; older ones are removed. */
  keep: z.number().int(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const backupNameParamsSchema = z.object({
  name: z.string().regex(BACKUP_NAME, { error: 'Not a backup' }),
});

export const backupsApi = {
  list: apiRoute('/api/admin/backups'),
  download: apiRoute('/api/admin/backups/:name'),
  /**
   * The same, for `npm run backup` on this machine with the operator's token: not staff
   * addresses, so the staff guard (which wants a signed-in session) does not stand in the way.
   */
  operatorList: apiRoute('/api/operator/backups'),
  operatorDownload: apiRoute('/api/operator/backups/:name'),
};
