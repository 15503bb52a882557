import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../../contract/events';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { fixtureBuild, ORIGIN, title } from '../../test/built-pages';

/**
 * The gatherings' pages arrive with their events in the first HTML, in each language; an
 * event's page carries schema.org's Event and never the online link.
 */
let t: TestApp;
let event: AdminEvent;

beforeAll(async () => {
  t = await createTestApp({
    dist: fixtureBuild(),
    ssr: () => import('../../../client/src/entry-server'),
    config: testConfig({ PUBLIC_URL: ORIGIN }),
    clock: () => new Date('2026-11-28T10:00:00Z'),
  });
  const editor = await t.signIn({ roles: ['editor'] });
  const res = await t.call('POST', '/api/admin/events', editor.cookie, {
    title: 'Advent evening of prayer',
    slug: 'advent-evening',
    description: 'An evening of carols and prayer.',
    startsLocal: '2026-12-10T19:00',
    endsLocal: '2026-12-10T21:00',
    timeZone: 'America/Sao_Paulo',
    placeName: 'Grace Hall',
    onlineUrl: 'https://meet.example/secret-room',
    capacity: 40,
    status: 'published',
  });
  event = res.json<AdminEvent>();
});
afterAll(() => t.close());

describe('the events pages', () => {
  it('list the coming events in the first HTML, in each language', async () => {
    const res = await t.app.inject('/events');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Events | Kingdom Truth Ministry');
    expect(res.body).toContain('Advent evening of prayer');
    const es = await t.app.inject('/es/events');
    expect(es.statusCode).toBe(200);
    expect(title(es.body)).toBe('Eventos | Kingdom Truth Ministry');
    expect(es.body).toContain('Próximos');
  });

  it("show an event with its Event JSON-LD and the event's own zone, never the online link", async () => {
    const res = await t.app.inject(`/events/${event.slug}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Advent evening of prayer | Kingdom Truth Ministry');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Event',
      name: 'Advent evening of prayer',
      startDate: '2026-12-10T22:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [{ '@type': 'Place', name: 'Grace Hall' }, { '@type': 'VirtualLocation' }],
    });
    expect(res.body).toContain('America/Sao Paulo');
    expect(res.body).not.toContain('secret-room');
    expect((await t.app.inject('/events/no-such-event')).statusCode).toBe(404);
    expect((await t.app.inject(`/pt/events/${event.slug}`)).body).toContain('Inscrever-me');
  });
});
