/**
 * Upcoming published events are found by the site search from the moment they are written, and
 * not once they have ended or as drafts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../../contract/events';
import { siteSearchAnswerSchema } from '../../../contract/search';
import { createTestApp, type TestApp } from '../../test/app';

let now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  editor = (await t.signIn({ roles: ['editor'] })).cookie;
});
afterAll(() => t.close());

const body = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: 'The Quorblesian conference',
  slug,
  description: 'Three days on the letters of Paul.',
  language: 'en',
  startsLocal: '2026-12-10T19:00',
  endsLocal: '2026-12-10T20:30',
  timeZone: 'America/New_York',
  placeName: 'Grace Hall',
  status: 'published',
  ...extra,
});

async function found(q: string, lang = 'en') {
  const res = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}&lang=${lang}&kind=event`);
  expect(res.statusCode).toBe(200);
  const group = siteSearchAnswerSchema.parse(res.json()).groups.find((g) => g.kind === 'event');
  return group?.items ?? [];
}

describe('events in the site search', () => {
  it('finds a published event at once, by title, description and place, at its page', async () => {
    const res = await t.call('POST', '/api/admin/events', editor, body('quorblesian'));
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await found('Quorblesian');
    expect(item?.title).toBe('The Quorblesian conference');
    expect(item?.url).toBe('/events/quorblesian');
    expect((await found('Grace Hall')).map((i) => i.title)).toContain('The Quorblesian conference');
    // In Spanish the page's address has the language.
    expect((await found('Quorblesian', 'es'))[0]?.url).toBe('/es/events/quorblesian');
  });

  it('follows an edit, and never finds a draft or a deleted event', async () => {
    const draft = await t.call('POST', '/api/admin/events', editor, {
      ...body('zantheric-draft'),
      title: 'Zantheric retreat',
      status: 'draft',
    });
    expect(draft.statusCode).toBe(201);
    expect(await found('Zantheric')).toEqual([]);
    const event = draft.json<AdminEvent>();
    const published = await t.call('PUT', `/api/admin/events/${event.id}`, editor, {
      ...body('zantheric-draft'),
      title: 'Zantheric retreat',
    });
    expect(published.statusCode).toBe(200);
    expect((await found('Zantheric')).map((i) => i.title)).toEqual(['Zantheric retreat']);
    await t.call('PUT', `/api/admin/events/${event.id}`, editor, {
      ...body('zantheric-draft'),
      title: 'Zantheric retreat',
      status: 'draft',
    });
    expect(await found('Zantheric')).toEqual([]);
    await t.call('DELETE', `/api/admin/events/${event.id}`, editor);
    expect(await found('Zantheric')).toEqual([]);
  });

  it('lets an ended event go at the next run, and keeps a series with meetings to come', async () => {
    const single = await t.call('POST', '/api/admin/events', editor, {
      ...body('vexmoor-evening'),
      title: 'Vexmoor evening',
    });
    const series = await t.call('POST', '/api/admin/events', editor, {
      ...body('vexmoor-study'),
      title: 'Vexmoor weekly study',
      rrule: 'FREQ=WEEKLY;BYDAY=TH',
    });
    expect([single.statusCode, series.statusCode]).toEqual([201, 201]);
    expect((await found('Vexmoor')).map((i) => i.title).sort()).toEqual([
      'Vexmoor evening',
      'Vexmoor weekly study',
    ]);
    now = new Date('2026-12-12T00:00:00Z');
    await t.app.eventReminders.tick();
    expect((await found('Vexmoor')).map((i) => i.title)).toEqual(['Vexmoor weekly study']);
  });
});
