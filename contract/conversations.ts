import { z } from 'zod';
import { rowIdField, rowIdParamsSchema } from './fields';
import { apiRoute } from './api-route';

/** The categories a member may file a conversation under. */
export const conversationCategories = [
  'doctrine',
  'prophecy',
  'kingdom',
  'manuscripts',
  'practice',
  'history',
  'general',
] as const;
export type ConversationCategory = (typeof conversationCategories)[number];

export const conversationStatuses = ['open', 'closed'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** At most 10485760 bytes (10 MiB) per attachment. */
export const MAX_ATTACHMENT_BYTES = 10_485_760;
/** At most this many files per message. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

/** The attachment types a message may carry, with the file-name endings the browser's picker offers. */
export const attachmentTypes = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentType = keyof typeof attachmentTypes;

export const isAttachmentType = (type: string): type is AttachmentType =>
  Object.hasOwn(attachmentTypes, type);

/** The `accept` attribute for file inputs. */
export const attachmentAccept = Object.entries(attachmentTypes)
  .flatMap(([type, endings]) => [type, ...endings])
  .join(',');

export const MAX_MESSAGE_LENGTH = 10_000;

const messageText = z
  .string()
  .trim()
  .max(MAX_MESSAGE_LENGTH, { error: `At most ${MAX_MESSAGE_LENGTH} characters` })
  .default('');

/** Text fields of `POST /api/conversations` (multipart). */
export const newConversationFieldsSchema = z.object({
  title: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(200, { error: 'Subject is too long' }),
  category: z.enum(conversationCategories, { error: 'Choose a category' }),
  content: messageText,
});
export type NewConversationFields = z.infer<typeof newConversationFieldsSchema>;

/** Text fields of `POST /api/conversations/:id/messages` (multipart). */
export const replyFieldsSchema = z.object({ content: messageText });

/** `POST /api/conversations/message` (JSON, or multipart with files): an administrator's reply. */
export const adminReplyFieldsSchema = z.object({
  conversationId: rowIdField(),
  content: messageText,
});

export const conversationStatusBodySchema = z.object({ status: z.enum(conversationStatuses) });

export const idParamsSchema = rowIdParamsSchema();

export const attachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  /** Where to open or download it: `/api/attachments/{id}`. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const conversationMessageSchema = z.object({
  id: z.number(),
  content: z.string(),
  createdAt: z.string(),
  isFromAdmin: z.boolean(),
  senderId: z.number().nullable(),
  senderName: z.string(),
  attachments: z.array(attachmentSchema),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.string(),
  status: z.enum(conversationStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Messages from the other side not yet seen by whoever asks. */
  unreadCount: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
});

export const adminConversationSummarySchema = conversationSummarySchema.extend({
  member: conversationMemberSchema,
});
export type AdminConversationSummary = z.infer<typeof adminConversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(conversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const adminConversationDetailSchema = adminConversationSummarySchema.extend({
  messages: z.array(conversationMessageSchema),
});
export type AdminConversationDetail = z.infer<typeof adminConversationDetailSchema>;

export const conversationListSchema = z.array(conversationSummarySchema);
export const adminConversationListSchema = z.array(adminConversationSummarySchema);
export const adminListQuerySchema = z.object({
  status: z.enum(conversationStatuses).optional(),
});

/** What a new conversation or message answers: the thread as it now stands. */
export const postedMessageSchema = z.object({
  conversationId: z.number(),
  message: conversationMessageSchema,
});
export type PostedMessage = z.infer<typeof postedMessageSchema>;

/** The conversations' addresses, the member's and staff's. */
export const conversationsApi = {
  list: apiRoute('/api/conversations'),
  message: apiRoute('/api/conversations/message'),
  conversation: apiRoute('/api/conversations/:id'),
  messages: apiRoute('/api/conversations/:id/messages'),
  read: apiRoute('/api/conversations/:id/read'),
  attachment: apiRoute('/api/attachments/:id'),
  adminList: apiRoute('/api/admin/conversations'),
  adminConversation: apiRoute('/api/admin/conversations/:id'),
  adminRead: apiRoute('/api/admin/conversations/:id/read'),
};
