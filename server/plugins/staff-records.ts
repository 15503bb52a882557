/**
 * The routes through which the staff keep one kind of record (ebooks, articles, speakers,
 * studies, timeline events…): the list, and adding to it, at one address; reading, changing and
 * removing one record at another (`/…/:id`). Every kind answers them the same way, so they are
 * written once here; a module gives its addresses, schemas, summaries and the service that keeps
 * the kind (`StaffRecordService`).
 *
 * The staff guard and the audit trail see these routes as they are registered (`onRoute`), like
 * any other: the permission of each is its line in `contract/staff.ts`, and a change or a removal
 * declares its record's reader (`config.auditRecord`), so its audit line says what changed.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../contract/errors';
import { rowIdParamsSchema } from '../../contract/fields';
import type { DbOrTx } from '../db/types';
import { type AuditReader, idParam } from './audit-trail';
import { signedIn } from './session';

/**
 * What keeps one kind of record, as a module's service gives it: the editor's list and record,
 * and the writes (the editor's id where the kind keeps who changed a record last).
 */
export interface StaffRecordService<Body, Record> {
  listAdmin: () => Promise<Record[]>;
  /** One record as its editor shows it: also the audit trail's reader, before and after. */
  getAdmin: (id: number, db?: DbOrTx) => Promise<Record>;
  create: (body: Body, editorId: number) => Promise<Record>;
  update: (id: number, body: Body, editorId: number) => Promise<Record>;
  remove: (id: number, editorId: number) => Promise<unknown>;
}

export interface StaffRecords<Body extends z.ZodType, Answer extends z.ZodType<object, object>> {
  tags: string[];
  /** The list's address, where records are added too; and one record's (`…/:id`). */
  addresses: readonly [list: { pattern: string }, record: { pattern: string }];
  body: Body;
  answer: Answer;
  /** The 400 an `:id` that names no row gets (default: the generic one). */
  notFound?: string;
  /** Bodies past Fastify's 1 MB default (long texts); 413 past it. */
  bodyLimit?: number;
  /** Whether a write may clash with another record (409: an address taken, a record in use). */
  conflicts?: boolean;
  service: StaffRecordService<z.output<Body>, z.input<Answer>>;
  /** Each route's summary in the API's documentation; `one` for the editor's own read of one
   * record (`GET …/:id`), when the panel asks for it. */
  summaries: { list: string; one?: string; add: string; change: string; remove: string };
}

export function staffRecordRoutes<Body extends z.ZodType, Answer extends z.ZodType<object, object>>(
  app: FastifyInstance,
  records: StaffRecords<Body, Answer>,
): void {
  const { tags, addresses, body, answer, bodyLimit, service, summaries } = records;
  const [listAddress, recordAddress] = addresses;
  const params = rowIdParamsSchema(records.notFound);
  const readErrors = errorResponses(400, 401, 403);
  const writeErrors = {
    ...errorResponses(400, 401, 403, 404),
    ...(records.conflicts === false ? {} : errorResponses(409)),
    ...(bodyLimit === undefined ? {} : errorResponses(413)),
  };
  const reader: AuditReader = (routeParams, _request, db) =>
    service.getAdmin(idParam(routeParams), db);
  const auditRecord = { auditRecord: reader };
  // The schemas above have validated the request before a handler runs: its body is the body
  // schema's output and its `:id` a row id (the route options here are not typed by the zod
  // provider, which types only routes written out in full).
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const bodyOf = (request: FastifyRequest) => request.body as z.output<Body>;
  const editorOf = (request: FastifyRequest) => signedIn(request).id;
  const withBody = bodyLimit === undefined ? {} : { bodyLimit };

  const routes: RouteOptions[] = [
    {
      method: 'GET',
      url: listAddress.pattern,
      schema: { tags, summary: summaries.list, response: { 200: z.array(answer), ...readErrors } },
      handler: () => service.listAdmin(),
    },
    {
      method: 'POST',
      url: listAddress.pattern,
      ...withBody,
      schema: { tags, summary: summaries.add, body, response: { 201: answer, ...writeErrors } },
      handler: async (request, reply) =>
        reply.status(201).send(await service.create(bodyOf(request), editorOf(request))),
    },
    ...(summaries.one === undefined
      ? []
      : [
          {
            method: 'GET',
            url: recordAddress.pattern,
            schema: {
              tags,
              summary: summaries.one,
              params,
              response: { 200: answer, ...readErrors, ...errorResponses(404) },
            },
            handler: (request: FastifyRequest) => service.getAdmin(idOf(request)),
          } satisfies RouteOptions,
        ]),
    {
      method: 'PUT',
      url: recordAddress.pattern,
      config: auditRecord,
      ...withBody,
      schema: {
        tags,
        summary: summaries.change,
        params,
        body,
        response: { 200: answer, ...writeErrors },
      },
      handler: (request) => service.update(idOf(request), bodyOf(request), editorOf(request)),
    },
    {
      method: 'DELETE',
      url: recordAddress.pattern,
      config: auditRecord,
      schema: {
        tags,
        summary: summaries.remove,
        params,
        response: { 204: z.null(), ...writeErrors },
      },
      handler: async (request, reply) => {
        await service.remove(idOf(request), editorOf(request));
        return reply.status(204).send(null);
      },
    },
  ];
  for (const route of routes) app.route(route);
}
