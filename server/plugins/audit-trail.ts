import type {
  FastifyInstance,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRoute } from '../../contract/staff';
import { closeStep, inStepScope, type StepInChange } from '../db/step-in-change';
import type { Database, DbOrTx } from '../db/types';
import { changeSummary, deletionSummary, recordAudit, writeSummary } from '../domain/audit';

/**
 * How the trail reads the record a staff write changes, before the write and after it: the
 * service's own read of it (its admin form's), by the route's parameters, through `db` — the
 * database before the write, the change's own transaction after it (where the root database
 * would wait for that transaction to end). Null (or a throw) when there is no such record.
 */
export type AuditReader = (
  params: Readonly<Record<string, unknown>>,
  request: FastifyRequest,
  db: DbOrTx,
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
    /** The line this staff write waits to write in the transaction of its change. */
    auditStep?: StepInChange;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route's numeric `:id` (every staff reader's key), for readers. */
export const idParam = (params: Readonly<Record<string, unknown>>): number => Number(params.id);

async function read(
  request: FastifyRequest,
  reader: AuditReader,
  db: DbOrTx,
): Promise<object | null> {
  try {
    return (await reader((request.params ?? {}) as Record<string, unknown>, request, db)) ?? null;
  } catch {
    // Not found (the write answers 404 itself) or unreadable: the line says what the body set.
    return null;
  }
}

/** A route option that may hold one hook or several, as a list. */
const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Every staff write that does not record itself (content, settings, newsletter, funds…) leaves a
 * line in the audit trail: who, which route, which record (the route's `:id`), what changed, from
 * where. A route that updates or deletes declares how to read its record (`config.auditRecord`):
 * the record is read once validation and the guard have let the request through, and again inside
 * the change's transaction, and the line says per changed field `title.en: "Old" → "New"` ("no
 * change" when nothing did), or what a deletion removed. Without a reader (creations, sends) the
 * line says what the body set (`writeSummary`).
 *
 * The line is written in the transaction that makes the change, just before it commits
 * (`server/db/step-in-change.ts`): the change and its line are committed together or not at all.
 * A write that changed the database in no transaction of its own (a file stored, a mail sent, a
 * single statement) gets its line once it has answered 2xx. See docs/decisions/0063, 0076, 0083.
 */
export const auditTrailPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; clock: () => Date }) => {
    /** Writes the request's line through `db`: the change's transaction, or the database after. */
    async function writeLine(
      request: FastifyRequest,
      before: object | null,
      db: DbOrTx,
    ): Promise<void> {
      const { user } = request;
      if (!user) return;
      const pattern = request.routeOptions.url ?? '';
      const id = (request.params as { id?: unknown } | undefined)?.id;
      const reader = request.routeOptions.config.auditRecord;
      let change = writeSummary(request.body);
      if (reader && request.method === 'DELETE') {
        change = deletionSummary(before);
      } else if (reader) {
        change = changeSummary(before, await read(request, reader, db));
      }
      await recordAudit(db, {
        actor: user,
        action: 'admin.write',
        target:
          typeof id === 'string' || typeof id === 'number'
            ? { type: pattern, id: String(id) }
            : undefined,
        summary: [`${request.method} ${pattern}`, change].filter(Boolean).join(' · '),
        address: request.ip,
        at: opts.clock(),
      });
    }

    // A callback hook, so that the handler and what it awaits run inside the step's scope.
    const openStep: preHandlerHookHandler = (request, _reply, done) => {
      if (!request.user || READS.has(request.method)) {
        done();
        return;
      }
      const reader = request.routeOptions.config.auditRecord;
      (reader ? read(request, reader, opts.db) : Promise.resolve(null)).then((before) => {
        const step: StepInChange = {
          db: opts.db,
          state: 'waiting',
          run: (tx) => writeLine(request, before, tx),
        };
        request.auditStep = step;
        inStepScope(step, done);
      }, done);
    };

    const answered: onSendHookHandler = (request, _reply, payload, done) => {
      if (request.auditStep) closeStep(request.auditStep);
      done(null, payload);
    };

    // No transaction of the request changed anything (a preview, a mail, a streamed import).
    const afterAnswer: onResponseHookHandler = async (request, reply) => {
      const step = request.auditStep;
      if (!step || step.state === 'taken' || reply.statusCode >= 400) return;
      try {
        await step.run(opts.db);
      } catch (err) {
        request.log.error({ err }, 'could not record a staff write in the audit trail');
      }
    };

    const coverage = new Map<string, 'reader' | 'route' | 'body'>();
    app.decorate('auditCoverage', coverage);
    // The hooks go on the staff write routes alone: every other request pays nothing for them.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const writes = methods.filter((m) => !READS.has(m) && isStaffRoute(m, route.url));
      if (writes.length === 0) return;
      const config = route.config;
      const how = config?.auditedByRoute ? 'route' : config?.auditRecord ? 'reader' : 'body';
      for (const method of writes) coverage.set(`${method} ${route.url}`, how);
      if (how === 'route') return;
      route.preHandler = [openStep, ...listOf(route.preHandler)];
      route.onSend = [...listOf(route.onSend), answered];
      route.onResponse = [...listOf(route.onResponse), afterAnswer];
    });
  },
  { name: 'audit-trail', dependencies: ['session'] },
);
