// @module-tag asvs-v6
/**
 * Administrators are made only by the operator: an account somebody registered (or moved to) the
 * address the operator will later name is never promoted unless the operator asks by name, and
 * whenever an account's role or password changes under it, its sessions end.
 */
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ADMIN_PASSWORD_RULE, WeakAdminPasswordError } from '../password-strength';
import { describeAdminOutcome, ensureAdmin } from './admin';
import {
  emailTokens,
  mailOutbox,
  passkeys,
  passwordResetTokens,
  pendingSignIns,
  recoveryCodes,
  sessions,
  totpFactors,
  users,
} from '../db/schema';
import { staffColumns } from './staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.call('GET', '/api/auth/me', cookie);
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const sessionCount = (userId: number) => t.db.$count(sessions, eq(sessions.userId, userId));

describe('ensureAdmin', () => {
  it('creates an administrator with an argon2id hash', async () => {
    const result = await ensureAdmin(t.db, {
      email: 'Admin@Example.org',
      password: 'olive press at dawn 12',
    });
    expect(result.outcome).toBe('created');
    const admin = await userRow(result.id);
    expect(admin).toMatchObject({ email: 'admin@example.org', isAdmin: true, username: 'admin' });
    expect(admin?.password).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin?.password ?? '', 'olive press at dawn 12')).toBe(true);
    // The operator named the address: it counts as verified.
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("refuses a password under the administrators' bar, naming the rule, and writes nothing", async () => {
    for (const password of ['qwe123', 'member-password', 'Blessed1']) {
      const attempt = ensureAdmin(t.db, { email: 'weak-admin@example.org', password });
      await expect(attempt).rejects.toThrow(WeakAdminPasswordError);
      await expect(
        ensureAdmin(t.db, { email: 'weak-admin@example.org', password }),
      ).rejects.toThrow(ADMIN_PASSWORD_RULE);
    }
    const rows = await t.db.select().from(users).where(eq(users.email, 'weak-admin@example.org'));
    expect(rows).toEqual([]);
  });

  it('does not promote a member who claimed the address through their profile', async () => {
    const squatter = await t.signIn();
    const moved = await t.call('PUT', '/api/profile', squatter.cookie, {
      email: 'pastor@example.org',
      currentPassword: 'correct horse',
    });
    expect(moved.statusCode).toBe(200);
    // The squatter reads that inbox and follows the link: the address is now their account's.
    const [link] = await t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'pastor@example.org'));
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1];
    expect((await t.call('POST', '/api/auth/confirm-email', undefined, { token })).statusCode).toBe(
      200,
    );

    // What ADMIN_EMAIL does at start-up, and admin:create without --promote-existing.
    for (const opts of [{}, { resetPassword: true }]) {
      const result = await ensureAdmin(
        t.db,
        { email: 'pastor@example.org', password: 'shepherds keep watch by night' },
        opts,
      );
      expect(result).toEqual({ id: squatter.user.id, outcome: 'member-not-promoted' });
    }
    const answer = await me(squatter.cookie);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { isAdmin: boolean }).isAdmin).toBe(false);
    const row = await userRow(squatter.user.id);
    expect(row?.isAdmin).toBe(false);
    // The squatter's password stands; the operator's was not written into their account.
    expect(await argon2.verify(row?.password ?? '', 'correct horse')).toBe(true);
  });

  it('promotes an existing member only when asked, and ends their sessions', async () => {
    const member = await t.signIn({ verified: false });
    await t.signIn(); // another member, whose session must survive
    // This member never verified the address: promoting it needs `force` as well.
    const result = await ensureAdmin(
      t.db,
      { email: member.user.email, password: 'cedar beams of Lebanon 40' },
      { promoteExisting: true, force: true },
    );
    expect(result).toEqual({ id: member.user.id, outcome: 'promoted' });
    expect((await userRow(member.user.id))?.isAdmin).toBe(true);
    expect((await userRow(member.user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect(await sessionCount(member.user.id)).toBe(0);
    expect(await t.db.$count(sessions)).toBeGreaterThan(0);
    // Without resetPassword the member's own password still works.
    const row = await userRow(member.user.id);
    expect(await argon2.verify(row?.password ?? '', 'correct horse')).toBe(true);
  });

  it("sets an administrator's password only when asked, and then ends their sessions", async () => {
    const admin = await t.signIn({ isAdmin: true });
    const untouched = await ensureAdmin(t.db, {
      email: admin.user.email,
      password: 'tent pegs and ropes 5',
    });
    expect(untouched.outcome).toBe('already-admin');
    expect((await me(admin.cookie)).statusCode).toBe(200);

    const reset = await ensureAdmin(
      t.db,
      { email: admin.user.email, password: 'Narrow-Gate-Matthew-7:13' },
      { resetPassword: true },
    );
    expect(reset.outcome).toBe('already-admin');
    expect((await me(admin.cookie)).statusCode).toBe(401);
    const row = await userRow(admin.user.id);
    expect(await argon2.verify(row?.password ?? '', 'Narrow-Gate-Matthew-7:13')).toBe(true);
  });

  it('a password set by the operator also removes two-step verification (the lost-phone way back)', async () => {
    const admin = await t.signIn({ isAdmin: true });
    await t.db
      .insert(totpFactors)
      .values({ userId: admin.user.id, secret: 'v1.x.y.z', enabledAt: new Date() });
    await t.db.insert(recoveryCodes).values({ userId: admin.user.id, codeHash: 'ab' });
    await ensureAdmin(t.db, { email: admin.user.email, password: 'olive press at dawn 12' });
    expect(await t.db.$count(totpFactors, eq(totpFactors.userId, admin.user.id))).toBe(1);
    await ensureAdmin(
      t.db,
      { email: admin.user.email, password: 'shepherds keep watch by night' },
      { resetPassword: true },
    );
    expect(await t.db.$count(totpFactors, eq(totpFactors.userId, admin.user.id))).toBe(0);
    expect(await t.db.$count(recoveryCodes, eq(recoveryCodes.userId, admin.user.id))).toBe(0);
  });

  it('tells the operator what happened, and how to promote on purpose', () => {
    const hint = { passwordSet: false, promoteHint: 'run this again with --promote-existing' };
    expect(describeAdminOutcome('a@example.org', 'member-not-promoted', hint)).toBe(
      'a@example.org belongs to an existing member account (its address was verified), which was ' +
        'NOT made an administrator. If you are sure that account is yours, run this again with ' +
        '--promote-existing.',
    );
    const unverified = describeAdminOutcome(
      'a@example.org',
      'unverified-member-not-promoted',
      hint,
    );
    expect(unverified).toContain('NEVER verified');
    expect(unverified).toContain('--force');
    expect(describeAdminOutcome('a@example.org', 'created', hint)).toBe(
      'Administrator a@example.org created.',
    );
  });

  describe('a squatter on the address', { tags: ['asvs-v8'] }, () => {
    /** Someone registered the future administrator's address (never verified) and left ways in. */
    async function squatterWithWaysIn() {
      const squatter = await t.signIn({ verified: false });
      const id = squatter.user.id;
      await t.db.insert(passkeys).values({
        userId: id,
        credentialId: `squatter-${id}`,
        publicKey: 'pk',
        userHandle: 'handle',
        deviceType: 'multiDevice',
        name: 'Squatter',
      });
      await t.db.insert(pendingSignIns).values({
        id: `pending-${id}`,
        userId: id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await t.db.insert(emailTokens).values({
        userId: id,
        purpose: 'verify',
        email: squatter.user.email,
        token: `token-${id}`,
        expiresAt: new Date(Date.now() + 60_000),
      });
      await t.db.insert(passwordResetTokens).values({
        email: squatter.user.email,
        token: `reset-${id}`,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return squatter;
    }
    const waysIn = async (id: number, email: string) => [
      await t.db.$count(passkeys, eq(passkeys.userId, id)),
      await t.db.$count(pendingSignIns, eq(pendingSignIns.userId, id)),
      await t.db.$count(emailTokens, eq(emailTokens.userId, id)),
      await t.db.$count(passwordResetTokens, eq(passwordResetTokens.email, email)),
    ];

    it('an account never verified is not promoted even when asked, unless forced', async () => {
      const squatter = await squatterWithWaysIn();
      const asked = await ensureAdmin(
        t.db,
        { email: squatter.user.email, password: 'shepherds keep watch by night' },
        { resetPassword: true, promoteExisting: true },
      );
      expect(asked).toEqual({ id: squatter.user.id, outcome: 'unverified-member-not-promoted' });
      expect((await userRow(squatter.user.id))?.isAdmin).toBe(false);
      expect(await waysIn(squatter.user.id, squatter.user.email)).toEqual([1, 1, 1, 1]);
    });

    it("promoting (forced) removes the account's passkeys, pending sign-ins and e-mail links", async () => {
      const squatter = await squatterWithWaysIn();
      const forced = await ensureAdmin(
        t.db,
        { email: squatter.user.email, password: 'shepherds keep watch by night' },
        { resetPassword: true, promoteExisting: true, force: true },
      );
      expect(forced.outcome).toBe('promoted');
      expect(await waysIn(squatter.user.id, squatter.user.email)).toEqual([0, 0, 0, 0]);
    });

    it("setting an administrator's password removes them too", async () => {
      const admin = await squatterWithWaysIn();
      await t.db
        .update(users)
        .set(staffColumns(['admin']))
        .where(eq(users.id, admin.user.id));
      await ensureAdmin(
        t.db,
        { email: admin.user.email, password: 'shepherds keep watch by night' },
        { resetPassword: true },
      );
      expect(await waysIn(admin.user.id, admin.user.email)).toEqual([0, 0, 0, 0]);
    });
  });
});
