/**
 * The server process of the newsletter fault test (resume.test.ts): the start-up of
 * server/main.ts — database, migrations, administrator, the app, listen, then resuming
 * interrupted newsletter sends — without loading the Bible, so the test stays light on a busy
 * machine. Configured by the same environment variables as main.ts.
 */
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { ensureAdmin } from '../../db/admin';
import { connectDatabase } from '../../db/connect';

const config = loadConfig();
const database = await connectDatabase(config);
await database.migrate();
if (config.admin) await ensureAdmin(database.db, config.admin);
const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
await app.newsletterDelivery.resumeInterrupted();

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
