/**
 * A real SMTP server in the test process (smtp-server), so tests send mail the way production
 * does and assert on what arrives. Reusable by every feature that sends mail.
 *
 *   const smtp = await startTestSmtp();
 *   const t = await createTestApp({ mailer: smtp.mailer() });
 *   …
 *   const mail = await smtp.waitFor((m) => m.to.includes('ruth@example.org'));
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../infra/mail';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  /** Header names lower-cased, values unfolded (and not decoded beyond that). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Connection errors seen (e.g. a sender killed mid-message); never thrown. */
  connectionErrors: Error[];
  /** A mailer that sends to this server. */
  mailer(from?: string): Mailer;
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Recipients this server refuses at RCPT TO (550), as a real server refuses unknown users. */
  refuse?: (address: string) => boolean;
  /** Milliseconds to hold each message before accepting it (a slow server). */
  delayMs?: number;
  /** Port to listen on (0: any free port). */
  port?: number;
}

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Enough for a pooled sender's parallel connections.
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMail(raw, {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        });
        messages.push(mail);
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  // A sender that vanishes mid-message (a killed process in the fault tests) resets its
  // connection: an expected event for a mail server, recorded rather than thrown.
  const connectionErrors: Error[] = [];
  server.on('error', (err: Error) => connectionErrors.push(err));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const mailers: Mailer[] = [];

  return {
    port,
    url,
    messages,
    connectionErrors,
    mailer(from = 'Kingdom Truth Ministry <no-reply@example.org>') {
      const m = createMailer({ from, smtpUrl: url, outboxDir: '/nonexistent' });
      mailers.push(m);
      return m;
    },
    waitFor(match, timeoutMs = 5_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(
              new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`),
            );
          }
        }, timeoutMs).unref();
      });
    },
    clear() {
      messages.length = 0;
    },
    async close() {
      for (const m of mailers) m.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---- a small MIME reader: enough for the messages nodemailer writes ------------------------

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const at = normalised.indexOf('\n\n');
  const headText = at >= 0 ? normalised.slice(0, at) : normalised;
  const body = at >= 0 ? normalised.slice(at + 2) : '';
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { head, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
        .replace(/%(?![0-9A-F]{2})/gi, '%25');
      try {
        return decodeURIComponent(bytes);
      } catch {
        return body;
      }
    }
    default:
      return body;
  }
}

/** Decodes an RFC 2047 encoded-word header (UTF-8 base64 / Q). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function collectParts(
  head: Record<string, string>,
  body: string,
  out: { text: string; html: string },
): void {
  const type = head['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      const part = splitHead(piece.replace(/^\n/, ''));
      collectParts(part.head, part.body, out);
    }
    return;
  }
  const decoded = decodeBody(body, head['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseMail(raw: string, envelope: { to: string[]; from: string }): ReceivedMail {
  const { head, body } = splitHead(raw);
  const parts = { text: '', html: '' };
  collectParts(head, body, parts);
  return {
    ...envelope,
    headers: head,
    subject: decodeHeader(head.subject ?? ''),
    text: parts.text,
    html: parts.html,
    raw,
  };
}
