// @module-tag asvs-v6
/**
 * Registration and the password-reset form tell a visitor nothing about which addresses have
 * accounts: not by status, not by body, not by time. The owner of an address learns of the
 * attempt by e-mail instead.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, REGISTER_ANSWER } from '../../../contract/auth';
import { mailOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { REGISTRATION_ATTEMPT_SUBJECT, RESET_SUBJECT, VERIFY_SUBJECT } from './mail';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer() });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
const uniqueEmail = (name: string) => `${name}${++seq}-${Date.now()}@example.org`;

const post = (app: TestApp, url: string, payload: unknown) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const register = (email: string, password = 'narrow gate 7') =>
  post(t, '/api/auth/register', { email, password, firstName: 'Ruth', lastName: 'Moabite' });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The request's answer, or a failure if it does not come while the test holds the database. */
function answeredWithin<T>(request: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    request,
    new Promise<never>((_, reject) => {
      setTimeout(
        () => reject(new Error('no answer while the database was held: it was awaited first')),
        ms,
      ).unref();
    }),
  ]);
}

describe('POST /api/auth/register', () => {
  it('answers a taken address exactly as a new one, and tells its owner by e-mail', async () => {
    const { user } = await t.signIn({ firstName: 'Orpah' });
    const fresh = uniqueEmail('newcomer');
    const taken = await register(user.email.toUpperCase(), 'another pass 9');
    const created = await register(fresh);

    expect(created.statusCode).toBe(201);
    expect(taken.statusCode).toBe(created.statusCode);
    expect(taken.json()).toEqual(created.json());
    expect(taken.json()).toEqual({ message: REGISTER_ANSWER });
    expect(taken.headers['set-cookie']).toBeUndefined();

    // The existing account is untouched: its password is still the one that works.
    expect(await t.db.$count(users, eq(users.email, user.email))).toBe(1);
    const intruder = await post(t, '/api/auth/login', {
      email: user.email,
      password: 'another pass 9',
    });
    expect(intruder.statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: 'correct horse' }))
        .statusCode,
    ).toBe(200);

    const notice = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(notice.subject).toBe(REGISTRATION_ATTEMPT_SUBJECT);
    expect(notice.text).toContain('Hello Orpah,');
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.text).toContain('http://localhost:3000/forgot-password');
    expect(notice.text).not.toContain('token=');

    const welcome = await smtp.waitFor((m) => m.to.includes(fresh));
    expect(welcome.subject).toBe(VERIFY_SUBJECT);
  });

  it('takes comparable time for a taken address and a new one: argon2 runs in both', async () => {
    const { user } = await t.signIn();
    const time = async (email: string) => {
      const start = performance.now();
      const res = await register(email);
      const elapsed = performance.now() - start;
      expect(res.statusCode).toBe(201);
      return elapsed;
    };
    await time(uniqueEmail('warm'));
    const taken: number[] = [];
    const fresh: number[] = [];
    // Interleaved, so a burst of load elsewhere on the machine falls on both alike.
    for (let i = 0; i < 7; i++) {
      taken.push(await time(user.email));
      fresh.push(await time(uniqueEmail('fresh')));
    }
    // Each costs one argon2id hash (tens of milliseconds); a taken address used to answer in a
    // fraction of that. The bound is generous: load on a shared machine moves both.
    const ratio = median(taken) / median(fresh);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('POST /api/forgot-password', () => {
  it('answers before it looks the address up, so a known one answers as an unknown one', async () => {
    const { user } = await t.signIn();
    const nobody = uniqueEmail('nobody');
    const { known, unknown } = await t.db.transaction(async (tx) => {
      // While this transaction holds the accounts table, a request that read it before
      // answering could not answer at all.
      await tx.execute(sql`lock table ${users} in access exclusive mode`);
      const known = await answeredWithin(post(t, '/api/forgot-password', { email: user.email }));
      const unknown = await answeredWithin(post(t, '/api/forgot-password', { email: nobody }));
      // The reset mail is prepared only after the answer has gone.
      expect(await tx.$count(mailOutbox, eq(mailOutbox.to, user.email))).toBe(0);
      return { known, unknown };
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe(RESET_SUBJECT);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.some((m) => m.to.includes(nobody))).toBe(false);
  });
});

describe('a failure after the answer', () => {
  let app: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as { level: number; msg: string });
        }
        done();
      },
    });
    app = await createTestApp({ mailer: smtp.mailer(), logger: { level: 'error', stream } });
  });
  afterAll(() => app.close());

  it('is logged, and the server goes on answering', async () => {
    const { user } = await app.signIn();
    // A real failure of the database work that follows the answer.
    await app.db.execute(sql`alter table password_reset_tokens rename to reset_tokens_away`);
    try {
      const res = await post(app, '/api/forgot-password', { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      const until = Date.now() + 10_000;
      while (!lines.some((l) => l.msg === 'password reset e-mail not prepared')) {
        if (Date.now() > until)
          throw new Error(`not logged; the log has: ${JSON.stringify(lines)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(lines.find((l) => l.msg === 'password reset e-mail not prepared')?.level).toBe(50);
    } finally {
      await app.db.execute(sql`alter table reset_tokens_away rename to password_reset_tokens`);
    }
    expect((await app.app.inject('/healthz')).statusCode).toBe(200);
  });
});
