import { describe, expect, it } from 'vitest';
import { redirectKey } from '../../domain/redirects';
import { htmlToMarkdown, imageSources } from './html-to-markdown';
import { languageOfCode, parseWxr } from './wxr';

describe('WordPress HTML to Markdown', () => {
  it('drops block comments and keeps what the blocks hold', () => {
    const html =
      '<!-- wp:heading {"level":3} -->\n<h3>Faith</h3>\n<!-- /wp:heading -->\n\n<!-- wp:quote -->\n<blockquote class="wp-block-quote"><p>The just shall live by faith.</p></blockquote>\n<!-- /wp:quote -->';
    expect(htmlToMarkdown(html).markdown).toBe('### Faith\n\n> The just shall live by faith.');
  });

  it('gives the classic editor’s blank-line paragraphs and line breaks their form', () => {
    const { markdown } = htmlToMarkdown(
      'First line\nsecond line\n\nNew paragraph with <em>stress</em>.',
    );
    expect(markdown).toBe('First line  \nsecond line\n\nNew paragraph with *stress*.');
  });

  it('keeps a caption’s image and text, leaves out a gallery and scripts', () => {
    const { markdown, dropped } = htmlToMarkdown(
      '<p>[caption id="a1" width="300"]<img src="https://old.example/a.jpg" alt="A"> The view[/caption]</p><p>[gallery ids="1,2"]</p><script>alert(1)</script>',
      new Map([['https://old.example/a.jpg', '/media/k-64.webp']]),
    );
    expect(markdown).toBe('![A](/media/k-64.webp) The view');
    expect(dropped).toEqual(['gallery']);
  });

  it('leaves out an image whose new address is empty, and finds each image once', () => {
    const html =
      '<p><img src="https://old.example/a.jpg?x=1&amp;y=2" alt="A"><img src="https://old.example/a.jpg?x=1&#038;y=2"></p>';
    expect(imageSources(html)).toEqual(['https://old.example/a.jpg?x=1&y=2']);
    expect(
      htmlToMarkdown(html, new Map([['https://old.example/a.jpg?x=1&y=2', '']])).markdown,
    ).toBe('');
  });
});

describe('a WXR file', () => {
  it('gives our language for WordPress’s locale codes, and none for others', () => {
    expect(['es', 'es_ES', 'pt-br', 'PT_PT', 'en_US', 'fr', ''].map(languageOfCode)).toEqual([
      'es',
      'es',
      'pt',
      'pt',
      'en',
      undefined,
      undefined,
    ]);
  });

  it('is refused when it is XML of another kind', () => {
    expect(() => parseWxr('<?xml version="1.0"?><html><body/></html>')).toThrow(
      /not a WordPress export/,
    );
  });

  it('keeps titles and names as text and decodes non-ASCII names', () => {
    const xml = `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><link>https://old.example/</link><wp:wxr_version>1.2</wp:wxr_version>
<item><title>2023</title><link>https://old.example/0100/</link><guid>g1</guid><wp:post_id>7</wp:post_id><wp:post_name>%c3%a1gape</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt><wp:post_date>2023-05-04 10:00:00</wp:post_date><content:encoded>x</content:encoded></item></channel></rss>`;
    const { siteUrl, posts } = parseWxr(xml);
    expect(siteUrl).toBe('https://old.example');
    expect(posts).toMatchObject([{ title: '2023', name: 'ágape', postId: 7, guid: 'g1' }]);
    expect(posts[0]?.date?.toISOString()).toBe('2023-05-04T10:00:00.000Z');
  });
});

describe('an old address’s key', () => {
  it('is the lower-case path without its trailing slash, or the post id', () => {
    expect(redirectKey('/2023/05/04/My-Post/')).toBe('/2023/05/04/my-post');
    expect(redirectKey('/%C3%A1gape/')).toBe('/ágape');
    expect(redirectKey('/', '?p=123')).toBe('/?p=123');
    expect(redirectKey('/index.php', '?page_id=0042&x=1')).toBe('/?p=42');
    expect(redirectKey('/', '')).toBeUndefined();
    expect(redirectKey('/api/articles/')).toBeUndefined();
    expect(redirectKey('/%E0%A4%A')).toBeUndefined();
  });
});
