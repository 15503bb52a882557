import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema, NOT_A_CSV } from '../../../contract/imports';
import { mailOutbox, newsletterSubscriptions, subscriberImports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';

let t: TestApp;
let admin: { cookie: string };
const URL_ = '/api/admin/import/subscribers';

function upload(cookie: string, csv: string | Buffer, fields: Record<string, string> = {}) {
  const form = multipart(fields, [
    { field: 'file', name: 'members.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: URL_,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

const subscriptions = async () =>
  (await t.db.select({ n: count() }).from(newsletterSubscriptions))[0]?.n ?? 0;
const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

const MAILCHIMP_HEADER =
  'Email Address,First Name,Last Name,Address,Phone Number,Language,MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,CONFIRM_IP,LATITUDE,LONGITUDE,GMTOFF,DSTOFF,TIMEZONE,CC,REGION,LAST_CHANGED,LEID,EUID,NOTES,TAGS,UNSUB_TIME,UNSUB_CAMPAIGN_TITLE,UNSUB_CAMPAIGN_ID,UNSUB_REASON,UNSUB_REASON_OTHER,CLEAN_TIME,CLEAN_CAMPAIGN_TITLE,CLEAN_CAMPAIGN_ID';

/**
 * A Mailchimp audience of 10,000 rows as its export gives them (subscribed, unsubscribed and
 * cleaned together), with a few broken addresses, a few repeated ones and two already here.
 */
function mailchimpAudience(): string {
  const lines = [MAILCHIMP_HEADER];
  for (let i = 0; i < 10_000; i += 1) {
    let email = `reader${i}@example.org`;
    if (i % 500 === 4) email = `not-an-address-${i}`;
    if (i % 1000 === 5) email = 'READER0@example.org';
    if (i === 6) email = 'existing-confirmed@example.org';
    if (i === 7) email = 'existing-pending@example.org';
    const language = ['es', 'pt', ''][i % 3] ?? '';
    const optin = `2021-03-${String((i % 28) + 1).padStart(2, '0')} 12:00:00`;
    const confirm = i % 100 === 3 ? '' : optin;
    const unsub = i % 50 === 1 ? '2024-01-01 10:00:00' : '';
    const clean = i % 100 === 2 ? '2024-02-01 10:00:00' : '';
    lines.push(
      [
        email,
        `Reader`,
        `"Number ${i}, Jr."`,
        '"1 Main St, Springfield"',
        '',
        language,
        '2',
        optin,
        '203.0.113.1',
        confirm,
        '203.0.113.1',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        optin,
        String(100000 + i),
        `e${i}`,
        '',
        '"Newsletter"',
        unsub,
        unsub ? 'Weekly' : '',
        '',
        unsub ? 'NORMAL' : '',
        '',
        clean,
        '',
        '',
      ].join(','),
    );
  }
  return lines.join('\r\n');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ isAdmin: true });
  await t.db.insert(newsletterSubscriptions).values([
    { email: 'existing-confirmed@example.org', confirmedAt: new Date('2022-01-01') },
    { email: 'existing-pending@example.org', confirmToken: 'x'.repeat(64) },
  ]);
});
afterAll(() => t.close());

describe('importing newsletter readers', () => {
  it('is for the owner and administrators only', async () => {
    const csv = 'email\nsomeone@example.org\n';
    const anonymous = await t.app.inject({ method: 'POST', url: URL_, ...multipart({}) });
    expect(anonymous.statusCode).toBe(401);
    for (const roles of [[], ['editor'], ['pastor']] as const) {
      const staff = await t.signIn({ roles: [...roles] });
      expect((await upload(staff.cookie, csv, { dryRun: 'true' })).statusCode).toBe(403);
    }
  });

  it('refuses a file that is not a CSV of subscribers, changing nothing', async () => {
    const before = await subscriptions();
    for (const file of [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      'name,city\nRuth,Moab\n',
      '"unclosed,quote\nx@example.org',
    ]) {
      const answer = await upload(admin.cookie, file);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        message: NOT_A_CSV,
        fieldErrors: { file: [NOT_A_CSV] },
      });
    }
    const missingColumn = await upload(admin.cookie, 'email\nx@example.org\n', {
      emailColumn: 'Correo',
    });
    expect(missingColumn.statusCode).toBe(400);
    expect(missingColumn.json().fieldErrors.emailColumn).toEqual([
      'The file has no column “Correo”',
    ]);
    const badLanguage = await upload(admin.cookie, 'email\nx@example.org\n', { language: 'de' });
    expect(badLanguage.json().fieldErrors.language).toEqual(['Choose a language']);
    expect(await subscriptions()).toBe(before);
  });

  it('brings 10,000 Mailchimp readers in under 30 seconds with the right counts', async () => {
    const csv = mailchimpAudience();
    const before = { subscriptions: await subscriptions(), mails: await mails() };
    const expected = { created: 9568 + 100, updated: 1, skipped: 300 + 20 + 10 + 1 };

    const dry = await upload(admin.cookie, csv, { dryRun: 'true' });
    expect(dry.statusCode).toBe(200);
    const planned = importReportSchema.parse(dry.json());
    expect(planned).toMatchObject(expected);
    expect(await subscriptions()).toBe(before.subscriptions);
    expect(await mails()).toBe(before.mails);

    const started = Date.now();
    const real = await upload(admin.cookie, csv);
    const took = Date.now() - started;
    console.info(`10,000 Mailchimp rows imported in ${took} ms`);
    expect(took).toBeLessThan(30_000);
    expect(real.statusCode).toBe(200);
    const report = importReportSchema.parse(real.json());
    expect(report).toMatchObject(expected);
    expect(report.warnings).toHaveLength(20);
    expect(report.warnings[0]).toEqual({
      item: 'Line 6',
      message: '“not-an-address-4” is not an e-mail address: skipped',
    });

    // Confirmed there: active here, with their source; the unconfirmed got our e-mail.
    expect(await subscriptions()).toBe(before.subscriptions + 9668);
    expect(await mails()).toBe(before.mails + 100);
    const [pending] = await t.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(isNull(newsletterSubscriptions.confirmedAt));
    expect(pending?.n).toBe(100);
    const [reader12] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .innerJoin(
        subscriberImports,
        eq(subscriberImports.subscriptionId, newsletterSubscriptions.id),
      )
      .where(eq(newsletterSubscriptions.email, 'reader12@example.org'));
    expect(reader12?.newsletter_subscriptions).toMatchObject({ language: 'es' });
    expect(reader12?.newsletter_subscriptions.confirmedAt).not.toBeNull();
    expect(reader12?.newsletter_subscriptions.subscribedAt.toISOString()).toBe(
      '2021-03-13T12:00:00.000Z',
    );
    expect(reader12?.subscriber_imports).toMatchObject({
      source: 'mailchimp',
      name: 'Reader Number 12, Jr.',
    });
    const language = async (email: string) =>
      (
        await t.db
          .select({ language: newsletterSubscriptions.language })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
      )[0]?.language;
    expect(await language('reader13@example.org')).toBe('pt');
    expect(await language('reader14@example.org')).toBe('en');
    // Unsubscribed and cleaned stay out; the one waiting here is confirmed by the import.
    expect(await language('reader1@example.org')).toBeUndefined();
    expect(await language('reader2@example.org')).toBeUndefined();
    const [confirmedNow] = await t.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.email, 'existing-pending@example.org'),
          isNotNull(newsletterSubscriptions.confirmedAt),
        ),
      );
    expect(confirmedNow?.n).toBe(1);
    // The confirmation e-mail of one who had not confirmed, in their language.
    const [invitation] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'reader3@example.org'));
    expect(invitation?.text).toContain('/newsletter/confirm');

    // The same file again: nothing new.
    const again = importReportSchema.parse((await upload(admin.cookie, csv)).json());
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 10_000 });
    expect(await subscriptions()).toBe(before.subscriptions + 9668);
  }, 120_000);

  it('reads Substack’s list and any CSV with its columns named in the form', async () => {
    const substack = [
      'email,active_subscription,expiry,plan,email_disabled,subscription_created_at',
      'paid@example.net,true,2027-01-01,paid,false,2022-05-01T10:00:00.000Z',
      'free@example.net,false,,free,false,2022-06-01T10:00:00.000Z',
      'bounced@example.net,false,,free,true,2022-07-01T10:00:00.000Z',
    ].join('\n');
    const report = importReportSchema.parse((await upload(admin.cookie, substack)).json());
    expect(report).toEqual({ created: 2, updated: 0, skipped: 1, warnings: [] });
    const [row] = await t.db
      .select()
      .from(subscriberImports)
      .innerJoin(
        newsletterSubscriptions,
        eq(subscriberImports.subscriptionId, newsletterSubscriptions.id),
      )
      .where(eq(newsletterSubscriptions.email, 'free@example.net'));
    expect(row?.subscriber_imports.source).toBe('substack');

    const mails0 = await mails();
    const own = [
      'Correo;Nombre;Estado',
      'ana@example.com;Ana;activo',
      'luis@example.com;Luis;baja',
    ].join('\n');
    const mapped = await upload(admin.cookie, own, {
      emailColumn: 'Correo',
      nameColumn: 'Nombre',
      language: 'es',
    });
    expect(importReportSchema.parse(mapped.json())).toEqual({
      created: 2,
      updated: 0,
      skipped: 0,
      warnings: [],
    });
    // A file from anywhere says nothing of consent: both are asked, in Spanish.
    expect(await mails()).toBe(mails0 + 2);
    const [ana] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ana@example.com'));
    expect(ana).toMatchObject({ language: 'es', confirmedAt: null });
  });
});
