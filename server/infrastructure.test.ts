import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

describe('closing the app', () => {
  it('stops the work that uses the infrastructure, then closes it, the database last', async () => {
    const lines: { msg: string; step?: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as { msg: string; step?: string });
        }
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'debug', stream } });
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    await t.close();

    expect(lines.filter((line) => line.msg === 'closed').map((line) => line.step)).toEqual([
      'backups',
      'analytics',
      'plan reminders',
      'prayer reminders',
      'audit retention',
      'trash purge',
      'event reminders',
      'data exports',
      'admin notices',
      'mail outbox',
      'newsletter delivery',
      'following content writes',
      'rate-limit store',
      'mail transport',
      'storage',
      'database',
    ]);
    expect(lines.some((line) => line.msg === 'could not close')).toBe(false);
    await expect(t.database.ping()).rejects.toThrow();
    // Closing again (a caller that closes its database itself too) changes nothing.
    await t.database.close();
  });
});
