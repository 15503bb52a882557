/**
 * Passkeys: a member adds them from the profile and signs in with one instead of a password.
 * The ceremonies are SimpleWebAuthn's; what is ours is where the challenges live (the database,
 * so any process can check an answer), that each is spent once, and who may use what.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import { fullName } from '../../../contract/auth';
import { SITE_NAME } from '../../../contract/pages';
import {
  PASSKEY_ALREADY_ADDED,
  PASSKEY_ANSWER_UNREADABLE,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_NAME_MAX,
  PASSKEY_NOT_ADDED,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
} from '../../../contract/passkeys';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/types';
import { passkeys, users, webauthnChallenges } from '../../db/schema';
import {
  hashToken,
  signInSession,
  type SessionUser,
  type SignInOrigin,
} from '../../domain/sessions';
import { badRequest, conflict } from '../../errors';
import { endOtherSessions, hasStrongFactor, tellSignInChange } from './sign-in-changes';

/** How long a browser has to answer a challenge (the browser's own dialog times out sooner). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** The browser's dialog gives up after this long. */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

export interface PasskeyServiceDeps {
  db: Database;
  clock: () => Date;
  webauthn: Config['webauthn'];
  /** The site's address, for the links of the notices sent at each change. */
  publicUrl: string;
  /** The ministry's saved name, which the browser shows when asking for a passkey. */
  siteName?: () => Promise<string>;
}

/**
 * What the site asks of every passkey answer, adding one or signing in: our challenge, origin and
 * RP ID, and the member verified on the device (a passkey then counts as two factors).
 */
const expectations = (webauthn: Config['webauthn'], challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: webauthn.origin,
  expectedRPID: webauthn.rpId,
  requireUserVerification: true,
});

type Purpose = 'register' | 'sign-in';
type PasskeyRow = typeof passkeys.$inferSelect;

/** The challenge a browser's answer signed, read from its client data; 400 when unreadable. */
function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // Not base64url JSON: the same answer as any other unreadable one.
  }
  throw badRequest(PASSKEY_ANSWER_UNREADABLE);
}

async function storeChallenge(
  db: Database,
  now: Date,
  row: { challenge: string; purpose: Purpose; userId?: number; userHandle?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    await tx.insert(webauthnChallenges).values({
      id: hashToken(row.challenge),
      purpose: row.purpose,
      userId: row.userId ?? null,
      userHandle: row.userHandle ?? null,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
  });
}

/**
 * Spends the challenge an answer signed: deleting the row is what spends it, so of two uses of
 * one challenge only one gets it back. Undefined when it is unknown, spent, expired, for another
 * ceremony or (adding a passkey) another member's.
 */
async function spendChallenge(
  db: Database,
  now: Date,
  challenge: string,
  purpose: Purpose,
  userId?: number,
) {
  const [spent] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.id, hashToken(challenge)))
    .returning();
  if (!spent || spent.expiresAt <= now || spent.purpose !== purpose) return undefined;
  if (userId !== undefined && spent.userId !== userId) return undefined;
  return spent;
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

const memberPasskeys = (db: DbOrTx, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

async function listPasskeys(db: DbOrTx, userId: number): Promise<Passkey[]> {
  return (await memberPasskeys(db, userId)).map(toPasskey);
}

/**
 * Options for adding a passkey: a discoverable credential (it can sign in without an address)
 * with user verification, none of the member's passkeys again, and the member's user handle
 * (the one their passkeys already carry, or a new random one).
 */
async function registrationOptions(
  deps: PasskeyServiceDeps,
  user: SessionUser,
): Promise<PasskeyCreationOptions> {
  const existing = await memberPasskeys(deps.db, user.id);
  const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: (await deps.siteName?.()) ?? SITE_NAME,
    rpID: deps.webauthn.rpId,
    userName: user.email,
    userDisplayName: fullName(user),
    userID: isoBase64URL.toBuffer(userHandle),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(deps.db, deps.clock(), {
    challenge: options.challenge,
    purpose: 'register',
    userId: user.id,
    userHandle,
  });
  return options;
}

/**
 * Checks the browser's answer to the member's challenge and keeps the new passkey. When it is the
 * account's first strong factor, the account's other sessions end (`sessionId` stays); the owner
 * is told by e-mail.
 */
async function addPasskey(
  deps: PasskeyServiceDeps,
  user: SessionUser,
  sessionId: string,
  credential: RegistrationResponseJSON,
  name: string,
): Promise<Passkey> {
  const now = deps.clock();
  const challenge = challengeOf(credential.response.clientDataJSON);
  const spent = await spendChallenge(deps.db, now, challenge, 'register', user.id);
  const userHandle = spent?.userHandle;
  if (!userHandle) throw badRequest(PASSKEY_CHALLENGE_EXPIRED);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: credential,
      ...expectations(deps.webauthn, challenge),
    });
  } catch {
    // SimpleWebAuthn throws on every mismatch (origin, RP ID, flags, malformed attestation).
    throw badRequest(PASSKEY_NOT_ADDED);
  }
  if (!verified.verified) throw badRequest(PASSKEY_NOT_ADDED);
  const info = verified.registrationInfo;
  return deps.db.transaction(async (tx) => {
    const first = !(await hasStrongFactor(tx, user.id));
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        userHandle,
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).slice(0, 10),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: name.slice(0, PASSKEY_NAME_MAX),
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw conflict(PASSKEY_ALREADY_ADDED);
    if (first) await endOtherSessions(tx, user.id, sessionId);
    await tellSignInChange(
      tx,
      user,
      [{ kind: 'passkeyAdded', name: row.name }],
      now,
      deps.publicUrl,
    );
    return toPasskey(row);
  });
}

async function renamePasskey(
  db: DbOrTx,
  userId: number,
  id: number,
  name: string,
): Promise<Passkey | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row && toPasskey(row);
}

/** Removes one of the member's passkeys and tells the account's address. */
async function removePasskey(
  deps: PasskeyServiceDeps,
  user: SessionUser,
  id: number,
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!removed) return false;
    const change = { kind: 'passkeyRemoved' as const, name: removed.name };
    await tellSignInChange(tx, user, [change], now, deps.publicUrl);
    return true;
  });
}

/** Options for signing in: any discoverable passkey of this site, with user verification. */
async function signInOptions(deps: PasskeyServiceDeps): Promise<PasskeyRequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: deps.webauthn.rpId,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await storeChallenge(deps.db, deps.clock(), { challenge: options.challenge, purpose: 'sign-in' });
  return options;
}

/**
 * The first half of a passkey sign-in: spends the challenge the answer signed (whatever happens
 * next, it cannot be used again) and finds the passkey and its owner. `challenge` is undefined
 * when it was not a live sign-in challenge; `found` when no passkey has that credential ID.
 */
async function beginSignIn(
  deps: PasskeyServiceDeps,
  credential: AuthenticationResponseJSON,
): Promise<{
  challenge: string | undefined;
  found: { passkey: PasskeyRow; user: SessionUser } | undefined;
}> {
  const signed = challengeOf(credential.response.clientDataJSON);
  const spent = await spendChallenge(deps.db, deps.clock(), signed, 'sign-in');
  const [found] = await deps.db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credential.id))
    .limit(1);
  return { challenge: spent ? signed : undefined, found };
}

/**
 * The second half: checks the signature, origin, RP ID, user verification and counter. When they
 * hold, the passkey's counter, backup state and last use are written and the session is opened,
 * in one transaction; a session opened so is marked multi-factor. Undefined when they do not.
 */
async function finishSignIn(
  deps: PasskeyServiceDeps,
  input: {
    credential: AuthenticationResponseJSON;
    challenge: string;
    passkey: PasskeyRow;
  } & SignInOrigin,
): Promise<{ token: string; expiresAt: Date; user: SessionUser } | undefined> {
  const { credential, challenge, passkey, ...origin } = input;
  // A passkey answers with the user handle it was made with; another one is not this passkey's.
  const handle = credential.response.userHandle;
  if (handle !== undefined && handle !== passkey.userHandle) return undefined;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential,
      ...expectations(deps.webauthn, challenge),
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    return undefined;
  }
  const info = verified.authenticationInfo;
  if (!verified.verified || !info.userVerified) return undefined;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(passkeys)
      .set({
        counter: info.newCounter,
        backedUp: info.credentialBackedUp,
        deviceType: info.credentialDeviceType,
        lastUsedAt: now,
      })
      .where(eq(passkeys.id, passkey.id));
    return signInSession(tx, {
      ...origin,
      userId: passkey.userId,
      now,
      multiFactor: true,
      passkeyId: passkey.id,
    });
  });
}

/** The member's passkeys, and signing in with one. */
export function createPasskeyService(deps: PasskeyServiceDeps) {
  const { db } = deps;
  return {
    list: (userId: number) => listPasskeys(db, userId),
    registrationOptions: (user: SessionUser) => registrationOptions(deps, user),
    add: (
      user: SessionUser,
      sessionId: string,
      credential: RegistrationResponseJSON,
      name: string,
    ) => addPasskey(deps, user, sessionId, credential, name),
    /** Undefined when the member has no such passkey. */
    rename: (userId: number, id: number, name: string) => renamePasskey(db, userId, id, name),
    /** False when the member has no such passkey. */
    remove: (user: SessionUser, id: number) => removePasskey(deps, user, id),
    signInOptions: () => signInOptions(deps),
    beginSignIn: (credential: AuthenticationResponseJSON) => beginSignIn(deps, credential),
    finishSignIn: (input: Parameters<typeof finishSignIn>[1]) => finishSignIn(deps, input),
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
