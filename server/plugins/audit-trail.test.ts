/**
 * The audit trail's line for staff writes that do not record themselves: what an edit changed
 * (before → after), what a deletion removed, and that no updating or deleting staff route is left
 * without a way to say so.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '../../contract/people';
import type { SiteSettingsBody } from '../../contract/site';
import { staffRoutePermissions } from '../../contract/staff';
import type { StudyBody } from '../../contract/studies';
import type { TimelineEventBody } from '../../contract/timeline';
import { changeSummary, deletionSummary, NO_CHANGE } from '../domain/audit';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signIn({ roles: ['owner'] })).cookie;
});
afterAll(() => t.close());

/** The newest admin.write line's summary, as the audit screen reads it. */
async function lastWrite(): Promise<string> {
  const res = await t.call('GET', '/api/admin/audit?action=admin.write', owner);
  expect(res.statusCode, res.body).toBe(200);
  const [entry] = res.json<AuditList>().entries;
  return entry?.summary ?? '';
}

/** Like a request, the line is written once the answer has gone: give the hook its turn. */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const study = (title: string): StudyBody => ({
  title: { en: title, pt: 'A esperança de Israel' },
  description: { en: 'What the fathers waited for.', pt: 'O que os pais esperavam.' },
  content: { en: '# The Hope\n\nPaul spoke of the hope of Israel (Acts 28:20).' },
  category: 'Doctrine',
  duration: '20-30 minutes',
  featured: false,
  status: 'published',
});

const site = (accentColor: string): SiteSettingsBody => ({
  name: 'Living Word Fellowship',
  shortName: 'Living Word',
  tagline: { en: 'Rooted in the Word.', es: 'Arraigados en la Palabra.', pt: 'Enraizados.' },
  accentColor,
  channelUrl: 'https://www.youtube.com/@LivingWord',
  contactEmail: 'hello@livingword.example.org',
  copyright: { holder: 'Living Word Fellowship Inc.', year: 2026 },
  mailSenderName: 'Living Word',
});

const event = (title: string): TimelineEventBody => ({
  texts: {
    en: {
      year: 'c. 1000 BC',
      title,
      description: 'David brings the ark of the covenant up to Zion (2 Samuel 6).',
      significance: 'God dwells among his people.',
    },
  },
  category: 'kingdom',
  parallaxSpeed: 1.1,
});

describe('what the audit trail says of a staff edit', () => {
  it('gives every staff route that updates or deletes a reader, or its own entries', () => {
    const writes = Object.keys(staffRoutePermissions).filter((key) =>
      /^(PUT|PATCH|DELETE) /.test(key),
    );
    expect(writes.length).toBeGreaterThan(30);
    const uncovered = writes.filter((key) => {
      const how = t.app.auditCoverage.get(key);
      return how !== 'reader' && how !== 'route';
    });
    expect(
      uncovered,
      'give these routes `config: { auditRecord }` (server/plugins/audit-trail.ts) or record them in their own transaction with `auditedByRoute`',
    ).toEqual([]);
  });

  it('names the field a study edit changed, with its former and new value', async () => {
    const created = await t.call('POST', '/api/admin/studies', owner, study('Old'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const saved = await t.call('PUT', `/api/admin/studies/${id}`, owner, study('New'));
    expect(saved.statusCode, saved.body).toBe(200);
    await settled();
    expect(await lastWrite()).toBe('PUT /api/admin/studies/:id · title.en: "Old" → "New"');
  });

  it('says "no change" for a save that changes nothing', async () => {
    const created = await t.call('POST', '/api/admin/studies', owner, study('Same'));
    const { id } = created.json<{ id: number }>();
    const saved = await t.call('PUT', `/api/admin/studies/${id}`, owner, study('Same'));
    expect(saved.statusCode, saved.body).toBe(200);
    await settled();
    expect(await lastWrite()).toBe(`PUT /api/admin/studies/:id · ${NO_CHANGE}`);
  });

  it("shows the site's accent colour before and after", async () => {
    expect((await t.call('PUT', '/api/admin/site', owner, site('#7dd3fc'))).statusCode).toBe(200);
    const res = await t.call('PUT', '/api/admin/site', owner, site('#fca5a5'));
    expect(res.statusCode, res.body).toBe(200);
    await settled();
    expect(await lastWrite()).toBe('PUT /api/admin/site · accentColor: "#7dd3fc" → "#fca5a5"');
  });

  it('names the timeline event a deletion removed', async () => {
    const created = await t.call('POST', '/api/admin/timeline', owner, event('The Ark Comes Home'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await t.call('DELETE', `/api/admin/timeline/${id}`, owner)).statusCode).toBe(204);
    await settled();
    expect(await lastWrite()).toBe('DELETE /api/admin/timeline/:id · deleted "The Ark Comes Home"');
  });

  it('has the line as soon as the answer arrives: it was written with the change', async () => {
    const created = await t.call('POST', '/api/admin/studies', owner, study('Before'));
    const { id } = created.json<{ id: number }>();
    const saved = await t.call('PUT', `/api/admin/studies/${id}`, owner, study('After'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await lastWrite()).toBe('PUT /api/admin/studies/:id · title.en: "Before" → "After"');
  });

  it('keeps no change whose line cannot be written: the two are committed together', async () => {
    const created = await t.call('POST', '/api/admin/studies', owner, study('Kept'));
    const { id } = created.json<{ id: number }>();
    // The trail refuses new staff-write lines for a moment, as a full disk or a broken table would.
    await t.db.execute(
      sql`alter table audit_entries add constraint refuse_lines check (action <> 'admin.write') not valid`,
    );
    try {
      const saved = await t.call('PUT', `/api/admin/studies/${id}`, owner, study('Lost'));
      expect(saved.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_entries drop constraint refuse_lines`);
    }
    const read = await t.call('GET', `/api/admin/studies/${id}`, owner);
    expect(read.json<StudyBody>().title.en).toBe('Kept');
  });

  it('records nothing for a refused write, and falls back to what the body set without a reader', async () => {
    const before = await lastWrite();
    const missing = await t.call('PUT', '/api/admin/studies/999999', owner, study('Nowhere'));
    expect(missing.statusCode).toBe(404);
    await settled();
    expect(await lastWrite()).toBe(before);
    const fund = await t.call('POST', '/api/admin/funds', owner, { name: 'Missions' });
    expect(fund.statusCode, fund.body).toBe(201);
    await settled();
    expect(await lastWrite()).toBe('POST /api/admin/funds · name="Missions"');
  });
});

describe('changeSummary and deletionSummary', () => {
  it('hides a secret-like field’s values, saying only that it changed', () => {
    expect(changeSummary({ smtpPassword: 'hunter2' }, { smtpPassword: 'swordfish' })).toBe(
      'smtpPassword: (hidden)',
    );
    expect(changeSummary({ apiToken: 'a' }, { apiToken: 'a' })).toBe(NO_CHANGE);
  });

  it('shows lists by length, cuts long text, and counts blank and absent as one', () => {
    const long = 'a'.repeat(60);
    expect(
      changeSummary(
        { topics: ['a'], note: null, body: 'short', updatedAt: '2026-01-01' },
        { topics: ['a', 'b'], note: '', body: long, updatedAt: '2026-02-02' },
      ),
    ).toBe(`topics: [1] → [2], body: "short" → "${'a'.repeat(40)}…"`);
    expect(changeSummary(null, { title: { en: 'New' } })).toBe('title.en: (none) → "New"');
  });

  it('names a deleted record by its title (English first) and slug', () => {
    expect(deletionSummary({ title: { es: 'Gracia', en: 'Grace' }, slug: 'grace' })).toBe(
      'deleted "Grace" (grace)',
    );
    expect(deletionSummary({ texts: { en: { title: 'Creation' } } })).toBe('deleted "Creation"');
    expect(deletionSummary({ email: 'a@example.org' })).toBe('deleted "a@example.org"');
    expect(deletionSummary(null)).toBe('deleted');
  });
});
