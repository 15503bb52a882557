import { matchPage, pages } from '@contract/pages';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/** The text of the page's h1 in server-rendered markup. */
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('render (server)', () => {
  it('renders the home page with its hero, featured content and newsletter', () => {
    const html = render('/');
    expect(html).toContain('Begin Bible Study');
    expect(html).toContain('Watch Videos');
    expect(html).toContain('Featured Content');
    expect(html).toContain('The Restoration of All Things');
    expect(html).toContain('No spam. Unsubscribe anytime.');
    expect(html).toContain('<main id="main"');
    expect(html.indexOf('Skip to content')).toBeLessThan(html.indexOf('<header'));
  });

  it('renders the store in its loading state (nothing is fetched on the server)', () => {
    expect(h1(render('/store'))).toBe('Loading Store...');
  });

  it('resolves /questions/my and /questions/ask before /questions/:id', () => {
    expect(h1(render('/questions/my'))).toBe('My Questions');
    expect(h1(render('/questions/ask'))).toBe('Ask a Question');
    expect(h1(render('/questions/5'))).toBe('Question');
    expect(h1(render('/study-groups/12'))).toBe('Study Group');
  });

  it('renders the not-found page for unknown paths and non-numeric ids', () => {
    for (const url of ['/__not_found__', '/nope', '/questions/abc', '/store/extra']) {
      const html = render(url);
      expect(h1(html)).toBe('404 Page Not Found');
      expect(html).toContain('Did you forget to add the page to the router?');
    }
  });

  it('gives every page exactly one h1', () => {
    for (const page of pages) {
      const html = render(page.path.replace(':id', '1'));
      expect(html.match(/<h1[\s>]/g), page.path).toHaveLength(1);
    }
  });

  it('links only to routes that exist', () => {
    for (const page of pages.filter((p) => p.prerender)) {
      const hrefs = [...render(page.path).matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
      for (const href of hrefs.filter((h) => h.startsWith('/'))) {
        expect(matchPage(href), `${href} on ${page.path}`).toBeDefined();
      }
    }
  });

  it('renders the footer copy of spec §2', () => {
    const html = render('/');
    expect(html).toContain('© 2023 Kingdom Truth Ministry. All rights reserved.');
    expect(html).toContain('Privacy Policy');
    expect(html).toContain('Terms of Service');
  });
});
