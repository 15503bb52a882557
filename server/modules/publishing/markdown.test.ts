// @module-tag asvs-v3
import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './markdown';

/** Each tag of the HTML with its attributes (the sanitiser writes every value in double quotes). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-z0-9]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/gi)].map((m) => ({
    name: (m[1] ?? '').toLowerCase(),
    attributes: [...(m[2] ?? '').matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => ({
      name: (a[1] ?? '').toLowerCase(),
      value: (a[2] ?? '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
    })),
  }));
}

/** Nothing a browser could run or load from the HTML. */
function expectInert(html: string) {
  for (const tag of tagsOf(html)) {
    expect(['script', 'iframe', 'object', 'embed', 'style', 'form', 'svg', 'math']).not.toContain(
      tag.name,
    );
    for (const attribute of tag.attributes) {
      expect(attribute.name).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
      if (attribute.name === 'href' || attribute.name === 'src') {
        expect(attribute.value.trim()).not.toMatch(/^(?:javascript|data|vbscript):/i);
      }
    }
  }
  // Any "<" left is text, escaped.
  expect(html.replace(/<\/?[a-z0-9]+(?:\s+[^\s=/>]+(?:="[^"]*")?)*\s*\/?>/gi, '')).not.toContain(
    '<',
  );
}

describe('renderArticleHtml', () => {
  it('renders Markdown, headings a level below the page title', () => {
    const html = renderArticleHtml(
      '# The Hope\n\nSome **bold** and *italic* text.\n\n## Part two\n\n- one\n- two\n\n> quoted',
    );
    expect(html).toContain('<h2>The Hope</h2>');
    expect(html).toContain('<h3>Part two</h3>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).not.toContain('<h1');
  });

  it('ranks headings from h2 without a gap, whatever level the article starts at', () => {
    const html = renderArticleHtml('## Part one\n\nText\n\n#### Detail\n\n## Part two');
    expect(html).toContain('<h2>Part one</h2>');
    expect(html).toContain('<h3>Detail</h3>');
    expect(html).toContain('<h2>Part two</h2>');
    // Heading tags shown as code stay as they are.
    expect(renderArticleHtml('## A\n\n`<h4>` tags')).toContain('<code>&lt;h4&gt;</code>');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an inline script', 'Hello <script>alert(1)</script> world'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an inline event handler', 'Text <b onmouseover="alert(1)">hover</b>'],
    ['a javascript: link', '[click me](javascript:alert(1))'],
    ['an obfuscated javascript: link', '[click](JaVaScRiPt&#58;alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)'],
    ['a style attribute', '<p style="position:fixed">x</p>'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg>'],
    ['a form', '<form action="https://evil.example"><input name=x></form>'],
    ['a link title breaking out', '[x](https://example.org "a\\" onmouseover=\\"alert(1)")'],
  ])('leaves %s inert', (_name, markdown) => {
    expectInert(renderArticleHtml(markdown));
  });

  it('shows raw HTML as the text it is', () => {
    expect(renderArticleHtml('Use <b>bold</b> & <i>more</i>')).toBe(
      '<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &lt;i&gt;more&lt;/i&gt;</p>\n',
    );
    expect(renderArticleHtml('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });

  it('keeps ordinary links and images, marking links to other sites', () => {
    const html = renderArticleHtml(
      '[site](https://example.org) [page](/bible-study) [mail](mailto:a@example.org) ![cover](/media/x.webp)',
    );
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/bible-study">page</a>');
    expect(html).toContain('<a href="mailto:a@example.org">mail</a>');
    expect(html).toContain('<img src="/media/x.webp" alt="cover" loading="lazy" />');
  });

  it('links Scripture references to the Bible reader', () => {
    const html = renderArticleHtml('As John 3:16 says, and Rom 8:28-30, and **1 Cor 15**.');
    expect(html).toContain(
      '<a href="/bible/John/3#v16" class="scripture-ref" data-osis="John.3.16" data-popover-link>John 3:16</a>',
    );
    expect(html).toContain(
      '<a href="/bible/Romans/8#v28-30" class="scripture-ref" data-osis="Rom.8.28-Rom.8.30" data-popover-link>Rom 8:28-30</a>',
    );
    expect(html).toContain(
      '<strong><a href="/bible/1-Corinthians/15" class="scripture-ref" data-osis="1Cor.15" data-popover-link>1 Cor 15</a></strong>',
    );
  });

  it('keeps the passage attribute on its own links only', () => {
    // Raw HTML is shown as text, so an author cannot write a data-osis of their own.
    const html = renderArticleHtml('<a href="/x" data-osis="John.3.16">x</a> [y](/y)');
    expect(html).not.toMatch(/<a [^>]*data-osis/);
  });

  it('does not link references inside links or code', () => {
    const html = renderArticleHtml(
      '[Read John 3:16](https://example.org) and `John 3:16`\n\n```\nRom 8:28\n```',
    );
    expect(html).not.toContain('scripture-ref');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer">Read John 3:16</a>',
    );
    expect(html).toContain('<code>John 3:16</code>');
  });

  it('answers the same rendering again for the same text', () => {
    const text = `Memo ${Math.random()} John 3:16`;
    expect(renderArticleHtml(text)).toBe(renderArticleHtml(text));
  });
});
