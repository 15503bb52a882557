import { describe, expect, it } from 'vitest';
import {
  gtagScriptUrl,
  measurementIdFrom,
  pageViewCommand,
  startAnalytics,
  type AnalyticsDocument,
  type AnalyticsWindow,
} from './analytics';

function fakeDocument(content: string | null) {
  const appended: { async: boolean; src: string }[] = [];
  const doc: AnalyticsDocument = {
    querySelector: () => (content === null ? null : { getAttribute: () => content }),
    createElement: () => ({ async: false, src: '' }),
    head: { appendChild: (node: never) => appended.push(node) },
  };
  return { doc, appended };
}

/** The dataLayer holds `arguments` objects; compare them as arrays. */
const commands = (win: AnalyticsWindow) =>
  (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('measurementIdFrom', () => {
  it('accepts a measurement id', () => {
    expect(measurementIdFrom('G-ABC123XYZ')).toBe('G-ABC123XYZ');
    expect(measurementIdFrom('  G-ABC123  ')).toBe('G-ABC123');
  });

  it('rejects a missing, blank or odd value', () => {
    expect(measurementIdFrom(null)).toBeNull();
    expect(measurementIdFrom(undefined)).toBeNull();
    expect(measurementIdFrom('')).toBeNull();
    expect(measurementIdFrom('G-1"><script>')).toBeNull();
  });
});

describe('gtag commands', () => {
  it('builds the script address and the page view', () => {
    expect(gtagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(pageViewCommand('/store')).toEqual(['event', 'page_view', { page_path: '/store' }]);
  });
});

describe('startAnalytics', () => {
  it('loads nothing and sends nothing without the meta', () => {
    const { doc, appended } = fakeDocument(null);
    const win: AnalyticsWindow = {};
    expect(startAnalytics(doc, win)).toBeNull();
    expect(appended).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
    expect(win.gtag).toBeUndefined();
  });

  it('loads gtag and reports page views when configured', () => {
    const { doc, appended } = fakeDocument('G-TEST1234');
    const win: AnalyticsWindow = {};
    const report = startAnalytics(doc, win);
    expect(report).toBeTypeOf('function');
    expect(appended).toEqual([
      { async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234' },
    ]);
    report?.('/videos');
    const sent = commands(win);
    expect(sent[0]?.[0]).toBe('js');
    expect(sent[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(sent[2]).toEqual(['event', 'page_view', { page_path: '/videos' }]);
  });
});
