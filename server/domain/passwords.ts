import argon2 from 'argon2';

/**
 * argon2id at the first of OWASP's equivalent settings (19 MiB, 2 passes, 1 lane). The library's
 * default (64 MiB, 3 passes, 4 lanes) is no stronger against guessing per unit of the attacker's
 * memory, and costs a small server 64 MiB and four threads for every sign-in at once. Hashes made
 * with other settings keep verifying: each hash carries its own.
 */
const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The one way a password is kept: an argon2id hash, never the password itself. */
export const hashPassword = (password: string) => argon2.hash(password, PASSWORD_HASH_OPTIONS);
