import { describe, expect, it } from 'vitest';
import { jsonLdScript, pageHead } from './page-head';

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
