/**
 * Who sees a study group's own meetings (events with `group_only`): its members and staff, as
 * they see the group's discussions; visitors never.
 */
import { eq, inArray, not, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { events, studyGroupMembers } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { can } from '../../domain/staff';

type Viewer = SessionUser | null;

/** Staff who see every group's meetings: those who moderate groups or keep the calendar. */
export const seesEveryGroup = (viewer: Viewer) =>
  can(viewer, 'groups.moderate') || can(viewer, 'content.publish');

/**
 * The condition on `events` for what `viewer` may see of the groups' own meetings: all of them
 * (staff), those of the groups they belong to, or none.
 */
export async function groupMeetingsSeenBy(db: DbOrTx, viewer: Viewer): Promise<SQL | undefined> {
  if (seesEveryGroup(viewer)) return undefined;
  const mine = viewer
    ? await db
        .select({ id: studyGroupMembers.groupId })
        .from(studyGroupMembers)
        .where(eq(studyGroupMembers.userId, viewer.id))
    : [];
  const ids = mine.map((m) => m.id);
  return ids.length === 0
    ? not(events.groupOnly)
    : or(not(events.groupOnly), inArray(events.studyGroupId, ids));
}
