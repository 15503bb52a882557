import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/** axe-core's browser build, read once and put into each page checked. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The rules every check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best
 * practices (which the checks have always run). "Label in name" (WCAG 2.5.3: a control's
 * accessible name holds the words it shows) is named as well, so the check keeps it whatever
 * axe's tags for it become.
 */
export const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** Run axe (the rules above) on the page as it is now. */
export async function runAxe(page: Page): Promise<AxeResults> {
  // Put in once per document: a page checked again (at another width, after a change) has it.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(
    (options) =>
      (globalThis as unknown as { axe: { run(o: unknown): Promise<AxeResults> } }).axe.run(options),
    AXE_OPTIONS,
  );
}

/** Each violation, with up to ten of the elements it was found on, for a failure message. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 10 ? `\n      … and ${v.nodes.length - 10} more` : '';
      return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Run axe on the page as it is now; fail listing every serious or critical violation. */
export async function assertNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await runAxe(page);
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  throw new Error(
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${describeViolations(blocking)}`,
  );
}
