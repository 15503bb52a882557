/**
 * Newsletter benchmark (`npm run bench:newsletter`): one campaign to 5,000 subscribers through
 * the real delivery engine (delivery rows, batches, bounded concurrency, a row marked per
 * message, pooled SMTP connections) to a local SMTP server running in another process.
 * Reports the time, messages per second, and this (sending) process's memory during the send.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { connectDatabase } from '../server/db/connect';
import { newsletterCampaigns, newsletterSubscriptions } from '../server/db/schema';
import { createMailer } from '../server/infra/mail';
import { createNewsletterDelivery } from '../server/modules/newsletter/delivery';
import { createNewsletterService } from '../server/modules/newsletter/service';
import { projectRoot } from '../server/project-root';
import { eq } from 'drizzle-orm';

const TOTAL = Number(process.env.BENCH_MESSAGES ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const sink = spawn(path.join(projectRoot(), 'node_modules/.bin/tsx'), ['bench/smtp-sink.ts'], {
    cwd: projectRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: sink.stdout });
  const port = await new Promise<number>((resolve) => {
    lines.on('line', (line) => {
      const m = /^port (\d+)$/.exec(line);
      if (m) resolve(Number(m[1]));
    });
  });

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-newsletter-'));
  const database = await connectDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir,
  });
  await database.migrate();
  const { db } = database;
  for (let i = 0; i < TOTAL; i += 1_000) {
    await db.insert(newsletterSubscriptions).values(
      Array.from({ length: Math.min(1_000, TOTAL - i) }, (_, j) => ({
        email: `reader${i + j}@example.org`,
        // Confirmed readers: only they are sent campaigns.
        confirmedAt: new Date(),
      })),
    );
  }
  const mailer = createMailer({
    from: 'Kingdom Truth Ministry <news@example.org>',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: path.join(dataDir, 'outbox'),
  });
  const delivery = createNewsletterDelivery({
    db,
    mailer,
    publicUrl: 'https://example.org',
    mailFrom: 'Kingdom Truth Ministry <news@example.org>',
    concurrency: CONCURRENCY,
  });
  const newsletter = createNewsletterService({
    db,
    clock: () => new Date(),
    delivery,
    publicUrl: 'https://example.org',
    mailFrom: 'Kingdom Truth Ministry <news@example.org>',
  });
  const campaign = await newsletter.createCampaign({
    title: 'Weekly Insight',
    subject: 'Stand firm in the truth',
    content:
      'Grace and peace to you.\n\nThis week read **Ephesians 6** and *pray* for one another.\n\n' +
      'More at [our studies](https://example.org/bible-study).',
  });

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);

  const started = performance.now();
  const queued = await newsletter.beginSend(campaign.id);
  const queuedMs = performance.now() - started;
  delivery.start(campaign.id);
  await delivery.idle();
  const ms = performance.now() - started;
  clearInterval(sampler);

  const [row] = await db
    .select()
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaign.id));
  mailer.close();
  await database.close();
  sink.kill('SIGTERM');
  const received = await new Promise<number>((resolve) => {
    lines.on('line', (line) => {
      const m = /^received (\d+)$/.exec(line);
      if (m) resolve(Number(m[1]));
    });
  });
  await rm(dataDir, { recursive: true, force: true });

  console.log(`newsletter bench (${database.driver}, concurrency ${CONCURRENCY}, pooled SMTP)`);
  console.log(`  recipients queued:  ${queued} in ${queuedMs.toFixed(0)} ms (one transaction)`);
  console.log(
    `  sent:               ${received} received by the SMTP server, status ${row?.deliveryStatus}`,
  );
  console.log(`  time:               ${(ms / 1000).toFixed(2)} s`);
  console.log(`  throughput:         ${((received / ms) * 1000).toFixed(0)} messages/s`);
  console.log(`  sender RSS:         ${mb(before.rss)} before, ${mb(peakRss)} peak`);
  console.log(`  sender heap used:   ${mb(before.heapUsed)} before, ${mb(peakHeap)} peak`);
  if (received !== TOTAL || row?.deliveryStatus !== 'sent') process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
