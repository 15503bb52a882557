import { matchPage, pages } from '@contract/pages';
import { describe, expect, it } from 'vitest';
import { pageVariants, render } from './entry-server';

/** The text of the page's h1 in server-rendered markup. */
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('render (server)', () => {
  it('renders the home page with its hero, featured content and newsletter', async () => {
    const html = await render('/');
    expect(html).toContain('Begin Bible Study');
    expect(html).toContain('Watch Videos');
    expect(html).toContain('Featured Content');
    expect(html).toContain('The Restoration of All Things');
    expect(html).toContain('No spam. Unsubscribe anytime.');
    expect(html).toContain('<main id="main"');
    expect(html.indexOf('Skip to content')).toBeLessThan(html.indexOf('<header'));
  });

  it('renders the store in its loading state (nothing is fetched on the server)', async () => {
    expect(h1(await render('/store'))).toBe('Loading Store...');
  });

  it('resolves /questions/my and /questions/ask before /questions/:id', async () => {
    expect(h1(await render('/questions/my'))).toBe('My Questions');
    expect(h1(await render('/questions/ask'))).toBe('Ask a Question');
    expect(h1(await render('/questions/5'))).toBe('Question');
    expect(h1(await render('/study-groups/12'))).toBe('Study Group');
  });

  it('renders the not-found page for unknown paths and non-numeric ids', async () => {
    for (const url of ['/__not_found__', '/nope', '/questions/abc', '/store/extra']) {
      const html = await render(url);
      expect(h1(html)).toBe('404 Page Not Found');
      expect(html).toContain('Did you forget to add the page to the router?');
    }
  });

  it('gives every page exactly one h1', async () => {
    for (const page of pages) {
      const html = await render(page.path.replace(':id', '1'));
      expect(html.match(/<h1[\s>]/g), page.path).toHaveLength(1);
    }
  });

  it('links only to routes that exist', async () => {
    for (const page of pages.filter((p) => p.prerender)) {
      const hrefs = [...(await render(page.path)).matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1] ?? '',
      );
      for (const href of hrefs.filter((h) => h.startsWith('/'))) {
        expect(matchPage(href), `${href} on ${page.path}`).toBeDefined();
      }
    }
  });

  it('renders a study address as the reader loading its text, in its language', async () => {
    const reader = await render('/bible-study?study=1');
    expect(h1(reader)).toBe('The Restoration of All Things');
    expect(reader).toContain('Back to Studies');
    expect(reader).not.toContain('Find Your Study');
    expect(h1(await render('/bible-study?study=2&lang=pt'))).toBe(
      'A Profecia de Joel e o Dia de Pentecostes',
    );
    const spanishList = await render('/bible-study?lang=es');
    expect(h1(spanishList)).toBe('Bible Study Center');
    expect(spanishList).toContain('La Restauración de Todas las Cosas');
  });

  it('names the study addresses to pre-render, and none for other pages', () => {
    expect(pageVariants('/bible-study')).toEqual([
      'study=1&lang=es',
      'study=1&lang=pt',
      'study=1',
      'study=2&lang=es',
      'study=2&lang=pt',
      'study=2',
      'lang=es',
      'lang=pt',
    ]);
    expect(pageVariants('/store')).toEqual([]);
  });

  it('renders the footer copy', async () => {
    const html = await render('/');
    expect(html).toContain('© 2023 Kingdom Truth Ministry. All rights reserved.');
    expect(html).toContain('Privacy Policy');
    expect(html).toContain('Terms of Service');
  });
});
