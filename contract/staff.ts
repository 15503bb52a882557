/**
 * Who among the staff may do what: the one table of roles and permissions. The server's guard
 * reads it for every staff address (`staffRoutePermissions` below), the services for the staff
 * actions inside members' addresses, and the admin panel to show only the tabs and actions a
 * person's roles allow. Money, pastoral conversations and content stay apart by default: no role
 * but owner and admin holds more than one of them.
 */

/** The staff roles; a person may hold several. Members hold none. */
export const STAFF_ROLES = [
  'owner',
  'admin',
  'editor',
  'author',
  'translator',
  'pastor',
  'moderator',
  'treasurer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The guard's answer to a member (no staff role at all). */
export const STAFF_ONLY = 'Administrators only';
/** The guard's answer to staff whose roles do not give what the address needs. */
export const NOT_FOR_YOUR_ROLE = 'Your roles do not allow this';

/** The roles whose holders are the site's administrators (`isAdmin` in the spec's answers). */
export const ADMINISTRATOR_ROLES: readonly StaffRole[] = ['owner', 'admin'];

/** What a staff member may do. Named `<area>.<verb>`. */
export const PERMISSIONS = [
  /** Hand the ownership of the site to another administrator. */
  'ownership.transfer',
  /** Staff: invite, change roles, remove accounts; members' sessions and sign-in factors. */
  'people.manage',
  /** Suspend and unsuspend members (stopping a spammer). */
  'people.suspend',
  /** Read the audit trail and export it. */
  'audit.read',
  /** Backups, search index and the site's settings. */
  'site.operate',
  /** Publish: ebooks, videos, articles, studies, timeline, characters, pages, home, teachings, events. */
  'content.publish',
  /** Write drafts and preview them, without publishing. */
  'content.draft',
  /** Make and edit the Spanish and Portuguese versions of published content. */
  'content.translate',
  /** The newsletter: subscribers, campaigns, test and real sends. */
  'newsletter.send',
  /** Members' private conversations with the ministry, and the contact form's messages. */
  'conversations.manage',
  /** Answer members' questions. */
  'questions.answer',
  /** Publish, archive and hide public questions and answers. */
  'questions.moderate',
  /** Members' prayer requests (read and answer them). */
  'prayer.manage',
  /** The prayer wall's moderation. */
  'prayer.moderate',
  /** Study groups and their discussions. */
  'groups.moderate',
  /** Giving: reports, the export and the list of gifts. */
  'giving.read',
  /** Giving's funds (create, change). */
  'giving.manage',
  /** The site's analytics: visits, sources, goals (gifts' amounts also need `giving.read`). */
  'analytics.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const allBut = (...left: Permission[]): readonly Permission[] =>
  PERMISSIONS.filter((permission) => !left.includes(permission));

/** Role → permissions. The one table: change a role's powers here and nowhere else. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  admin: allBut('ownership.transfer'),
  editor: [
    'content.publish',
    'content.draft',
    'content.translate',
    'newsletter.send',
    'analytics.read',
  ],
  author: ['content.draft'],
  translator: ['content.translate'],
  pastor: ['conversations.manage', 'questions.answer', 'questions.moderate', 'prayer.manage'],
  moderator: ['groups.moderate', 'questions.moderate', 'prayer.moderate', 'people.suspend'],
  treasurer: ['giving.read', 'giving.manage'],
};

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** Every permission the roles give together, in the table's order. Unknown roles give nothing. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const held = new Set<Permission>();
  for (const role of roles) {
    if (isStaffRole(role)) for (const permission of ROLE_PERMISSIONS[role]) held.add(permission);
  }
  return PERMISSIONS.filter((permission) => held.has(permission));
}

export const hasPermission = (roles: readonly string[], permission: Permission): boolean =>
  roles.some((role) => isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission));

/** The roles that give a permission (for "who on the staff hears of this"). */
export const rolesWith = (permission: Permission): StaffRole[] =>
  STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/** Does any of the roles make its holder an administrator (`isAdmin`)? */
export const isAdministrator = (roles: readonly string[]): boolean =>
  roles.some((role) => ADMINISTRATOR_ROLES.includes(role as StaffRole));

/** A staff route needs this permission, or any one of these. */
export type StaffRouteRule = Permission | readonly Permission[];

const writers: StaffRouteRule = ['content.publish', 'content.draft', 'content.translate'];

/**
 * Every staff address of the API → the permission it needs (or any one of several), keyed `'METHOD pattern'` as the
 * route is registered (`publishingApi.adminArticle.pattern` is `/api/admin/articles/:id`).
 * Every `/api/admin/*` route must have a line here: without one the server's guard refuses it to
 * everyone and `server/plugins/staff-guard.test.ts` fails, naming it. A route outside
 * `/api/admin/` that only staff may use (the ministry's reply in a conversation, answering a
 * question) gets its line too, and the guard then covers it the same way.
 */
export const staffRoutePermissions: Readonly<Record<string, StaffRouteRule>> = {
  // Members' accounts
  'DELETE /api/admin/users/:id/sessions': 'people.manage',
  'DELETE /api/admin/users/:id/factors': 'people.manage',
  // People (moderators find and suspend members; the service keeps staff to people.manage)
  'GET /api/admin/people': ['people.manage', 'people.suspend'],
  'GET /api/admin/people/:id': ['people.manage', 'people.suspend'],
  'PATCH /api/admin/people/:id': ['people.manage', 'people.suspend'],
  'DELETE /api/admin/people/:id': 'people.manage',
  'GET /api/admin/invitations': 'people.manage',
  'POST /api/admin/invitations': 'people.manage',
  'DELETE /api/admin/invitations/:id': 'people.manage',
  'POST /api/admin/invitations/:id/resend': 'people.manage',
  // The audit trail
  'GET /api/admin/audit': 'audit.read',
  'GET /api/admin/audit/export': 'audit.read',
  // Conversations and the contact form's messages
  'GET /api/admin/conversations': 'conversations.manage',
  'GET /api/admin/conversations/:id': 'conversations.manage',
  'PATCH /api/admin/conversations/:id': 'conversations.manage',
  'POST /api/admin/conversations/:id/read': 'conversations.manage',
  'POST /api/conversations/message': 'conversations.manage',
  'GET /api/admin/contact-messages': 'conversations.manage',
  'POST /api/admin/contact-messages/:id/read': 'conversations.manage',
  // Questions
  'GET /api/admin/questions': ['questions.answer', 'questions.moderate'],
  'POST /api/questions/:id/answers': 'questions.answer',
  'PUT /api/answers/:id': 'questions.answer',
  'PATCH /api/questions/:id': 'questions.moderate',
  // Study groups
  'GET /api/admin/study-groups': 'groups.moderate',
  'PUT /api/admin/study-groups/:id/visibility': 'groups.moderate',
  // Giving
  'GET /api/admin/donations': 'giving.read',
  'GET /api/admin/donations/summary': 'giving.read',
  'GET /api/admin/donations/export': 'giving.read',
  'GET /api/admin/funds': 'giving.read',
  'POST /api/admin/funds': 'giving.manage',
  'PATCH /api/admin/funds/:id': 'giving.manage',
  // Newsletter
  'GET /api/newsletter/subscriptions': 'newsletter.send',
  'DELETE /api/newsletter/subscriptions/:id': 'newsletter.send',
  'GET /api/newsletter/campaigns': 'newsletter.send',
  'POST /api/newsletter/campaigns': 'newsletter.send',
  'GET /api/newsletter/campaigns/:id': 'newsletter.send',
  'PUT /api/newsletter/campaigns/:id': 'newsletter.send',
  'POST /api/newsletter/campaigns/preview': 'newsletter.send',
  'POST /api/newsletter/campaigns/:id/send': 'newsletter.send',
  'POST /api/newsletter/campaigns/:id/retry': 'newsletter.send',
  'GET /api/newsletter/campaigns/:id/clicks': 'newsletter.send',
  'POST /api/admin/newsletter/test': 'newsletter.send',
  'POST /api/admin/articles/:id/newsletter': 'newsletter.send',
  // Content
  'GET /api/admin/articles': writers,
  'POST /api/admin/articles': 'content.publish',
  'GET /api/admin/articles/:id': writers,
  'PUT /api/admin/articles/:id': 'content.publish',
  'DELETE /api/admin/articles/:id': 'content.publish',
  'POST /api/admin/articles/preview': 'content.draft',
  'POST /api/admin/articles/:id/translate': 'content.translate',
  'GET /api/admin/ebooks': 'content.publish',
  'POST /api/admin/ebooks': 'content.publish',
  'PUT /api/admin/ebooks/:id': 'content.publish',
  'DELETE /api/admin/ebooks/:id': 'content.publish',
  'GET /api/admin/videos': 'content.publish',
  'POST /api/admin/videos': 'content.publish',
  'PUT /api/admin/videos/:id': 'content.publish',
  'DELETE /api/admin/videos/:id': 'content.publish',
  'POST /api/admin/media': 'content.publish',
  'POST /api/admin/media/artwork': 'content.publish',
  // The prayer wall
  'GET /api/admin/prayer': ['prayer.moderate', 'prayer.manage'],
  'PATCH /api/admin/prayer/:id': ['prayer.moderate', 'prayer.manage'],
  'POST /api/admin/prayer/:id/approve': ['prayer.moderate', 'prayer.manage'],
  'POST /api/admin/prayer/:id/reject': ['prayer.moderate', 'prayer.manage'],
  // Gatherings
  'GET /api/admin/events': 'content.publish',
  'POST /api/admin/events': 'content.publish',
  'GET /api/admin/events/:id': 'content.publish',
  'PUT /api/admin/events/:id': 'content.publish',
  'DELETE /api/admin/events/:id': 'content.publish',
  'GET /api/admin/events/:id/registrations': 'content.publish',
  'PUT /api/admin/events/:id/exceptions': 'content.publish',
  'PUT /api/admin/events/:id/attendance': 'content.publish',
  'POST /api/admin/events/:id/message': 'content.publish',
  // The staff's search: each scope asks its own permission (contract/search.ts)
  'GET /api/admin/search': [
    'people.manage',
    'conversations.manage',
    'newsletter.send',
    'giving.read',
  ],
  // Backups
  // The ministry's identity (name, logo, colour, mail sender): the site's settings, which only
  // administrators hold; an editor's content rights do not rename the ministry.
  'GET /api/admin/site': 'site.operate',
  'PUT /api/admin/site': 'site.operate',
  'GET /api/admin/backups': 'site.operate',
  'POST /api/admin/backups': 'site.operate',
  'GET /api/admin/backups/:name': 'site.operate',
  // Moving in and out: imports and exports
  'POST /api/admin/import/wordpress': 'site.operate',
  'POST /api/admin/import/subscribers': 'site.operate',
  'GET /api/admin/export/content': 'site.operate',
  'GET /api/admin/export/subscribers.csv': 'site.operate',
  'GET /api/admin/export/people.csv': 'site.operate',
  // The Bible Study Center's studies and the ministry's own pages
  'GET /api/admin/studies': 'content.publish',
  'POST /api/admin/studies': 'content.publish',
  'GET /api/admin/studies/:id': 'content.publish',
  'PUT /api/admin/studies/:id': 'content.publish',
  'DELETE /api/admin/studies/:id': 'content.publish',
  'GET /api/admin/pages': 'content.publish',
  'POST /api/admin/pages': 'content.publish',
  'GET /api/admin/pages/:id': 'content.publish',
  'PUT /api/admin/pages/:id': 'content.publish',
  'DELETE /api/admin/pages/:id': 'content.publish',
  // The home page's texts and the Videos page's five episodes
  'GET /api/admin/home': 'content.publish',
  'PUT /api/admin/home': 'content.publish',
  'GET /api/admin/episodes': 'content.publish',
  'PUT /api/admin/episodes': 'content.publish',
  // The timeline's events, the characters, and the trash deleted content waits in
  'GET /api/admin/timeline': 'content.publish',
  'POST /api/admin/timeline': 'content.publish',
  'PUT /api/admin/timeline/:id': 'content.publish',
  'DELETE /api/admin/timeline/:id': 'content.publish',
  'GET /api/admin/characters': 'content.publish',
  'POST /api/admin/characters': 'content.publish',
  'PUT /api/admin/characters/:id': 'content.publish',
  'DELETE /api/admin/characters/:id': 'content.publish',
  'GET /api/admin/trash': 'content.publish',
  'POST /api/admin/trash/:id/restore': 'content.publish',
  // Teachings: audio, speakers, series and teachings
  'POST /api/admin/media/audio': 'content.publish',
  'POST /api/admin/media/audio/uploads': 'content.publish',
  'GET /api/admin/media/audio/uploads/:id': 'content.publish',
  'PATCH /api/admin/media/audio/uploads/:id': 'content.publish',
  'DELETE /api/admin/media/audio/uploads/:id': 'content.publish',
  'POST /api/admin/media/audio/uploads/:id/complete': 'content.publish',
  'GET /api/admin/speakers': 'content.publish',
  'POST /api/admin/speakers': 'content.publish',
  'PUT /api/admin/speakers/:id': 'content.publish',
  'DELETE /api/admin/speakers/:id': 'content.publish',
  'GET /api/admin/series': 'content.publish',
  'POST /api/admin/series': 'content.publish',
  'PUT /api/admin/series/:id': 'content.publish',
  'DELETE /api/admin/series/:id': 'content.publish',
  'GET /api/admin/teachings': 'content.publish',
  'POST /api/admin/teachings': 'content.publish',
  'GET /api/admin/teachings/:id': 'content.publish',
  'PUT /api/admin/teachings/:id': 'content.publish',
  'DELETE /api/admin/teachings/:id': 'content.publish',
  // Analytics: the treasurer reads gifts' figures in the giving report, not here
  'GET /api/admin/analytics/summary': 'analytics.read',
  'GET /api/admin/analytics/export': 'analytics.read',
  'GET /api/admin/analytics/live': 'analytics.read',
};

/** What a staff route needs, or undefined when it has no line in the table. */
export const staffRoutePermission = (method: string, pattern: string): StaffRouteRule | undefined =>
  staffRoutePermissions[`${method.toUpperCase()} ${pattern}`];

/** May holders of these roles use a route with this rule? */
export const rolesMeet = (roles: readonly string[], rule: StaffRouteRule): boolean =>
  typeof rule === 'string'
    ? hasPermission(roles, rule)
    : rule.some((permission) => hasPermission(roles, permission));

/** Is this address one that only staff may use (every `/api/admin/*`, and the table's others)? */
export const isStaffRoute = (method: string, pattern: string): boolean =>
  pattern.startsWith('/api/admin/') || staffRoutePermission(method, pattern) !== undefined;
