import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactAnswerSchema,
  contactBodySchema,
  contactFormSchema,
  contactMessageIdParamsSchema,
  contactMessageListSchema,
  type ContactFormValues,
  contactApi,
} from '../../../contract/contact';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import { siteApi } from '../../../contract/site';
import type { SsrQuery } from '../../../contract/ssr-data';
import { fieldErrorsOf, notFound } from '../../errors';
import { answerWithPage, languageOfPost, plainFormRoutes } from '../../plugins/plain-forms';
import type { RateLimit } from '../../plugins/rate-limit';
import { routeKind } from '../../plugins/route-kinds';
import type { ContactService } from './service';

const SENT = "Message was successfully sent! We'll get back to you soon.";
const BODY_LIMIT = 32 * 1024;

/** Receives a message from either form: the JSON API's or the plain HTML post's. */
async function receive(
  contact: ContactService,
  request: FastifyRequest,
  body: Omit<ContactFormValues, 'consent'>,
): Promise<void> {
  const log = request.log;
  const { website, ...message } = body;
  // The honeypot: people never see the field, bots fill it in. They are told it worked.
  if (website && website.trim() !== '') {
    log.info('contact form honeypot filled; message dropped');
    return;
  }
  const { mailId } = await contact.receive(message);
  request.recordGoal('contact');
  if (mailId === null) log.warn('contact message stored; no CONTACT_TO and no admin to tell');
}

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  rateLimit: RateLimit;
}> = async (app, { contact, rateLimit }) => {
  app.post(
    contactApi.send.pattern,
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send the ministry a message',
        body: contactBodySchema,
        response: {
          200: contactAnswerSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await receive(contact, request, request.body);
      return { message: SENT };
    },
  );

  // The same form as a plain HTML post (no JavaScript): the contact page answers, in its language.
  await plainFormRoutes(app, 'contact', {
    bodyLimit: BODY_LIMIT,
    rateLimit,
    tags: ['contact'],
    summary: 'Send the ministry a message from the plain HTML form; answers the page',
    answer: async (request, reply, fields) => {
      const values = {
        name: fields.name ?? '',
        email: fields.email ?? '',
        subject: fields.subject ?? '',
        message: fields.message ?? '',
      };
      const parsed = contactFormSchema.safeParse({
        ...values,
        website: fields.website,
        // A checked box is sent (as "on"); an unchecked one is not.
        consent: fields.consent !== undefined,
        language: languageOfPost(request),
      });
      if (!parsed.success) {
        return answerWithPage(
          request,
          reply,
          'contact',
          { sent: false, fieldErrors: fieldErrorsOf(parsed.error), values },
          await connectLinks(request),
        );
      }
      const { consent: _consent, ...body } = parsed.data;
      await receive(contact, request, body);
      return answerWithPage(
        request,
        reply,
        'contact',
        { sent: true, fieldErrors: {}, values: {} },
        await connectLinks(request),
      );
    },
  });

  // The staff guard decides who may read the messages.
  const staff = routeKind({ tags: ['contact', 'admin'], errors: errorResponses(401, 403) });

  app.get(
    contactApi.messages.pattern,
    staff('Contact messages, newest first (administrators)', { 200: contactMessageListSchema }),
    async () => ({ messages: await contact.list() }),
  );

  app.post(
    contactApi.markRead.pattern,
    staff(
      'Mark a contact message read (administrators)',
      { 200: messageSchema, ...errorResponses(404) },
      { params: contactMessageIdParamsSchema },
    ),
    async (request) => {
      if (!(await contact.markRead(request.params.id))) throw notFound();
      return { message: 'Marked as read' };
    },
  );
};

/**
 * The page's "Alternative Ways to Connect" as the API answers them (the contact page's loader
 * asks the same, server/pages/loaders/contact.ts), so the answered page shows the ministry's.
 */
async function connectLinks(request: FastifyRequest): Promise<SsrQuery[]> {
  const answer = await request.server.inject({ method: 'GET', url: siteApi.site() });
  return answer.statusCode === 200 ? [{ key: [siteApi.site()], data: answer.json() }] : [];
}
