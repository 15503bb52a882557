import { describe, expect, it } from 'vitest';
import { jsonLdScript, pageHead } from './head';

const scriptBody = (html: string) =>
  /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];

describe('jsonLdScript', () => {
  it('keeps markup in the data from ending the script, and the data reads back the same', () => {
    const data = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- a & b -->',
      lines: 'a\u2028b\u2029c',
    };
    const html = jsonLdScript(data);
    const body = scriptBody(html);
    expect(body).toBeDefined();
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body ?? '')).toEqual(data);
  });
});

describe('pageHead', () => {
  it('escapes the addresses it writes into attributes', () => {
    const head = pageHead({
      publicUrl: 'https://example.org/a"b',
      canonical: '/bible-study?study=2&lang=es',
      home: false,
    });
    expect(head).toContain(
      '<link rel="canonical" href="https://example.org/a&quot;b/bible-study?study=2&amp;lang=es" />',
    );
    expect(head).not.toContain('a"b');
  });
});

describe('pageHead for a page with its own picture and translations', () => {
  it('writes the picture, the hreflang links and the structured data it is given', () => {
    const head = pageHead({
      publicUrl: 'https://example.org',
      canonical: '/articles/el-reino',
      home: false,
      image: { url: 'https://example.org/media/a.webp', width: 960, height: 540, alt: 'A & B' },
      alternates: [
        { hreflang: 'es', path: '/articles/el-reino' },
        { hreflang: 'x-default', path: '/articles/the-kingdom' },
      ],
      jsonLd: [{ '@type': 'Article', headline: '</script>' }],
    });
    expect(head).toContain(
      '<meta property="og:image" content="https://example.org/media/a.webp" />',
    );
    expect(head).toContain('<meta property="og:image:alt" content="A &amp; B" />');
    expect(head).not.toContain('og-image.png');
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://example.org/articles/the-kingdom" />',
    );
    expect(head).toContain('"headline":"\\u003c/script\\u003e"');
  });
});
