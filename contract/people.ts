import { z } from 'zod';
import { apiRoute } from './api-route';
import { newPasswordField, NAME_MAX } from './auth';
import { emailField, pageField, pageFields, rowIdParamsSchema, siteLanguageField } from './fields';
import { siteLanguages } from './i18n';
import { STAFF_ROLES, type StaffRole } from './staff';

/** The staff's People screen, invitations to the staff, and the audit trail. */
export const peopleApi = {
  people: apiRoute('/api/admin/people'),
  person: apiRoute('/api/admin/people/:id'),
  invitations: apiRoute('/api/admin/invitations'),
  invitation: apiRoute('/api/admin/invitations/:id'),
  resendInvitation: apiRoute('/api/admin/invitations/:id/resend'),
  accept: apiRoute('/api/invitations/accept'),
  audit: apiRoute('/api/admin/audit'),
  auditExport: apiRoute('/api/admin/audit/export'),
};

/** Days an invitation's link may be followed. */
export const INVITATION_DAYS = 7;
export const PEOPLE_PAGE_SIZE = 25;
export const PEOPLE_MAX_PAGE = 10_000;
/** The list counts matches up to this many, and says when there are more. */
export const PEOPLE_COUNT_CAP = 1000;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE = 10_000;
export const SEARCH_MAX = 100;

export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact the ministry.';
export const PERSON_NOT_FOUND = 'Person not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_INVALID = 'This invitation is invalid, was already used or has expired.';
export const INVITATION_ROLES_REQUIRED = 'Choose at least one role';
export const INVITATION_ROLE_INVALID = 'Choose roles from the list';
export const INVITATION_ALREADY_STAFF = 'This person already holds these roles';
export const PEOPLE_NOTHING_TO_CHANGE = 'Say what to change';
export const ONLY_OWNER_OWNERSHIP = 'Only the owner may give or take the owner role';
export const OWNER_STAYS =
  'The owner cannot be removed, suspended or deleted; transfer ownership first';
export const NOT_YOURSELF = 'You cannot do this to your own account';
export const STAFF_NEED_MANAGER = 'Only those who manage people may change a staff member';
export const INVITATION_PASSWORD_REQUIRED = 'Choose a password';
export const INVITATION_NAME_REQUIRED = 'First name is required';
export const INVITATION_LAST_NAME_REQUIRED = 'Last name is required';
export const PERSON_DELETED = 'Account deleted';
export const INVITATION_REVOKED = 'Invitation revoked';

/** Roles an invitation may give: everything but owner, which only a transfer moves. */
export const INVITABLE_ROLES = STAFF_ROLES.filter((role) => role !== 'owner') as Exclude<
  StaffRole,
  'owner'
>[];

const rolesField = z
  .array(z.enum(STAFF_ROLES, { error: INVITATION_ROLE_INVALID }), {
    error: INVITATION_ROLE_INVALID,
  })
  .max(STAFF_ROLES.length, INVITATION_ROLE_INVALID)
  .transform((roles) => [...new Set(roles)]);

export const invitationBodySchema = z.object({
  email: emailField,
  roles: z
    .array(z.enum(INVITABLE_ROLES, { error: INVITATION_ROLE_INVALID }), {
      error: INVITATION_ROLES_REQUIRED,
    })
    .min(1, INVITATION_ROLES_REQUIRED)
    .max(INVITABLE_ROLES.length, INVITATION_ROLE_INVALID)
    .transform((roles) => [...new Set(roles)]),
  /** The language the e-mail is written in; the inviter's own when left out. */
  language: siteLanguageField.optional(),
});
export type InvitationBody = z.input<typeof invitationBodySchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  language: z.enum(siteLanguages),
  invitedBy: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;
export const invitationIdParamsSchema = rowIdParamsSchema(INVITATION_NOT_FOUND);

const optionalName = (tooLong: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, tooLong)
    .optional()
    .transform((v) => v || undefined);

export const acceptInvitationBodySchema = z.object({
  token: z
    .string({ error: INVITATION_INVALID })
    .min(1, INVITATION_INVALID)
    .max(200, INVITATION_INVALID),
  /** Required when the address has no account yet (checked with the invitation). */
  password: newPasswordField('Password must be at least 6 characters').optional(),
  firstName: optionalName('First name too long'),
  lastName: optionalName('Last name too long'),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

export const acceptAnswerSchema = z.object({
  /** `created`: a new account, signed in, to set up two-step verification next. */
  outcome: z.enum(['created', 'roles-added']),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type AcceptAnswer = z.infer<typeof acceptAnswerSchema>;

/** Where an account stands: in use, stopped by the staff, or with its address not yet proven. */
export const PERSON_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const peopleQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX, 'The search is too long').optional(),
  /** A staff role, or `member` for accounts with none. */
  role: z.enum([...STAFF_ROLES, 'member'], { error: 'Choose a role from the list' }).optional(),
  status: z.enum(PERSON_STATUSES, { error: 'Choose a status from the list' }).optional(),
  page: pageField(PEOPLE_MAX_PAGE),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type PersonRow = z.infer<typeof personRowSchema>;

export const peopleListSchema = z.object({
  people: z.array(personRowSchema),
  /** Matches counted, at most `PEOPLE_COUNT_CAP`; `more` when there are more than that. */
  total: z.number().int(),
  more: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PeopleList = z.infer<typeof peopleListSchema>;

export const personSchema = personRowSchema.extend({
  twoStep: z.object({ authenticator: z.boolean(), passkeys: z.number().int() }),
  sessions: z.array(
    z.object({ createdAt: z.string(), lastSeenAt: z.string(), device: z.string().nullable() }),
  ),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  questions: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Only for those who may read the giving; null for the others. */
  gifts: z
    .array(
      z.object({
        amount: z.number().int(),
        currency: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    )
    .nullable(),
});
export type Person = z.infer<typeof personSchema>;
export const personIdParamsSchema = rowIdParamsSchema(PERSON_NOT_FOUND);

/** Roles, a suspension or both; one of them at least (the service says so). */
export const patchPersonBodySchema = z.object({
  roles: rolesField.optional(),
  suspended: z.boolean({ error: 'Say whether the account is suspended' }).optional(),
});
export type PatchPersonBody = z.input<typeof patchPersonBodySchema>;

/** The actions the audit screen offers as filters (others are recorded too). */
export const AUDIT_ACTIONS = [
  'staff.sign-in',
  'people.roles',
  'people.ownership',
  'people.suspend',
  'people.unsuspend',
  'people.delete',
  'account.delete',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'invitation.accept',
  'admin.write',
  'events.message',
] as const;

const isoDay = z
  .string({ error: 'Use a date like 2026-01-31' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Use a date like 2026-01-31');

const dayOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const dayOrderIssue = { message: 'The start comes before the end', path: ['to'] };

export const auditQuerySchema = z
  .object({
    /** Part of the acting person's e-mail address. */
    actor: z.string().trim().max(SEARCH_MAX, 'The search is too long').optional(),
    action: z.string().trim().max(60, 'Choose an action from the list').optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: pageField(AUDIT_MAX_PAGE),
  })
  .refine(dayOrder, dayOrderIssue);
export type AuditQuery = z.input<typeof auditQuerySchema>;
export const auditExportQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine(dayOrder, dayOrderIssue);
export type AuditExportQuery = z.input<typeof auditExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.string(),
  address: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  ...pageFields,
});
export type AuditList = z.infer<typeof auditListSchema>;
