/**
 * The scale benchmark's SMTP sink, in its process: counts what arrives, the repeats (a message
 * delivered twice) and the recipients, and hands the members their verification links.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { VerificationTokens, verificationTokenIn } from './load-client';

/** Received mail: how many, and how many repeated a message already received. */
export interface Sink {
  port: number;
  /** Everything received since the last reset. */
  received(): number;
  /** Messages received again: same Message-ID for campaign mail, same body otherwise. */
  repeats(): number;
  /** Distinct recipients whose address starts with `prefix`, and the repeats among them. */
  recipients(prefix: string): { distinct: number; repeated: number };
  reset(): void;
  close(): Promise<void>;
  /** The token of the verification link mailed to `address` (waits for it to arrive). */
  verificationToken(address: string): Promise<string>;
}

export async function startSink(): Promise<Sink> {
  let received = 0;
  const seen = new Set<string>();
  let repeats = 0;
  const byRecipient = new Map<string, number>();
  const tokens = new VerificationTokens();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received += 1;
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const head = raw.slice(0, split);
        const campaignId = /^message-id:\s*(<campaign-[^>]+>)/im.exec(head)?.[1];
        // Outbox mail gets a new Message-ID per attempt: its body (with the write's marker) tells.
        const key = campaignId ?? createHash('sha256').update(raw.slice(split)).digest('hex');
        if (seen.has(key)) repeats += 1;
        seen.add(key);
        for (const to of session.envelope.rcptTo) {
          byRecipient.set(to.address, (byRecipient.get(to.address) ?? 0) + 1);
        }
        const token = verificationTokenIn(raw);
        const to = session.envelope.rcptTo[0]?.address;
        if (token !== undefined && to !== undefined) tokens.record(to, token);
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received: () => received,
    repeats: () => repeats,
    verificationToken: (address) => tokens.waitFor(address),
    recipients(prefix) {
      let distinct = 0;
      let repeated = 0;
      for (const [address, n] of byRecipient) {
        if (!address.startsWith(prefix)) continue;
        distinct += 1;
        repeated += n - 1;
      }
      return { distinct, repeated };
    },
    reset() {
      received = 0;
      repeats = 0;
      seen.clear();
      byRecipient.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
