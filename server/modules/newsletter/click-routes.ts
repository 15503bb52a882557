/**
 * `GET /r/{id}`: the redirect every link of a sent campaign goes through. It answers 302 to the
 * address listed for the id when the send began (never to an address the request names, so it
 * is no open redirect), counting the click first; an unknown id is the site's 404 page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import {
  campaignLinkIdSchema,
  campaignLinkParamsSchema,
  NEWSLETTER_LINK_PATH,
} from '../../../contract/newsletter';
import type { RateLimit } from '../../plugins/rate-limit';
import { countClick, linkTarget, type ClickCounting } from './clicks';

export const campaignLinkRoutes: FastifyPluginAsyncZod<{
  counting: ClickCounting;
  /** Is this session a staff member's (any role)? */
  isStaffSession: (token: string, now: Date) => Promise<boolean>;
  sessionCookie: string;
  rateLimit: RateLimit;
}> = async (app, { counting, isStaffSession, sessionCookie, rateLimit }) => {
  const { db } = counting;
  app.get(
    `${NEWSLETTER_LINK_PATH}/:id`,
    {
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary:
          "A newsletter link: 302 to the campaign's address, counting one click (not for `DNT: 1`, `Sec-GPC: 1`, bots, HEAD, staff); an unknown id is the 404 page. Sets no cookie, never cached",
        params: campaignLinkParamsSchema,
        response: {
          302: z.null().describe('To the address the campaign links to'),
          404: z.string().describe("The site's 404 page"),
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = campaignLinkIdSchema.safeParse(request.params.id);
      const url = id.success ? await linkTarget(db, id.data) : undefined;
      if (!id.success || url === undefined) return reply.callNotFound();
      try {
        // The ministry's own team checking a link counts no more than their page views do.
        const raw = request.cookies[sessionCookie];
        const token = raw ? request.unsignCookie(raw) : undefined;
        const staff =
          token?.valid && token.value ? await isStaffSession(token.value, counting.clock()) : false;
        if (!staff) {
          await countClick(counting, id.data, {
            method: request.method,
            headers: request.headers,
            address: request.ip,
          });
        }
      } catch (err) {
        // A click not counted is a small loss; the reader still goes where the link says.
        request.log.error({ err }, 'newsletter click not counted');
      }
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
