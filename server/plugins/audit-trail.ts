import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRoute } from '../../contract/staff';
import type { Database } from '../db/types';
import { recordAudit, writeSummary } from '../domain/audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes its own audit entries, in the transaction of its change. */
    auditedByRoute?: boolean;
  }
}

/**
 * Every staff write that does not record itself (content, settings, newsletter sends, funds…)
 * leaves a line in the audit trail once it has succeeded: who, which route, which record (the
 * route's `:id`), what it set (`writeSummary`: the body's fields, secrets left out), from where. It is written just after the answer, not in the change's own
 * transaction: a crash between the two loses the line, which the routes that record themselves
 * (people, invitations, sign-ins) do not risk. See docs/decisions/0063.
 */
export const auditTrailPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; clock: () => Date }) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
        return;
      }
      if (reply.statusCode >= 400 || !request.user) return;
      const pattern = request.routeOptions.url ?? '';
      if (!isStaffRoute(request.method, pattern)) return;
      if (request.routeOptions.config.auditedByRoute) return;
      const id = (request.params as { id?: unknown } | undefined)?.id;
      try {
        await recordAudit(opts.db, {
          actor: request.user,
          action: 'admin.write',
          target:
            typeof id === 'string' || typeof id === 'number'
              ? { type: pattern, id: String(id) }
              : undefined,
          summary: [`${request.method} ${pattern}`, writeSummary(request.body)]
            .filter(Boolean)
            .join(' · '),
          address: request.ip,
          at: opts.clock(),
        });
      } catch (err) {
        request.log.error({ err }, 'could not record a staff write in the audit trail');
      }
    });
  },
  { name: 'audit-trail', dependencies: ['session'] },
);
