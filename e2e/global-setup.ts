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
  project.provide('baseUrl', server.baseUrl);
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
