/**
 * Pictures of the admin panel for docs/administrators.md: starts the built server as the browser
 * tests do (a fresh database, its bundled content), signs in as its administrator (with the
 * authenticator code administrators need), opens each tab of the panel at 1280 px and keeps
 * what shows as WebP in docs/images/admin-<tab>.webp. Run `npm run build` first, then
 * `npm run docs:screenshots`. Not part of `npm test`: the pictures are committed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { rootDir, startBuiltServer } from './lib/server-process';

const CHROMIUM_PATH = '/usr/bin/chromium';
const ADMIN = { email: 'administrator@example.org', password: 'feed my sheep 21' };
const WIDTH = 1280;
const HEIGHT = 900;
const outDir = path.join(rootDir, 'docs', 'images');

/** A tab's name as a file name: "Home & Episodes" is `home-episodes`. */
const fileName = (tab: string) =>
  `admin-${tab
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.webp`;

/** Signs the administrator in and turns on two-step verification, as a first sign-in would. */
async function signIn(baseUrl: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const login = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`Signing in answered ${login.status}.`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = (url: string, body: unknown) =>
    fetch(new URL(url, baseUrl), {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  const setup = await post('/api/profile/two-factor', { currentPassword: ADMIN.password });
  if (setup.status !== 200) throw new Error(`Two-step set-up answered ${setup.status}.`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await post('/api/profile/two-factor/confirm', {
    code: generateSync({ secret }),
  });
  if (confirmed.status !== 200)
    throw new Error(`Confirming the code answered ${confirmed.status}.`);
  return cookie;
}

async function shoot(page: Page, file: string): Promise<void> {
  // The tab's data, its lazy parts and the fonts arrive before the picture.
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[role="tabpanel"] .animate-pulse'), null, {
      timeout: 15_000,
    })
    .catch(() => console.warn(`${file}: still loading after 15 s`));
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The tabs below the sticky bar, the open tab's editor below them.
    const tabs = document.querySelector('[role="tablist"]');
    if (tabs) window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 88);
  });
  const png = await page.screenshot({ type: 'png' });
  await sharp(png).webp({ quality: 72 }).toFile(path.join(outDir, file));
  console.log(`docs/images/${file}`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startBuiltServer({
    tempPrefix: 'ministry-screenshots-',
    readyTimeoutMs: 180_000,
    echoOutput: true,
    env: {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const cookie = await signIn(server.baseUrl);
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: HEIGHT },
      baseURL: server.baseUrl,
    });
    const host = new URL(server.baseUrl).hostname;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), domain: host, path: '/' };
      }),
    );
    const page = await context.newPage();
    await page.goto('/admin');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.first().waitFor();
    const names = (await tabs.allInnerTexts()).map((name) => name.trim()).filter(Boolean);
    for (const name of names) {
      await page.getByRole('tablist').first().getByRole('tab', { name, exact: true }).click();
      await page.getByRole('tabpanel').first().waitFor();
      await shoot(page, fileName(name));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
