import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRoute } from '../../contract/staff';
import type { Database } from '../db/types';
import { changeSummary, deletionSummary, recordAudit, writeSummary } from '../domain/audit';

/**
 * How the trail reads the record a staff write changes, before the write and after it: the
 * service's own read of it (its admin form's), by the route's parameters. Null (or a throw) when
 * there is no such record.
 */
export type AuditReader = (
  params: Readonly<Record<string, unknown>>,
  request: FastifyRequest,
) => Promise<object | null | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes its own audit entries, in the transaction of its change. */
    auditedByRoute?: boolean;
    /** How the trail reads the record this route changes or deletes (see `AuditReader`). */
    auditRecord?: AuditReader;
  }
  interface FastifyInstance {
    /**
     * How the trail covers each staff write route as registered (`'PUT /api/admin/site'`): by
     * its reader, by the route itself, or by the body alone. Its test walks it.
     */
    auditCoverage: ReadonlyMap<string, 'reader' | 'route' | 'body'>;
  }
  interface FastifyRequest {
    /** The record as `auditRecord` read it before the write; null when there was none. */
    auditBefore?: object | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route's numeric `:id` (every staff reader's key), for readers. */
export const idParam = (params: Readonly<Record<string, unknown>>): number => Number(params.id);

async function read(request: FastifyRequest, reader: AuditReader): Promise<object | null> {
  try {
    return (await reader((request.params ?? {}) as Record<string, unknown>, request)) ?? null;
  } catch {
    // Not found (the write answers 404 itself) or unreadable: the line says what the body set.
    return null;
  }
}

/** Does this request belong to the generic trail (a staff write that does not record itself)? */
const generic = (request: FastifyRequest): boolean =>
  !READS.has(request.method) &&
  !request.routeOptions.config.auditedByRoute &&
  isStaffRoute(request.method, request.routeOptions.url ?? '');

/**
 * Every staff write that does not record itself (content, settings, newsletter, funds…) leaves a
 * line in the audit trail once it has succeeded: who, which route, which record (the route's
 * `:id`), what changed, from where. A route that updates or deletes declares how to read its
 * record (`config.auditRecord`): the record is read once validation and the guard have let the
 * request through, and again after a successful answer, and the line says per changed field
 * `title.en: "Old" → "New"` ("no change" when nothing did), or what a deletion removed. Without a
 * reader (creations, sends) the line says what the body set (`writeSummary`). Written just after
 * the answer, not in the change's own transaction: a crash between the two loses the line, which
 * the routes that record themselves (people, invitations, sign-ins) do not risk. See
 * docs/decisions/0063 and 0076.
 */
export const auditTrailPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; clock: () => Date }) => {
    const coverage = new Map<string, 'reader' | 'route' | 'body'>();
    app.decorate('auditCoverage', coverage);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (READS.has(method) || !isStaffRoute(method, route.url)) continue;
        const config = route.config;
        coverage.set(
          `${method} ${route.url}`,
          config?.auditedByRoute ? 'route' : config?.auditRecord ? 'reader' : 'body',
        );
      }
    });

    app.addHook('preHandler', async (request) => {
      const reader = request.routeOptions.config.auditRecord;
      if (!reader || !request.user || !generic(request)) return;
      request.auditBefore = await read(request, reader);
    });

    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400 || !request.user || !generic(request)) return;
      const pattern = request.routeOptions.url ?? '';
      const id = (request.params as { id?: unknown } | undefined)?.id;
      try {
        const reader = request.routeOptions.config.auditRecord;
        let change = writeSummary(request.body);
        if (reader && request.method === 'DELETE') {
          change = deletionSummary(request.auditBefore);
        } else if (reader) {
          change = changeSummary(request.auditBefore, await read(request, reader));
        }
        await recordAudit(opts.db, {
          actor: request.user,
          action: 'admin.write',
          target:
            typeof id === 'string' || typeof id === 'number'
              ? { type: pattern, id: String(id) }
              : undefined,
          summary: [`${request.method} ${pattern}`, change].filter(Boolean).join(' · '),
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
