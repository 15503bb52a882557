/**
 * Page speed benchmark (`npm run bench:pages`): Lighthouse on the public pages of the built
 * server, as a cheap phone on a slow network sees them (Lighthouse's mobile form factor with its
 * default simulated throttling), in Debian's Chromium. Prints scores, paint and blocking times,
 * layout shift and the JavaScript sent, then a verdict against the targets
 * (bench/lighthouse-figures.ts).
 *
 *   npm run bench:pages -- [--runs N] [--routes /,/bible] [--languages] [--no-stripe]
 *
 * `--runs N` measures each page N times and keeps each figure's median (default 1);
 * `--languages` adds the /es and /pt twins of every route; `--no-stripe` runs the server without
 * Stripe keys, as a site whose giving is not set up yet (its /donate shows a notice only).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { contentPagePaths } from '../contract/pages';
import { startBuiltServer } from '../scripts/lib/server-process';
import { ensureBuilt } from './built';
import {
  PAGE_COLUMNS,
  type PageFigures,
  figuresOf,
  formatTable,
  medianFigures,
  pageCells,
  verdict,
} from './lighthouse-figures';

const CHROMIUM_PATH = '/usr/bin/chromium';

const LANGUAGE_PREFIXES = ['/es', '/pt'];

function options(): { runs: number; routes: string[]; stripe: boolean } {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      routes: { type: 'string' },
      languages: { type: 'boolean', default: false },
      'no-stripe': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const base = values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : contentPagePaths;
  const twins = values.languages
    ? LANGUAGE_PREFIXES.flatMap((prefix) =>
        base.map((route) => (route === '/' ? prefix : prefix + route)),
      )
    : [];
  return { runs, routes: [...base, ...twins], stripe: !values['no-stripe'] };
}

/** A trace Lighthouse could not read (NO_NAVSTART on a busy machine) is measured again. */
const ATTEMPTS = 3;

async function measure(url: string, port: number): Promise<PageFigures> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (answer && !answer.lhr.runtimeError) return figuresOf(answer.lhr);
    problem = answer?.lhr.runtimeError?.message ?? 'no result';
    console.warn(`warning: Lighthouse failed on ${url} (attempt ${attempt}): ${problem}`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${problem}`);
}

async function main(): Promise<void> {
  const { runs, routes, stripe } = options();
  ensureBuilt();
  const server = await startBuiltServer({
    tempPrefix: 'ministry-bench-pages-',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Production requires a session secret; a throw-away one for this run.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Giving set up, as in production, unless asked otherwise; keys that reach no Stripe: no
      // page asks Stripe anything on load.
      ...(stripe
        ? {
            STRIPE_SECRET_KEY: 'sk_test_bench',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
            STRIPE_WEBHOOK_SECRET: 'whsec_bench',
          }
        : {}),
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const pages: { route: string; figures: PageFigures }[] = [];
  try {
    console.log(
      `\nLighthouse (mobile, simulated throttling) on ${server.baseUrl}, NODE_ENV=production, ` +
        `giving ${stripe ? 'set up' : 'not set up (no Stripe keys)'}; ` +
        `${routes.length} page(s) x ${runs} run(s), median of the runs\n`,
    );
    for (const route of routes) {
      const measured: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        process.stdout.write(`measuring ${route} (run ${run + 1}/${runs}) ...\n`);
        measured.push(await measure(server.baseUrl + route, chrome.port));
      }
      pages.push({ route, figures: medianFigures(measured) });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log('');
  for (const line of formatTable(
    PAGE_COLUMNS,
    pages.map((page) => pageCells(page.route, page.figures)),
  )) {
    console.log(line);
  }
  const failing = pages.filter((page) => page.figures.failing.length > 0);
  if (failing.length > 0) {
    console.log('\nAccessibility and best-practices audits that cost points:');
    for (const page of failing) console.log(`  ${page.route}: ${page.figures.failing.join(', ')}`);
  }
  console.log(`\n${verdict(pages)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  // Chrome and the server are stopped in main's `finally`: the process ends by itself.
  process.exitCode = 1;
});
