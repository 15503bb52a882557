/**
 * Starts the built server once for all browser tests, on a free port with a fresh database in a
 * temporary DATA_DIR, registers the shared member, and stops it afterwards. Tests read the origin
 * with `baseUrl()` and the data directory (where the outbox of e-mail is) with `dataDir()`.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { findFreePort, serverEntry, startBuiltServer } from '../scripts/lib/server-process';
import { E2E_ADMIN, E2E_MEMBER } from './support/accounts';
import { CHROMIUM_PATH } from './support/browser';
import { PUBLIC_URL } from './support/env';
import { codeAt, currentStep, rememberAdminStep } from './support/second-factor';

/**
 * Turns on two-step verification for the shared administrator, as a person would from the
 * profile: administrator actions need it. Answers the secret, which the sign-in helpers use to
 * answer codes (e2e/support/second-factor.ts).
 */
async function enrolAdmin(baseUrl: string, dataDir: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const login = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  if (login.status !== 200) throw new Error(`Admin sign-in answered ${login.status}.`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = (url: string, body?: unknown) =>
    fetch(new URL(url, baseUrl), {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  // Starting the set-up asks for the current password, as any new factor does.
  const setup = await call('/api/profile/two-factor', { currentPassword: E2E_ADMIN.password });
  if (setup.status !== 200) throw new Error(`Starting two-step set-up answered ${setup.status}.`);
  const { secret } = (await setup.json()) as { secret: string };
  const step = currentStep();
  const confirm = await call('/api/profile/two-factor/confirm', { code: codeAt(secret, step) });
  if (confirm.status !== 200) {
    throw new Error(`Confirming two-step set-up answered ${confirm.status}.`);
  }
  rememberAdminStep(dataDir, step);
  return secret;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      'dist/server/main.js is missing: run `npm run build` before the browser tests.',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: run \`npx tsx scripts/ensure-chromium.ts\` (as root).`,
    );
  }
  const port = await findFreePort();
  const server = await startBuiltServer({
    port,
    tempPrefix: 'ministry-e2e-',
    readyTimeoutMs: 60_000,
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL,
      // Passkeys: WebAuthn refuses an IP address as the relying party, so the passkey test
      // browses this server as http://localhost:<port> (see passkeyUrlOf).
      WEBAUTHN_ORIGIN: `http://localhost:${port}`,
      // An administrator from the start, for the admin panel's tests.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Slow enough that the admin panel's progress bar can be seen during a send.
      NEWSLETTER_MAX_PER_SECOND: '2',
      // The contact form's e-mails go here (read from the outbox).
      CONTACT_TO: 'ministry@example.com',
      // Small enough that the portal's test reaches it with a few uploads (a 10 MB file and 3 MB).
      MEMBER_STORAGE_MB: '12',
      // Every test registers from 127.0.0.1: the files together register more members in an
      // hour than one visitor's address may by default (the limit itself is tested in the API).
      REGISTRATIONS_PER_HOUR: '40',
      // Likewise sign-ins: every file signs people in from that one address.
      SIGN_INS_PER_15_MINUTES: '300',
      // Every browser test's members confirm their addresses from this one machine.
      EMAIL_LINKS_PER_15_MINUTES: '300',
    },
  });
  const registered = await fetch(new URL('/api/auth/register', server.baseUrl), {
    method: 'POST',
    // As a browser on the site sends it: writes that name no origin are refused.
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify(E2E_MEMBER),
  });
  if (registered.status !== 201) {
    await server.stop();
    throw new Error(`Registering the shared member answered ${registered.status}.`);
  }
  let adminTotpSecret: string;
  try {
    adminTotpSecret = await enrolAdmin(server.baseUrl, server.dataDir);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminTotpSecret', adminTotpSecret);
  project.provide('dataDir', server.dataDir);

  return async () => {
    const result = await server.stop();
    if (result.killed || result.code !== 0) {
      throw new Error(
        `The server did not stop cleanly on SIGTERM (code ${result.code}, signal ${result.signal}, ` +
          `killed after 10 s: ${result.killed}).\nLast output:\n${server.outputTail()}`,
      );
    }
  };
}
