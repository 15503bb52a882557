import { request } from 'playwright-core';
import { expect } from 'vitest';
import { adminState } from './sign-in';
import { baseUrl, ourOrigin } from './env';

export interface PublishedEvent {
  id: number;
  slug: string;
  remove(): Promise<void>;
}

/** An event published by the suite's administrator through the staff's API, and its removal. */
export async function publishEvent(input: Record<string, unknown>): Promise<PublishedEvent> {
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    const start = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await api.post('/api/admin/events', {
      data: {
        slug: `event-${Date.now().toString(36)}`,
        startsLocal: `${start}T19:00`,
        endsLocal: `${start}T20:30`,
        timeZone: 'America/New_York',
        status: 'published',
        ...input,
      },
    });
    const text = await created.text();
    expect(created.status(), text).toBe(201);
    const { id, slug } = JSON.parse(text) as { id: number; slug: string };
    return {
      id,
      slug,
      async remove() {
        const api2 = await request.newContext({
          baseURL: baseUrl(),
          storageState: await adminState(),
          extraHTTPHeaders: ourOrigin(),
        });
        try {
          await api2.delete(`/api/admin/events/${id}`);
        } finally {
          await api2.dispose();
        }
      },
    };
  } finally {
    await api.dispose();
  }
}
