import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { checkCredentials, hashPassword, verifyPassword } from './passwords';

describe('a password checked at sign-in', () => {
  it('matches its hash, and nothing else does', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await checkCredentials(hash, 'correct horse battery staple')).toBe(true);
    expect(await checkCredentials(hash, 'correct horse battery stapler')).toBe(false);
    expect(await checkCredentials(undefined, 'correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery staple')).toBe(false);
  });

  it('kept with the earlier settings (64 MiB, 3 passes, 4 lanes) still signs its owner in', async () => {
    const earlier = await argon2.hash('an older password', { type: argon2.argon2id });
    expect(earlier).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await checkCredentials(earlier, 'an older password')).toBe(true);
    expect(await checkCredentials(earlier, 'a newer password')).toBe(false);
  });
});
