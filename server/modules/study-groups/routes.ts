import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import {
  adminGroupListQuerySchema,
  adminStudyGroupListSchema,
  createDiscussionBodySchema,
  DISCUSSION_DELETED,
  GROUP_DELETED,
  groupVisibilityBodySchema,
  createPostBodySchema,
  createStudyGroupBodySchema,
  discussionListSchema,
  discussionSchema,
  groupListQuerySchema,
  idParamsSchema,
  membershipAnswerSchema,
  postSchema,
  studyGroupDetailSchema,
  studyGroupListSchema,
  studyGroupSchema,
  updateStudyGroupBodySchema,
  studyGroupsApi,
} from '../../../contract/study-groups';
import { routeKind, saying } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import type { StudyGroupService } from './service';
import { idParam } from '../../plugins/audit-trail';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const small = { bodyLimit: 64 * 1024 };

export const studyGroupRoutes: FastifyPluginAsyncZod<{ groups: StudyGroupService }> = async (
  app,
  { groups },
) => {
  const tags = ['study groups'];
  const kind = { tags, errors };
  const member = routeKind({ ...kind, caller: 'member' });
  const onGroup = routeKind({ ...kind, caller: 'member', params: idParamsSchema });
  const write = routeKind({ ...kind, ...small, caller: 'verified' });
  const writeOn = routeKind({ ...kind, ...small, caller: 'verified', params: idParamsSchema });
  // The staff guard decides who may moderate.
  const staff = routeKind(kind);
  const staffOn = routeKind({ ...kind, ...small, params: idParamsSchema });

  app.get(
    studyGroupsApi.list.pattern,
    {
      schema: {
        tags,
        summary: 'Active study groups, searchable by name, topic and description',
        querystring: groupListQuerySchema,
        response: { 200: studyGroupListSchema, 400: errorSchema },
      },
    },
    async (request) => groups.listActive(request.query.q, request.query.lang),
  );

  app.get(
    studyGroupsApi.my.pattern,
    member('The groups the member belongs to', { 200: studyGroupListSchema }),
    async (request) => groups.listOwn(signedIn(request)),
  );

  app.get(
    studyGroupsApi.group.pattern,
    {
      schema: {
        tags,
        summary: "A group's details; its discussions for members and administrators",
        params: idParamsSchema,
        response: { 200: studyGroupDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => groups.getDetail(request.params.id, request.user),
  );

  app.post(
    studyGroupsApi.list.pattern,
    write(
      'Create a group; the creator becomes its leader and first member',
      { 201: studyGroupSchema },
      { body: createStudyGroupBodySchema },
    ),
    async (request) => groups.create(signedIn(request), request.body),
  );

  app.patch(
    studyGroupsApi.group.pattern,
    writeOn(
      'Edit or deactivate a group (its leader or an administrator)',
      { 200: studyGroupSchema },
      { body: updateStudyGroupBodySchema },
    ),
    async (request) => groups.update(signedIn(request), request.params.id, request.body),
  );

  app.post(
    studyGroupsApi.join.pattern,
    onGroup("Join a group; 409 'Full' when no place is left", { 200: membershipAnswerSchema }),
    async (request) => groups.join(signedIn(request), request.params.id),
  );

  app.post(
    studyGroupsApi.leave.pattern,
    onGroup('Leave a group and free the place', { 200: membershipAnswerSchema }),
    async (request) => groups.leave(signedIn(request), request.params.id),
  );

  app.get(
    studyGroupsApi.discussions.pattern,
    onGroup("The group's discussions with their posts (members and administrators)", {
      200: discussionListSchema,
    }),
    async (request) => groups.listDiscussions(signedIn(request), request.params.id),
  );

  app.post(
    studyGroupsApi.discussions.pattern,
    writeOn(
      'Start a discussion, or schedule a meeting with scheduledDate (members)',
      { 201: discussionSchema },
      { body: createDiscussionBodySchema },
    ),
    async (request) => groups.createDiscussion(signedIn(request), request.params.id, request.body),
  );

  app.post(
    studyGroupsApi.posts.pattern,
    writeOn(
      'Reply in a discussion (members of its group)',
      { 201: postSchema },
      { body: createPostBodySchema },
    ),
    async (request) => groups.createPost(signedIn(request), request.params.id, request.body),
  );

  app.delete(
    studyGroupsApi.post.pattern,
    onGroup("Delete a post (the group's leader, an administrator or its author)", {
      200: messageSchema,
    }),
    saying('Post deleted', (request) => groups.deletePost(signedIn(request), request.params.id)),
  );

  app.delete(
    studyGroupsApi.group.pattern,
    onGroup('Delete a group with its discussions (its leader or an administrator)', {
      200: messageSchema,
    }),
    saying(GROUP_DELETED, (request) => groups.remove(signedIn(request), request.params.id)),
  );

  app.delete(
    studyGroupsApi.discussion.pattern,
    onGroup(
      "Delete a discussion with its replies (the group's leader, an administrator or its author)",
      { 200: messageSchema },
    ),
    saying(DISCUSSION_DELETED, (request) =>
      groups.deleteDiscussion(signedIn(request), request.params.id),
    ),
  );

  // ---- staff ----
  app.get(
    studyGroupsApi.adminList.pattern,
    staff(
      'Every group, hidden and closed ones too, with its leader (admin)',
      { 200: adminStudyGroupListSchema },
      { querystring: adminGroupListQuerySchema },
    ),
    async (request) => groups.listForStaff(request.query.q),
  );

  app.put(
    studyGroupsApi.visibility.pattern,
    {
      config: { auditRecord: (params, _request, db) => groups.getForStaff(idParam(params), db) },
      ...staffOn(
        'Hide a group from everyone but its leader and staff, or show it again (admin)',
        { 200: studyGroupSchema },
        { body: groupVisibilityBodySchema },
      ),
    },
    async (request) => groups.setHidden(request.params.id, request.body.hidden),
  );
};
