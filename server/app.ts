import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SESSION_HINT_COOKIE } from '../contract/auth';
import type { BibleVersionId } from '../contract/bible';
import type { Config, MemberLimits } from './config';
import type { DatabaseHandle } from './db/connect';
import { createContentVersion, type ContentVersion } from './infra/content-version';
import type { FileStore } from './infra/file-store';
import type { MediaStore } from './infra/media-store';
import type { Mailer } from './infra/mail';
import { createMailOutbox, type MailOutbox } from './infra/mail-outbox';
import type { Payments } from './infra/payments';
import type { BibleIndex } from './infra/bible/bible-index';
import { sharedBible } from './infra/bible/load';
import { createPasskeyService } from './modules/auth/passkeys';
import { authRoutes } from './modules/auth/routes';
import { createSecondFactorService } from './modules/auth/second-factor';
import { createAuthService } from './modules/auth/service';
import { analyticsPlugin } from './modules/analytics/routes';
import { createRecorder } from './modules/analytics/recorder';
import { createRollup } from './modules/analytics/rollup';
import { createSalts, notCounted } from './modules/analytics/visitor';
import { backupRoutes } from './modules/backups/routes';
import { createBackupService, type BackupService } from './modules/backups/service';
import { bibleRoutes } from './modules/bible/routes';
import { createBibleService } from './modules/bible/service';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogService } from './modules/catalog/service';
import { createMemberLimits } from './modules/conversations/limits';
import { conversationNoticeTeller } from './modules/conversations/notice-folds';
import { createAdminNoticeFolds, type AdminNoticeFolds } from './infra/notice-folds';
import { questionNoticeTeller } from './modules/questions/notices';
import { conversationRoutes } from './modules/conversations/routes';
import { createConversationService } from './modules/conversations/service';
import { contactRoutes } from './modules/contact/routes';
import { createContactService } from './modules/contact/service';
import { donationRoutes } from './modules/donations/routes';
import { createDonationService } from './modules/donations/service';
import { healthRoutes } from './modules/health/routes';
import { createHealthService } from './modules/health/service';
import { createNewsletterDelivery, type NewsletterDelivery } from './modules/newsletter/delivery';
import { campaignLinkRoutes } from './modules/newsletter/click-routes';
import { clicksByCampaign } from './modules/newsletter/clicks';
import { newsletterRoutes } from './modules/newsletter/routes';
import { createNewsletterService } from './modules/newsletter/service';
import { renderArticleHtml } from './modules/publishing/markdown';
import { createEventsAdmin } from './modules/events/admin';
import { createEventMessages } from './modules/events/message';
import { createEventReminders, type EventReminders } from './modules/events/reminders';
import { createGroupSchedules } from './modules/events/group-schedule';
import { groupScheduleRoutes } from './modules/events/group-schedule-routes';
import { eventsRoutes } from './modules/events/routes';
import { createEventsService } from './modules/events/service';
import { createPrayerReminders, type PrayerReminders } from './modules/prayer/reminders';
import { prayerRoutes } from './modules/prayer/routes';
import {
  createAuditRetention,
  createAuditService,
  type AuditRetention,
} from './modules/people/audit';
import { createInvitationService } from './modules/people/invitations';
import { peopleRoutes } from './modules/people/routes';
import { createPeopleService } from './modules/people/service';
import { privacyRoutes } from './modules/privacy/routes';
import { createDataExports, type DataExports } from './modules/privacy/exports';
import { createPrivacyService } from './modules/privacy/service';
import { auditTrailPlugin } from './plugins/audit-trail';
import { createPrayerService } from './modules/prayer/service';
import { publishingRoutes } from './modules/publishing/routes';
import { createSitePagesService } from './modules/publishing/site-pages';
import { sitePagesRoutes } from './modules/publishing/site-pages-routes';
import { homeRoutes } from './modules/home/routes';
import { createHomeService } from './modules/home/service';
import { createPublishingService } from './modules/publishing/service';
import { importRoutes } from './modules/imports/routes';
import { createImportsService } from './modules/imports/service';
import { httpImageFetcher } from './modules/imports/wordpress';
import { findRedirect } from './domain/redirects';
import { MEDIA_MAX_BYTES } from '../contract/publishing';
import { questionRoutes } from './modules/questions/routes';
import { createQuestionService } from './modules/questions/service';
import { seoRoutes } from './modules/seo/routes';
import { searchRoutes } from './modules/search/routes';
import { createSearchService } from './modules/search/service';
import { createSeoService } from './modules/seo/service';
import { studyGroupRoutes } from './modules/study-groups/routes';
import { studiesRoutes } from './modules/studies/routes';
import { charactersRoutes } from './modules/characters/routes';
import { createCharactersService } from './modules/characters/service';
import { timelineRoutes } from './modules/timeline/routes';
import { createTimelineService } from './modules/timeline/service';
import { trashRoutes } from './modules/trash/routes';
import { createTrashService, type TrashService } from './modules/trash/service';
import { createStudiesService } from './modules/studies/service';
import { createReadingPlanService } from './modules/study-tools/plans';
import { createPlanReminders, type PlanReminders } from './modules/study-tools/reminders';
import { studyToolRoutes } from './modules/study-tools/routes';
import { teachingRoutes } from './modules/teachings/routes';
import { listeningRoutes } from './modules/teachings/listening-routes';
import { createTeachingsService } from './modules/teachings/service';
import { createStudyToolsService } from './modules/study-tools/service';
import { createStudyGroupService } from './modules/study-groups/service';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { devPagesPlugin, type DevPagesOptions } from './pages/dev';
import { pagesPlugin } from './pages/plugin';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { API_DOCUMENT_TITLE, brandedMailer, type Branding } from './domain/site-identity';
import { brandedFeedsPlugin } from './plugins/branded-feeds';
import { versionedAnswers } from './infra/cache';
import { importSsrBundle, type SsrBundle } from './pages/render';
import { configuredRateLimits, rateLimitPlugin, type RateLimits } from './plugins/rate-limit';
import { createFastAnswers, type FastAnswers, requestIdOf } from './plugins/fast-answers';
import { securityHeaders, securityPlugin } from './plugins/security';
import { sessionCookieName, sessionPlugin } from './plugins/session';
import { staffGuardPlugin } from './plugins/staff-guard';
import { textInputPlugin } from './plugins/text-input';
import { findSessionUser } from './domain/sessions';
import { isStaff } from './domain/staff';
import { followContentWrites, upcomingTimes } from './domain/published-content';
import { createInfrastructure, type CloseStep } from './infrastructure';
import { projectRoot } from './project-root';
// Loaded before any route can check a new password (synchronously): see password-strength.ts.
import './password-strength';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** Per-member conversation limits; default MEMBER_* from the configuration (tests loosen them). */
  memberLimits?: Partial<MemberLimits>;
  /** Outgoing mail; defaults to SMTP_URL, or the DATA_DIR/outbox folder without it. */
  mailer?: Mailer;
  /** Where attachments are kept; defaults to the S3 bucket, or else a directory at UPLOAD_DIR. */
  files?: FileStore;
  /** Where the admin's image renditions are kept; the S3 bucket, or else MEDIA_DIR. */
  media?: MediaStore;
  /**
   * Card payments; defaults to Stripe with the STRIPE_* keys, or none (giving answers 503) when
   * they are not all set. Tests hand in a client pointed at a local stand-in for Stripe's API.
   */
  payments?: Payments | null;
  /**
   * The Bible indexes by version; each defaults to the one loaded once per process on first use
   * (main.ts loads them before listening, so no visitor waits; API tests that never read the
   * Bible never load it).
   */
  bibles?: Partial<Record<BibleVersionId, BibleIndex>>;
  /** Newsletter delivery tuning (tests and benchmarks). */
  newsletter?: {
    concurrency?: number;
    batchSize?: number;
    maxPerSecond?: number;
    leaseMs?: number;
    sweepMs?: number;
    processId?: string;
  };
  /** Where the built client lives; defaults to dist/ of the project. */
  dist?: { clientDir: string; pagesDir: string };
  /**
   * The server-render bundle for pages rendered per request; defaults to the build's
   * (dist/ssr/entry-server.js, when dist is the project's). Tests hand in the module itself.
   */
  ssr?: () => Promise<SsrBundle | undefined>;
  /**
   * Development (`npm run dev`): pages rendered from the sources at each request, instead of the
   * build's (pages/dev.ts).
   */
  dev?: Pick<DevPagesOptions, 'createClient' | 'prerenderQueries'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Campaign delivery; main.ts resumes interrupted sends with it at start-up. */
    newsletterDelivery: NewsletterDelivery;
    /**
     * Mail kept in the database until sent: woken once a transaction that queued mail commits,
     * main.ts starts its timer for retries; tests call `tick()` to wait until it is sent.
     */
    mailOutbox: MailOutbox;
    /** The site's backups; main.ts starts the schedule and writes the operator's access. */
    backups: BackupService & { operatorToken: string };
    /** Folded notices of members' messages; main.ts starts its timer, tests call `tick()`. */
    adminNotices: AdminNoticeFolds;
    /**
     * Reading-plan reminders queued at each member's chosen hour; main.ts starts its timer, tests
     * call `tick()` with their clock.
     */
    planReminders: PlanReminders;
    /**
     * Prayer requests' reminders a week before they leave the wall; main.ts starts its timer,
     * tests call `tick()` with their clock.
     */
    prayerReminders: PrayerReminders;
    auditRetention: AuditRetention;
    /** Deleted content kept 30 days; main.ts starts its purge's timer, tests call `tick()`. */
    trash: TrashService;
    eventReminders: EventReminders;
    /** Members' data archives made in the background; main.ts starts its timer, tests `tick()`. */
    dataExports: DataExports;
    /** Known answers sent before Fastify's request cycle (the Bible's, the catalogue's). */
    fastAnswers: FastAnswers;
    /**
     * When published content (ebooks, videos, articles) last changed, scheduled articles' times
     * included: answers and pages made from it are kept while it stays the same.
     */
    contentVersion: ContentVersion;
    /**
     * The process is stopping (main.ts calls it on SIGTERM, before its drain time; closing
     * calls it too): /readyz answers 503 and every answer closes its connection.
     */
    beginStopping: () => void;
  }
}

/** Query parameters whose values are secrets (reset and unsubscribe links): never logged. */
const SECRET_PARAMS = /([?&](?:token|code|key)=)[^&#]*/gi;
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** The request as logged: no cookies, no authorisation header, no secret in the URL. */
const logSerializers = {
  req(request: { method: string; url: string; id?: string; ip?: string; hostname?: string }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
    };
  },
};

function loggerOptions(
  given: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (given === undefined) return { level, serializers: logSerializers };
  if (given && typeof given === 'object') {
    return { ...given, serializers: { ...logSerializers, ...given.serializers } };
  }
  return given;
}

/** Trusts the `hops` nearest proxies, as Fastify (proxy-addr) does for a number. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const rateLimits = { ...configuredRateLimits(config), ...deps.rateLimits };
  const root = projectRoot();
  const dist = deps.dist ?? {
    clientDir: path.join(root, 'dist/client'),
    pagesDir: path.join(root, 'dist/pages'),
  };
  const ssr =
    deps.ssr ??
    (deps.dist ? undefined : () => importSsrBundle(path.join(root, 'dist/ssr/entry-server.js')));

  const headers = securityHeaders(config);
  // The Bible's and the public catalogue's answers, once known, are sent before Fastify's
  // request cycle (fast-answers.ts); a member's catalogue requests still go through it.
  const fastAnswers = createFastAnswers({
    headers,
    sessionCookies: [sessionCookieName(config), SESSION_HINT_COOKIE],
  });
  const app = Fastify({
    logger: loggerOptions(deps.logger, config.logLevel),
    serverFactory: fastAnswers.serverFactory,
    // Every request of ours fits; a route that needs more (newsletter content) sets its own.
    bodyLimit: 64 * 1024,
    // Accept a caller's request id (a proxy's) when it is sane; otherwise make one.
    genReqId: requestIdOf,
    // Behind a reverse proxy, the client's address (rate limits, logs) is in X-Forwarded-For.
    // A hop count as a function: Fastify accepts a number at run time but its types do not.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A request that reaches a closing server is still answered (with `Connection: close`):
    // whatever got through the balancer is served, none is refused. /readyz says 503 then.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: a text body to a JSON endpoint is a wrong content type (415), not bad input.
  app.removeContentTypeParser('text/plain');
  fastAnswers.setLogger(app.log);
  app.decorate('fastAnswers', fastAnswers);
  // Stopping (SIGTERM, or closing): /readyz answers 503 so balancers send visitors elsewhere,
  // every answer closes its connection so keep-alive clients reconnect to another process, and
  // known answers go through Fastify again so they do too.
  let stopping = false;
  const beginStopping = () => {
    stopping = true;
    fastAnswers.close();
  };
  app.decorate('beginStopping', beginStopping);
  app.addHook('preClose', (done) => {
    beginStopping();
    done();
  });
  const infrastructure = await createInfrastructure({
    config,
    database,
    logger: app.log,
    mailer: deps.mailer,
    files: deps.files,
    media: deps.media,
    payments: deps.payments,
  });
  const { payments } = infrastructure;
  /** The work that uses the infrastructure, stopped before it closes (filled in below). */
  let workers: CloseStep[] = [];
  // Added first so that it runs last (Fastify runs onClose hooks last-added first): routes'
  // own hooks (work after an answer) finish before the database goes. Everything it closes, it
  // closes in the order written in infrastructure.ts and below, not in the hooks' order.
  app.addHook('onClose', () => infrastructure.close(workers));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (stopping) reply.header('connection', 'close');
    done();
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config, headers });
  // Before compression, which would leave the feeds' bytes unreadable: the identity is known
  // once the content version is (below).
  const brand: { of: () => Promise<Branding | undefined> } = { of: async () => undefined };
  await app.register(brandedFeedsPlugin, { branding: () => brand.of() });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs far more CPU than it saves bytes on API answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimitPlugin, { redis: infrastructure.rateLimitStore });
  await app.register(sessionPlugin, { config, db: database.db, reads: database.reads, clock });
  // Before every route: staff addresses get the permission guard as they are registered.
  await app.register(staffGuardPlugin);
  // Staff writes that do not record themselves leave a line in the audit trail.
  await app.register(auditTrailPlugin, { db: database.db, clock });
  await app.register(textInputPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: API_DOCUMENT_TITLE,
        description: 'The API behind the ministry website.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  } else {
    // Without the pages the document stays: it tells no more than trying the API would.
    app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
  }

  // After the API's documentation, which lists the routes registered after it.
  const analyticsSalts = createSalts(database.db);
  const analyticsRecorder = createRecorder({
    db: database.db,
    salts: analyticsSalts,
    clock,
    ownHost: new URL(config.publicUrl).hostname,
    onError: (err) => app.log.error({ err }, 'analytics views could not be written'),
    isStaffSession: async (token, now) =>
      isStaff((await findSessionUser(database.db, token, now, database.reads))?.user),
  });
  const analyticsRollup = createRollup({
    db: database.db,
    salts: analyticsSalts,
    clock,
    flush: analyticsRecorder.flush,
    logger: app.log,
  });
  await app.register(analyticsPlugin, {
    db: database.db,
    clock,
    recorder: analyticsRecorder,
    rollup: analyticsRollup,
    rateLimit: rateLimits.analyticsHit,
    sessionCookie: sessionCookieName(config),
    newsletterClicksOf: (range, limit) => clicksByCampaign(database.db, range, limit),
  });
  await app.register(healthRoutes, {
    health: createHealthService({
      database,
      checkStorage: infrastructure.checkStorage,
      stopping: () => stopping,
    }),
  });
  const contentVersion = createContentVersion(clock);
  // Scheduled articles already in the database appear at their time from the first request on.
  contentVersion.changed(await upcomingTimes(database.db, clock()));
  // Other processes' content writes (PostgreSQL) move it on too.
  const stopFollowing = followContentWrites(database, contentVersion, clock, (err) =>
    app.log.error({ err }, 'could not read the scheduled content times'),
  );
  app.decorate('contentVersion', contentVersion);
  // The ministry's identity, which pages and every message are sent under.
  const site = createSiteService({ db: database.db, clock, contentVersion });
  await app.register(siteRoutes, { site });
  const mailer = brandedMailer(infrastructure.mailer, () => site.branding(), config.mailFrom);
  brand.of = () => site.branding();
  await app.register(catalogRoutes, {
    catalog: createCatalogService({ db: database.db, clock }),
    contentVersion,
    fastAnswers,
  });
  const newsletterDelivery = createNewsletterDelivery({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    clock,
    log: app.log,
    maxPerSecond: config.newsletterMaxPerSecond,
    leaseMs: config.newsletterLeaseMs,
    // PGlite's data folder is this process's alone: a lease found at start is a dead process's.
    soleProcess: database.driver === 'pglite',
    ...deps.newsletter,
  });
  app.decorate('newsletterDelivery', newsletterDelivery);
  const outbox = createMailOutbox({ db: database.db, mailer, clock, logger: app.log });
  app.decorate('mailOutbox', outbox);
  // One folded-notice mechanism; each module says how its own topics are told.
  const noticeAddresses = {
    publicUrl: config.publicUrl,
    adminNotifyEmail: config.adminNotifyEmail,
  };
  const adminNotices = createAdminNoticeFolds({
    db: database.db,
    clock,
    windowMs: config.adminNoticeFoldMs,
    tellers: [conversationNoticeTeller(noticeAddresses), questionNoticeTeller(noticeAddresses)],
    logger: app.log,
  });
  app.decorate('adminNotices', adminNotices);

  const secondFactor = createSecondFactorService({
    db: database.db,
    clock,
    sessionSecret: config.sessionSecret,
    publicUrl: config.publicUrl,
    siteName: async () => (await site.identity()).name,
  });
  await app.register(authRoutes, {
    auth: createAuthService({ db: database.db, clock, publicUrl: config.publicUrl }),
    secondFactor,
    passkeys: createPasskeyService({
      db: database.db,
      clock,
      webauthn: config.webauthn,
      publicUrl: config.publicUrl,
      siteName: async () => (await site.identity()).name,
    }),
    config,
    rateLimits,
  });
  const bibles = {
    web: deps.bibles?.web ?? (() => sharedBible('web').index),
    rv1909: deps.bibles?.rv1909 ?? (() => sharedBible('rv1909').index),
  };
  await app.register(bibleRoutes, { bible: createBibleService({ bibles }), fastAnswers });
  await app.register(searchRoutes, {
    search: createSearchService({
      db: database.db,
      reads: database.reads,
      clock,
      bible: (version) => {
        const index = bibles[version];
        return typeof index === 'function' ? index() : index;
      },
    }),
    db: database.db,
    rateLimit: rateLimits.search,
  });
  const newsletter = createNewsletterService({
    db: database.db,
    clock,
    delivery: newsletterDelivery,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
  });
  await app.register(newsletterRoutes, {
    newsletter,
    rateLimit: rateLimits.newsletter,
    addressRateLimit: rateLimits.newsletterAddress,
  });
  // A click is counted as analytics counts a visitor: the same hash, the same who-is-not-counted.
  await app.register(campaignLinkRoutes, {
    counting: { db: database.db, clock, notCounted, visitor: analyticsSalts.visitor },
    rateLimit: rateLimits.campaignLinks,
  });

  const publishing = createPublishingService({
    db: database.db,
    clock,
    contentVersion,
    media: infrastructure.media,
    publicUrl: config.publicUrl,
    // A newsletter made from an article is an ordinary campaign draft, sent by the campaign flow.
    createCampaignDraft: (body) => newsletter.createCampaign(body),
  });
  await app.register(publishingRoutes, {
    publishing,
    contentVersion,
    publicUrl: config.publicUrl,
    mediaRateLimit: rateLimits.mediaUploads,
  });

  // Moving in: images through publishing's media pipeline, readers through the newsletter's sign-up.
  await app.register(importRoutes, {
    imports: createImportsService({
      db: database.db,
      clock,
      saveImage: (bytes) => publishing.saveImage(bytes),
      fetchImage: httpImageFetcher(MEDIA_MAX_BYTES),
      invite: (email, language) => newsletter.subscribe(email, language),
      media: infrastructure.media,
    }),
    rateLimit: rateLimits.imports,
  });

  const sitePages = createSitePagesService({ db: database.db, clock, contentVersion });
  const footerAnswers = versionedAnswers(contentVersion);
  await app.register(sitePagesRoutes, { sitePages, contentVersion });
  await app.register(homeRoutes, {
    home: createHomeService({ db: database.db, clock, contentVersion }),
    contentVersion,
  });

  await app.register(studiesRoutes, {
    studies: createStudiesService({ db: database.db, clock, contentVersion }),
    contentVersion,
  });
  await app.register(timelineRoutes, {
    timeline: createTimelineService({ db: database.db, clock, contentVersion }),
    contentVersion,
  });
  await app.register(charactersRoutes, {
    characters: createCharactersService({ db: database.db, clock, contentVersion }),
    contentVersion,
  });
  const trash = createTrashService({ db: database.db, clock, contentVersion, logger: app.log });
  app.decorate('trash', trash);
  await app.register(trashRoutes, { trash });

  await app.register(conversationRoutes, {
    conversations: createConversationService({
      db: database.db,
      reads: database.reads,
      clock,
      notices: {
        publicUrl: config.publicUrl,
        adminNotifyEmail: config.adminNotifyEmail,
        windowMs: config.adminNoticeFoldMs,
      },
    }),
    files: infrastructure.files,
    limiter: createMemberLimits({
      db: database.db,
      limits: { ...config.memberLimits, ...deps.memberLimits },
      clock,
    }),
  });

  await app.register(contactRoutes, {
    contact: createContactService({
      db: database.db,
      clock,
      contactTo: config.contactTo,
      publicUrl: config.publicUrl,
    }),
    rateLimit: rateLimits.contact,
  });
  await app.register(donationRoutes, {
    donations: createDonationService({
      db: database.db,
      clock,
      payments,
      publicUrl: config.publicUrl,
      feeRule: config.donationFee,
      contentVersion,
    }),
    rateLimit: rateLimits.donation,
    siteName: async () => (await site.identity()).name,
  });

  await app.register(questionRoutes, {
    questions: createQuestionService({
      db: database.db,
      reads: database.reads,
      clock,
      publicUrl: config.publicUrl,
      notices: { adminNotifyEmail: config.adminNotifyEmail, windowMs: config.adminNoticeFoldMs },
    }),
  });
  await app.register(studyGroupRoutes, {
    groups: createStudyGroupService({ db: database.db, clock }),
  });
  const planReminders = createPlanReminders({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  app.decorate('planReminders', planReminders);
  await app.register(studyToolRoutes, {
    tools: createStudyToolsService({ db: database.db, reads: database.reads, clock }),
    plans: createReadingPlanService({ db: database.db, clock }),
    rateLimit: rateLimits.studyTools,
    unsubscribeRateLimit: rateLimits.planUnsubscribe,
  });
  const teachingsService = createTeachingsService({
    db: database.db,
    clock,
    audio: infrastructure.audio,
    // Chunks of uploads under way, on this machine's disk (see docs/decisions/0062).
    uploadsDir: path.join(config.dataDir, 'audio-uploads'),
    renderMarkdown: renderArticleHtml,
    publicUrl: config.publicUrl,
    // Directories show this address to listeners who write about the show.
    podcastOwnerEmail:
      config.adminNotifyEmail ?? /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
  });
  await app.register(teachingRoutes, {
    teachings: teachingsService,
    uploadRateLimit: rateLimits.mediaUploads,
    chunkRateLimit: rateLimits.audioChunks,
  });
  await app.register(listeningRoutes, {
    teachings: teachingsService,
    rateLimit: rateLimits.listening,
  });
  const backups = Object.assign(
    createBackupService({
      database,
      stores: infrastructure.objects,
      dir: config.backups.dir,
      shelf: infrastructure.backupShelf,
      everyHours: config.backups.everyHours,
      keep: config.backups.keep,
      clock,
      logger: app.log,
    }),
    { operatorToken: randomBytes(32).toString('base64url') },
  );
  app.decorate('backups', backups);
  await app.register(backupRoutes, {
    backups,
    operatorToken: backups.operatorToken,
    rateLimit: rateLimits.backups,
  });
  await app.register(prayerRoutes, {
    prayer: createPrayerService({
      db: database.db,
      clock,
      publicUrl: config.publicUrl,
      expiryDays: config.prayer.expiryDays,
      approval: config.prayer.approval,
    }),
    rateLimit: rateLimits.prayer,
    prayedRateLimit: rateLimits.prayed,
  });
  const prayerReminders = createPrayerReminders({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    logger: app.log,
  });
  app.decorate('prayerReminders', prayerReminders);
  await app.register(peopleRoutes, {
    people: createPeopleService({ db: database.db, clock }),
    invitations: createInvitationService({ db: database.db, clock, publicUrl: config.publicUrl }),
    audit: createAuditService({ db: database.db }),
    rateLimit: rateLimits.people,
    acceptRateLimit: rateLimits.acceptInvitation,
  });
  const privacy = createPrivacyService({
    db: database.db,
    clock,
    files: infrastructure.files,
    publicUrl: config.publicUrl,
    proveOwner: secondFactor.proveOwner,
  });
  const dataExports = createDataExports({
    db: database.db,
    clock,
    files: infrastructure.files,
    publicUrl: config.publicUrl,
    myData: privacy.myData,
    logger: app.log,
  });
  app.decorate('dataExports', dataExports);
  await app.register(privacyRoutes, {
    privacy,
    exports: dataExports,
    rateLimit: rateLimits.privacy,
  });
  const auditRetention = createAuditRetention({
    db: database.db,
    clock,
    retentionDays: config.auditRetentionDays,
    logger: app.log,
  });
  app.decorate('auditRetention', auditRetention);
  const eventsDeps = { db: database.db, clock, publicUrl: config.publicUrl };
  await app.register(eventsRoutes, {
    clock,
    publicUrl: config.publicUrl,
    events: createEventsService({ ...eventsDeps, renderMarkdown: renderArticleHtml }),
    admin: createEventsAdmin({ ...eventsDeps, renderMarkdown: renderArticleHtml }),
    messages: createEventMessages(eventsDeps),
    rateLimit: rateLimits.events,
    emailRateLimit: rateLimits.emailLink,
    messageRateLimit: rateLimits.eventMessages,
  });
  await app.register(groupScheduleRoutes, {
    schedules: createGroupSchedules(eventsDeps),
    rateLimit: rateLimits.events,
  });
  const eventReminders = createEventReminders({ ...eventsDeps, logger: app.log });
  app.decorate('eventReminders', eventReminders);
  await app.register(seoRoutes, {
    seo: createSeoService({
      db: database.db,
      reads: database.reads,
      clock,
      contentVersion,
      publicUrl: config.publicUrl,
    }),
  });

  // Senders stop before the mail transport closes (messages in flight settle and are marked,
  // nothing new starts); the folded notices, the reminders and the data exports before the
  // outbox, so their last claim is queued before it stops.
  workers = [
    ['backups', () => backups.stop()],
    ['analytics', () => analyticsRollup.stop().then(() => app.analytics.settle())],
    ['plan reminders', () => planReminders.stop()],
    ['prayer reminders', () => prayerReminders.stop()],
    ['audit retention', () => auditRetention.stop()],
    ['trash purge', () => trash.purge.stop()],
    ['event reminders', () => eventReminders.stop()],
    ['data exports', () => dataExports.stop()],
    ['admin notices', () => adminNotices.stop()],
    ['mail outbox', () => outbox.stop()],
    ['newsletter delivery', () => newsletterDelivery.stop()],
    ['following content writes', stopFollowing],
  ];

  const pageOptions = {
    publicUrl: config.publicUrl,
    gaMeasurementId: config.gaMeasurementId,
    sessionCookies: [sessionCookieName(config), SESSION_HINT_COOKIE],
    footerPages: () => footerAnswers.get('footer', () => sitePages.footerPages()),
    branding: () => site.branding(),
  };
  if (deps.dev) {
    await app.register(devPagesPlugin, { ...pageOptions, ...deps.dev });
  } else {
    await app.register(pagesPlugin, {
      ...dist,
      ...pageOptions,
      ssr,
      contentVersion,
      redirectOf: (pathname, search) => findRedirect(database.db, pathname, search),
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
