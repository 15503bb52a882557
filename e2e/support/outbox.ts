/** Reads the mail the server under test wrote to DATA_DIR/outbox (it runs without SMTP_URL). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMail, type ReceivedMail } from '../../server/test/smtp';
import { dataDir, ourOrigin, urlOf } from './env';

/**
 * Waits for a message to `to` (the newest one when there are several) that `where` accepts
 * (any by default).
 */
export async function waitForMail(
  to: string,
  timeoutMs = 10_000,
  where: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      // Not created until the first message.
    }
    const found = files
      .sort()
      .reverse()
      .map((f) => parseMail(readFileSync(path.join(outbox, f), 'utf8'), { to: [], from: '' }))
      .find((m) => (m.headers.to ?? '').toLowerCase().includes(to.toLowerCase()) && where(m));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox} within ${timeoutMs} ms`);
}

/**
 * Follows the verification link mailed to a new member's address, as they would (posting its
 * token): what members write for others to see (study groups, questions) needs a verified address.
 */
export async function verifyAddressByMail(email: string): Promise<void> {
  const mail = await waitForMail(email, 10_000, (m) => m.text.includes('/verify-email?token='));
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No verification link in the mail to ${email}`);
  const verified = await fetch(urlOf('/api/auth/verify-email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ourOrigin() },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`Verifying ${email} answered ${verified.status}`);
}
