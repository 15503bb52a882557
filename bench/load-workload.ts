/**
 * The load benchmark's visitors: each one loops over "visits" (a fresh address, 5 to 20
 * requests), picking every request by weight: mostly reading, sometimes writing. Every write
 * carries a unique marker; the markers the server acknowledged (2xx) are kept, so the database
 * can be checked for each of them afterwards.
 */
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { BIBLE_BOOKS, bookSlug } from '../contract/bible-books';
import { pages } from '../contract/pages';
import { cookieOf, multipart, send, type RequestSpec } from './load-client';

/** The kinds of write, each with the table and column its marker lands in. */
export const WRITES = {
  // A sign-up is stored (pending) and its confirmation mail queued in one transaction before
  // the answer: an acknowledged sign-up is a row, confirmed or not.
  nl: { table: 'newsletter_subscriptions', column: 'email' },
  ct: { table: 'contact_messages', column: 'message' },
  cv: { table: 'conversations', column: 'title' },
  rp: { table: 'messages', column: 'content' },
  qa: { table: 'questions', column: 'title' },
} as const;
export type WriteCode = keyof typeof WRITES;

export interface Member {
  cookie: string;
}

/** What one visitor knows while it runs. */
interface Visitor {
  vu: number;
  address: string;
  member: Member;
  /** The visitor's own conversation, once it has started one. */
  conversationId: number | undefined;
}

interface KindDef {
  name: string;
  weight: number;
  write?: WriteCode;
  /** Builds the request; `marker` is set for writes. */
  build(v: Visitor, marker: string): RequestSpec;
  /** Reads the answer of a 2xx (only kinds that need its body). */
  onOk?(v: Visitor, body: Buffer): void;
}

export interface KindStats {
  /** Latency in microseconds. */
  latency: RecordableHistogram;
  count: number;
  /** Failures by cause: `429`, `500`, `network: ECONNRESET`, `timeout`… */
  failures: Map<string, number>;
}

export interface RunResult {
  seconds: number;
  byKind: Map<string, KindStats>;
}

/** Every write's marker, by whether the server acknowledged it. */
export interface WriteLedger {
  acknowledged: Map<string, WriteCode>;
  unacknowledged: Set<string>;
}

export const newStats = (): KindStats => ({
  latency: createHistogram({ lowest: 1, highest: 120_000_000, figures: 3 }),
  count: 0,
  failures: new Map(),
});

export function mergeStats(into: KindStats, from: KindStats): void {
  into.latency.add(from.latency);
  into.count += from.count;
  for (const [cause, n] of from.failures)
    into.failures.set(cause, (into.failures.get(cause) ?? 0) + n);
}

export const failureCount = (s: KindStats): number =>
  [...s.failures.values()].reduce((a, b) => a + b, 0);

const SEARCHES = [
  'love',
  'faith',
  'grace',
  'kingdom of god',
  'shepherd',
  '"living water"',
  'john 3:16',
  'righteousness',
  'light darkness',
  'romans 8',
  'covenant',
  'resurrection',
];
const QUESTION_SEARCHES = ['faith', 'baptism', 'kingdom', 'prophecy', 'grace'];

const randomInt = (n: number) => Math.floor(Math.random() * n);
const pickOne = <T>(items: readonly T[]): T => {
  const item = items[randomInt(items.length)];
  if (item === undefined) throw new Error('pickOne of nothing');
  return item;
};

const json = (body: unknown): Pick<RequestSpec, 'headers' | 'body'> => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Pages pre-rendered at build time other than the home page (static paths only). */
const otherPages = pages.filter((p) => p.prerender && p.path !== '/').map((p) => p.path);

export const KINDS: readonly KindDef[] = [
  { name: 'GET / (pre-rendered)', weight: 12, build: () => ({ method: 'GET', path: '/' }) },
  {
    name: 'GET other pre-rendered page',
    weight: 14,
    build: () => ({ method: 'GET', path: pickOne(otherPages) }),
  },
  { name: 'GET /api/ebooks', weight: 8, build: () => ({ method: 'GET', path: '/api/ebooks' }) },
  {
    name: 'GET /api/bible/:book/:chapter',
    weight: 16,
    build: () => {
      const book = pickOne(BIBLE_BOOKS);
      return {
        method: 'GET',
        path: `/api/bible/${bookSlug(book.name)}/${1 + randomInt(book.chapters)}`,
      };
    },
  },
  {
    name: 'GET /api/bible/search',
    weight: 10,
    build: () => ({
      method: 'GET',
      path: `/api/bible/search?q=${encodeURIComponent(pickOne(SEARCHES))}`,
    }),
  },
  {
    name: 'GET /api/questions',
    weight: 6,
    build: () => ({ method: 'GET', path: '/api/questions' }),
  },
  {
    name: 'GET /api/questions?q=',
    weight: 4,
    build: () => ({ method: 'GET', path: `/api/questions?q=${pickOne(QUESTION_SEARCHES)}` }),
  },
  {
    name: 'GET /api/study-groups',
    weight: 6,
    build: () => ({ method: 'GET', path: '/api/study-groups' }),
  },
  {
    name: 'GET /api/conversations (member)',
    weight: 4,
    build: (v) => ({
      method: 'GET',
      path: '/api/conversations',
      headers: { cookie: v.member.cookie },
    }),
  },
  {
    name: 'POST /api/newsletter/subscribe',
    weight: 3,
    write: 'nl',
    build: (_v, marker) => ({
      method: 'POST',
      path: '/api/newsletter/subscribe',
      ...json({ email: `${marker}@example.org` }),
    }),
  },
  {
    name: 'POST /api/contact',
    weight: 2,
    write: 'ct',
    build: (_v, marker) => ({
      method: 'POST',
      path: '/api/contact',
      ...json({
        name: 'Load Visitor',
        email: 'visitor@example.org',
        subject: 'general',
        message: `A question about the study notes (${marker}).`,
      }),
    }),
  },
  {
    name: 'POST /api/conversations (member)',
    weight: 1.5,
    write: 'cv',
    build: (v, marker) => {
      const form = multipart({
        title: `Load ${marker}`,
        category: 'general',
        content: 'Grace and peace.',
      });
      return {
        method: 'POST',
        path: '/api/conversations',
        headers: { cookie: v.member.cookie, 'content-type': form.contentType },
        body: form.body,
      };
    },
    onOk: (v, body) => {
      const answer = JSON.parse(body.toString('utf8')) as { conversationId?: unknown };
      if (typeof answer.conversationId === 'number') v.conversationId = answer.conversationId;
    },
  },
  {
    name: 'POST /api/conversations/:id/messages',
    weight: 3,
    write: 'rp',
    build: (v, marker) => {
      const form = multipart({ content: `A reply (${marker}).` });
      return {
        method: 'POST',
        path: `/api/conversations/${v.conversationId ?? 0}/messages`,
        headers: { cookie: v.member.cookie, 'content-type': form.contentType },
        body: form.body,
      };
    },
  },
  {
    name: 'POST /api/questions (member)',
    weight: 2.5,
    write: 'qa',
    build: (v, marker) => ({
      method: 'POST',
      path: '/api/questions',
      ...json({
        title: `Load ${marker}`,
        content: 'What does this passage teach us?',
        category: 'scripture',
      }),
      headers: { cookie: v.member.cookie, 'content-type': 'application/json' },
    }),
  },
];

const totalWeight = KINDS.reduce((sum, k) => sum + k.weight, 0);
const byName = new Map(KINDS.map((k) => [k.name, k]));

function pickKind(v: Visitor): KindDef {
  let x = Math.random() * totalWeight;
  let kind = KINDS[0];
  for (const k of KINDS) {
    kind = k;
    x -= k.weight;
    if (x < 0) break;
  }
  if (!kind) throw new Error('no kinds');
  // A reply needs the visitor's own conversation: the first one starts it.
  if (kind.write === 'rp' && v.conversationId === undefined) {
    return byName.get('POST /api/conversations (member)') ?? kind;
  }
  return kind;
}

/** A distinct client address for each visit, in 10.0.0.0/8 (X-Forwarded-For behind TRUST_PROXY). */
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Workload {
  base: URL;
  members: readonly Member[];
  visitors: number;
  seconds: number;
  /** Unique per benchmark and database: the markers' first part, lower-case letters and digits. */
  prefix: string;
  run: number;
  ledger: WriteLedger;
  timeoutMs: number;
}

/** `visitors` loops for `seconds`; resolves when every request in flight has answered. */
export async function runWorkload(w: Workload): Promise<RunResult> {
  const byKind = new Map(KINDS.map((k) => [k.name, newStats()]));
  const origin = w.base.origin;
  let seq = 0;
  const started = performance.now();
  const deadline = started + w.seconds * 1000;

  const visitor = async (vu: number) => {
    const member = w.members[vu % w.members.length];
    if (!member) throw new Error('no members');
    const v: Visitor = { vu, address: nextAddress(), member, conversationId: undefined };
    while (performance.now() < deadline) {
      v.address = nextAddress();
      const visitLength = 5 + randomInt(16);
      for (let i = 0; i < visitLength && performance.now() < deadline; i++) {
        const kind = pickKind(v);
        seq += 1;
        const marker = kind.write ? `${w.prefix}-${kind.write}-r${w.run}-v${vu}-n${seq}` : '';
        const spec = kind.build(v, marker);
        spec.headers = {
          'accept-encoding': 'gzip, br',
          'x-forwarded-for': v.address,
          ...(spec.method === 'POST' ? { origin } : {}),
          ...spec.headers,
        };
        const stats = byKind.get(kind.name) ?? newStats();
        const t0 = performance.now();
        let cause: string | undefined;
        try {
          const answer = await send(w.base, spec, {
            timeoutMs: w.timeoutMs,
            keepBody: !!kind.onOk,
          });
          if (answer.status < 200 || answer.status >= 300) cause = String(answer.status);
          else if (answer.body && kind.onOk) kind.onOk(v, answer.body);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          const message = error instanceof Error ? error.message : String(error);
          cause = message === 'timeout' ? 'timeout' : `network: ${code ?? message}`;
        }
        stats.latency.record(Math.max(1, Math.round((performance.now() - t0) * 1000)));
        stats.count += 1;
        if (cause) stats.failures.set(cause, (stats.failures.get(cause) ?? 0) + 1);
        if (kind.write) {
          if (cause) w.ledger.unacknowledged.add(marker);
          else w.ledger.acknowledged.set(marker, kind.write);
        }
      }
    }
  };

  await Promise.all(Array.from({ length: w.visitors }, (_, vu) => visitor(vu)));
  return { seconds: (performance.now() - started) / 1000, byKind };
}

/**
 * Members through the real API (register, follow the verification link mailed to them, sign in),
 * `concurrency` at a time: argon2 makes each of these cost tens of milliseconds of server CPU.
 * Verified, because asking a question or joining a discussion needs a proved address.
 */
export async function createMembers(
  base: URL,
  count: number,
  prefix: string,
  verificationToken: (address: string) => Promise<string>,
  concurrency = 4,
): Promise<Member[]> {
  const members: Member[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const headers = { origin: base.origin, 'x-forwarded-for': nextAddress() };
      const account = {
        email: `${prefix}-member-${i}@example.org`,
        password: `load bench password ${prefix} ${i}`,
      };
      const created = await send(
        base,
        {
          method: 'POST',
          path: '/api/auth/register',
          ...json({ ...account, firstName: 'Load', lastName: `Member ${i}` }),
          headers: { ...headers, 'content-type': 'application/json' },
        },
        { timeoutMs: 30_000, keepBody: true },
      );
      if (created.status !== 201) {
        throw new Error(`register answered ${created.status}: ${created.body?.toString('utf8')}`);
      }
      const verified = await send(
        base,
        {
          method: 'POST',
          path: '/api/auth/verify-email',
          ...json({ token: await verificationToken(account.email) }),
          headers: { ...headers, 'content-type': 'application/json' },
        },
        { timeoutMs: 30_000, keepBody: true },
      );
      if (verified.status !== 200) {
        throw new Error(
          `verify-email answered ${verified.status}: ${verified.body?.toString('utf8')}`,
        );
      }
      const login = await send(
        base,
        {
          method: 'POST',
          path: '/api/auth/login',
          ...json(account),
          headers: { ...headers, 'content-type': 'application/json' },
        },
        { timeoutMs: 30_000, keepBody: true },
      );
      const cookie = cookieOf(login.headers);
      if (login.status !== 200 || cookie === '') {
        throw new Error(`login answered ${login.status}: ${login.body?.toString('utf8')}`);
      }
      members.push({ cookie });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return members;
}
