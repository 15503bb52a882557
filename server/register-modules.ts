/**
 * Each module's service, made from the infrastructure and the configuration, and its routes,
 * registered on the app by area (`registration/`: what everything stands on, accounts, outreach,
 * content, community); the background work each starts, returned as the steps that stop it, in
 * order, before the infrastructure closes.
 */
import type { FastifyInstance } from 'fastify';
import type { BackupService } from './modules/backups/service';
import type { NewsletterDelivery } from './modules/newsletter/delivery';
import type { EventReminders } from './modules/events/reminders';
import type { PrayerReminders } from './modules/prayer/reminders';
import type { AuditRetention } from './modules/people/audit';
import type { DataExports } from './modules/privacy/exports';
import type { TrashService } from './modules/trash/service';
import type { PlanReminders } from './modules/study-tools/reminders';
import type { AdminNoticeFolds } from './infra/notice-folds';
import type { ContentVersion } from './infra/content-version';
import type { MailOutbox } from './infra/mail-outbox';
import type { CloseStep } from './infrastructure';
import { registerAccounts } from './registration/accounts';
import { registerCommunity } from './registration/community';
import { registerContent } from './registration/content';
import type { ModuleContext } from './registration/context';
import { registerFoundation } from './registration/foundation';
import { registerOutreach } from './registration/outreach';
// Loaded before any route can check a new password (synchronously): see password-strength.ts.
import './password-strength';

export type { ModuleContext, ModuleTuning } from './registration/context';

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
  const foundation = await registerFoundation(app, ctx);
  const accounts = await registerAccounts(app, ctx, foundation);
  const outreach = await registerOutreach(app, ctx, foundation);
  const content = await registerContent(app, ctx, foundation, outreach);
  const community = await registerCommunity(app, ctx);

  // Senders stop before the mail transport closes (messages in flight settle and are marked,
  // nothing new starts); the folded notices, the reminders and the data exports before the
  // outbox, so their last claim is queued before it stops.
  const workers: CloseStep[] = [
    ['backups', foundation.stop.backups],
    ['analytics', foundation.stop.analytics],
    ['plan reminders', community.stop.planReminders],
    ['prayer reminders', community.stop.prayerReminders],
    ['audit retention', accounts.stop.auditRetention],
    ['trash purge', content.stop.trash],
    ['event reminders', community.stop.eventReminders],
    ['data exports', accounts.stop.dataExports],
    ['admin notices', foundation.stop.adminNotices],
    ['mail outbox', foundation.stop.outbox],
    ['newsletter delivery', foundation.stop.newsletterDelivery],
    ['following content writes', foundation.stop.followingContentWrites],
  ];

  return {
    workers,
    footerPages: content.footerPages,
    branding: () => foundation.site.branding(),
  };
}
