/**
 * Two-step verification with an authenticator app (TOTP, RFC 6238): enrolment, recovery codes,
 * and the second step of signing in.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  ADMIN_KEEPS_TOTP,
  CODE_REQUIRED,
  PENDING_SIGN_IN_MINUTES,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SIGN_IN_EXPIRED,
  TOTP_ALREADY_ON,
  TOTP_NOT_ON,
  TOTP_NOT_STARTED,
  WRONG_CODE,
  WRONG_CURRENT_PASSWORD,
  WRONG_RECOVERY_CODE,
  type FactorChangeBody,
  type SecondFactorBody,
  type TotpDisableBody,
  type TotpSetup,
  type TotpStatus,
} from '../../../contract/auth';
import { SITE_NAME } from '../../../contract/pages';
import type { Database, DbOrTx } from '../../db/types';
import { pendingSignIns, recoveryCodes, totpFactors, users } from '../../db/schema';
import {
  hashToken,
  markSessionMultiFactor,
  newToken,
  signInSession,
  type SignInOrigin,
  type SessionUser,
} from '../../domain/sessions';
import { badRequest, conflict, forbidden, unauthorized } from '../../errors';
import { verifyPassword } from './passwords';
import { endOtherSessions, hasStrongFactor, tellSignInChange } from './sign-in-changes';

export const PENDING_SIGN_IN_MS = PENDING_SIGN_IN_MINUTES * 60 * 1000;
/** Codes of the step before and after the current one count too (clocks drift, people type). */
const TOLERANCE_S = 30;

export interface SecondFactorKeys {
  /** AES-256-GCM key of the stored authenticator secrets. */
  secret: Buffer;
  /** HMAC key of the stored recovery codes. */
  recovery: Buffer;
}

/**
 * Keys derived from the session secret (HKDF-SHA-256, one per purpose): nothing more to
 * configure, and a copy of the database without the secret can neither make codes nor test
 * recovery codes offline. Changing SESSION_SECRET therefore turns off every authenticator.
 */
export function secondFactorKeys(sessionSecret: string): SecondFactorKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, 'second-factor', info, 32));
  return { secret: derive('totp-secret'), recovery: derive('recovery-code') };
}

export interface SecondFactorDeps {
  db: Database;
  clock: () => Date;
  keys: SecondFactorKeys;
  /** The site's address, for the links of the notices sent at each change. */
  publicUrl: string;
  siteName: () => Promise<string>;
}

// ---- secrets at rest ----------------------------------------------------------------------

/** `v1.<iv>.<tag>.<ciphertext>` in base64url; the user id is bound as associated data. */
export function encryptSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, userId: number, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

// ---- recovery codes -----------------------------------------------------------------------

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `abcde-fghij`: 10 characters of an alphabet of 32 without look-alikes (l, o, 0, 1). */
export function newRecoveryCode(): string {
  // 256 is a multiple of 32: every character is equally likely.
  const chars = [...randomBytes(RECOVERY_CODE_LENGTH)].map((b) => RECOVERY_ALPHABET[b % 32]);
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${chars.slice(0, half).join('')}-${chars.slice(half).join('')}`;
}

/** Keyed hash of a recovery code as typed: dashes, spaces and case do not matter. */
export const hashRecoveryCode = (key: Buffer, code: string): string =>
  createHmac('sha256', key)
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');

async function replaceRecoveryCodes(
  tx: DbOrTx,
  keys: SecondFactorKeys,
  userId: number,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: hashRecoveryCode(keys.recovery, code),
      createdAt: now,
    })),
  );
  return codes;
}

/** Spends one unused recovery code of the member; false when there is no such code. */
async function spendRecoveryCode(
  tx: DbOrTx,
  keys: SecondFactorKeys,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(keys.recovery, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

// ---- codes --------------------------------------------------------------------------------

type Factor = typeof totpFactors.$inferSelect;

async function findFactor(db: DbOrTx, userId: number): Promise<Factor | undefined> {
  const [factor] = await db
    .select()
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .limit(1);
  return factor;
}

/** Is two-step verification on for this account? */
export async function totpEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  const factor = await findFactor(db, userId);
  return !!factor?.enabledAt;
}

/**
 * The time step of `code` when it is one of the factor's current codes and newer than the last
 * accepted one; null otherwise. Nothing is stored: see `claimStep`.
 */
async function matchingStep(
  keys: SecondFactorKeys,
  factor: Factor,
  code: string,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret: decryptSecret(keys.secret, factor.userId, factor.secret),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(factor.lastStep !== null ? { afterTimeStep: factor.lastStep } : {}),
  });
  // otplib's union of TOTP and HOTP results: only a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `step` as the last accepted one, only if it is newer than the stored one: of two
 * requests with the same code (a replay, or a double submit) only one gets the row back.
 */
async function claimStep(tx: DbOrTx, userId: number, step: number): Promise<boolean> {
  const claimed = await tx
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return claimed.length > 0;
}

const wrongCode = () => badRequest(WRONG_CODE, { code: [WRONG_CODE] });

/** Checks a code of an enabled factor and spends its time step (inside the caller's `tx`). */
async function spendCode(
  tx: DbOrTx,
  keys: SecondFactorKeys,
  factor: Factor,
  code: string,
  now: Date,
): Promise<void> {
  if (!(await spendFactor(tx, keys, factor, { code }, now))) throw wrongCode();
}

// ---- the owner's proof ----------------------------------------------------------------------

const wrongPassword = () =>
  badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });

/**
 * The account's owner, not merely its session, asks for a change of its factors: the current
 * password, and a code of the app (its time step then spent) when two-step verification is on.
 * A stolen session alone can neither add a way back in nor lock the owner out.
 */
async function proveOwner(
  deps: SecondFactorDeps,
  user: SessionUser,
  body: FactorChangeBody,
): Promise<void> {
  if (!(await verifyPassword(user.password, body.currentPassword))) throw wrongPassword();
  const factor = await findFactor(deps.db, user.id);
  if (!factor?.enabledAt) return;
  const code = body.code;
  if (code === undefined) throw badRequest(CODE_REQUIRED, { code: [CODE_REQUIRED] });
  const now = deps.clock();
  await deps.db.transaction((tx) => spendCode(tx, deps.keys, factor, code, now));
}

// ---- enrolment ----------------------------------------------------------------------------

async function totpStatus(db: Database, userId: number): Promise<TotpStatus> {
  const factor = await findFactor(db, userId);
  if (!factor?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
}

/**
 * A new secret for the member's app (replacing one whose setup was never finished). Nothing
 * changes for signing in until `confirmTotp` gets a right code of it.
 */
async function startTotp(
  deps: SecondFactorDeps,
  user: SessionUser,
  body: FactorChangeBody,
): Promise<TotpSetup> {
  const { db, clock, keys } = deps;
  // The password, as for every factor added; with the app already on nothing is started (409
  // below), so no code is asked for.
  if (!(await verifyPassword(user.password, body.currentPassword))) throw wrongPassword();
  const secret = generateSecret();
  const stored = encryptSecret(keys.secret, user.id, secret);
  const now = clock();
  const [row] = await db
    .insert(totpFactors)
    .values({ userId: user.id, secret: stored, createdAt: now })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret: stored, lastStep: null, createdAt: now },
      // An enabled factor is never replaced here: it is turned off first, with a code.
      setWhere: isNull(totpFactors.enabledAt),
    })
    .returning({ userId: totpFactors.userId });
  if (!row) throw conflict(TOTP_ALREADY_ON);
  const uri = generateURI({ issuer: await deps.siteName(), label: user.email, secret });
  // Loaded by the first set-up, not at start (docs/decisions/0085-rare-code-loaded-on-use.md).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * A change to the member's app factor, proved by a code of it: the code is spent, `apply` makes
 * the change and the member is told of it by e-mail, all in one transaction. Turning the app on
 * needs an enrolment not yet on; every other change needs it on.
 */
async function changeWithCode<T>(
  deps: SecondFactorDeps,
  user: SessionUser,
  code: string,
  change: 'totpOn' | 'recoveryCodes' | 'totpOff',
  apply: (tx: DbOrTx, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const factor = await findFactor(tx, user.id);
    if (change === 'totpOn') {
      if (!factor) throw conflict(TOTP_NOT_STARTED);
      if (factor.enabledAt) throw conflict(TOTP_ALREADY_ON);
    } else if (!factor?.enabledAt) throw conflict(TOTP_NOT_ON);
    await spendCode(tx, deps.keys, factor, code, now);
    const result = await apply(tx, now);
    await tellSignInChange(tx, user, [{ kind: change }], now, deps.publicUrl);
    return result;
  });
}

/**
 * A right code of the new secret turns two-step verification on, makes 10 recovery codes (only
 * their hashes kept; the answer is the one time they are shown) and counts the current session
 * as verified. When it is the account's first strong factor, its other sessions end. The owner is
 * told by e-mail.
 */
async function confirmTotp(
  deps: SecondFactorDeps,
  user: SessionUser,
  sessionId: string,
  code: string,
): Promise<string[]> {
  return changeWithCode(deps, user, code, 'totpOn', async (tx, now) => {
    const first = !(await hasStrongFactor(tx, user.id));
    await tx.update(totpFactors).set({ enabledAt: now }).where(eq(totpFactors.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, deps.keys, user.id, now);
    await markSessionMultiFactor(tx, sessionId);
    if (first) await endOtherSessions(tx, user.id, sessionId);
    return codes;
  });
}

/** New recovery codes (the old ones stop working), for a member with a code of the app. */
async function regenerateRecoveryCodes(
  deps: SecondFactorDeps,
  user: SessionUser,
  code: string,
): Promise<string[]> {
  return changeWithCode(deps, user, code, 'recoveryCodes', (tx, now) =>
    replaceRecoveryCodes(tx, deps.keys, user.id, now),
  );
}

/**
 * Turns two-step verification off with the password and a code. Refused to administrators:
 * their actions need it.
 */
async function disableTotp(
  deps: SecondFactorDeps,
  user: SessionUser,
  isAdmin: boolean,
  body: TotpDisableBody,
): Promise<void> {
  if (isAdmin) throw forbidden(ADMIN_KEEPS_TOTP);
  if (!(await verifyPassword(user.password, body.currentPassword))) throw wrongPassword();
  await changeWithCode(deps, user, body.code, 'totpOff', async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, user.id));
  });
}

// ---- signing in ---------------------------------------------------------------------------

/**
 * The password was right and the account has two-step verification: a pending sign-in for a few
 * minutes, whose token goes in a cookie of its own (only its SHA-256 is stored).
 */
export async function createPendingSignIn(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MS);
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
  await db
    .insert(pendingSignIns)
    .values({ id: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The account of a live pending sign-in, or undefined. */
async function findPendingSignIn(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ id: string; userId: number } | undefined> {
  const [found] = await db
    .select({ id: pendingSignIns.id, userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.id, hashToken(token)), gt(pendingSignIns.expiresAt, now)))
    .limit(1);
  return found;
}

/**
 * The second step: a code of the app (its time step then spent) or an unused recovery code
 * (then spent) completes the pending sign-in, which becomes a session in the same transaction.
 */
async function completeSignIn(
  deps: SecondFactorDeps,
  input: SignInOrigin & { pending: { id: string; userId: number }; body: SecondFactorBody },
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const { db, clock, keys } = deps;
  const now = clock();
  const { pending, body, ...origin } = input;
  return db.transaction(async (tx) => {
    const factor = await findFactor(tx, pending.userId);
    // Turned off since the password was given: that sign-in starts again.
    if (!factor?.enabledAt) throw unauthorized(SIGN_IN_EXPIRED);
    if (!(await spendFactor(tx, keys, factor, body, now))) {
      throw body.code !== undefined
        ? wrongCode()
        : badRequest(WRONG_RECOVERY_CODE, { recoveryCode: [WRONG_RECOVERY_CODE] });
    }
    // Deleting is what spends the pending sign-in: of two concurrent completions, one wins.
    const [spent] = await tx
      .delete(pendingSignIns)
      .where(and(eq(pendingSignIns.id, pending.id), gt(pendingSignIns.expiresAt, now)))
      .returning({ id: pendingSignIns.id });
    if (!spent) throw unauthorized(SIGN_IN_EXPIRED);
    const [user] = await tx.select().from(users).where(eq(users.id, pending.userId)).limit(1);
    if (!user) throw unauthorized(SIGN_IN_EXPIRED);
    return signInSession(tx, { ...origin, userId: user.id, now, multiFactor: true });
  });
}

/**
 * A code of the app (its time step then spent) or an unused recovery code (then spent) of an
 * enabled factor; false when neither is right, with nothing spent.
 */
async function spendFactor(
  tx: DbOrTx,
  keys: SecondFactorKeys,
  factor: Factor,
  body: { code?: string | undefined; recoveryCode?: string | undefined },
  now: Date,
): Promise<boolean> {
  if (body.code !== undefined) {
    const step = await matchingStep(keys, factor, body.code, now);
    return step !== null && (await claimStep(tx, factor.userId, step));
  }
  return spendRecoveryCode(tx, keys, factor.userId, body.recoveryCode ?? '', now);
}

/**
 * One step, for a member whose password was right while the account is held back from new
 * browsers: a session when the account has the app on and the factor given is right, else
 * undefined (the caller refuses it as it refuses every other attempt then).
 */
async function signInWithFactor(
  deps: SecondFactorDeps,
  input: SignInOrigin & {
    userId: number;
    body: { code?: string | undefined; recoveryCode?: string | undefined };
  },
): Promise<{ user: SessionUser; token: string; expiresAt: Date } | undefined> {
  const { userId, body, ...origin } = input;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const factor = await findFactor(tx, userId);
    if (!factor?.enabledAt || !(await spendFactor(tx, deps.keys, factor, body, now))) {
      return undefined;
    }
    return signInSession(tx, { ...origin, userId, now, multiFactor: true });
  });
}

export interface SecondFactorServiceDeps {
  db: Database;
  clock: () => Date;
  /** SESSION_SECRET: the keys that encrypt authenticator secrets and hash recovery codes. */
  sessionSecret: string;
  publicUrl: string;
  /** The ministry's saved name: the issuer authenticator apps list the account under. */
  siteName?: () => Promise<string>;
}

/** Two-step verification: the member's authenticator app and recovery codes, and sign-in's step. */
export function createSecondFactorService({
  db,
  clock,
  sessionSecret,
  publicUrl,
  siteName = async () => SITE_NAME,
}: SecondFactorServiceDeps) {
  const deps: SecondFactorDeps = {
    db,
    clock,
    keys: secondFactorKeys(sessionSecret),
    publicUrl,
    siteName,
  };
  return {
    status: (userId: number) => totpStatus(db, userId),
    start: (user: SessionUser, body: FactorChangeBody) => startTotp(deps, user, body),
    /** The password (and a code when the app is on), before a factor is added: 400 otherwise. */
    proveOwner: (user: SessionUser, body: FactorChangeBody) => proveOwner(deps, user, body),
    confirm: (user: SessionUser, sessionId: string, code: string) =>
      confirmTotp(deps, user, sessionId, code),
    regenerateRecoveryCodes: (user: SessionUser, code: string) =>
      regenerateRecoveryCodes(deps, user, code),
    disable: (user: SessionUser, isAdmin: boolean, body: TotpDisableBody) =>
      disableTotp(deps, user, isAdmin, body),
    /** The sign-in a pending-sign-in token stands for, while it has not expired. */
    findPendingSignIn: (token: string) => findPendingSignIn(db, token, clock()),
    completeSignIn: (input: Parameters<typeof completeSignIn>[1]) => completeSignIn(deps, input),
    signInWithFactor: (input: Parameters<typeof signInWithFactor>[1]) =>
      signInWithFactor(deps, input),
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
