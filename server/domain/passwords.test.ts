import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './passwords';

describe('a kept password', () => {
  it('is an argon2id hash at 19 MiB, 2 passes and 1 lane, salted anew each time', async () => {
    const first = await hashPassword('correct horse battery staple');
    const second = await hashPassword('correct horse battery staple');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(first).not.toBe(second);
    expect(await argon2.verify(first, 'correct horse battery staple')).toBe(true);
    expect(await argon2.verify(first, 'correct horse battery stapler')).toBe(false);
  });
});
