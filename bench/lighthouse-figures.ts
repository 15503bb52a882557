/**
 * The figures `npm run bench:pages` (bench/pages.ts) keeps from a Lighthouse report, their median
 * over several runs, the table it prints and the verdict against the public pages' targets. Pure
 * functions, so they are tested without a browser (bench/lighthouse-figures.test.ts).
 */

/** What one Lighthouse run of one page measured. Scores 0–100, times in ms, sizes in bytes. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of every Script request of the run (compressed as sent). */
  scriptBytes: number;
  /**
   * The accessibility and best-practices audits that cost points ('errors-in-console',
   * 'inspector-issues'): what to look at when those scores are under 100.
   */
  failing: string[];
}

/** The targets a public page must meet on a simulated cheap phone (Lighthouse mobile). */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  scriptKiB: 50,
} as const;

/** The parts of a Lighthouse result (LH.Result) read here, loosely typed on purpose. */
export interface LighthouseResult {
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    { score?: number | null; numericValue?: number; details?: unknown } | undefined
  >;
}

/** The scored audits of the accessibility and best-practices categories that did not pass. */
export function failingAudits(result: LighthouseResult): string[] {
  const failing = new Set<string>();
  for (const category of ['accessibility', 'best-practices']) {
    for (const { id, weight } of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[id];
      if (weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failing.add(id);
    }
  }
  return [...failing].sort();
}

const score = (result: LighthouseResult, id: string): number =>
  Math.round((result.categories[id]?.score ?? 0) * 100);

const numeric = (result: LighthouseResult, id: string): number =>
  result.audits[id]?.numericValue ?? Number.NaN;

/** Sum of the transfer sizes of the Script requests listed by the network-requests audit. */
export function scriptTransferBytes(result: LighthouseResult): number {
  const details = result.audits['network-requests']?.details;
  if (typeof details !== 'object' || details === null || !('items' in details)) return 0;
  const { items } = details;
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { resourceType, transferSize } = item as {
      resourceType?: unknown;
      transferSize?: unknown;
    };
    if (resourceType === 'Script' && typeof transferSize === 'number') total += transferSize;
  }
  return total;
}

export function figuresOf(result: LighthouseResult): PageFigures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    scriptBytes: scriptTransferBytes(result),
    failing: failingAudits(result),
  };
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * Each figure's median over the runs of one page, taken figure by figure; the audits that failed
 * in any run.
 */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: Exclude<keyof PageFigures, 'failing'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
    failing: [...new Set(runs.flatMap((run) => run.failing))].sort(),
  };
}

/** The targets a page misses, in words; empty when it meets them all. */
export function misses(figures: PageFigures): string[] {
  const found: string[] = [];
  const kib = figures.scriptBytes / 1024;
  if (figures.performance < TARGETS.performance) {
    found.push(`performance ${figures.performance} < ${TARGETS.performance}`);
  }
  if (figures.accessibility < TARGETS.accessibility) {
    found.push(`accessibility ${figures.accessibility} < ${TARGETS.accessibility}`);
  }
  if (figures.bestPractices < TARGETS.bestPractices) {
    found.push(`best practices ${figures.bestPractices} < ${TARGETS.bestPractices}`);
  }
  if (!(figures.lcpMs <= TARGETS.lcpMs)) {
    found.push(`LCP ${seconds(figures.lcpMs)} > ${seconds(TARGETS.lcpMs)}`);
  }
  if (!(figures.tbtMs <= TARGETS.tbtMs)) {
    found.push(`TBT ${Math.round(figures.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  }
  if (!(figures.cls <= TARGETS.cls)) {
    found.push(`CLS ${figures.cls.toFixed(3)} > ${TARGETS.cls}`);
  }
  if (!(kib <= TARGETS.scriptKiB)) {
    found.push(`JS ${kib.toFixed(1)} KiB > ${TARGETS.scriptKiB} KiB`);
  }
  return found;
}

/** One line: PASS when every page meets every target, else MISS and how many pages miss. */
export function verdict(pages: readonly { route: string; figures: PageFigures }[]): string {
  const missing = pages.filter((page) => misses(page.figures).length > 0);
  const targets =
    `perf >= ${TARGETS.performance}, a11y ${TARGETS.accessibility}, ` +
    `best practices ${TARGETS.bestPractices}, LCP <= ${seconds(TARGETS.lcpMs)}, ` +
    `TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, JS <= ${TARGETS.scriptKiB} KiB`;
  if (missing.length === 0) return `PASS: all ${pages.length} pages meet ${targets}`;
  return (
    `MISS: ${missing.length} of ${pages.length} pages miss (${targets}): ` +
    missing.map((page) => page.route).join(' ')
  );
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export const PAGE_COLUMNS = [
  'route',
  'perf',
  'a11y',
  'best pr.',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS KiB',
  'misses',
] as const;

/** A table row of cells for one page, in PAGE_COLUMNS' order. */
export function pageCells(route: string, figures: PageFigures): string[] {
  const missed = misses(figures);
  return [
    route,
    String(figures.performance),
    String(figures.accessibility),
    String(figures.bestPractices),
    seconds(figures.fcpMs),
    seconds(figures.lcpMs),
    `${Math.round(figures.tbtMs)} ms`,
    figures.cls.toFixed(3),
    (figures.scriptBytes / 1024).toFixed(1),
    missed.length === 0 ? '–' : missed.join('; '),
  ];
}

/** Lines of a plain text table: a header, a rule, then the rows; numbers aligned right. */
export function formatTable(headers: readonly string[], rows: readonly string[][]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) =>
    rows.every((row) => /^[-–\d.]+( (ms|s))?$/.test(row[i] ?? '')),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}
