/**
 * A request leaves the wall after the ministry's number of days (30 unless set); a week before,
 * its requester is asked by e-mail, once, whether to keep it. The clock is the test's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrayerList, PrayerRequest } from '../../../contract/prayer';
import { mailOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const DAY = 86_400_000;
const start = new Date('2026-11-28T09:00:00Z');
let now = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('expiry', () => {
  it('asks the requester a week before, once, in their language; keeping starts a new period', async () => {
    const member = await t.signIn({ firstName: 'Ana' });
    await t.db.update(users).set({ preferredLanguage: 'pt' }).where(eq(users.id, member.user.id));
    const admin = await t.signIn({ isAdmin: true });
    const created = await t.call('POST', '/api/prayer', member.cookie, {
      title: 'Pela minha família',
      body: 'Orem pela minha família',
      visibility: 'public',
    });
    const request = created.json<PrayerRequest>();
    expect(request.expiresAt).toBe(at(30).toISOString());
    await t.call('POST', `/api/admin/prayer/${request.id}/approve`, admin.cookie);
    const mails = () => t.db.$count(mailOutbox, eq(mailOutbox.to, member.user.email));

    now = at(22);
    expect(await t.app.prayerReminders.tick()).toBe(0);
    now = at(23.1);
    // Two runs at once (two processes, or a timer and a tick): one e-mail.
    const runs = await Promise.all([t.app.prayerReminders.tick(), t.app.prayerReminders.tick()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.app.prayerReminders.tick()).toBe(0);
    expect(await mails()).toBe(1);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email));
    expect(mail?.subject).toBe('Manter seu pedido de oração no mural?');
    expect(mail?.text).toContain('Pela minha família');
    expect(mail?.text).toContain('/pt/dashboard');

    // Kept: thirty more days from now, and its own reminder a week before they end.
    const kept = await t.call('PATCH', `/api/prayer/${request.id}`, member.cookie, { keep: true });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<PrayerRequest>().expiresAt).toBe(at(53.1).toISOString());
    now = at(40);
    expect(await t.app.prayerReminders.tick()).toBe(0);
    now = at(46.2);
    expect(await t.app.prayerReminders.tick()).toBe(1);
    expect(await mails()).toBe(2);
  });

  it('takes an expired request off the wall; its requester still has it', async () => {
    now = start;
    const member = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    const request = (
      await t.call('POST', '/api/prayer', member.cookie, { body: 'Short', visibility: 'public' })
    ).json<PrayerRequest>();
    await t.call('POST', `/api/admin/prayer/${request.id}/approve`, admin.cookie);
    const onWall = async () =>
      (await t.call('GET', '/api/prayer'))
        .json<PrayerList>()
        .items.some((r) => r.id === request.id);
    now = at(29.9);
    expect(await onWall()).toBe(true);
    now = at(30);
    expect(await onWall()).toBe(false);
    expect((await t.call('GET', `/api/prayer/${request.id}`)).statusCode).toBe(404);
    // An answered or expired request gets no reminder.
    expect(await t.app.prayerReminders.tick()).toBe(0);
  });
});
