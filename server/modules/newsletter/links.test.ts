import { describe, expect, it } from 'vitest';
import { campaignUrls, linkUrl, newLinkId, withCountedLinks } from './links';
import { campaignParts, renderCampaignEmail } from './template';

const PUBLIC = 'https://site.example';

const parts = (content: string, htmlContent: string | null = null) =>
  campaignParts({ title: 'T', subject: 'S', content, htmlContent });

/** Each address gets the id `L<position>` (11 characters as real ids are). */
const idsOf = (urls: string[]) =>
  new Map(urls.map((url, i) => [url, `L${String(i).padStart(10, '0')}`]));

const counted = (content: string, htmlContent: string | null = null) => {
  const p = parts(content, htmlContent);
  const urls = campaignUrls(p);
  return { urls, ids: idsOf(urls), out: withCountedLinks(p, idsOf(urls), PUBLIC) };
};

describe('campaign links', () => {
  it('lists each http(s) address once, in order, and sends it through /r/{id} in HTML and text', () => {
    const { urls, out } = counted(
      'Read [the study](https://a.example/study?x=1&y=2) and https://b.example/page.\n\n' +
        'Again: [here](https://a.example/study?x=1&y=2).',
    );
    expect(urls).toEqual(['https://a.example/study?x=1&y=2', 'https://b.example/page']);
    const first = linkUrl(PUBLIC, 'L0000000000');
    const second = linkUrl(PUBLIC, 'L0000000001');
    expect(first).toBe('https://site.example/r/L0000000000');
    expect(out.bodyHtml).toContain(`href="${first}"`);
    expect(out.bodyHtml).toContain(`href="${second}"`);
    expect(out.bodyHtml).not.toContain('a.example');
    expect(out.bodyHtml).toContain('rel="noopener noreferrer"');
    // The same address twice is one link: both places count on it.
    expect(out.bodyHtml.split(first)).toHaveLength(3);
    expect(out.text).toBe(`Read the study (${first}) and ${second}.\n\nAgain: here (${first}).`);
  });

  it('keeps a Markdown link whose address has parentheses whole', () => {
    const { urls, out } = counted('See [grace](https://en.wikipedia.org/wiki/Grace_(theology)).');
    expect(urls).toEqual(['https://en.wikipedia.org/wiki/Grace_(theology)']);
    const link = linkUrl(PUBLIC, 'L0000000000');
    expect(out.bodyHtml).toContain(`<a href="${link}"`);
    expect(out.bodyHtml).toContain('>grace</a>');
    expect(out.text).toBe(`See grace (${link}).`);
  });

  it('leaves mailto: and other schemes alone', () => {
    const { urls, out } = counted(
      'Write to [us](mailto:hello@site.example) or call tel:+123.',
      '<p><a href="mailto:hello@site.example">us</a> <a href="ftp://x.example/f">f</a></p>',
    );
    expect(urls).toEqual([]);
    expect(out.bodyHtml).toContain('href="mailto:hello@site.example"');
    expect(out.text).toContain('us (mailto:hello@site.example)');
  });

  it('reads the stored HTML when there is one, and addresses only in the text after it', () => {
    const { urls, out } = counted(
      'Plain: https://text.example/only and https://both.example/',
      '<p><a href="https://both.example/">Both</a></p>',
    );
    expect(urls).toEqual(['https://both.example/', 'https://text.example/only']);
    expect(out.bodyHtml).toContain(`href="${linkUrl(PUBLIC, 'L0000000000')}"`);
    expect(out.text).toBe(
      `Plain: ${linkUrl(PUBLIC, 'L0000000001')} and ${linkUrl(PUBLIC, 'L0000000000')}`,
    );
  });

  it("never touches the reader's unsubscribe links or the one-click header", () => {
    const { out } = counted('Hello [friend](https://a.example/).');
    const mail = renderCampaignEmail(out, {
      publicUrl: PUBLIC,
      token: 'tok123',
      mailtoAddress: 'news@site.example',
      lang: 'en',
    });
    expect(mail.html).toContain(`${PUBLIC}/unsubscribe?token=tok123`);
    expect(mail.text).toContain(`${PUBLIC}/unsubscribe?token=tok123`);
    expect(mail.headers['List-Unsubscribe']).toBe(
      `<${PUBLIC}/api/newsletter/unsubscribe?token=tok123>, <mailto:news@site.example?subject=unsubscribe>`,
    );
    expect(mail.html).toContain(linkUrl(PUBLIC, 'L0000000000'));
    expect(mail.html).not.toContain('https://a.example/');
  });

  it('changes nothing without links, and ids are 11 URL-safe characters', () => {
    const p = parts('No links here.');
    expect(campaignUrls(p)).toEqual([]);
    expect(withCountedLinks(p, new Map(), PUBLIC)).toBe(p);
    const ids = new Set(Array.from({ length: 100 }, newLinkId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });
});

describe('the HTML of a bare address', () => {
  it('links to the address itself, its & not escaped twice', () => {
    const p = parts('See https://a.example/?x=1&y=2 and <b>this</b>.\n\n<div>raw</div>');
    expect(campaignUrls(p)).toEqual(['https://a.example/?x=1&y=2']);
    expect(p.bodyHtml).toContain('href="https://a.example/?x=1&amp;y=2"');
    // The admin's raw HTML is shown as text, never as markup.
    expect(p.bodyHtml).toContain('&lt;b&gt;this&lt;/b&gt;');
    expect(p.bodyHtml).toContain('<p>&lt;div&gt;raw&lt;/div&gt;</p>');
  });
});
