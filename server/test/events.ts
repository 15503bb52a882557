/**
 * What the events API tests share: a valid event to send, and the calls the tests make again and
 * again on a test app.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminEvent } from '../../contract/events';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from './app';

let slugs = 0;

/** An event every field of which is valid, at an address of its own. */
export const baseEvent = () => ({
  title: 'Evening study',
  slug: `evening-study-${++slugs}`,
  description: 'We read **Romans**.',
  startsLocal: '2026-12-10T19:00',
  endsLocal: '2026-12-10T20:30',
  timeZone: 'America/New_York',
  onlineUrl: 'https://meet.example/romans',
  capacity: 2,
  status: 'published',
});

/** The value a test expects to be there. */
export function present<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}

/** Creates an event as the staff member signed in with `cookie`: `baseEvent` with `body` over it. */
export async function createEvent(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<AdminEvent> {
  const res = await t.call('POST', '/api/admin/events', cookie, { ...baseEvent(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminEvent>();
}

/** Registers for event `id`, as the member of `cookie` or as a visitor. */
export const registerFor = (
  t: TestApp,
  id: number,
  cookie?: string,
  body: Record<string, unknown> = {},
) => t.call('POST', `/api/events/${id}/registrations`, cookie, body);

/** The mails queued for `email`. */
export const mailsTo = (t: TestApp, email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** A test app on `clock` with an editor and a member (Lydia) signed in. */
export async function openEventsApp(clock: () => Date) {
  const t = await createTestApp({ clock });
  const editor = await t.signIn({ roles: ['editor'] });
  const member = await t.signIn({ firstName: 'Lydia' });
  return { t, editor, member };
}
