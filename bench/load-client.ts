/**
 * The load benchmark's plumbing: a lean HTTP client over keep-alive sockets (node:http rather
 * than fetch, so the client process spends less of the two cores it shares with the server), a
 * multipart encoder, the server's memory from /proc, and the local SMTP sink in its own process.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { rootDir } from '../scripts/lib/server-process';
import { parseMail } from '../server/test/smtp';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Only when asked for; otherwise the body is read and dropped. */
  body: Buffer | undefined;
}

/** Sockets stay open between requests of a visitor, as a browser keeps them. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Rejects on a network error or when no complete answer came within `timeoutMs`. */
export function send(
  base: URL,
  spec: RequestSpec,
  opts: { timeoutMs: number; keepBody: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: OutgoingHttpHeaders = { ...spec.headers };
    if (spec.body !== undefined) headers['content-length'] = Buffer.byteLength(spec.body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers,
        timeout: opts.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (opts.keepBody) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: opts.keepBody ? Buffer.concat(chunks) : undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(spec.body);
  });
}

/** A multipart/form-data body of text fields (what the browser's FormData sends). */
export function multipart(fields: Record<string, string>): { body: Buffer; contentType: string } {
  const boundary = `----load${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header. */
export function cookieOf(headers: IncomingHttpHeaders): string {
  return (headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '').join('; ');
}

export interface Memory {
  /** Resident set size now, bytes. */
  rss: number;
  /** The highest RSS of the process's life so far (VmHWM), bytes. */
  peak: number;
}

/** Linux only: the process's memory as the kernel counts it, or undefined once it is gone. */
export function memoryOf(pid: number): Memory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  const rss = kb('VmRSS');
  const peak = kb('VmHWM');
  if (!Number.isFinite(rss) || !Number.isFinite(peak)) return undefined;
  return { rss: rss * 1024, peak: peak * 1024 };
}

/**
 * The token of the address-verification link in a raw message, if it is one. Only such mail is
 * parsed: the newsletter bench sends thousands of others.
 */
export function verificationTokenIn(raw: string): string | undefined {
  if (!raw.includes('verify-email')) return undefined;
  const text = parseMail(raw, { to: [], from: '' }).text;
  return /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

/** Verification tokens by address, as a sink receives them, for the members who wait for theirs. */
export class VerificationTokens {
  private readonly tokens = new Map<string, string>();
  private readonly waiting = new Map<string, (token: string) => void>();

  record(address: string, token: string): void {
    const key = address.toLowerCase();
    this.tokens.set(key, token);
    this.waiting.get(key)?.(token);
  }

  waitFor(address: string): Promise<string> {
    const key = address.toLowerCase();
    const known = this.tokens.get(key);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve) => this.waiting.set(key, resolve));
  }
}

export interface SmtpSink {
  port: number;
  /** The token of the verification link mailed to `address` (waits for it to arrive). */
  verificationToken(address: string): Promise<string>;
  /** Stops the sink; resolves with the number of messages it received. */
  stop(): Promise<number>;
}

/** bench/smtp-sink.ts in its own process, so its work is neither the server's nor ours. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = spawn(path.join(rootDir, 'node_modules/.bin/tsx'), ['bench/smtp-sink.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: sink.stdout });
  const exited = new Promise<never>((_resolve, reject) => {
    // 'close', not 'exit': by then every line it printed has been read.
    sink.once('close', (code, signal) =>
      reject(new Error(`the SMTP sink exited (code ${code}, signal ${signal})`)),
    );
  });
  exited.catch(() => {}); // observed by whoever waits for the sink next
  const waitFor = (pattern: RegExp) =>
    Promise.race([
      exited,
      new Promise<number>((resolve) => {
        const onLine = (line: string) => {
          const m = pattern.exec(line);
          if (m) {
            lines.off('line', onLine);
            resolve(Number(m[1]));
          }
        };
        lines.on('line', onLine);
      }),
    ]);
  const port = await waitFor(/^port (\d+)$/);
  const tokens = new VerificationTokens();
  lines.on('line', (line) => {
    const m = /^verify (\S+) (\S+)$/.exec(line);
    if (m?.[1] && m[2]) tokens.record(m[1], m[2]);
  });
  return {
    port,
    verificationToken: (address) => Promise.race([exited, tokens.waitFor(address)]),
    async stop() {
      const received = waitFor(/^received (\d+)$/);
      sink.kill('SIGTERM');
      return received;
    },
  };
}
