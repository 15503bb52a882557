import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../contract/errors';
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
import { routeKind, saying, signedInErrors as errors, small } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import type { AuditService } from './audit';
import type { Actor, InvitationService } from './invitations';
import type { PeopleService } from './service';
import { sendCsv } from '../../plugins/csv-download';

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
  // The staff guard decides who may call; each write is counted per member of staff and writes
  // its own audit entry (`config`). Members' accounts and the trail are never kept by a cache.
  const staff = routeKind({ tags, errors, private: true });
  const staffWrites = routeKind({ tags, errors, ...small, preHandler: perStaff, private: true });
  const person = { params: personIdParamsSchema };
  const invitation = { params: invitationIdParamsSchema };

  app.get(
    peopleApi.people.pattern,
    staff(
      'Every account, searched by name and e-mail, by role and status, 25 a page',
      { 200: peopleListSchema },
      { querystring: peopleQuerySchema },
    ),
    async (request) => people.list(request.query),
  );

  app.get(
    peopleApi.person.pattern,
    staff(
      "A person: roles, address, sessions, two-step status, groups, questions; gifts to giving's readers",
      { 200: personSchema },
      person,
    ),
    async (request) => people.get(signedIn(request), request.params.id),
  );

  app.patch(
    peopleApi.person.pattern,
    {
      config: ownAudit,
      ...staffWrites(
        "Change a person's roles (the owner's only by the owner) or suspend them (sessions end, sign-in refused)",
        { 200: personSchema },
        { ...person, body: patchPersonBodySchema },
      ),
    },
    async (request) => people.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    peopleApi.person.pattern,
    {
      config: ownAudit,
      ...staffWrites(
        'Delete an account (never the owner, never your own here)',
        { 200: messageSchema },
        person,
      ),
    },
    saying(PERSON_DELETED, (request) => people.remove(actorOf(request), request.params.id)),
  );

  app.get(
    peopleApi.invitations.pattern,
    staff('Invitations to the staff not yet accepted, newest first', {
      200: invitationListSchema,
    }),
    async () => invitations.list(),
  );

  app.post(
    peopleApi.invitations.pattern,
    {
      config: ownAudit,
      ...staffWrites(
        'Invite an address to the staff with roles; the link works once, for 7 days',
        { 201: invitationSchema },
        { body: invitationBodySchema },
      ),
    },
    async (request) => invitations.invite(actorOf(request), request.body),
  );

  app.post(
    peopleApi.resendInvitation.pattern,
    {
      config: ownAudit,
      ...staffWrites(
        'Send an invitation again: a new link, a new week; the old link stops working',
        { 200: invitationSchema },
        invitation,
      ),
    },
    async (request) => invitations.resend(actorOf(request), request.params.id),
  );

  app.delete(
    peopleApi.invitation.pattern,
    {
      config: ownAudit,
      ...staffWrites('Revoke a pending invitation', { 200: messageSchema }, invitation),
    },
    saying(INVITATION_REVOKED, (request) =>
      invitations.revoke(actorOf(request), request.params.id),
    ),
  );

  app.post(
    peopleApi.accept.pattern,
    {
      config: { rateLimit: acceptRateLimit },
      ...routeKind({ tags: ['people'], errors, ...small, private: true })(
        'Follow an invitation: a new account (password, names; signed in, two-step verification next) or the roles added to the existing one',
        { 200: acceptAnswerSchema },
        { body: acceptInvitationBodySchema },
      ),
    },
    async (request, reply) => {
      const { session, ...answer } = await invitations.accept(request.body, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (session) app.setSessionCookie(reply, session.token, session.expiresAt);
      return answer;
    },
  );

  app.get(
    peopleApi.audit.pattern,
    staff(
      'The audit trail, newest first: by actor, action and days, 50 a page',
      { 200: auditListSchema },
      { querystring: auditQuerySchema },
    ),
    async (request) => audit.list(request.query),
  );

  app.get(
    peopleApi.auditExport.pattern,
    staff(
      'The audit trail of a date range (both days included) as CSV',
      { 200: z.string() },
      { querystring: auditExportQuerySchema, produces: ['text/csv'] },
    ),
    async (request, reply) => {
      const { from = 'start', to = 'now' } = request.query;
      return sendCsv(reply, `audit-${from}-to-${to}.csv`, await audit.exportCsv(request.query));
    },
  );
};
