import argon2 from 'argon2';

/** The one way a password is kept: an argon2id hash, never the password itself. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });
