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
import { requireUser, requireVerifiedEmail, signedIn } from '../../plugins/session';
import type { StudyGroupService } from './service';
import { idParam } from '../../plugins/audit-trail';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const small = { bodyLimit: 64 * 1024 };

export const studyGroupRoutes: FastifyPluginAsyncZod<{ groups: StudyGroupService }> = async (
  app,
  { groups },
) => {
  const tags = ['study groups'];

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
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The groups the member belongs to',
        response: { 200: studyGroupListSchema, ...errors },
      },
    },
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
    {
      ...small,
      onRequest: [requireUser, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Create a group; the creator becomes its leader and first member',
        body: createStudyGroupBodySchema,
        response: { 201: studyGroupSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.create(signedIn(request), request.body)),
  );

  app.patch(
    studyGroupsApi.group.pattern,
    {
      ...small,
      onRequest: [requireUser, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Edit or deactivate a group (its leader or an administrator)',
        params: idParamsSchema,
        body: updateStudyGroupBodySchema,
        response: { 200: studyGroupSchema, ...errors },
      },
    },
    async (request) => groups.update(signedIn(request), request.params.id, request.body),
  );

  app.post(
    studyGroupsApi.join.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Join a group; 409 'Full' when no place is left",
        params: idParamsSchema,
        response: { 200: membershipAnswerSchema, ...errors },
      },
    },
    async (request) => groups.join(signedIn(request), request.params.id),
  );

  app.post(
    studyGroupsApi.leave.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Leave a group and free the place',
        params: idParamsSchema,
        response: { 200: membershipAnswerSchema, ...errors },
      },
    },
    async (request) => groups.leave(signedIn(request), request.params.id),
  );

  app.get(
    studyGroupsApi.discussions.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The group's discussions with their posts (members and administrators)",
        params: idParamsSchema,
        response: { 200: discussionListSchema, ...errors },
      },
    },
    async (request) => groups.listDiscussions(signedIn(request), request.params.id),
  );

  app.post(
    studyGroupsApi.discussions.pattern,
    {
      ...small,
      onRequest: [requireUser, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Start a discussion, or schedule a meeting with scheduledDate (members)',
        params: idParamsSchema,
        body: createDiscussionBodySchema,
        response: { 201: discussionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await groups.createDiscussion(signedIn(request), request.params.id, request.body)),
  );

  app.post(
    studyGroupsApi.posts.pattern,
    {
      ...small,
      onRequest: [requireUser, requireVerifiedEmail],
      schema: {
        tags,
        summary: 'Reply in a discussion (members of its group)',
        params: idParamsSchema,
        body: createPostBodySchema,
        response: { 201: postSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await groups.createPost(signedIn(request), request.params.id, request.body)),
  );

  app.delete(
    studyGroupsApi.post.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Delete a post (the group's leader, an administrator or its author)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await groups.deletePost(signedIn(request), request.params.id);
      return { message: 'Post deleted' };
    },
  );

  app.delete(
    studyGroupsApi.group.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete a group with its discussions (its leader or an administrator)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await groups.remove(signedIn(request), request.params.id);
      return { message: GROUP_DELETED };
    },
  );

  app.delete(
    studyGroupsApi.discussion.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "Delete a discussion with its replies (the group's leader, an administrator or its author)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await groups.deleteDiscussion(signedIn(request), request.params.id);
      return { message: DISCUSSION_DELETED };
    },
  );

  // ---- staff ----
  app.get(
    studyGroupsApi.adminList.pattern,
    {
      schema: {
        tags,
        summary: 'Every group, hidden and closed ones too, with its leader (admin)',
        querystring: adminGroupListQuerySchema,
        response: { 200: adminStudyGroupListSchema, ...errors },
      },
    },
    async (request) => groups.listForStaff(request.query.q),
  );

  app.put(
    studyGroupsApi.visibility.pattern,
    {
      config: { auditRecord: (params, _request, db) => groups.getForStaff(idParam(params), db) },
      ...small,
      schema: {
        tags,
        summary: 'Hide a group from everyone but its leader and staff, or show it again (admin)',
        params: idParamsSchema,
        body: groupVisibilityBodySchema,
        response: { 200: studyGroupSchema, ...errors },
      },
    },
    async (request) => groups.setHidden(request.params.id, request.body.hidden),
  );
};
