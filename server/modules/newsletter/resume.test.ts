/**
 * The fault test: the server process is killed (SIGKILL) part-way through a send to 500
 * readers; a new process starts, resumes the campaign at start-up (server/test/resume-child.ts:
 * main.ts's start without the Bible), and the SMTP server has then received every reader's
 * message, none missed, and at most the messages in flight at the kill more than once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect';
import {
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscriptions,
} from '../../db/schema';
import { projectRoot } from '../../project-root';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const root = projectRoot();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-resume-'));
let smtp: TestSmtp | undefined;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function start(port: number, smtpUrl: string): Promise<ChildProcess> {
  // node itself (tsx as a loader, not the tsx launcher), so SIGKILL hits the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/resume-child.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'resume-test-secret-resume-test-secret-0123456789',
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'resume-test-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready within 120 s');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('a send killed part-way', () => {
  it('resumes in a new process: every reader once, none missed', { timeout: 240_000 }, async () => {
    const TOTAL = 500;
    // A slow server, so the kill lands in the middle of the send.
    smtp = await startTestSmtp({ delayMs: 15 });

    const database = await connectDatabase({ databaseUrl: undefined, dataDir });
    await database.migrate();
    await database.db.insert(newsletterSubscriptions).values(
      Array.from({ length: TOTAL }, (_, i) => ({
        email: `reader${i}@example.org`,
        confirmedAt: new Date(),
      })),
    );
    await database.close();

    const port = await freePort();
    const first = await start(port, smtp.url);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'admin@example.org', password: 'resume-test-password' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { cookie, 'content-type': 'application/json', origin: base };
    // Administrator actions need two-step verification: turned on from this session, as the
    // profile does, which makes the session count.
    const setup = await fetch(`${base}/api/profile/two-factor`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ currentPassword: 'resume-test-password' }),
    });
    const { secret } = (await setup.json()) as { secret: string };
    const enrolled = await fetch(`${base}/api/profile/two-factor/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: generateSync({ secret }) }),
    });
    expect(enrolled.status).toBe(200);
    const created = await fetch(`${base}/api/newsletter/campaigns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Resume', subject: 'Resume test', content: 'Hold fast.' }),
    });
    const { id } = (await created.json()) as { id: number };
    const send = await fetch(`${base}/api/newsletter/campaigns/${id}/send`, {
      method: 'POST',
      headers: { cookie, origin: base },
    });
    expect(send.status).toBe(200);

    const server = smtp;
    await server.waitFor(() => server.messages.length >= 150, 60_000);
    first.kill('SIGKILL');
    await exited(first);
    // Really gone: nothing answers on its port any more.
    await expect(fetch(`${base}/readyz`)).rejects.toThrow();
    const atKill = smtp.messages.length;
    expect(atKill).toBeLessThan(TOTAL);

    // The restarted process resumes at start-up, with nobody asking it to.
    const second = await start(port, smtp.url);
    const until = Date.now() + 120_000;
    const readersReached = () =>
      new Set(server.messages.filter((m) => m.subject === 'Resume test').map((m) => m.to[0])).size;
    while (readersReached() < TOTAL && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // Let the campaign be marked finished, then stop the server cleanly.
    for (let i = 0; i < 100; i++) {
      const check = await fetch(`${base}/api/newsletter/campaigns/${id}`, { headers: { cookie } });
      if (
        check.status === 200 &&
        ((await check.json()) as { deliveryStatus: string }).deliveryStatus === 'sent'
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    second.kill('SIGTERM');
    await exited(second);

    const perReader = new Map<string, number>();
    // The campaign's mail only: turning on two-step verification also mailed the administrator.
    const campaignMail = smtp.messages.filter((m) => m.subject === 'Resume test');
    for (const m of campaignMail) {
      const to = m.to[0] ?? '';
      perReader.set(to, (perReader.get(to) ?? 0) + 1);
    }
    const repeated = [...perReader.values()].filter((n) => n > 1).length;
    expect(perReader.size).toBe(TOTAL);
    // Only the messages in flight at the kill (at most the delivery concurrency) may repeat.
    expect(repeated).toBeLessThanOrEqual(8);
    console.log(
      `newsletter resume: killed after ${atKill} received; ${smtp.messages.length} in total, ${repeated} repeated`,
    );

    const after = await connectDatabase({ databaseUrl: undefined, dataDir });
    try {
      const [campaign] = await after.db.select().from(newsletterCampaigns);
      expect(campaign?.deliveryStatus).toBe('sent');
      const rows = await after.db.select().from(newsletterDeliveries);
      expect(rows).toHaveLength(TOTAL);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await after.close();
    }
  });
});
