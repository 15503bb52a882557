import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  adminConversationDetailSchema,
  adminConversationListSchema,
  adminListQuerySchema,
  adminReplyFieldsSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationStatusBodySchema,
  conversationSummarySchema,
  idParamsSchema,
  newConversationFieldsSchema,
  postedMessageSchema,
  replyFieldsSchema,
  conversationsApi,
} from '../../../contract/conversations';
import { errorResponses, errorSchema } from '../../../contract/errors';
import type { SessionUser } from '../../domain/sessions';
import { badRequest, fieldErrorsOf } from '../../errors';
import type { FileStore } from '../../infra/file-store';
import { routeKind } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import { RetryLater, type MemberLimiter, type WriteTicket } from './limits';
import type { ConversationService } from './service';
import {
  multipartLimits,
  nameForType,
  opensInline,
  readMessageUpload,
  removeFiles,
  type MessageUpload,
} from './uploads';
import { idParam } from '../../plugins/audit-trail';

export interface ConversationRoutesOptions {
  conversations: ConversationService;
  files: FileStore;
  /** Members' messages and attachment bytes (administrators are not limited). */
  limiter: MemberLimiter;
}

const errors = errorResponses(400, 401, 403, 404, 413, 415);

/** A member's write may also be refused for its count or its bytes. */
const memberWriteErrors = { ...errors, 429: errorSchema };

/** Text fields parsed by a contract schema; a bad one is a 400 with field errors. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error, 'body');
  throw badRequest(Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request', fieldErrors);
}

/** Multipart (fields and files) or, for the admin's reply, plain JSON. */
async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  ticket?: WriteTicket,
): Promise<MessageUpload> {
  if (request.isMultipart()) {
    try {
      return await readMessageUpload(request, files, ticket);
    } catch (error) {
      // Refused before the body was read to its end (a file over the limit): the rest is not
      // worth reading, so the connection closes after the answer instead of draining it.
      if (!request.raw.readableEnded) reply.header('connection', 'close');
      throw error;
    }
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return { fields: body as Record<string, string>, files: [] };
  }
  throw badRequest('The request body is missing or malformed');
}

/** Runs `save`; on any failure the files already stored are removed, so nothing is left half. */
async function withUploadedFiles<T>(
  store: FileStore,
  upload: MessageUpload,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await removeFiles(store, upload.files);
    throw error;
  }
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 original name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const conversationRoutes: FastifyPluginAsyncZod<ConversationRoutesOptions> = async (
  app,
  opts,
) => {
  const { conversations, files, limiter } = opts;
  await app.register(multipart, { limits: multipartLimits });

  /**
   * A member's message: counted before its body is read (429 beyond the hour's messages), its
   * files' bytes reserved as they stream in (429 beyond the hour's bytes, 413 beyond the storage
   * quota), and recorded as stored in the message's own transaction. On any refusal the files
   * are gone, and the answer carries Retry-After when waiting helps.
   */
  async function memberWrite<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    member: SessionUser,
    save: (upload: MessageUpload, ticket: WriteTicket) => Promise<T>,
  ): Promise<T> {
    let ticket: WriteTicket | undefined;
    try {
      ticket = await limiter.begin(member);
      const upload = await readUpload(request, reply, files, ticket);
      const counted = ticket;
      return await withUploadedFiles(files, upload, () => save(upload, counted));
    } catch (error) {
      if (error instanceof RetryLater) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      // Refused before the body was read (the hour's messages): no point reading it now.
      if (!request.raw.readableEnded) reply.header('connection', 'close');
      await ticket?.refused().catch((err: unknown) => {
        request.log.error({ err }, 'member write not settled');
      });
      throw error;
    }
  }

  const tags = ['conversations'];
  const member = routeKind({ tags, errors: errorResponses(401), caller: 'member' });
  const onOwn = routeKind({ tags, errors, caller: 'member', params: idParamsSchema });
  const memberWriting = { tags, errors: memberWriteErrors, caller: 'member' } as const;
  const writes = routeKind(memberWriting);
  const writesOn = routeKind({ ...memberWriting, params: idParamsSchema });
  const formData = { consumes: ['multipart/form-data'] };

  // ---- member -----------------------------------------------------------------------------

  app.get(
    conversationsApi.list.pattern,
    member('Own conversations, newest activity first, with unread counts', {
      200: conversationListSchema,
    }),
    async (request) => conversations.listOwn(signedIn(request)),
  );

  app.get(
    conversationsApi.conversation.pattern,
    onOwn('One own conversation with its messages (oldest first)', {
      200: conversationDetailSchema,
    }),
    async (request) => conversations.openOwn(signedIn(request), request.params.id),
  );

  app.post(
    conversationsApi.read.pattern,
    onOwn('Mark an own conversation read (the screen does once it shows the thread)', {
      200: conversationSummarySchema,
    }),
    async (request) =>
      conversations.markRead({
        conversationId: request.params.id,
        reader: signedIn(request),
        side: 'member',
      }),
  );

  app.post(
    conversationsApi.list.pattern,
    writes(
      'Start a conversation (multipart: title, category, content, files)',
      { 201: postedMessageSchema },
      formData,
    ),
    async (request, reply) => {
      const member = signedIn(request);
      const result = await memberWrite(request, reply, member, (upload, ticket) =>
        conversations.start(
          member,
          parseFields(newConversationFieldsSchema, upload.fields),
          upload.files,
          ticket.stored,
        ),
      );
      return reply
        .status(201)
        .send({ conversationId: result.conversation.id, message: result.message });
    },
  );

  app.post(
    conversationsApi.messages.pattern,
    writesOn(
      'Write in an own conversation (multipart: content, files); reopens it',
      { 201: postedMessageSchema },
      formData,
    ),
    async (request, reply) => {
      const member = signedIn(request);
      const result = await memberWrite(request, reply, member, (upload, ticket) =>
        conversations.addMessage({
          conversationId: request.params.id,
          author: member,
          side: 'member',
          content: parseFields(replyFieldsSchema, upload.fields).content,
          files: upload.files,
          also: ticket.stored,
        }),
      );
      return reply
        .status(201)
        .send({ conversationId: result.conversation.id, message: result.message });
    },
  );

  app.get(
    conversationsApi.attachment.pattern,
    member(
      "An attachment, to the conversation's member and to administrators",
      errorResponses(404),
      { params: idParamsSchema },
    ),
    async (request, reply) => {
      const attachment = await conversations.findAttachment(request.params.id, signedIn(request));
      const inline = opensInline(attachment.fileType);
      return reply
        .header('content-type', attachment.fileType)
        .header('content-length', attachment.fileSize)
        .header(
          'content-disposition',
          contentDisposition(
            inline ? 'inline' : 'attachment',
            nameForType(attachment.fileName, attachment.fileType),
          ),
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .compress(await files.open(attachment.filePath));
    },
  );

  // ---- administrator ----------------------------------------------------------------------

  const adminTags = [...tags, 'admin'];
  const staff = routeKind({ tags: adminTags, errors });
  const staffOn = routeKind({ tags: adminTags, errors, params: idParamsSchema });

  app.get(
    conversationsApi.adminList.pattern,
    staff(
      'Every conversation with its member, newest activity first, unread for admins',
      { 200: adminConversationListSchema },
      { querystring: adminListQuerySchema },
    ),
    async (request) => conversations.listAll(request.query.status),
  );

  app.get(
    conversationsApi.adminConversation.pattern,
    staffOn('Any conversation with its messages', { 200: adminConversationDetailSchema }),
    async (request) => conversations.openAny(signedIn(request), request.params.id),
  );

  app.post(
    conversationsApi.adminRead.pattern,
    staffOn('Mark a conversation read for the administrators (one shared inbox)', {
      200: conversationSummarySchema,
    }),
    async (request) =>
      conversations.markRead({
        conversationId: request.params.id,
        reader: signedIn(request),
        side: 'admin',
      }),
  );

  app.patch(
    conversationsApi.adminConversation.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => conversations.adminSummary(idParam(params), db),
      },
      ...staffOn(
        'Mark a conversation open or closed',
        { 200: conversationSummarySchema },
        { body: conversationStatusBodySchema },
      ),
    },
    async (request) => conversations.setStatus(request.params.id, request.body.status),
  );

  app.post(
    conversationsApi.message.pattern,
    staff("The ministry's reply: {conversationId, content} as JSON, or multipart with files", {
      201: postedMessageSchema,
    }),
    async (request, reply) => {
      const admin = signedIn(request);
      const upload = await readUpload(request, reply, files);
      const result = await withUploadedFiles(files, upload, () => {
        const fields = parseFields(adminReplyFieldsSchema, upload.fields);
        return conversations.addMessage({
          conversationId: fields.conversationId,
          author: admin,
          side: 'admin',
          content: fields.content,
          files: upload.files,
        });
      });
      return reply
        .status(201)
        .send({ conversationId: result.conversation.id, message: result.message });
    },
  );
};
