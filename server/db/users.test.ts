/**
 * Usernames derived at sign-up: simultaneous transactions deriving one name each end with a
 * name of their own (on PostgreSQL they run side by side; PGlite runs them one after another).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import type { DatabaseHandle } from './connect';
import { users } from './schema';
import { uniqueUsername } from './users';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('uniqueUsername', () => {
  it('gives simultaneous transactions deriving one name distinct names', async () => {
    const base = `lydia${Date.now()}`;
    const now = new Date();
    const names = await Promise.all(
      ['a', 'b', 'c', 'd'].map((suffix) =>
        handle.db.transaction(async (tx) => {
          const username = await uniqueUsername(tx, base);
          // The others choose while this one has chosen and not yet written.
          await sleep(50);
          await tx.insert(users).values({
            email: `${base}@${suffix}.example.org`,
            username,
            password: 'not a hash: never signs in',
            firstName: 'Lydia',
            lastName: 'Thyatira',
            createdAt: now,
            updatedAt: now,
          });
          return username;
        }),
      ),
    );
    expect(names.sort()).toEqual([base, `${base}2`, `${base}3`, `${base}4`]);
  });

  it('counts a name taken in another case as taken', async () => {
    const now = new Date();
    await handle.db.insert(users).values({
      email: 'phoebe@cenchreae.example.org',
      username: 'Phoebe',
      password: 'not a hash: never signs in',
      firstName: 'Phoebe',
      lastName: 'Cenchreae',
      createdAt: now,
      updatedAt: now,
    });
    expect(await uniqueUsername(handle.db, 'phoebe')).toBe('phoebe2');
  });
});
