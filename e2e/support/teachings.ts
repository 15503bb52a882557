/**
 * A teaching published the way an editor publishes one (its audio uploaded, a series started),
 * for the tests that need one to exist; `remove` takes it and its series away again, so other
 * files see the site as a fresh start has it.
 */
import { request } from 'playwright-core';
import { expect } from 'vitest';
import { makeAudio } from '../../server/test/audio-files';
import { baseUrl, ourOrigin } from './env';
import { adminState } from './sign-in';

export interface PublishedTeaching {
  slug: string;
  seriesSlug: string;
  remove: () => Promise<void>;
}

export async function publishTeaching(input: {
  title: string;
  description: string;
  series: { title: string; description: string };
  passages: string[];
  transcript?: string;
}): Promise<PublishedTeaching> {
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  const sent = async (response: Awaited<ReturnType<typeof api.post>>, status: number) => {
    const text = await response.text();
    expect(response.status(), text).toBe(status);
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };
  try {
    const audio = await sent(
      await api.post('/api/admin/media/audio', {
        multipart: {
          file: { name: 'sermon.mp3', mimeType: 'audio/mpeg', buffer: makeAudio('mp3', 60) },
        },
      }),
      201,
    );
    const series = await sent(
      await api.post('/api/admin/series', { data: { ...input.series, language: 'en' } }),
      201,
    );
    const teaching = await sent(
      await api.post('/api/admin/teachings', {
        data: {
          title: input.title,
          description: input.description,
          language: 'en',
          seriesId: series.id,
          passages: input.passages,
          audioKey: audio.key,
          ...(input.transcript ? { transcript: input.transcript } : {}),
          episode: 1,
          status: 'published',
        },
      }),
      201,
    );
    return {
      slug: String(teaching.slug),
      seriesSlug: String(series.slug),
      remove: async () => {
        const cleanup = await request.newContext({
          baseURL: baseUrl(),
          storageState: await adminState(),
          extraHTTPHeaders: ourOrigin(),
        });
        try {
          await sent(await cleanup.delete(`/api/admin/teachings/${String(teaching.id)}`), 204);
          await sent(await cleanup.delete(`/api/admin/series/${String(series.id)}`), 204);
        } finally {
          await cleanup.dispose();
        }
      },
    };
  } finally {
    await api.dispose();
  }
}
