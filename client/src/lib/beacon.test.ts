import { describe, expect, it } from 'vitest';
import { analyticsApi, hitBodySchema } from '@contract/analytics';
import { HIT_PATH, hitBody, sendHit } from './beacon';

describe('the page-view beacon', () => {
  it('posts to the analytics address a body the server accepts', () => {
    expect(HIT_PATH).toBe(analyticsApi.hit.pattern);
    const body = hitBody('/es/articles?utm_campaign=advent', 'es', 390.4);
    expect(hitBodySchema.parse(JSON.parse(body))).toEqual({
      path: '/es/articles?utm_campaign=advent',
      lang: 'es',
      width: 390,
    });
  });

  it('sends with sendBeacon, and nothing when the browser asks not to be tracked', () => {
    const sent: [string, string][] = [];
    const sendBeacon = (url: string, data: string) => sent.push([url, data]) > 0;
    expect(sendHit('/articles', { sendBeacon }, 'en', 1280)).toBe(true);
    expect(sendHit('/articles', { sendBeacon, doNotTrack: '1' }, 'en', 1280)).toBe(false);
    expect(sendHit('/articles', { sendBeacon, globalPrivacyControl: true }, 'en', 1280)).toBe(
      false,
    );
    expect(sendHit('/articles', {}, 'en', 1280)).toBe(false);
    expect(sent).toEqual([[HIT_PATH, '{"path":"/articles","lang":"en","width":1280}']]);
  });
});
