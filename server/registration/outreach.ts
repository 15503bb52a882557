/**
 * Reaching people and hearing from them: the newsletter and its counted links, the contact
 * form and gifts.
 */
import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '../modules/contact/routes';
import { createContactService } from '../modules/contact/service';
import { notCounted } from '../modules/analytics/visitor';
import { donationRoutes } from '../modules/donations/routes';
import { createDonationService } from '../modules/donations/service';
import { campaignLinkRoutes } from '../modules/newsletter/click-routes';
import { newsletterRoutes } from '../modules/newsletter/routes';
import { createNewsletterService } from '../modules/newsletter/service';
import { sessionCookieName } from '../plugins/session';
import type { ModuleContext } from './context';
import type { Foundation } from './foundation';

export async function registerOutreach(
  app: FastifyInstance,
  { config, database, clock, rateLimits, infrastructure }: ModuleContext,
  { contentVersion, site, newsletterDelivery, analyticsSalts, isStaffSession }: Foundation,
) {
  const { db } = database;
  const newsletter = createNewsletterService({
    db,
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
    counting: { db, clock, notCounted, visitor: analyticsSalts.visitor },
    isStaffSession,
    sessionCookie: sessionCookieName(config),
    rateLimit: rateLimits.campaignLinks,
  });

  await app.register(contactRoutes, {
    contact: createContactService({
      db,
      clock,
      contactTo: config.contactTo,
      publicUrl: config.publicUrl,
    }),
    rateLimit: rateLimits.contact,
  });
  await app.register(donationRoutes, {
    donations: createDonationService({
      db,
      clock,
      payments: infrastructure.payments,
      publicUrl: config.publicUrl,
      feeRule: config.donationFee,
      contentVersion,
    }),
    rateLimit: rateLimits.donation,
    siteName: async () => (await site.identity()).name,
  });

  return { newsletter };
}

export type Outreach = Awaited<ReturnType<typeof registerOutreach>>;
