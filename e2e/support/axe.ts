import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING = new Set(['serious', 'critical']);

/** Run axe on the page as it is now; fail listing every serious or critical violation. */
export async function assertNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 10)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 10 ? `\n      … and ${v.nodes.length - 10} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  throw new Error(
    `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${report}`,
  );
}
