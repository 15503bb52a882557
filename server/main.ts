import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp, type App, type AppDeps } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { DataFolderInUseError } from './db/data-folder-lock';
import { describeAdminOutcome, ensureAdmin } from './domain/admin';
import { seedIfEmpty } from './db/seed';
import { deleteExpiredSessions } from './domain/sessions';
import { BIBLE_VERSION_IDS, bibleVersion } from '../contract/bible';
import { sharedBible } from './infra/bible/load';
import { createStorage } from './infra/storage';
import { pendingMigrations } from './modules/backups/database-snapshot';
import { writeOperatorAccess } from './modules/backups/operator-access';
import { createBackupService } from './modules/backups/service';

const SHUTDOWN_DEADLINE_MS = 9_000;

export interface StartOptions {
  /**
   * Load the Bible before listening, so no visitor waits for it (default true). Without it the
   * index loads on the first Bible request; the crash-resume test skips it to stay light.
   */
  loadBible?: boolean;
  /** Add the demo catalogue to an empty database (default true). */
  seed?: boolean;
  /** `npm run dev`: pages rendered from the sources (scripts/dev-server.ts). */
  dev?: AppDeps['dev'];
}

/**
 * The server's start-up: database, migrations, seed, administrator, the app, listen, then the
 * work left by a previous process (interrupted newsletter sends, queued mail, folded notices).
 * SIGTERM and SIGINT stop it gracefully: /readyz answers 503 at once (for SHUTDOWN_DRAIN_SECONDS
 * everything else is still served), then no new connection is taken, requests in flight finish,
 * the database closes, exit 0.
 */
export async function start(
  config: Config,
  options: StartOptions = {},
): Promise<{ app: App; database: DatabaseHandle }> {
  const { loadBible = true, seed = true } = options;
  const phases: Record<string, number> = {};
  let last = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - last);
    last = now;
  };
  const database = await connectDatabase(config);
  lap('databaseOpenMs');
  // An upgrade can be undone: the data as the previous version left it (README, "Going back").
  const beforeMigrate =
    config.backups.beforeMigrate && (await pendingMigrations(database.db)) > 0
      ? await backupBeforeMigrate(config, database)
      : undefined;
  await database.migrate();
  if (seed) await seedIfEmpty(database.db);
  // Start-up never promotes an existing member nor changes a password: see ensureAdmin.
  const admin = config.admin && (await ensureAdmin(database.db, config.admin));
  await deleteExpiredSessions(database.db, new Date());
  lap('databasePrepareMs');

  const bibles = loadBible
    ? BIBLE_VERSION_IDS.map((version) => ({ version, loaded: sharedBible(version) }))
    : [];
  if (loadBible) lap('bibleMs');
  const app = await buildApp({
    config,
    database,
    dev: options.dev,
    bibles: Object.fromEntries(bibles.map((b) => [b.version, b.loaded.index])),
  });
  lap('appMs');
  for (const { version, loaded } of bibles) {
    app.log.info(
      { version, from: loaded.from, ms: loaded.ms, ...loaded.index.stats() },
      `${bibleVersion(version).name} loaded`,
    );
  }
  if (config.admin && admin) {
    // An existing member left unpromoted needs the operator's attention, verified or not.
    const warn =
      admin.outcome === 'member-not-promoted' || admin.outcome === 'unverified-member-not-promoted';
    app.log[warn ? 'warn' : 'info'](
      describeAdminOutcome(config.admin.email, admin.outcome, {
        passwordSet: false,
        promoteHint: 'run `npm run admin:create -- --email … --password … --promote-existing`',
      }),
    );
  }
  if (beforeMigrate) {
    app.log.info(
      { name: beforeMigrate.name, where: config.backups.s3Prefix ?? config.backups.dir },
      'backup made before applying migrations',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` reaches the site this way while it holds the embedded database.
  const address = app.server.address();
  const forgetOperatorAccess =
    database.driver === 'pglite' && address && typeof address === 'object'
      ? writeOperatorAccess(config.dataDir, {
          pid: process.pid,
          port: address.port,
          origin: new URL(config.publicUrl).origin,
          token: app.backups.operatorToken,
        })
      : () => {};
  process.on('exit', forgetOperatorAccess);
  // Scheduled backups (BACKUP_EVERY_HOURS), one process of several through the schedule's lease.
  app.backups.startSchedule();
  // A campaign left 'sending' by a crash or restart: deliver what is still pending.
  await app.newsletterDelivery.resumeInterrupted();
  // And later: campaigns another process started, or left when it died (leases, delivery.ts).
  app.newsletterDelivery.startSweeping();
  // Sends queued mail (contact messages, receipts) and retries it while SMTP is away.
  app.mailOutbox.start();
  // Folded notices to the administrators whose window has ended, those left by a restart too.
  app.adminNotices.start();
  // Reading-plan reminders at each member's hour: a minute apart is on time for an e-mail.
  app.planReminders.start(60_000);
  // A week before a prayer request leaves the wall, its requester is asked whether to keep it.
  app.prayerReminders.start(15 * 60_000);
  // The audit trail's entries older than AUDIT_RETENTION_DAYS go, once a day.
  app.auditRetention.start(24 * 60 * 60_000);
  // Deleted studies, events, characters and pages past their 30 days in the trash go, hourly.
  app.trash.purge.start(60 * 60_000);
  // Past days' views rolled up, old raw views and past salts deleted (one process, by lease).
  app.analytics.rollup.start(60 * 60_000);
  // Reminders a day and an hour before each meeting: a run every five minutes keeps them near.
  app.eventReminders.start(5 * 60_000);
  // Members' data archives: each is started when asked for; the timer takes those another
  // process or a restart left, and deletes the expired ones.
  app.dataExports.start(5 * 60_000);
  app.log.info(
    {
      driver: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      // Since the process began (module loading included), then by phase.
      startupMs: Math.round(performance.now()),
      ...phases,
    },
    'ministry site ready',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // From now /readyz answers 503 and every answer closes its connection.
    app.beginStopping();
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      if (config.shutdownDrainMs > 0) {
        app.log.info(
          { signal, drainMs: config.shutdownDrainMs },
          'stopping: /readyz answers 503 while requests are still served',
        );
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
      app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
      forgetOperatorAccess();
      // The app closes what it runs on too, the database last (infrastructure.ts).
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return { app, database };
}

/** A backup of the database as it stands, before this version's migrations change it. */
async function backupBeforeMigrate(config: Config, database: DatabaseHandle) {
  const storage = await createStorage(config);
  try {
    return await createBackupService({
      database,
      stores: storage.objects,
      dir: config.backups.dir,
      shelf: storage.backupShelf(config.backups.dir),
      everyHours: 0,
      keep: config.backups.keep,
    }).make('before-migrate');
  } finally {
    storage.close();
  }
}

/** True when this file is the process's entry (`node server/main.ts`, `dist/server/main.js`). */
function runDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * The process's own start: reads the configuration from the environment and serves. A bad
 * configuration or a data folder held by another process ends the process with status 1 and a
 * message naming the cause. When this file is the process's entry (`npm start`, the systemd
 * unit) and for `npm run dev` (scripts/dev-server.ts); tests and other scripts that import it
 * call `start` with a configuration of their own.
 */
export function runFromEnvironment(options: StartOptions = {}): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  start(config, options).catch((err: unknown) => {
    // Another process has the embedded database open: the message says what to do.
    console.error(err instanceof DataFolderInUseError ? err.message : err);
    process.exit(1);
  });
}

if (runDirectly()) runFromEnvironment();
