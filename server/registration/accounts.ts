/**
 * Accounts: signing in (passwords, second factors, passkeys), the staff's people and audit
 * trail, and members' privacy rights (their data's archive, closing the account).
 */
import type { FastifyInstance } from 'fastify';
import { createPasskeyService } from '../modules/auth/passkeys';
import { authRoutes } from '../modules/auth/routes';
import { createSecondFactorService } from '../modules/auth/second-factor';
import { createAuthService } from '../modules/auth/service';
import { createAuditRetention, createAuditService } from '../modules/people/audit';
import { createInvitationService } from '../modules/people/invitations';
import { peopleRoutes } from '../modules/people/routes';
import { createPeopleService } from '../modules/people/service';
import { createDataExports } from '../modules/privacy/exports';
import { privacyRoutes } from '../modules/privacy/routes';
import { createPrivacyService } from '../modules/privacy/service';
import type { ModuleContext } from './context';
import type { Foundation } from './foundation';

export async function registerAccounts(
  app: FastifyInstance,
  { config, database, clock, rateLimits, infrastructure }: ModuleContext,
  { site }: Foundation,
) {
  const { db } = database;
  const siteName = async () => (await site.identity()).name;
  const secondFactor = createSecondFactorService({
    db,
    clock,
    sessionSecret: config.sessionSecret,
    publicUrl: config.publicUrl,
    siteName,
  });
  await app.register(authRoutes, {
    auth: createAuthService({ db, clock, publicUrl: config.publicUrl }),
    secondFactor,
    passkeys: createPasskeyService({
      db,
      clock,
      webauthn: config.webauthn,
      publicUrl: config.publicUrl,
      siteName,
    }),
    config,
    rateLimits,
  });

  await app.register(peopleRoutes, {
    people: createPeopleService({ db, clock }),
    invitations: createInvitationService({ db, clock, publicUrl: config.publicUrl }),
    audit: createAuditService({ db }),
    rateLimit: rateLimits.people,
    acceptRateLimit: rateLimits.acceptInvitation,
  });
  const auditRetention = createAuditRetention({
    db,
    clock,
    retentionDays: config.auditRetentionDays,
    logger: app.log,
  });
  app.decorate('auditRetention', auditRetention);

  const privacy = createPrivacyService({
    db,
    clock,
    files: infrastructure.files,
    publicUrl: config.publicUrl,
    proveOwner: secondFactor.proveOwner,
  });
  const dataExports = createDataExports({
    db,
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

  return {
    stop: {
      auditRetention: () => auditRetention.stop(),
      dataExports: () => dataExports.stop(),
    },
  };
}
