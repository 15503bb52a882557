import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../contract/pages';
import { builtAtBuildTime } from '../contract/prerendered-files';
import { escapeHtml } from '../server/infra/html';
import { fillTemplate, headTags, pageFile, prerender } from './prerender';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--><link rel="stylesheet" href="/assets/x.css"></head><body><div id="root"><!--app-html--></div></body></html>`;

describe('prerender helpers', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`Q&A <b>"it's"</b>`)).toBe('Q&amp;A &lt;b&gt;&quot;it&#39;s&quot;&lt;/b&gt;');
  });

  it('writes title and description tags', () => {
    const head = headTags('Questions & Answers | Site', 'Say "hi"');
    expect(head).toContain('<title>Questions &amp; Answers | Site</title>');
    expect(head).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
  });

  it('fills the markers, keeping $ patterns literal', () => {
    expect(fillTemplate('<!--app-head-->|<!--app-html-->', '<title>t</title>', '$& $1')).toBe(
      '<title>t</title>|$& $1',
    );
  });

  it('maps page paths to files', () => {
    expect(pageFile('/p', '/')).toBe(path.join('/p', 'index.html'));
    expect(pageFile('/p', '/store')).toBe(path.join('/p', 'store.html'));
    expect(pageFile('/p', '/questions/my')).toBe(path.join('/p', 'questions/my.html'));
  });
});

describe('prerender', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const clientDir = path.join(dir, 'client');
  const pagesDir = path.join(dir, 'pages');
  const ssrEntry = path.join(dir, 'entry-server.mjs');

  it('writes every static page, the 404 page and the shell, and can run again', async () => {
    writeFileSync(
      ssrEntry,
      'export const render = async (url) => `<main id="main"><h1>${url}</h1></main>`;\n' +
        'export const renderWithData = async (url, queries) =>\n' +
        '  `<main id="main"><h1>${url}</h1><p>${JSON.stringify(queries[0].data)}</p></main>`;\n' +
        "export const screenSource = (url) => ({ '/bible': 'src/bible.tsx', '/login': 'src/login.tsx' })[url];\n",
    );
    mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
    writeFileSync(
      path.join(clientDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/bible.tsx': {
          file: 'assets/bible-2.js',
          imports: ['index.html', '_shared-3.js'],
        },
        '_shared-3.js': { file: 'assets/shared-3.js', imports: ['index.html'] },
        'src/login.tsx': { file: 'assets/login-5.js', imports: ['index.html', '_shared-3.js'] },
      }),
    );
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'assets/x.css'), 'body{color:navy}');
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);

    const options = {
      clientDir,
      ssrEntry,
      pagesDir,
      languages: ['en'] as const,
      queries: (page: string) => (page === 'bible' ? [{ key: ['/api/x', 1], data: 'Gen 1' }] : []),
    };
    const written = await prerender(options);
    const builtPages = pages.filter(builtAtBuildTime);
    expect(written).toHaveLength(builtPages.length + 2);
    // A page rendered per request is made from its data at each request only, never built.
    for (const file of ['index.html', 'store.html', 'articles.html', 'donate.html']) {
      expect(existsSync(path.join(pagesDir, file)), file).toBe(false);
    }

    const signIn = readFileSync(path.join(pagesDir, 'login.html'), 'utf8');
    expect(signIn).toContain('<title>Sign In | Kingdom Truth Ministry</title>');
    // The stylesheet is in the page.
    expect(signIn).toContain('<style>body{color:navy}</style>');
    expect(signIn).not.toContain('x.css');
    expect(signIn).not.toContain('<!--app-');
    // A page that starts on first use lists its chunks for the boot module, preloading nothing.
    const bibleOnUse = readFileSync(path.join(pagesDir, 'bible.html'), 'utf8');
    expect(bibleOnUse).toContain(
      '<div id="root" data-hydrate="on-use" data-preload="/assets/bible-2.js /assets/shared-3.js"><main id="main"><h1>/bible</h1><p>"Gen 1"</p></main></div>',
    );
    expect(bibleOnUse).not.toContain('modulepreload');
    // Other pages preload their screen's chunk and what that imports, but not the entry again.
    const login = readFileSync(path.join(pagesDir, 'login.html'), 'utf8');
    expect(login).toContain('<div id="root"><main id="main"><h1>/login</h1></main></div>');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-5.js" />');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-3.js" />');
    expect(login).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    expect(readFileSync(path.join(pagesDir, 'questions.html'), 'utf8')).not.toContain(
      'modulepreload',
    );
    // A page made with answers the build has shows them and carries them for the browser.
    const bible = readFileSync(path.join(pagesDir, 'bible.html'), 'utf8');
    expect(bible).toContain('<h1>/bible</h1><p>"Gen 1"</p>');
    expect(bible).toContain(
      '<script type="application/json" id="ssr-data">{"queries":[{"key":["/api/x",1],"data":"Gen 1"}]}</script>',
    );

    const my = readFileSync(path.join(pagesDir, 'questions/my.html'), 'utf8');
    expect(my).toContain('<title>My Questions | Kingdom Truth Ministry</title>');

    const notFound = readFileSync(path.join(pagesDir, '404.html'), 'utf8');
    expect(notFound).toContain('<h1>/__not_found__</h1>');
    expect(notFound).toContain('<title>Page Not Found | Kingdom Truth Ministry</title>');

    expect(existsSync(path.join(pagesDir, 'questions/:id.html'))).toBe(false);

    const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    expect(shell).toContain('<title>Kingdom Truth Ministry</title>');
    expect(shell).not.toContain('<!--app-head-->');
    expect(shell).toContain('<div id="root"><!--app-html--></div>');

    // A second run without a new client build still finds the untouched template.
    await expect(prerender(options)).resolves.toHaveLength(written.length);
    expect(readFileSync(path.join(pagesDir, 'login.html'), 'utf8')).toContain('<h1>/login</h1>');
  });

  it("writes the variants the SSR bundle names for a page's query parameters", async () => {
    // Its own file: a module once imported stays cached under its path.
    const variantsEntry = path.join(dir, 'entry-server-variants.mjs');
    writeFileSync(
      variantsEntry,
      'export const render = async (url) => `<main id="main"><h1>${url}</h1></main>`;\n' +
        'export const screenSource = () => undefined;\n' +
        'export const pageVariants = (path) =>\n' +
        "  ({ '/bible': ['version=rv1909'], '/bible-study': ['study=1&lang=es'] })[path] ?? [];\n",
    );
    const written = await prerender({
      clientDir,
      ssrEntry: variantsEntry,
      pagesDir,
      languages: ['en'],
    });
    expect(written).toHaveLength(pages.filter(builtAtBuildTime).length + 3);
    const variant = readFileSync(path.join(pagesDir, 'bible.version-rv1909.html'), 'utf8');
    expect(variant).toContain('<h1>/bible?version=rv1909</h1>');
    expect(variant).toContain('<title>Holy Bible | Kingdom Truth Ministry</title>');
    // Nor are the variants of a page rendered per request built.
    expect(existsSync(path.join(pagesDir, 'bible-study.study-1.lang-es.html'))).toBe(false);
  });

  it('writes each page in Spanish and Portuguese under /es and /pt, in their language', async () => {
    const entry = path.join(dir, 'entry-server-languages.mjs');
    writeFileSync(
      entry,
      'export const render = async (url) => `<main id="main"><h1>${url}</h1></main>`;\n' +
        // Two built pages shown by the fixture's two screens (any screen would do).
        "const screens = { '/bible': 'src/timeline.tsx', '/questions': 'src/videos.tsx' };\n" +
        "export const screenSource = (url) => screens[url.replace(/^\\/(es|pt)/, '')];\n",
    );
    writeFileSync(
      path.join(clientDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          // The entry's own dynamic imports (every screen's) are not a page's.
          dynamicImports: ['src/timeline.tsx', '../content/studies.es.ts'],
        },
        '../contract/messages/es.ts': { file: 'assets/es-4.js', isDynamicEntry: true },
        'src/timeline.tsx': {
          file: 'assets/timeline-5.js',
          imports: ['index.html'],
          dynamicImports: ['../content/timeline.es.ts', '../content/timeline.pt.ts'],
        },
        '../content/timeline.es.ts': {
          file: 'assets/timeline.es-6.js',
          imports: ['src/timeline.tsx'],
        },
        '../content/timeline.pt.ts': {
          file: 'assets/timeline.pt-7.js',
          imports: ['src/timeline.tsx'],
        },
        // The content's import sits in a chunk the screen shares with others.
        'src/videos.tsx': { file: 'assets/videos-8.js', imports: ['index.html', '_episodes.js'] },
        '_episodes.js': {
          file: 'assets/episodes-9.js',
          dynamicImports: ['../content/videos.es.ts', '../content/videos.pt.ts'],
        },
        '../content/videos.es.ts': { file: 'assets/videos.es-10.js', imports: ['_episodes.js'] },
        '../content/videos.pt.ts': { file: 'assets/videos.pt-11.js', imports: ['_episodes.js'] },
        '../content/studies.es.ts': { file: 'assets/studies.es-12.js' },
      }),
    );
    const written = await prerender({ clientDir, ssrEntry: entry, pagesDir });
    expect(written).toHaveLength(pages.filter(builtAtBuildTime).length * 3 + 4);

    const bible = readFileSync(path.join(pagesDir, 'es/bible.html'), 'utf8');
    expect(bible).toContain('<html lang="es">');
    expect(bible).toContain('<h1>/es/bible</h1>');
    expect(bible).toContain('<title>Santa Biblia | Kingdom Truth Ministry</title>');
    // Its catalogue comes with the app (the Bible starts on first use); other pages preload it.
    expect(bible).toMatch(/data-preload="[^"]*\/assets\/es-4\.js"/);
    expect(readFileSync(path.join(pagesDir, 'es/login.html'), 'utf8')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/es-4.js" />',
    );
    const signIn = readFileSync(path.join(pagesDir, 'pt/login.html'), 'utf8');
    expect(signIn).toContain('<html lang="pt">');
    expect(signIn).toContain('<h1>/pt/login</h1>');
    const notFound = readFileSync(path.join(pagesDir, 'es/404.html'), 'utf8');
    expect(notFound).toContain('<title>Página no encontrada | Kingdom Truth Ministry</title>');
    // English is as it was: no language's catalogue, the template's own lang.
    const english = readFileSync(path.join(pagesDir, 'login.html'), 'utf8');
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain('es-4.js');

    // A screen's content in the page's language is preloaded with the screen, once, and no other:
    // on load, or when the app starts for a page that starts on first use (its data-preload).
    const preloads = (file: string) => {
      const html = readFileSync(path.join(pagesDir, file), 'utf8');
      return [
        ...[...html.matchAll(/modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
          (m) => m[1],
        ),
        ...[...(html.match(/data-preload="([^"]*)"/)?.[1] ?? '').matchAll(/\/assets\/(\S+)/g)].map(
          (m) => m[1],
        ),
      ].sort();
    };
    expect(preloads('es/bible.html')).toEqual(['es-4.js', 'timeline-5.js', 'timeline.es-6.js']);
    expect(preloads('pt/bible.html')).toEqual(['timeline-5.js', 'timeline.pt-7.js']);
    expect(preloads('bible.html')).toEqual(['timeline-5.js']);
    expect(preloads('pt/questions.html')).toEqual([
      'episodes-9.js',
      'videos-8.js',
      'videos.pt-11.js',
    ]);
    expect(preloads('es/login.html')).toEqual(['es-4.js']);
  });
});
