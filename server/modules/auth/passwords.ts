import argon2 from 'argon2';
import { hashPassword } from '../../domain/passwords';

export { hashPassword };

/** A hash of a password nobody knows, so a login for a missing account costs one verify too. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(`no-such-account-${Math.random()}`));

/** True when `password` matches `hash`; a malformed hash is simply a mismatch. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a login. When there is no account it still runs one argon2 verification, so the answer
 * takes about as long whether or not the e-mail is known.
 */
export async function checkCredentials(
  hash: string | undefined,
  password: string,
): Promise<boolean> {
  if (hash === undefined) {
    await verifyPassword(await getDummyHash(), password);
    return false;
  }
  return verifyPassword(hash, password);
}
