import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { authorNotSuspended } from '../../domain/suspensions';
import type {
  AdminStudyGroup,
  CreateDiscussionBody,
  CreatePostBody,
  CreateStudyGroupBody,
  Discussion,
  StudyGroup,
  StudyGroupDetail,
  UpdateStudyGroupBody,
} from '../../../contract/study-groups';
import { DEFAULT_GROUP_CAPACITY } from '../../../contract/study-groups';
import { displayName } from '../../../contract/auth';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../../../contract/i18n';
import type { Database, DbOrTx } from '../../db/types';
import { likePattern } from '../../db/like';
import {
  studyGroupDiscussions,
  studyGroupMembers,
  studyGroupPosts,
  studyGroups,
  users,
} from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { can } from '../../domain/staff';

export interface StudyGroupServiceDeps {
  db: Database;
  clock: () => Date;
}

type GroupRow = typeof studyGroups.$inferSelect;
type Viewer = SessionUser | null;

const GROUP_NOT_FOUND = 'Study Group Not Found';

function toGroup(row: GroupRow): StudyGroup {
  return {
    id: row.id,
    name: row.name,
    topic: row.topic,
    description: row.description,
    meetingSchedule: row.meetingSchedule,
    currentMembers: row.currentMembers,
    maxMembers: row.maxMembers,
    isActive: row.isActive,
    isHidden: row.hiddenAt !== null,
    language: isSiteLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Groups anyone may come across: not hidden by staff. */
const notHidden = isNull(studyGroups.hiddenAt);

/** The matching of the search box: name, topic or description. */
function matching(q: string | undefined) {
  const pattern = q ? likePattern(q) : undefined;
  return pattern
    ? or(
        ilike(studyGroups.name, pattern),
        ilike(studyGroups.topic, pattern),
        ilike(studyGroups.description, pattern),
      )
    : undefined;
}

/**
 * Active groups not hidden by staff, newest first, optionally matching name, topic or
 * description; those of the page's language (`lang`) first when it is given.
 */
async function listActive(db: Database, q?: string, lang?: SiteLanguage): Promise<StudyGroup[]> {
  const rows = await db
    .select()
    .from(studyGroups)
    .where(and(eq(studyGroups.isActive, true), notHidden, matching(q)))
    .orderBy(
      ...(lang ? [sql`${studyGroups.language} = ${lang} desc`] : []),
      desc(studyGroups.createdAt),
      desc(studyGroups.id),
    )
    .limit(200);
  return rows.map(toGroup);
}

/**
 * The groups the member belongs to. An inactive or hidden group is listed only to its leader (who
 * may open it again, or ask staff why it is hidden); to its other members it is gone, as
 * everywhere else.
 */
async function listOwn(db: Database, user: SessionUser): Promise<StudyGroup[]> {
  const rows = await db
    .select({ group: studyGroups })
    .from(studyGroupMembers)
    .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
    .where(
      and(
        eq(studyGroupMembers.userId, user.id),
        or(and(eq(studyGroups.isActive, true), notHidden), eq(studyGroupMembers.role, 'leader')),
      ),
    )
    .orderBy(desc(studyGroupMembers.joinedAt));
  return rows.map((r) => toGroup(r.group));
}

async function roleOf(db: DbOrTx, groupId: number, user: Viewer): Promise<string | null> {
  if (!user) return null;
  const [row] = await db
    .select({ role: studyGroupMembers.role })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, user.id)));
  return row?.role ?? null;
}

/**
 * The group and the user's role in it, if the user may see it: an inactive or hidden group, and
 * everything in it (discussions, replies, membership), is not found except by its leader and
 * administrators.
 */
async function visibleGroup(
  db: DbOrTx,
  groupId: number,
  user: Viewer,
  missing = GROUP_NOT_FOUND,
): Promise<{ group: GroupRow; role: string | null }> {
  const [group] = await db.select().from(studyGroups).where(eq(studyGroups.id, groupId));
  if (!group) throw notFound(missing);
  const role = await roleOf(db, groupId, user);
  const shown = group.isActive && group.hiddenAt === null;
  if (!shown && !can(user, 'groups.moderate') && role !== 'leader') throw notFound(missing);
  return { group, role };
}

/** `displayName` read in the query; a post outlives its author's account. */
const authorName = sql<string>`coalesce(nullif(trim(${users.firstName}), ''), ${users.username}, 'Former member')`;

async function discussionsOf(db: Database, groupId: number): Promise<Discussion[]> {
  const rows = await db
    .select({ d: studyGroupDiscussions, authorName })
    .from(studyGroupDiscussions)
    .leftJoin(users, eq(users.id, studyGroupDiscussions.userId))
    .where(
      and(
        eq(studyGroupDiscussions.groupId, groupId),
        // A suspended member's discussions and posts are hidden until the suspension is lifted.
        authorNotSuspended(studyGroupDiscussions.userId),
      ),
    )
    .orderBy(desc(studyGroupDiscussions.createdAt), desc(studyGroupDiscussions.id))
    .limit(100);
  const ids = rows.map((r) => r.d.id);
  const posts = ids.length
    ? await db
        .select({ p: studyGroupPosts, authorName })
        .from(studyGroupPosts)
        .leftJoin(users, eq(users.id, studyGroupPosts.userId))
        .where(
          and(
            inArray(studyGroupPosts.discussionId, ids),
            authorNotSuspended(studyGroupPosts.userId),
          ),
        )
        .orderBy(asc(studyGroupPosts.createdAt), asc(studyGroupPosts.id))
    : [];
  return rows.map(({ d, authorName: name }) => ({
    id: d.id,
    title: d.title,
    content: d.content,
    authorName: name,
    isScheduled: d.isScheduled,
    scheduledDate: d.scheduledDate?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    posts: posts
      .filter((p) => p.p.discussionId === d.id)
      .map((p) => ({
        id: p.p.id,
        content: p.p.content,
        authorName: p.authorName,
        userId: p.p.userId,
        createdAt: p.p.createdAt.toISOString(),
      })),
  }));
}

/** Details for everyone; discussions only for members and administrators. */
async function getDetail(
  deps: StudyGroupServiceDeps,
  id: number,
  viewer: Viewer,
): Promise<StudyGroupDetail> {
  const { group, role: myRole } = await visibleGroup(deps.db, id, viewer);
  const canManage = !!viewer && (can(viewer, 'groups.moderate') || myRole === 'leader');
  const canRead = !!viewer && (can(viewer, 'groups.moderate') || myRole !== null);
  const [next] = await deps.db
    .select()
    .from(studyGroupDiscussions)
    .where(
      and(
        eq(studyGroupDiscussions.groupId, id),
        eq(studyGroupDiscussions.isScheduled, true),
        gt(studyGroupDiscussions.scheduledDate, deps.clock()),
      ),
    )
    .orderBy(asc(studyGroupDiscussions.scheduledDate))
    .limit(1);
  return {
    ...toGroup(group),
    myRole,
    canManage,
    discussions: canRead ? await discussionsOf(deps.db, id) : null,
    nextMeeting:
      next?.scheduledDate != null
        ? {
            discussionId: next.id,
            title: next.title,
            scheduledDate: next.scheduledDate.toISOString(),
          }
        : null,
  };
}

/** The creator becomes the group's leader and its first member, in one transaction. */
async function create(
  deps: StudyGroupServiceDeps,
  user: SessionUser,
  body: CreateStudyGroupBody,
): Promise<StudyGroup> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(studyGroups)
      .values({
        name: body.name,
        description: body.description ?? null,
        topic: body.topic ?? null,
        meetingSchedule: body.meetingSchedule ?? null,
        maxMembers: Number(body.maxMembers ?? DEFAULT_GROUP_CAPACITY),
        language: body.language ?? DEFAULT_LANGUAGE,
        currentMembers: 1,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!group) throw new Error('insert returned nothing');
    await tx
      .insert(studyGroupMembers)
      .values({ groupId: group.id, userId: user.id, role: 'leader', joinedAt: now });
    return toGroup(group);
  });
}

/** Edit or deactivate: the group's leader or an administrator. */
async function update(
  deps: StudyGroupServiceDeps,
  user: SessionUser,
  id: number,
  body: UpdateStudyGroupBody,
): Promise<StudyGroup> {
  const { group, role } = await visibleGroup(deps.db, id, user);
  if (!can(user, 'groups.moderate') && role !== 'leader')
    throw forbidden('Only the group leader may change it');
  const maxMembers = body.maxMembers === undefined ? undefined : Number(body.maxMembers);
  if (maxMembers !== undefined && maxMembers < group.currentMembers) {
    throw badRequest('The group already has more members than that', {
      maxMembers: ['The group already has more members than that'],
    });
  }
  const [row] = await deps.db
    .update(studyGroups)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.topic !== undefined ? { topic: body.topic } : {}),
      ...(body.meetingSchedule !== undefined ? { meetingSchedule: body.meetingSchedule } : {}),
      ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      // Never below the members already in: the condition holds even against a concurrent join.
      ...(maxMembers !== undefined ? { maxMembers } : {}),
      updatedAt: deps.clock(),
    })
    .where(
      and(
        eq(studyGroups.id, id),
        maxMembers !== undefined ? sql`${studyGroups.currentMembers} <= ${maxMembers}` : undefined,
      ),
    )
    .returning();
  if (!row) throw conflict('The group already has more members than that');
  return toGroup(row);
}

/**
 * Joins the member. The place is taken by one conditional UPDATE (currentMembers < maxMembers),
 * which locks the group's row, so concurrent joins queue and can never exceed the capacity; the
 * member row is inserted in the same transaction, so currentMembers always equals the rows.
 */
async function join(deps: StudyGroupServiceDeps, user: SessionUser, id: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [group] = await tx
      .update(studyGroups)
      .set({ currentMembers: sql`${studyGroups.currentMembers} + 1`, updatedAt: now })
      .where(
        and(
          eq(studyGroups.id, id),
          eq(studyGroups.isActive, true),
          notHidden,
          lt(studyGroups.currentMembers, studyGroups.maxMembers),
        ),
      )
      .returning();
    if (!group) {
      const [existing] = await tx.select().from(studyGroups).where(eq(studyGroups.id, id));
      if (!existing || !existing.isActive || existing.hiddenAt !== null) {
        throw notFound(GROUP_NOT_FOUND);
      }
      if ((await roleOf(tx, id, user)) !== null) throw conflict('Already a member');
      throw conflict('Full');
    }
    const inserted = await tx
      .insert(studyGroupMembers)
      .values({ groupId: id, userId: user.id, role: 'member', joinedAt: now })
      .onConflictDoNothing()
      .returning({ id: studyGroupMembers.id });
    // Throwing rolls the place back.
    if (inserted.length === 0) throw conflict('Already a member');
    return { currentMembers: group.currentMembers, maxMembers: group.maxMembers, myRole: 'member' };
  });
}

/** Leaves the group and frees the place, in one transaction. */
async function leave(deps: StudyGroupServiceDeps, user: SessionUser, id: number) {
  return deps.db.transaction(async (tx) => {
    await visibleGroup(tx, id, user);
    const removed = await tx
      .delete(studyGroupMembers)
      .where(and(eq(studyGroupMembers.groupId, id), eq(studyGroupMembers.userId, user.id)))
      .returning({ id: studyGroupMembers.id });
    if (removed.length === 0) throw conflict('Not a member of this group');
    const [group] = await tx
      .update(studyGroups)
      .set({ currentMembers: sql`${studyGroups.currentMembers} - 1`, updatedAt: deps.clock() })
      .where(eq(studyGroups.id, id))
      .returning();
    if (!group) throw notFound(GROUP_NOT_FOUND);
    return { currentMembers: group.currentMembers, maxMembers: group.maxMembers, myRole: null };
  });
}

/** Members and administrators only; everyone else gets 403 (the group itself is public). */
async function requireMember(
  db: DbOrTx,
  groupId: number,
  user: SessionUser,
  missing = GROUP_NOT_FOUND,
) {
  const { role } = await visibleGroup(db, groupId, user, missing);
  if (!can(user, 'groups.moderate') && role === null)
    throw forbidden('Only members of this group can do that');
  return role;
}

async function listDiscussions(deps: StudyGroupServiceDeps, user: SessionUser, groupId: number) {
  await requireMember(deps.db, groupId, user);
  return discussionsOf(deps.db, groupId);
}

async function createDiscussion(
  deps: StudyGroupServiceDeps,
  user: SessionUser,
  groupId: number,
  body: CreateDiscussionBody,
): Promise<Discussion> {
  await requireMember(deps.db, groupId, user);
  const now = deps.clock();
  const scheduledDate = body.scheduledDate ? new Date(body.scheduledDate) : null;
  const [row] = await deps.db
    .insert(studyGroupDiscussions)
    .values({
      groupId,
      userId: user.id,
      title: body.title,
      content: body.content,
      isScheduled: scheduledDate !== null,
      scheduledDate,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    authorName: displayName(user),
    isScheduled: row.isScheduled,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    posts: [],
  };
}

async function createPost(
  deps: StudyGroupServiceDeps,
  user: SessionUser,
  discussionId: number,
  body: CreatePostBody,
) {
  const [discussion] = await deps.db
    .select({ groupId: studyGroupDiscussions.groupId })
    .from(studyGroupDiscussions)
    .where(eq(studyGroupDiscussions.id, discussionId));
  if (!discussion) throw notFound('Discussion Not Found');
  await requireMember(deps.db, discussion.groupId, user, 'Discussion Not Found');
  const now = deps.clock();
  const [row] = await deps.db
    .insert(studyGroupPosts)
    .values({
      discussionId,
      userId: user.id,
      content: body.content,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return {
    id: row.id,
    content: row.content,
    authorName: displayName(user),
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The group's leader, an administrator, or the post's author may delete it. */
async function deletePost(deps: StudyGroupServiceDeps, user: SessionUser, postId: number) {
  const [found] = await deps.db
    .select({ post: studyGroupPosts, groupId: studyGroupDiscussions.groupId })
    .from(studyGroupPosts)
    .innerJoin(studyGroupDiscussions, eq(studyGroupDiscussions.id, studyGroupPosts.discussionId))
    .where(eq(studyGroupPosts.id, postId));
  if (!found) throw notFound('Post Not Found');
  const { role } = await visibleGroup(deps.db, found.groupId, user, 'Post Not Found');
  if (!can(user, 'groups.moderate') && role !== 'leader' && found.post.userId !== user.id) {
    if (role === null) throw notFound('Post Not Found');
    throw forbidden('Only the group leader may delete this post');
  }
  await deps.db.delete(studyGroupPosts).where(eq(studyGroupPosts.id, postId));
}

/** Deletes the group with its members, discussions and replies: its leader or staff. */
async function remove(deps: StudyGroupServiceDeps, user: SessionUser, id: number): Promise<void> {
  const { role } = await visibleGroup(deps.db, id, user);
  if (!can(user, 'groups.moderate') && role !== 'leader')
    throw forbidden('Only the group leader may delete it');
  // Members, discussions and replies go with it (foreign keys cascade), in one statement.
  await deps.db.delete(studyGroups).where(eq(studyGroups.id, id));
}

/** Staff hide a group (off the list, its page not found but by its leader and staff) or show it. */
async function setHidden(
  deps: StudyGroupServiceDeps,
  id: number,
  hidden: boolean,
): Promise<StudyGroup> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(studyGroups)
    .set({
      hiddenAt: hidden ? sql`coalesce(${studyGroups.hiddenAt}, ${now})` : null,
      updatedAt: now,
    })
    .where(eq(studyGroups.id, id))
    .returning();
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return toGroup(row);
}

/** One group as staff see it, hidden or not. */
async function getForStaff(db: DbOrTx, id: number): Promise<StudyGroup> {
  const [row] = await db.select().from(studyGroups).where(eq(studyGroups.id, id));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return toGroup(row);
}

/** Every group for staff, hidden and closed ones too, newest first, with its leader. */
async function listForStaff(db: Database, q?: string): Promise<AdminStudyGroup[]> {
  const leaders = db
    .select({ groupId: studyGroupMembers.groupId, userId: studyGroupMembers.userId })
    .from(studyGroupMembers)
    .where(eq(studyGroupMembers.role, 'leader'))
    .as('leaders');
  const discussions = db
    .select({ groupId: studyGroupDiscussions.groupId, n: count().as('n') })
    .from(studyGroupDiscussions)
    .groupBy(studyGroupDiscussions.groupId)
    .as('discussions');
  const rows = await db
    .select({
      group: studyGroups,
      leaderName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName}), ''), ${users.username})`,
      discussionCount: sql<number>`coalesce(${discussions.n}, 0)::int`,
    })
    .from(studyGroups)
    .leftJoin(leaders, eq(leaders.groupId, studyGroups.id))
    .leftJoin(users, eq(users.id, leaders.userId))
    .leftJoin(discussions, eq(discussions.groupId, studyGroups.id))
    .where(matching(q))
    .orderBy(desc(studyGroups.createdAt), desc(studyGroups.id))
    .limit(500);
  return rows.map((r) => ({
    ...toGroup(r.group),
    leaderName: r.leaderName,
    discussionCount: r.discussionCount,
  }));
}

/** Deletes a discussion with its replies: the group's leader, staff, or who started it. */
async function deleteDiscussion(
  deps: StudyGroupServiceDeps,
  user: SessionUser,
  discussionId: number,
): Promise<void> {
  const missing = 'Discussion Not Found';
  const [found] = await deps.db
    .select({ groupId: studyGroupDiscussions.groupId, userId: studyGroupDiscussions.userId })
    .from(studyGroupDiscussions)
    .where(eq(studyGroupDiscussions.id, discussionId));
  if (!found) throw notFound(missing);
  const { role } = await visibleGroup(deps.db, found.groupId, user, missing);
  if (!can(user, 'groups.moderate') && role !== 'leader' && found.userId !== user.id) {
    if (role === null) throw notFound(missing);
    throw forbidden('Only the group leader may delete this discussion');
  }
  await deps.db.delete(studyGroupDiscussions).where(eq(studyGroupDiscussions.id, discussionId));
}

/** Study groups: the public list, membership, and members' discussions. */
export function createStudyGroupService(deps: StudyGroupServiceDeps) {
  const { db } = deps;
  return {
    listActive: (q?: string, lang?: SiteLanguage) => listActive(db, q, lang),
    listOwn: (user: SessionUser) => listOwn(db, user),
    getDetail: (id: number, viewer: Viewer) => getDetail(deps, id, viewer),
    create: (user: SessionUser, body: CreateStudyGroupBody) => create(deps, user, body),
    update: (user: SessionUser, id: number, body: UpdateStudyGroupBody) =>
      update(deps, user, id, body),
    join: (user: SessionUser, id: number) => join(deps, user, id),
    leave: (user: SessionUser, id: number) => leave(deps, user, id),
    listDiscussions: (user: SessionUser, groupId: number) => listDiscussions(deps, user, groupId),
    createDiscussion: (user: SessionUser, groupId: number, body: CreateDiscussionBody) =>
      createDiscussion(deps, user, groupId, body),
    createPost: (user: SessionUser, discussionId: number, body: CreatePostBody) =>
      createPost(deps, user, discussionId, body),
    deletePost: (user: SessionUser, postId: number) => deletePost(deps, user, postId),
    remove: (user: SessionUser, id: number) => remove(deps, user, id),
    deleteDiscussion: (user: SessionUser, discussionId: number) =>
      deleteDiscussion(deps, user, discussionId),
    // ---- staff ----
    listForStaff: (q?: string) => listForStaff(db, q),
    getForStaff: (id: number, dbOrTx: DbOrTx = db) => getForStaff(dbOrTx, id),
    setHidden: (id: number, hidden: boolean) => setHidden(deps, id, hidden),
  };
}

export type StudyGroupService = ReturnType<typeof createStudyGroupService>;
