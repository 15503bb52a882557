import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberPlan } from '../../../contract/study-tools';
import { mailOutbox, memberPlans, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { reminderDue } from './reminders';

let t: TestApp;
let now = new Date('2026-06-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const outboxTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('the reminder hour', () => {
  it('is from the chosen minute to an hour after it', () => {
    expect(reminderDue('07:00', '07:00')).toBe(true);
    expect(reminderDue('07:59', '07:00')).toBe(true);
    expect(reminderDue('08:00', '07:00')).toBe(false);
    expect(reminderDue('06:59', '07:00')).toBe(false);
  });
});

describe('daily reminders', () => {
  it("goes out once a day at the member's hour in their zone and language", async () => {
    const member = await t.signIn({ firstName: 'Lydia' });
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, member.user.id));
    // 10:00 UTC is 06:00 in New York (summer time): the plan starts on 1 June there.
    const started = await t.call('POST', '/api/me/plans', member.cookie, {
      planId: 'psalms-proverbs-month',
      timeZone: 'America/New_York',
      reminderTime: '07:30',
    });
    expect(started.statusCode).toBe(201);
    const plan = started.json<MemberPlan>();

    expect(await t.app.planReminders.tick()).toBe(0); // 06:00 there: not yet
    now = new Date('2026-06-01T11:45:00Z'); // 07:45 there
    expect(await t.app.planReminders.tick()).toBe(1);
    expect(await t.app.planReminders.tick()).toBe(0); // once that day
    const [mail] = await outboxTo(member.user.email);
    expect(mail?.subject).toBe('Salmos y Proverbios en un mes: día 1');
    expect(mail?.text).toContain('Hola, Lydia:');
    expect(mail?.text).toContain('• Salmos 1–4');
    expect(mail?.text).toContain('• Proverbios 1');
    expect(mail?.text).toContain('/es/reading-plans/unsubscribe?token=');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    now = new Date('2026-06-02T11:35:00Z'); // the next day, 07:35 there: day 2
    expect(await t.app.planReminders.tick()).toBe(1);
    const mails = await outboxTo(member.user.email);
    expect(mails.map((m) => m.subject)).toContain('Salmos y Proverbios en un mes: día 2');

    // One click on the e-mail's link, as a mail client posts it (RFC 8058), from its own origin.
    const [row] = await t.db.select().from(memberPlans).where(eq(memberPlans.id, plan.id));
    const token = row?.unsubscribeToken ?? '';
    const res = await t.injectBare({
      method: 'POST',
      url: `/api/plans/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unsubscribed: true });
    now = new Date('2026-06-03T11:35:00Z');
    expect(await t.app.planReminders.tick()).toBe(0);
    const again = await t.call('POST', '/api/plans/reminders/unsubscribe', undefined, {
      token: 'not-a-token-of-anyone-at-all',
    });
    expect(again.json()).toMatchObject({ unsubscribed: false });
    expect(
      (await t.call('POST', '/api/plans/reminders/unsubscribe', undefined, {})).statusCode,
    ).toBe(400);
  });

  it('sends nothing for a stopped plan or one without a reminder', async () => {
    const member = await t.signIn();
    now = new Date('2026-06-10T06:00:00Z');
    const a = await t.call('POST', '/api/me/plans', member.cookie, {
      planId: 'bible-year',
      reminderTime: '06:00',
    });
    await t.call('PATCH', `/api/me/plans/${a.json<MemberPlan>().id}`, member.cookie, {
      stop: true,
    });
    await t.call('POST', '/api/me/plans', member.cookie, { planId: 'new-testament-90' });
    expect(await t.app.planReminders.tick()).toBe(0);
    expect(await outboxTo(member.user.email)).toEqual([]);
  });
});
