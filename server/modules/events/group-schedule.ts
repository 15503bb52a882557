/**
 * A study group's meetings as a series in the calendar: one event row a group (`group_only`),
 * written by the group's leader or staff who moderate groups, and seen, like the group's
 * discussions, only by its members and staff: the calendar's list, its page and its `.ics` leave
 * it out for everyone else, and the public feed and the site search never carry it.
 */
import { and, eq } from 'drizzle-orm';
import {
  GROUP_NOT_FOUND,
  GROUP_SCHEDULE_LEADERS_ONLY,
  EVENT_RRULE_INVALID,
  type GroupSchedule,
  type GroupScheduleBody,
} from '../../../contract/events';
import { groupScheduleBodySchema } from '../../../contract/events';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/types';
import { events, studyGroupMembers, studyGroups } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { can } from '../../domain/staff';
import { badRequest, forbidden, notFound } from '../../errors';
import { isValidRule, meetings, utcToWall, wallToUtc } from './occurrences';
import { seesEveryGroup } from './audience';
import { exceptionsOf } from './service';

type Viewer = SessionUser | null;
type ScheduleValues = z.output<typeof groupScheduleBodySchema>;

export interface GroupSchedulesDeps {
  db: Database;
  clock: () => Date;
}

export function createGroupSchedules({ db, clock }: GroupSchedulesDeps) {
  async function groupOf(id: number) {
    const [group] = await db
      .select({
        id: studyGroups.id,
        name: studyGroups.name,
        language: studyGroups.language,
        hiddenAt: studyGroups.hiddenAt,
      })
      .from(studyGroups)
      .where(eq(studyGroups.id, id));
    if (!group) throw notFound(GROUP_NOT_FOUND);
    return group;
  }

  async function roleIn(groupId: number, viewer: Viewer): Promise<string | null> {
    if (!viewer) return null;
    const [row] = await db
      .select({ role: studyGroupMembers.role })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, viewer.id)));
    return row?.role ?? null;
  }

  /** The leader or staff who moderate groups; anyone else who cannot see the group: not found. */
  async function mayKeep(groupId: number, user: SessionUser) {
    const group = await groupOf(groupId);
    if (can(user, 'groups.moderate')) return group;
    const role = await roleIn(groupId, user);
    if (role === 'leader') return group;
    if (role === null && group.hiddenAt) throw notFound(GROUP_NOT_FOUND);
    throw forbidden(GROUP_SCHEDULE_LEADERS_ONLY);
  }

  async function rowOf(tx: DbOrTx, groupId: number) {
    const [row] = await tx
      .select()
      .from(events)
      .where(and(eq(events.studyGroupId, groupId), eq(events.groupOnly, true)));
    return row;
  }

  async function answer(groupId: number): Promise<GroupSchedule | null> {
    const row = await rowOf(db, groupId);
    if (!row?.rrule) return null;
    const now = clock();
    const exceptions = (await exceptionsOf(db, [row.id])).get(row.id) ?? [];
    const next = meetings(row, exceptions, now, new Date(now.getTime() + 400 * 86_400_000))
      .filter((m) => !m.cancelled)
      .slice(0, 5)
      .map((m) => m.startsAt.toISOString());
    return {
      slug: row.slug,
      startsLocal: utcToWall(row.startsAt, row.timeZone),
      endsLocal: utcToWall(row.endsAt, row.timeZone),
      timeZone: row.timeZone,
      rrule: row.rrule,
      placeName: row.placeName,
      placeAddress: row.placeAddress,
      mapUrl: row.mapUrl,
      onlineUrl: row.onlineUrl,
      next,
    };
  }

  return {
    /** The group's schedule, to its members, its leader and staff; not found to anyone else. */
    async get(groupId: number, viewer: Viewer): Promise<GroupSchedule | null> {
      const group = await groupOf(groupId);
      const role = await roleIn(groupId, viewer);
      if (!seesEveryGroup(viewer) && (role === null || (group.hiddenAt && role !== 'leader'))) {
        throw notFound(GROUP_NOT_FOUND);
      }
      return answer(groupId);
    },

    /** Writes the group's series (its title and language are the group's). */
    async put(
      groupId: number,
      user: SessionUser,
      input: GroupScheduleBody,
    ): Promise<GroupSchedule | null> {
      const group = await mayKeep(groupId, user);
      const values: ScheduleValues = groupScheduleBodySchema.parse(input);
      if (!values.rrule || !isValidRule(values.rrule)) {
        throw badRequest(EVENT_RRULE_INVALID, { rrule: [EVENT_RRULE_INVALID] });
      }
      const columns = {
        title: group.name,
        language: group.language,
        startsAt: wallToUtc(values.startsLocal, values.timeZone),
        endsAt: wallToUtc(values.endsLocal, values.timeZone),
        timeZone: values.timeZone,
        rrule: values.rrule,
        placeName: values.placeName,
        placeAddress: values.placeAddress,
        mapUrl: values.mapUrl,
        onlineUrl: values.onlineUrl,
        updatedAt: clock(),
      };
      await db.transaction(async (tx) => {
        const existing = await rowOf(tx, groupId);
        if (existing) {
          await tx.update(events).set(columns).where(eq(events.id, existing.id));
        } else {
          await tx.insert(events).values({
            ...columns,
            slug: `study-group-${groupId}-meetings`,
            studyGroupId: groupId,
            groupOnly: true,
            // Members meet as members: nobody registers for a group's own meetings.
            registrationOpen: false,
            status: 'published',
            createdBy: user.id,
            createdAt: clock(),
          });
        }
      });
      return answer(groupId);
    },

    async remove(groupId: number, user: SessionUser): Promise<void> {
      await mayKeep(groupId, user);
      await db
        .delete(events)
        .where(and(eq(events.studyGroupId, groupId), eq(events.groupOnly, true)));
    },
  };
}

export type GroupSchedules = ReturnType<typeof createGroupSchedules>;
