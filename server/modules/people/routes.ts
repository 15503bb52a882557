import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, messageSchema } from '../../../contract/errors';
import {
  acceptAnswerSchema,
  acceptInvitationBodySchema,
  auditExportQuerySchema,
  auditListSchema,
  auditQuerySchema,
  invitationBodySchema,
  invitationIdParamsSchema,
  invitationListSchema,
  invitationSchema,
  INVITATION_REVOKED,
  patchPersonBodySchema,
  peopleApi,
  peopleListSchema,
  peopleQuerySchema,
  PERSON_DELETED,
  personIdParamsSchema,
  personSchema,
} from '../../../contract/people';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/session';
import type { AuditService } from './audit';
import type { Actor, InvitationService } from './invitations';
import type { PeopleService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const small = { bodyLimit: 16 * 1024 };
/** Members' accounts and the staff's trail: never kept by a browser's or a proxy's cache. */
const PRIVATE = 'no-store';
/** These routes write their own audit entries, in their transactions. */
const ownAudit = { auditedByRoute: true };

const actorOf = (request: FastifyRequest): Actor => ({
  user: signedIn(request),
  address: request.ip,
});

export const peopleRoutes: FastifyPluginAsyncZod<{
  people: PeopleService;
  invitations: InvitationService;
  audit: AuditService;
  rateLimit: RateLimit;
  acceptRateLimit: RateLimit;
}> = async (app, { people, invitations, audit, rateLimit, acceptRateLimit }) => {
  const tags = ['people', 'admin'];
  const perStaff = keyedRateLimit(app, 'people', rateLimit, userKey);

  app.get(
    peopleApi.people.pattern,
    {
      schema: {
        tags,
        summary: 'Every account, searched by name and e-mail, by role and status, 25 a page',
        querystring: peopleQuerySchema,
        response: { 200: peopleListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return people.list(request.query);
    },
  );

  app.get(
    peopleApi.person.pattern,
    {
      schema: {
        tags,
        summary:
          "A person: roles, address, sessions, two-step status, groups, questions; gifts to giving's readers",
        params: personIdParamsSchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return people.get(signedIn(request), request.params.id);
    },
  );

  app.patch(
    peopleApi.person.pattern,
    {
      ...small,
      config: ownAudit,
      preHandler: perStaff,
      schema: {
        tags,
        summary:
          "Change a person's roles (the owner's only by the owner) or suspend them (sessions end, sign-in refused)",
        params: personIdParamsSchema,
        body: patchPersonBodySchema,
        response: { 200: personSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return people.update(actorOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    peopleApi.person.pattern,
    {
      config: ownAudit,
      preHandler: perStaff,
      schema: {
        tags,
        summary: 'Delete an account (never the owner, never your own here)',
        params: personIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await people.remove(actorOf(request), request.params.id);
      return { message: PERSON_DELETED };
    },
  );

  app.get(
    peopleApi.invitations.pattern,
    {
      schema: {
        tags,
        summary: 'Invitations to the staff not yet accepted, newest first',
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return invitations.list();
    },
  );

  app.post(
    peopleApi.invitations.pattern,
    {
      ...small,
      config: ownAudit,
      preHandler: perStaff,
      schema: {
        tags,
        summary: 'Invite an address to the staff with roles; the link works once, for 7 days',
        body: invitationBodySchema,
        response: { 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', PRIVATE)
        .send(await invitations.invite(actorOf(request), request.body)),
  );

  app.post(
    peopleApi.resendInvitation.pattern,
    {
      config: ownAudit,
      preHandler: perStaff,
      schema: {
        tags,
        summary: 'Send an invitation again: a new link, a new week; the old link stops working',
        params: invitationIdParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return invitations.resend(actorOf(request), request.params.id);
    },
  );

  app.delete(
    peopleApi.invitation.pattern,
    {
      config: ownAudit,
      preHandler: perStaff,
      schema: {
        tags,
        summary: 'Revoke a pending invitation',
        params: invitationIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await invitations.revoke(actorOf(request), request.params.id);
      return { message: INVITATION_REVOKED };
    },
  );

  app.post(
    peopleApi.accept.pattern,
    {
      ...small,
      config: { rateLimit: acceptRateLimit },
      schema: {
        tags: ['people'],
        summary:
          'Follow an invitation: a new account (password, names; signed in, two-step verification next) or the roles added to the existing one',
        body: acceptInvitationBodySchema,
        response: { 200: acceptAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { session, ...answer } = await invitations.accept(request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (session) app.setSessionCookie(reply, session.token, session.expiresAt);
      reply.header('cache-control', PRIVATE);
      return answer;
    },
  );

  app.get(
    peopleApi.audit.pattern,
    {
      schema: {
        tags,
        summary: 'The audit trail, newest first: by actor, action and days, 50 a page',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return audit.list(request.query);
    },
  );

  app.get(
    peopleApi.auditExport.pattern,
    {
      schema: {
        tags,
        summary: 'The audit trail of a date range (both days included) as CSV',
        querystring: auditExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', PRIVATE)
        .header(
          'content-disposition',
          `attachment; filename="audit-${request.query.from ?? 'start'}-to-${request.query.to ?? 'now'}.csv"`,
        )
        .send(await audit.exportCsv(request.query)),
  );
};
