/**
 * What every other module stands on: visits counted, health, backups, the content's version, the
 * ministry's identity and the mail it sends (the outbox, newsletter delivery, folded notices).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findSessionUser } from '../domain/sessions';
import { brandedMailer } from '../domain/site-identity';
import { isStaff } from '../domain/staff';
import { followContentWrites, upcomingTimes } from '../domain/published-content';
import { createContentVersion } from '../infra/content-version';
import { createMailOutbox } from '../infra/mail-outbox';
import { createAdminNoticeFolds } from '../infra/notice-folds';
import { createRecorder } from '../modules/analytics/recorder';
import { analyticsPlugin } from '../modules/analytics/routes';
import { createRollup } from '../modules/analytics/rollup';
import { createSalts } from '../modules/analytics/visitor';
import { backupRoutes } from '../modules/backups/routes';
import { createBackupService } from '../modules/backups/service';
import { conversationNoticeTeller } from '../modules/conversations/notice-folds';
import { healthRoutes } from '../modules/health/routes';
import { clicksByCampaign } from '../modules/newsletter/clicks';
import { createNewsletterDelivery } from '../modules/newsletter/delivery';
import { questionNoticeTeller } from '../modules/questions/notices';
import { createHealthService } from '../modules/health/service';
import { siteRoutes } from '../modules/site/routes';
import { createSiteService } from '../modules/site/service';
import { sessionCookieName } from '../plugins/session';
import type { ModuleContext } from './context';

export async function registerFoundation(app: FastifyInstance, ctx: ModuleContext) {
  const { config, database, tuning, clock, rateLimits, infrastructure, brand, stopping } = ctx;
  const analyticsSalts = createSalts(database.db);
  // Pages and newsletter links are answered without looking the session up: the staff's own
  // views and clicks are left out when they are counted.
  const isStaffSession = async (token: string, now: Date) =>
    isStaff((await findSessionUser(database.db, token, now, database.reads))?.user);
  const analyticsRecorder = createRecorder({
    db: database.db,
    copyRows: database.copyRows,
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

  return {
    contentVersion,
    site,
    newsletterDelivery,
    /** Newsletter clicks are counted with analytics' daily hash and its staff left out. */
    analyticsSalts,
    isStaffSession,
    /** How its background work stops (register-modules.ts puts the steps in order). */
    stop: {
      backups: () => backups.stop(),
      analytics: () => analyticsRollup.stop().then(() => app.analytics.settle()),
      adminNotices: () => adminNotices.stop(),
      outbox: () => outbox.stop(),
      newsletterDelivery: () => newsletterDelivery.stop(),
      followingContentWrites: stopFollowing,
    },
  };
}

export type Foundation = Awaited<ReturnType<typeof registerFoundation>>;
