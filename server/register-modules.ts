/**
 * Each module's service, made from the infrastructure and the configuration, and its routes,
 * registered on the app in the order the API's documentation lists them; the background work
 * each starts, returned as the steps that stop it before the infrastructure closes.
 */
import type { FastifyInstance } from 'fastify';
import type { BibleVersionId } from '../contract/bible';
import type { Config, MemberLimits } from './config';
import type { DatabaseHandle } from './db/connect';
import type { BibleIndex } from './infra/bible/bible-index';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createContentVersion, type ContentVersion } from './infra/content-version';
import { createMailOutbox, type MailOutbox } from './infra/mail-outbox';
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
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { brandedMailer, type Branding } from './domain/site-identity';
import { versionedAnswers } from './infra/cache';
import type { RateLimits } from './plugins/rate-limit';
import { type FastAnswers } from './plugins/fast-answers';
import { sessionCookieName } from './plugins/session';
import { findSessionUser } from './domain/sessions';
import { isStaff } from './domain/staff';
import { followContentWrites, upcomingTimes } from './domain/published-content';
import type { CloseStep, Infrastructure } from './infrastructure';
// Loaded before any route can check a new password (synchronously): see password-strength.ts.
import './password-strength';

/** What tests and benchmarks may hand the modules instead of the configuration's. */
export interface ModuleTuning {
  /** Per-member conversation limits; default MEMBER_* from the configuration (tests loosen them). */
  memberLimits?: Partial<MemberLimits>;
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
}

/** What the modules are made from: the configuration, and what buildApp made first. */
export interface ModuleContext {
  config: Config;
  database: DatabaseHandle;
  tuning: ModuleTuning;
  clock: () => Date;
  rateLimits: RateLimits;
  infrastructure: Infrastructure;
  fastAnswers: FastAnswers;
  /** The identity the feeds are branded with, known once the site's service is made (here). */
  brand: { of: () => Promise<Branding | undefined> };
  /** Whether the process is stopping (/readyz answers 503 then). */
  stopping: () => boolean;
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
    /**
     * When published content (ebooks, videos, articles) last changed, scheduled articles' times
     * included: answers and pages made from it are kept while it stays the same.
     */
    contentVersion: ContentVersion;
  }
}

export async function registerModules(app: FastifyInstance, ctx: ModuleContext) {
  const {
    config,
    database,
    tuning,
    clock,
    rateLimits,
    infrastructure,
    fastAnswers,
    brand,
    stopping,
  } = ctx;
  const { payments } = infrastructure;
  const analyticsSalts = createSalts(database.db);
  // Pages and newsletter links are answered without looking the session up: the staff's own
  // views and clicks are left out when they are counted.
  const isStaffSession = async (token: string, now: Date) =>
    isStaff((await findSessionUser(database.db, token, now, database.reads))?.user);
  const analyticsRecorder = createRecorder({
    db: database.db,
    salts: analyticsSalts,
    clock,
    ownHost: new URL(config.publicUrl).hostname,
    onError: (err) => app.log.error({ err }, 'analytics views could not be written'),
    isStaffSession,
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
    ownOrigin: new URL(config.publicUrl).origin,
    newsletterClicksOf: (range, limit) => clicksByCampaign(database.db, range, limit),
  });
  await app.register(healthRoutes, {
    health: createHealthService({
      database,
      checkStorage: infrastructure.checkStorage,
      stopping,
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
    ...tuning.newsletter,
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
    web: tuning.bibles?.web ?? (() => sharedBible('web').index),
    rv1909: tuning.bibles?.rv1909 ?? (() => sharedBible('rv1909').index),
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
    isStaffSession,
    sessionCookie: sessionCookieName(config),
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
      limits: { ...config.memberLimits, ...tuning.memberLimits },
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
  const workers: CloseStep[] = [
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

  return {
    workers,
    footerPages: () => footerAnswers.get('footer', () => sitePages.footerPages()),
    branding: () => site.branding(),
  };
}
