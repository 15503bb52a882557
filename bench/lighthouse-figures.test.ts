import { describe, expect, it } from 'vitest';
import {
  PAGE_COLUMNS,
  type LighthouseResult,
  type PageFigures,
  figuresOf,
  formatTable,
  median,
  medianFigures,
  misses,
  pageCells,
  verdict,
} from './lighthouse-figures';

const FAST: PageFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0.01,
  scriptBytes: 30 * 1024,
  failing: [],
};

const SLOW: PageFigures = {
  performance: 83,
  accessibility: 95,
  bestPractices: 96,
  fcpMs: 3100,
  lcpMs: 3140,
  tbtMs: 267.4,
  cls: 0.05,
  scriptBytes: 212 * 1024,
  failing: ['inspector-issues'],
};

describe('reading a Lighthouse result', () => {
  it('keeps scores as percentages, the metrics and the Script transfer sizes only', () => {
    const result: LighthouseResult = {
      categories: {
        performance: { score: 0.83 },
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
        'best-practices': {
          score: 0.96,
          auditRefs: [
            { id: 'inspector-issues', weight: 1 },
            { id: 'errors-in-console', weight: 1 },
            { id: 'valid-source-maps', weight: 0 },
          ],
        },
      },
      audits: {
        'color-contrast': { score: 1 },
        'inspector-issues': { score: 0 },
        'errors-in-console': { score: null },
        'valid-source-maps': { score: 0 },
        'first-contentful-paint': { numericValue: 3100.5 },
        'largest-contentful-paint': { numericValue: 3140 },
        'total-blocking-time': { numericValue: 267 },
        'cumulative-layout-shift': { numericValue: 0.004 },
        'network-requests': {
          details: {
            type: 'table',
            items: [
              { url: '/', resourceType: 'Document', transferSize: 9000 },
              { url: '/assets/a.js', resourceType: 'Script', transferSize: 1000 },
              { url: '/assets/b.js', resourceType: 'Script', transferSize: 2048 },
              { url: '/assets/c.css', resourceType: 'Stylesheet', transferSize: 4000 },
            ],
          },
        },
      },
    };
    expect(figuresOf(result)).toEqual({
      performance: 83,
      accessibility: 100,
      bestPractices: 96,
      fcpMs: 3100.5,
      lcpMs: 3140,
      tbtMs: 267,
      cls: 0.004,
      scriptBytes: 3048,
      // Only scored audits that did not pass: not an unweighted one, not one that did not apply.
      failing: ['inspector-issues'],
    });
  });

  it('counts a missing score as 0 and a missing metric as not a number, so both miss', () => {
    const figures = figuresOf({ categories: { performance: { score: null } }, audits: {} });
    expect(figures.performance).toBe(0);
    expect(figures.lcpMs).toBeNaN();
    expect(figures.scriptBytes).toBe(0);
    expect(misses(figures)).toContain('LCP NaN s > 1.5 s');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });

  it('takes each figure on its own over the runs', () => {
    const runs = [FAST, SLOW, { ...FAST, performance: 90, lcpMs: 5000 }];
    expect(medianFigures(runs)).toEqual({
      ...FAST,
      performance: 90,
      lcpMs: 3140,
      // An audit that failed in any run is named.
      failing: ['inspector-issues'],
    });
  });
});

describe('verdict', () => {
  it('finds nothing missing on a page that meets every target, limits included', () => {
    expect(misses(FAST)).toEqual([]);
    expect(
      misses({ ...FAST, performance: 98, lcpMs: 1500, tbtMs: 50, cls: 0.02, scriptBytes: 51200 }),
    ).toEqual([]);
  });

  it('names every target a page misses', () => {
    expect(misses(SLOW)).toEqual([
      'performance 83 < 98',
      'accessibility 95 < 100',
      'best practices 96 < 100',
      'LCP 3.1 s > 1.5 s',
      'TBT 267 ms > 50 ms',
      'CLS 0.050 > 0.02',
      'JS 212.0 KiB > 50 KiB',
    ]);
  });

  it('passes only when every page meets every target, else names the pages that miss', () => {
    expect(verdict([{ route: '/', figures: FAST }])).toMatch(/^PASS: all 1 pages meet perf >= 98/);
    expect(
      verdict([
        { route: '/', figures: FAST },
        { route: '/store', figures: SLOW },
        { route: '/es/bible', figures: { ...FAST, cls: 0.1 } },
      ]),
    ).toMatch(/^MISS: 2 of 3 pages miss \(.*\): \/store \/es\/bible$/);
  });
});

describe('the table', () => {
  it('has one cell a column, in readable units', () => {
    const cells = pageCells('/store', SLOW);
    expect(cells).toHaveLength(PAGE_COLUMNS.length);
    expect(cells.slice(0, 9)).toEqual([
      '/store',
      '83',
      '95',
      '96',
      '3.1 s',
      '3.1 s',
      '267 ms',
      '0.050',
      '212.0',
    ]);
    expect(pageCells('/', FAST)[9]).toBe('–');
  });

  it('aligns numbers right and text left under a rule', () => {
    expect(
      formatTable(
        ['route', 'perf'],
        [
          ['/', '99'],
          ['/bible-study', '100'],
        ],
      ),
    ).toEqual([
      'route         perf',
      '------------  ----',
      '/               99',
      '/bible-study   100',
    ]);
  });
});
