import { z } from 'zod';
import { requiredText, rowIdParamsSchema, siteLanguageField } from './fields';
import { siteLanguages } from './i18n';
import { apiRoute } from './api-route';

/** A group holds 20 members unless its leader chooses otherwise. */
export const DEFAULT_GROUP_CAPACITY = 20;
export const MIN_GROUP_CAPACITY = 2;
export const MAX_GROUP_CAPACITY = 500;

export const studyGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  topic: z.string().nullable(),
  description: z.string().nullable(),
  meetingSchedule: z.string().nullable(),
  currentMembers: z.number(),
  maxMembers: z.number(),
  isActive: z.boolean(),
  /**
   * Hidden by staff: off the public list, and its page is not found except by its leader and
   * staff. Only staff show it again.
   */
  isHidden: z.boolean(),
  /** The language the group meets in: the language of the page it was made on. */
  language: z.enum(siteLanguages),
  createdAt: z.string(),
});
export type StudyGroup = z.infer<typeof studyGroupSchema>;

/** True when no place is left: the group shows 'Full' and refuses to be joined. */
export const isFull = (g: Pick<StudyGroup, 'currentMembers' | 'maxMembers'>): boolean =>
  g.currentMembers >= g.maxMembers;
export const studyGroupListSchema = z.array(studyGroupSchema);

export const postSchema = z.object({
  id: z.number(),
  content: z.string(),
  authorName: z.string(),
  userId: z.number().nullable(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const discussionSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  authorName: z.string(),
  isScheduled: z.boolean(),
  scheduledDate: z.string().nullable(),
  createdAt: z.string(),
  posts: z.array(postSchema),
});
export type Discussion = z.infer<typeof discussionSchema>;
export const discussionListSchema = z.array(discussionSchema);

export const studyGroupDetailSchema = studyGroupSchema.extend({
  /** 'leader' or 'member' when the signed-in member belongs; null otherwise. */
  myRole: z.string().nullable(),
  canManage: z.boolean(),
  /** Members and administrators only; null to everyone else. */
  discussions: z.array(discussionSchema).nullable(),
  nextMeeting: z
    .object({ discussionId: z.number(), title: z.string(), scheduledDate: z.string() })
    .nullable(),
});
export type StudyGroupDetail = z.infer<typeof studyGroupDetailSchema>;

export const groupListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional(),
  /** The page's language: its groups come first, the others after, each newest first. */
  lang: siteLanguageField.optional(),
});
export const idParamsSchema = rowIdParamsSchema('Not found');

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const createStudyGroupBodySchema = z.object({
  name: requiredText('Group name', 100),
  description: optionalText(2000, 'Description'),
  topic: optionalText(100, 'Topic'),
  meetingSchedule: optionalText(200, 'Meeting schedule'),
  maxMembers: z.coerce
    .number({ error: 'Maximum members must be a number' })
    .int('Maximum members must be a whole number')
    .min(
      MIN_GROUP_CAPACITY,
      `A group holds between ${MIN_GROUP_CAPACITY} and ${MAX_GROUP_CAPACITY} members`,
    )
    .max(
      MAX_GROUP_CAPACITY,
      `A group holds between ${MIN_GROUP_CAPACITY} and ${MAX_GROUP_CAPACITY} members`,
    )
    .default(DEFAULT_GROUP_CAPACITY),
  /** The language of the page the group is made on (English when not said); it stays so. */
  language: siteLanguageField.default('en'),
});
export type CreateStudyGroupBody = z.input<typeof createStudyGroupBodySchema>;

export const updateStudyGroupBodySchema = createStudyGroupBodySchema
  .omit({ language: true })
  .partial()
  .extend({ isActive: z.boolean().optional() });
export type UpdateStudyGroupBody = z.input<typeof updateStudyGroupBodySchema>;

export const membershipAnswerSchema = z.object({
  currentMembers: z.number(),
  maxMembers: z.number(),
  myRole: z.string().nullable(),
});

export const createDiscussionBodySchema = z.object({
  title: requiredText('Title', 200),
  content: requiredText('Message', 10_000),
  scheduledDate: z.iso
    .datetime({ offset: true, error: 'Please give a valid date and time' })
    .optional(),
});
export type CreateDiscussionBody = z.input<typeof createDiscussionBodySchema>;

export const createPostBodySchema = z.object({
  content: requiredText('Reply', 10_000),
});
export type CreatePostBody = z.infer<typeof createPostBodySchema>;

// ---- staff: every group, hidden or not --------------------------------------------------------

export const adminStudyGroupSchema = studyGroupSchema.extend({
  /** The leader's name as members see it; null once their account is gone. */
  leaderName: z.string().nullable(),
  discussionCount: z.number(),
});
export type AdminStudyGroup = z.infer<typeof adminStudyGroupSchema>;
export const adminStudyGroupListSchema = z.array(adminStudyGroupSchema);

export const adminGroupListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').optional(),
});

export const groupVisibilityBodySchema = z.object({
  hidden: z.boolean({ error: 'Say whether the group is hidden' }),
});
export type GroupVisibilityBody = z.infer<typeof groupVisibilityBodySchema>;

export const GROUP_DELETED = 'Study group deleted';
export const DISCUSSION_DELETED = 'Discussion deleted';

/** The study groups' addresses, with their discussions. */
export const studyGroupsApi = {
  list: apiRoute('/api/study-groups'),
  my: apiRoute('/api/study-groups/my'),
  group: apiRoute('/api/study-groups/:id'),
  join: apiRoute('/api/study-groups/:id/join'),
  leave: apiRoute('/api/study-groups/:id/leave'),
  discussions: apiRoute('/api/study-groups/:id/discussions'),
  discussion: apiRoute('/api/discussions/:id'),
  posts: apiRoute('/api/discussions/:id/posts'),
  post: apiRoute('/api/posts/:id'),
  adminList: apiRoute('/api/admin/study-groups'),
  visibility: apiRoute('/api/admin/study-groups/:id/visibility'),
};

/** A group's query key, the same where the browser reads it and where a server render fills it. */
export const groupKey = (id: string | number) =>
  [studyGroupsApi.list.pattern, 'detail', String(id)] as const;
