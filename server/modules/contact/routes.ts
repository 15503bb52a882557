import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactAnswerSchema,
  contactBodySchema,
  contactMessageIdParamsSchema,
  contactMessageListSchema,
} from '../../../contract/contact';
import { errorSchema, messageSchema } from '../../../contract/errors';
import { notFound } from '../../errors';
import type { RateLimit } from '../../plugins/rate-limit';
import { requireAdmin } from '../../plugins/session';
import type { ContactService } from './service';

const SENT = "Message was successfully sent! We'll get back to you soon.";

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  rateLimit: RateLimit;
}> = async (app, { contact, rateLimit }) => {
  app.post(
    '/api/contact',
    {
      bodyLimit: 32 * 1024,
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
      const { website, ...message } = request.body;
      // The honeypot: people never see the field, bots fill it in. They are told it worked.
      if (website && website.trim() !== '') {
        request.log.info('contact form honeypot filled; message dropped');
        return { message: SENT };
      }
      const { mailId } = await contact.receive(message);
      if (mailId === null) {
        request.log.warn('contact message stored; no CONTACT_TO and no admin to tell');
      }
      return { message: SENT };
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Contact messages, newest first (administrators)',
        response: { 200: contactMessageListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ messages: await contact.list() }),
  );

  app.post(
    '/api/admin/contact-messages/:id/read',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Mark a contact message read (administrators)',
        params: contactMessageIdParamsSchema,
        response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      if (!(await contact.markRead(request.params.id))) throw notFound();
      return { message: 'Marked as read' };
    },
  );
};
