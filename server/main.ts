import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { DataFolderInUseError } from './db/data-folder-lock';
import { describeAdminOutcome, ensureAdmin } from './db/admin';
import { seedIfEmpty } from './db/seed';
import { deleteExpiredSessions } from './db/sessions';
import { sharedBible } from './infra/bible/load';

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const phases: Record<string, number> = {};
  let last = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - last);
    last = now;
  };
  const database = await connectDatabase(config);
  lap('databaseOpenMs');
  await database.migrate();
  await seedIfEmpty(database.db);
  // Start-up never promotes an existing member nor changes a password: see ensureAdmin.
  const admin = config.admin && (await ensureAdmin(database.db, config.admin));
  await deleteExpiredSessions(database.db, new Date());
  lap('databasePrepareMs');

  const bible = sharedBible();
  lap('bibleMs');
  const app = await buildApp({ config, database, bible: bible.index });
  lap('appMs');
  app.log.info(
    { from: bible.from, ms: bible.ms, ...bible.index.stats() },
    'World English Bible loaded',
  );
  if (config.admin && admin) {
    app.log[admin.outcome === 'member-not-promoted' ? 'warn' : 'info'](
      describeAdminOutcome(config.admin.email, admin.outcome, {
        passwordSet: false,
        promoteHint: 'run `npm run admin:create -- --email … --password … --promote-existing`',
      }),
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // A campaign left 'sending' by a crash or restart: deliver what is still pending.
  await app.newsletterDelivery.resumeInterrupted();
  // Sends queued mail (contact messages, receipts) and retries it while SMTP is away.
  app.mailOutbox.start();
  // Folded notices to the administrators whose window has ended, those left by a restart too.
  app.adminNotices.start();
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
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  // Another process has the embedded database open: the message says what to do.
  console.error(err instanceof DataFolderInUseError ? err.message : err);
  process.exit(1);
});
