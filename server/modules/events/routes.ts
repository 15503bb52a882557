import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import {
  adminEventListSchema,
  adminEventSchema,
  adminRegistrationListSchema,
  adminRegistrationsQuerySchema,
  attendanceBodySchema,
  EVENT_DELETED,
  EVENT_NOT_FOUND,
  eventIcsParamsSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventMessageAnswerSchema,
  eventMessageBodySchema,
  eventSchema,
  eventsApi,
  eventSlugParamsSchema,
  exceptionBodySchema,
  registerBodySchema,
  registrationAnswerSchema,
  registrationTokenBodySchema,
} from '../../../contract/events';
import { isSiteLanguage, localizePath, siteLanguages } from '../../../contract/i18n';
import { notFound } from '../../errors';
import { mailText } from '../../infra/mail-text';
import { bodyEmail, keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import {
  PRIVATE,
  routeKind,
  saying,
  signedInErrors as errors,
  small,
} from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import type { EventsAdmin } from './admin';
import type { EventMessages } from './message';
import { calendarOf } from './ics';
import type { EventsService } from './service';
import { type AuditReader, idParam } from '../../plugins/audit-trail';
import { sendCsv } from '../../plugins/csv-download';

const CALENDAR = 'text/calendar; charset=utf-8';

export const eventsRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  admin: EventsAdmin;
  messages: EventMessages;
  clock: () => Date;
  publicUrl: string;
  rateLimit: RateLimit;
  emailRateLimit: RateLimit;
  messageRateLimit: RateLimit;
}> = async (app, opts) => {
  const { events: service, admin, messages, clock, publicUrl, rateLimit, emailRateLimit } = opts;
  const tags = ['events'];
  const params = eventIdParamsSchema;
  // Writes count per member, or per address asked for a visitor's e-mailed link; every one
  // also per IP (the route's own limit).
  const perMember = keyedRateLimit(app, 'events', rateLimit, userKey);
  const perSender = keyedRateLimit(app, 'event-message', opts.messageRateLimit, userKey);
  const perAddress = keyedRateLimit(app, 'event-address', emailRateLimit, (r) =>
    r.user ? undefined : bodyEmail(r),
  );

  app.get(
    eventsApi.list.pattern,
    {
      schema: {
        tags,
        summary:
          'The meetings of published events from `from` to `to` (UTC days; by default a year back and a year ahead), in start order',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      // A member's list may carry their groups' own meetings: theirs alone.
      if (request.user) reply.header('cache-control', PRIVATE);
      return service.list(request.query, request.user);
    },
  );

  app.get(
    eventsApi.event.pattern,
    // The viewer's registration and the online link are theirs alone.
    routeKind({ tags, errors: errorResponses(400, 404), private: true })(
      "One event with its next meetings; the online link only to people registered and staff, and the viewer's registration",
      { 200: eventSchema },
      { params: eventSlugParamsSchema },
    ),
    async (request) => service.detail(request.params.slug, request.user),
  );

  app.post(
    eventsApi.register.pattern,
    {
      ...small,
      config: { rateLimit },
      preHandler: [perMember, perAddress],
      schema: {
        tags,
        summary:
          'Register: a signed-in member at once (confirmed, or the waitlist when full); a visitor gets an e-mailed link to confirm their address first',
        params: eventIdParamsSchema,
        body: registerBodySchema,
        response: { 201: registrationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await service.register(request.user, request.params.id, request.body);
      // A visitor's registration counts once their address is proven (confirmByToken).
      if (answer.status !== 'pending') request.recordGoal('event');
      return reply.status(201).header('cache-control', PRIVATE).send(answer);
    },
  );

  app.delete(
    eventsApi.mine.pattern,
    {
      config: { rateLimit },
      ...routeKind({ tags, errors, caller: 'member', preHandler: perMember, params })(
        "Cancel the member's registration; the first waiting person who fits moves up",
        { 200: registrationAnswerSchema },
      ),
    },
    async (request) => service.cancelMine(signedIn(request), request.params.id),
  );

  // The links of a registration's e-mails: limited per IP as e-mailed links are; the answer names
  // the event, whose page the link's screen leads back to.
  const emailedLinkKind = routeKind({ tags, errors, ...small, private: true });
  const emailedLink = (summary: string) => ({
    config: { rateLimit: emailRateLimit },
    ...emailedLinkKind(
      summary,
      { 200: registrationAnswerSchema.extend({ slug: z.string() }) },
      { body: registrationTokenBodySchema },
    ),
  });

  app.post(
    eventsApi.confirm.pattern,
    emailedLink("A visitor's e-mailed link: their address is proven, their place decided"),
    async (request) => {
      const answer = await service.confirmByToken(request.body.token);
      request.recordGoal('event');
      return answer;
    },
  );

  app.post(
    eventsApi.cancel.pattern,
    emailedLink("Cancel a registration with the link of its e-mails (members' and visitors')"),
    async (request) => service.cancelByToken(request.body.token),
  );

  const pageOf = (lang: (typeof siteLanguages)[number]) => (slug: string) =>
    localizePath(`/events/${slug}`, lang);

  app.get(
    eventsApi.feed.pattern,
    {
      schema: {
        tags,
        summary:
          'The published events as a calendar feed to subscribe to (webcal://); `lang` keeps one language',
        querystring: z.object({
          lang: z.enum(siteLanguages, { error: 'Choose English, Español or Português' }).optional(),
        }),
        produces: [CALENDAR],
        response: { 200: z.string(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const rows = await service.calendar(request.query.lang ? { lang: request.query.lang } : {});
      return reply
        .type(CALENDAR)
        .header('cache-control', 'public, max-age=600')
        .header('content-disposition', 'inline; filename="events.ics"')
        .send(
          calendarOf(rows, {
            publicUrl,
            pageOf: pageOf(lang),
            now: clock(),
            name: mailText(lang)('nav.events'),
          }),
        );
    },
  );

  app.get(
    eventsApi.eventIcs.pattern,
    {
      schema: {
        tags,
        summary: 'One event\'s calendar file (`/events/{slug}.ics`), for "Add to calendar"',
        params: eventIcsParamsSchema,
        produces: [CALENDAR],
        response: { 200: z.string(), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await service.calendar({ slug: request.params.slug }, request.user);
      if (!row) throw notFound(EVENT_NOT_FOUND);
      const lang = isSiteLanguage(row.language) ? row.language : 'en';
      return reply
        .type(CALENDAR)
        .header('cache-control', row.groupOnly ? PRIVATE : 'public, max-age=600')
        .header('content-disposition', `attachment; filename="${row.slug}.ics"`)
        .send(
          calendarOf([row], { publicUrl, pageOf: pageOf(lang), now: clock(), name: row.title }),
        );
    },
  );

  // ---- staff (behind the staff guard: content.publish) ----------------------------------------

  const adminTags = [...tags, 'admin'];
  const staff = routeKind({ tags: adminTags, errors, private: true });
  const staffOn = routeKind({ tags: adminTags, errors, params, private: true });
  const staffWrite = { tags: adminTags, errors, ...small, preHandler: perMember };
  const staffWrites = routeKind(staffWrite);
  const staffWritesOn = routeKind({ ...staffWrite, params });
  /** For the trail: the event as staff edit it. */
  const eventRecord = {
    auditRecord: ((params, request, db) =>
      admin.get(signedIn(request), idParam(params), db)) satisfies AuditReader,
  };
  /** For the trail: the one registration an attendance mark changes. */
  const attendanceOf: AuditReader = async (params, request, db) => {
    const { registrationId } = request.body as { registrationId: number };
    const found = (await admin.registrations(idParam(params), db)).find(
      (registration) => registration.id === registrationId,
    );
    return found ? { registration: found.name, attended: found.attended } : null;
  };

  app.get(
    eventsApi.adminList.pattern,
    staff('Every event, drafts too, the latest first, with places taken and the waitlist', {
      200: adminEventListSchema,
    }),
    async (request) => admin.list(signedIn(request)),
  );

  app.post(
    eventsApi.adminList.pattern,
    staffWrites(
      'Create an event; times are wall-clock times in its time zone',
      { 201: adminEventSchema },
      { body: eventInputSchema },
    ),
    async (request) => admin.create(signedIn(request), request.body),
  );

  app.get(
    eventsApi.adminEvent.pattern,
    staffOn('One event as staff edit it', { 200: adminEventSchema }),
    async (request) => admin.get(signedIn(request), request.params.id),
  );

  app.put(
    eventsApi.adminEvent.pattern,
    {
      config: eventRecord,
      ...staffWritesOn(
        'Change an event; more places move the waitlist up',
        { 200: adminEventSchema },
        { body: eventInputSchema },
      ),
    },
    async (request) => admin.update(signedIn(request), request.params.id, request.body),
  );

  app.delete(
    eventsApi.adminEvent.pattern,
    {
      config: eventRecord,
      ...staffWritesOn('Delete an event with its registrations', { 200: messageSchema }),
    },
    saying(EVENT_DELETED, (request) => admin.remove(request.params.id)),
  );

  app.get(
    eventsApi.adminRegistrations.pattern,
    staffOn(
      'Attendees and the waitlist in the order they came; `format=csv` for a spreadsheet',
      { 200: z.union([adminRegistrationListSchema, z.string()]) },
      { querystring: adminRegistrationsQuerySchema, produces: ['application/json', 'text/csv'] },
    ),
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const { slug, text } = await admin.csv(request.params.id);
        return sendCsv(reply, `${slug}-registrations.csv`, text);
      }
      return admin.registrations(request.params.id);
    },
  );

  app.put(
    eventsApi.adminExceptions.pattern,
    {
      config: eventRecord,
      ...staffWritesOn(
        'Cancel or move one meeting of a series, or put it back as the rule gives it',
        { 200: adminEventSchema },
        { body: exceptionBodySchema },
      ),
    },
    async (request) => {
      await admin.setException(request.params.id, request.body);
      return admin.get(signedIn(request), request.params.id);
    },
  );

  app.put(
    eventsApi.adminAttendance.pattern,
    {
      config: { auditRecord: attendanceOf },
      ...staffWritesOn(
        'Mark whether a registered person came to a meeting',
        { 200: adminRegistrationListSchema },
        { body: attendanceBodySchema },
      ),
    },
    async (request) => admin.setAttendance(request.params.id, request.body),
  );

  app.post(
    eventsApi.adminMessage.pattern,
    {
      bodyLimit: 64 * 1024,
      preHandler: perSender,
      config: { auditedByRoute: true },
      schema: {
        tags: adminTags,
        summary:
          'E-mail everyone with a place or on the waitlist (framed in each one’s language); recorded in the audit trail',
        params: eventIdParamsSchema,
        body: eventMessageBodySchema,
        response: { 200: eventMessageAnswerSchema, ...errors },
      },
    },
    async (request) =>
      messages.send(signedIn(request), request.params.id, request.body, request.ip),
  );
};
