/**
 * `npm run test:deploy`: follows docs/operations.md's path on this machine and checks that the
 * site answers through nginx over HTTPS. The settings file, the systemd unit and nginx's site are
 * read from the guide itself, so the guide cannot drift from what works; only what must differ
 * on a test machine is replaced: the host name (localhost), the ports, the folders and a
 * self-signed certificate instead of Let's Encrypt's. nginx comes from Debian's packages. Not
 * part of `npm test` (it installs a package and listens on fixed ports).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from './lib/debian-package';
import { run } from './lib/run';
import { findFreePort, rootDir, startBuiltServer } from './lib/server-process';

const HTTP_PORT = 18080;
const HTTPS_PORT = 18443;
const guide = readFileSync(path.join(rootDir, 'docs/operations.md'), 'utf8');

/** The guide's fenced block whose first line names `file`. */
function block(file: string): string {
  const found = [...guide.matchAll(/```\w*\n([\s\S]*?)```/g)]
    .map((m) => m[1] ?? '')
    .find((text) => text.startsWith(`# ${file}\n`));
  if (!found) throw new Error(`docs/operations.md has no block for ${file}`);
  return found;
}

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`test:deploy: ${what}`);
  console.log(`ok: ${what}`);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request to this machine, verifying the certificate against `ca` when over HTTPS. */
function ask(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: options.method ?? 'GET', headers: options.headers, ca: options.ca },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function main(): Promise<void> {
  ensureDebianPackage('test:deploy', '/usr/sbin/nginx', ['nginx']);
  const work = mkdtempSync(path.join(os.tmpdir(), 'ministry-deploy-'));
  // nginx's workers run as another user: they must reach its temporary folders.
  chmodSync(work, 0o755);
  const sitePort = await findFreePort();
  const origin = `https://localhost:${HTTPS_PORT}`;
  let nginx: ReturnType<typeof spawn> | undefined;
  let site: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    // The certificate, as Let's Encrypt's would be, for localhost.
    const cert = path.join(work, 'fullchain.pem');
    const key = path.join(work, 'privkey.pem');
    await run('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert,
    ]); // prettier-ignore

    // The unit as written must be one systemd accepts.
    const unit = path.join(work, 'ministry.service');
    writeFileSync(unit, block('/etc/systemd/system/ministry.service'));
    const verified = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    check(
      verified.status === 0 && !/error|invalid|unknown/i.test(verified.stderr),
      `systemd accepts the unit${verified.stderr ? `: ${verified.stderr.trim()}` : ''}`,
    );
    const unitEnv = Object.fromEntries(
      [...readFileSync(unit, 'utf8').matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
    check(/^ExecStart=\/usr\/bin\/node dist\/server\/main\.js$/m.test(block('/etc/systemd/system/ministry.service')), 'the unit runs the built site'); // prettier-ignore

    // The settings file, with this machine's address.
    const settings = Object.fromEntries(
      block('/etc/ministry/site.env')
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    settings.PUBLIC_URL = origin;
    await run('npx', ['tsx', 'scripts/ensure-build.ts'], { cwd: rootDir });
    site = await startBuiltServer({ port: sitePort, env: { ...settings, ...unitEnv } });

    // nginx's site as written, inside a configuration of its own.
    const acme = path.join(work, 'acme');
    mkdirSync(acme);
    const siteConf = block('/etc/nginx/sites-available/ministry')
      .replaceAll('www.example.org', 'localhost')
      .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${sitePort};`)
      .replace('listen 80;', `listen ${HTTP_PORT};`)
      .replace('listen 443 ssl http2;', `listen ${HTTPS_PORT} ssl http2;`)
      .replace('/etc/letsencrypt/live/localhost/fullchain.pem', cert)
      .replace('/etc/letsencrypt/live/localhost/privkey.pem', key)
      .replace('/var/www/acme', acme);
    const conf = path.join(work, 'nginx.conf');
    const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
    writeFileSync(
      conf,
      `daemon off;\nworker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/error.log;\n` +
        `events {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log ${work}/access.log;\n` +
        ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${temp(t)}\n`).join('') +
        `${siteConf}}\n`,
    );
    await run('nginx', ['-t', '-c', conf]);
    nginx = spawn('nginx', ['-c', conf], { stdio: 'inherit' });
    const https = (pathname: string, more: Parameters<typeof ask>[1] = {}) =>
      ask(`${origin}${pathname}`, { ca: readFileSync(cert, 'utf8'), ...more });
    for (let i = 0; i < 50; i++) {
      const ready = await https('/readyz').catch(() => undefined);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const home = await https('/');
    check(home.status === 200 && home.body.includes('<title>'), 'the home page answers over HTTPS');
    check(
      /^max-age=\d+/.test(String(home.headers['strict-transport-security'])),
      'the site sends HSTS in production',
    );
    const ready = await https('/readyz');
    check(ready.status === 200 && ready.body.includes('ready'), '/readyz answers through nginx');
    const plain = await ask(`http://localhost:${HTTP_PORT}/about?x=1`);
    check(
      plain.status === 301 && plain.headers.location === `https://localhost/about?x=1`,
      'plain HTTP is sent to HTTPS',
    );
    // A form post from the site's own origin reaches the site whole: its answer is the site's
    // own validation message, not a refusal of the origin.
    const post = await https('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: '{}',
    });
    check(post.status === 400 && post.body.includes('fieldErrors'), 'a form post passes nginx');
    // The doctor, run as the guide says, finds the site at PUBLIC_URL through nginx.
    const doctor = spawnSync('npx', ['tsx', 'scripts/doctor.ts'], {
      cwd: rootDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...settings,
        DATA_DIR: site.dataDir,
        NODE_EXTRA_CA_CERTS: cert,
      },
    });
    console.log(doctor.stdout.trim());
    check(
      doctor.stdout.includes(`OK   PUBLIC_URL: ${origin} answers`),
      'npm run doctor finds the site',
    );
    const stopped = await site.stop();
    site = undefined;
    check(stopped.code === 0 && !stopped.killed, 'the site stops gracefully on SIGTERM');
  } finally {
    await site?.stop();
    nginx?.kill('SIGQUIT');
    rmSync(work, { recursive: true, force: true });
  }
  console.log('test:deploy passed');
}

await main();
