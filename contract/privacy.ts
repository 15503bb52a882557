import { z } from 'zod';
import { apiRoute } from './api-route';
import { factorChangeBodySchema } from './auth';

/**
 * A member's privacy rights: their data as one archive, prepared in the background (`POST`
 * starts it, `GET` tells how it stands, `myDataFile` is the archive for its owner), and the end
 * of their account (`DELETE /api/profile`, on the profile's own address in `authApi`).
 */
export const privacyApi = {
  myData: apiRoute('/api/me/export'),
  myDataFile: apiRoute('/api/me/export/file'),
};

/** How long a prepared archive can be downloaded; then it is deleted. */
export const DATA_EXPORT_DAYS = 7;

export const dataExportStatuses = ['none', 'requested', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/**
 * How the member's archive stands: none asked (or the last one expired), being prepared, ready
 * (with its address, size and the time it goes) or failed (asking again starts over).
 */
export const dataExportSchema = z.object({
  status: z.enum(dataExportStatuses),
  requestedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  url: z.string().nullable(),
  size: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const DATA_EXPORT_NOT_READY = 'Your data is not ready to download';

/** The version of the file's layout, written into it: a reader of an old file knows which. */
export const MY_DATA_FORMAT = 1;

export const ACCOUNT_DELETED = 'Your account was deleted';
export const RECURRING_GIFT_ACTIVE =
  'Please cancel your recurring gift on the Giving tab before deleting your account';

/**
 * Deleting one's own account is proved by its owner: the current password, and a code of the
 * authenticator app when two-step verification is on (the server asks for it then, with
 * CODE_REQUIRED on `code`).
 */
export const deleteAccountBodySchema = factorChangeBodySchema;
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export type DeleteAccountForm = z.input<typeof deleteAccountBodySchema>;

const when = z.string().nullable();

/** The file a member downloads: everything the site keeps with their account's number. */
export const myDataSchema = z.object({
  format: z.literal(MY_DATA_FORMAT),
  readme: z.array(z.string()),
  exportedAt: z.string(),
  account: z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    preferredLanguage: z.string().nullable(),
    roles: z.array(z.string()),
    emailVerifiedAt: when,
    createdAt: z.string(),
    lastSignInAt: when,
  }),
  security: z.object({
    authenticatorApp: z.boolean(),
    passkeys: z.array(z.object({ name: z.string(), createdAt: z.string(), lastUsedAt: when })),
    sessions: z.array(
      z.object({ createdAt: z.string(), lastSeenAt: z.string(), userAgent: z.string().nullable() }),
    ),
  }),
  conversations: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      category: z.string(),
      status: z.string(),
      createdAt: z.string(),
      messages: z.array(
        z.object({
          from: z.enum(['you', 'ministry']),
          content: z.string(),
          createdAt: z.string(),
          attachments: z.array(
            z.object({ fileName: z.string(), fileType: z.string(), fileSize: z.number() }),
          ),
        }),
      ),
    }),
  ),
  questions: z.array(z.record(z.string(), z.unknown())),
  prayerRequests: z.array(z.record(z.string(), z.unknown())),
  studyGroups: z.object({
    memberships: z.array(z.record(z.string(), z.unknown())),
    discussions: z.array(z.record(z.string(), z.unknown())),
    posts: z.array(z.record(z.string(), z.unknown())),
  }),
  gifts: z.array(z.record(z.string(), z.unknown())),
  recurringGifts: z.array(z.record(z.string(), z.unknown())),
  newsletter: z
    .object({ language: z.string(), subscribedAt: z.string(), confirmedAt: when })
    .nullable(),
  studyTools: z.object({
    highlights: z.array(z.record(z.string(), z.unknown())),
    bookmarks: z.array(z.record(z.string(), z.unknown())),
    notes: z.array(z.record(z.string(), z.unknown())),
    readingPlans: z.array(z.record(z.string(), z.unknown())),
    studyProgress: z.array(z.record(z.string(), z.unknown())),
    /** Where the member stopped in teachings' audio. */
    listening: z.array(z.record(z.string(), z.unknown())),
  }),
  eventRegistrations: z.array(z.record(z.string(), z.unknown())),
});
export type MyData = z.infer<typeof myDataSchema>;
