/**
 * Where a member stopped listening to a teaching, kept on the account so that another browser
 * resumes there. Only published teachings can be listened to, so only theirs are kept; the last
 * save wins (a listener who goes back wants to resume where they went back to).
 */
import { and, eq } from 'drizzle-orm';
import {
  TEACHING_NOT_FOUND,
  type Listening,
  type SaveListeningBody,
} from '../../../contract/teachings';
import { teachingListening, teachings } from '../../db/schema';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { visibleAt } from './public-reads';

async function requireVisible(db: Database, teachingId: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: teachings.id })
    .from(teachings)
    .where(and(visibleAt(now), eq(teachings.id, teachingId)));
  if (!row) throw notFound(TEACHING_NOT_FOUND);
}

export async function getListening(
  db: Database,
  userId: number,
  teachingId: number,
  now: Date,
): Promise<Listening> {
  await requireVisible(db, teachingId, now);
  const [row] = await db
    .select()
    .from(teachingListening)
    .where(and(eq(teachingListening.userId, userId), eq(teachingListening.teachingId, teachingId)));
  return {
    teachingId,
    seconds: row?.seconds ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function saveListening(
  db: Database,
  userId: number,
  teachingId: number,
  body: SaveListeningBody,
  now: Date,
): Promise<Listening> {
  await requireVisible(db, teachingId, now);
  const [row] = await db
    .insert(teachingListening)
    .values({ userId, teachingId, seconds: body.seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [teachingListening.userId, teachingListening.teachingId],
      set: { seconds: body.seconds, updatedAt: now },
    })
    .returning();
  if (!row) throw notFound(TEACHING_NOT_FOUND);
  return { teachingId, seconds: row.seconds, updatedAt: row.updatedAt.toISOString() };
}
