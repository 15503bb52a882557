import { pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * The timer of scheduled backups, shared by every process of the site: one row per schedule
 * (`scheduled`). A process makes the backup that is due only after claiming the row with a lease
 * (`claimed_by`, `lease_until`), so several processes make it once; a process that dies
 * mid-backup leaves a lease that runs out, and another takes over.
 */
export const backupSchedule = pgTable('backup_schedule', {
  id: text('id').primaryKey(),
  claimedBy: text('claimed_by'),
  leaseUntil: moment('lease_until'),
  /** When the last scheduled backup was finished; null before the first. */
  lastMadeAt: moment('last_made_at'),
});
