import type { Ebook, Video } from '@contract/catalog';
import { matchPage } from '@contract/page-match';
import { pages } from '@contract/pages';
import {
  articleApiPath,
  articleListApiPath,
  featuredArticlesApiPath,
  type ArticlePage,
  type ArticleSummary,
  type PublicArticle,
} from '@contract/publishing';
import { studiesApi, type PublicStudy, type StudySummaryAnswer } from '@contract/studies';
import { studySummaries } from '@content/studies';
import { studyReferences, studyTexts } from '@content/study-texts';
import { describe, expect, it } from 'vitest';
import { pageVariants, render, renderWithData } from './entry-server';

/** The bundled studies as the API answers them on a fresh database. */
const bundledList: StudySummaryAnswer[] = studySummaries.map((study) => ({
  ...study,
  languages: ['en', 'es', 'pt'],
}));
const bundledStudy = (id: number): PublicStudy => {
  const summary = bundledList.find((s) => s.id === id);
  const content = studyTexts[id];
  const references = studyReferences[id];
  if (!summary || !content || !references) throw new Error(`No bundled study ${id}`);
  const rows = (language: 'en' | 'es' | 'pt') =>
    references[language].map(([start, end, osis]): [number, number, string] => [start, end, osis]);
  return { ...summary, content, references: { en: rows('en'), es: rows('es'), pt: rows('pt') } };
};

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
      const html = await render(page.path.replace(':id', '1').replace(':slug', 'an-article'));
      expect(html.match(/<h1[\s>]/g), page.path).toHaveLength(1);
    }
  });

  it('links only to routes that exist', async () => {
    for (const page of pages.filter((p) => p.prerender)) {
      const hrefs = [...(await render(page.path)).matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1] ?? '',
      );
      for (const href of hrefs.filter((h) => h.startsWith('/'))) {
        // A fragment ('/bible/John/3#v16', the verse of the day) names a place in the page, a
        // query ('/articles?lang=es') what the page shows.
        const path = href.split(/[#?]/, 1)[0] ?? href;
        // A calendar or a feed ('/events.ics', '/feed.xml') is a file its own route answers.
        if (/\.(ics|xml)$/.test(path)) continue;
        expect(matchPage(path), `${href} on ${page.path}`).toBeDefined();
      }
    }
  });

  it('renders a study address as the reader with its text, in its language', async () => {
    const withStudies = (url: string, id?: number) =>
      renderWithData(url, [
        { key: [studiesApi.studies()], data: bundledList },
        ...(id ? [{ key: [studiesApi.study({ id })], data: bundledStudy(id) }] : []),
      ]);
    const reader = await withStudies('/bible-study?study=1', 1);
    expect(h1(reader)).toBe('The Restoration of All Things');
    expect(reader).toContain('Back to Studies');
    expect(reader).not.toContain('Find Your Study');
    // The article is in the first HTML, its references already links.
    expect(reader).toContain('data-testid="study-article"');
    expect(reader).toMatch(/href="\/bible\/[^"]+"/);
    expect(h1(await withStudies('/bible-study?study=2&lang=pt', 2))).toBe(
      'A profecia de Joel e o dia de Pentecostes',
    );
    const spanishList = await withStudies('/bible-study?lang=es');
    expect(h1(spanishList)).toBe('Bible Study Center');
    expect(spanishList).toContain('La restauración de todas las cosas');
    // On the Spanish page a study opens in Spanish; `lang` still chooses another.
    expect(h1(await withStudies('/es/bible-study?study=1', 1))).toBe(
      'La restauración de todas las cosas',
    );
    expect(h1(await withStudies('/es/bible-study?study=1&lang=en', 1))).toBe(
      'The Restoration of All Things',
    );
    expect(h1(await withStudies('/pt/bible-study?study=2', 2))).toBe(
      'A profecia de Joel e o dia de Pentecostes',
    );
    // An address naming no published study shows the list.
    expect(h1(await withStudies('/bible-study?study=99'))).toBe('Bible Study Center');
  });

  it('names no variants to pre-render: the studies are rendered per request', () => {
    expect(pageVariants('/bible-study')).toEqual([]);
    expect(pageVariants('/store')).toEqual([]);
  });

  it('renders the footer copy', async () => {
    const html = await render('/');
    expect(html).toContain('© 2023 Kingdom Truth Ministry. All rights reserved.');
    expect(html).toContain('Privacy Policy');
    expect(html).toContain('Terms of Service');
  });
});

const cover = {
  src: '/media/0123456789abcdef0123456789abcdef-960.webp',
  srcSet:
    '/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-960.webp 960w',
  width: 960,
  height: 540,
};

const summary = (id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  slug: `article-${id}`,
  path: `/articles/article-${id}`,
  title: `Article ${id}`,
  excerpt: `The excerpt of article ${id}.`,
  category: 'Doctrine',
  language: 'en',
  readTime: 4,
  publishedAt: '2026-03-05T12:00:00.000Z',
  featured: false,
  cover: null,
  ...overrides,
});

const listOf = (items: ArticleSummary[], total = items.length): ArticlePage => ({
  items,
  total,
  page: 1,
  pageSize: 12,
});

describe('renderWithData (request-time rendering)', () => {
  it('renders the list of articles with its cards, filters and pager', async () => {
    const items = [summary(1, { cover }), summary(2)];
    const html = await renderWithData('/articles?lang=en', [
      { key: [articleListApiPath({ lang: 'en', page: 1 })], data: listOf(items, 30) },
    ]);
    expect(h1(html)).toBe('Articles');
    expect(html).toContain('30 articles in English');
    expect(html).toMatch(/<a [^>]*href="\/articles\/article-1"[^>]*>Article 1<\/a>/);
    expect(html).toContain('March 5, 2026');
    expect(html).toContain('4 min read');
    expect(html).toContain('The excerpt of article 2.');
    // Languages by their own names, no flags; the chosen one marked.
    expect(html).toMatch(/<a lang="es" href="\/articles\?lang=es"[^>]*>Español<\/a>/);
    expect(html).toMatch(/aria-current="page"[^>]*>English<\/a>/);
    expect(html).toMatch(/aria-current="page"[^>]*>All<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/articles\?category=Prophecy"[^>]*>Prophecy<\/a>/);
    expect(html.replace(/<!-- -->/g, '')).toContain('Page 1 of 3');
    // The cover reserves its box and offers every width.
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('width="960"');
    expect(img).toContain('height="540"');
    expect(img).toContain('loading="lazy"');
    expect(img).toMatch(/srcSet="[^"]*320w/);
  });

  it('keeps the category and the language when choosing the other', async () => {
    const html = await renderWithData('/articles?lang=pt&category=Prophecy', [
      {
        key: [articleListApiPath({ lang: 'pt', category: 'Prophecy', page: 1 })],
        data: listOf([]),
      },
    ]);
    expect(html).toContain('There are no Prophecy articles in Português yet.');
    expect(html).toMatch(/href="\/articles\?lang=es&amp;category=Prophecy"/);
    expect(html).toMatch(/href="\/articles\?lang=pt"[^>]*>All</);
  });

  it('renders the list loading when no answer is given', async () => {
    const html = await renderWithData('/articles', []);
    expect(h1(html)).toBe('Articles');
    expect(html).toContain('aria-busy="true"');
  });

  it('renders an article with its translations and body, in its language', async () => {
    const article: PublicArticle = {
      ...summary(7, {
        language: 'es',
        title: 'El Reino',
        slug: 'el-reino',
        path: '/articles/el-reino',
      }),
      html: '<p>Cuerpo del artículo.</p>',
      updatedAt: '2026-03-06T12:00:00.000Z',
      originalId: 1,
      translations: [
        {
          language: 'en',
          slug: 'the-kingdom',
          title: 'The Kingdom',
          path: '/articles/the-kingdom',
        },
      ],
    };
    const html = await renderWithData('/articles/el-reino', [
      { key: [articleApiPath('el-reino')], data: article },
    ]);
    expect(h1(html)).toBe('El Reino');
    expect(html).toMatch(/<h1 lang="es"/);
    expect(html).toContain('5 de marzo de 2026');
    expect(html).toContain('<p>Cuerpo del artículo.</p>');
    expect(html).toMatch(/<a [^>]*href="\/articles\/the-kingdom"[^>]*>English<\/a>/);
    expect(html).toMatch(/href="\/articles\?lang=es"[^>]*>[\s\S]*All articles/);
  });

  it("renders an unknown article's not-found screen from the API's 404", async () => {
    const html = await renderWithData('/articles/nowhere', [
      {
        key: [articleApiPath('nowhere')],
        error: { status: 404, body: '{"message":"Article not found"}' },
      },
    ]);
    expect(h1(html)).toBe('Article Not Found');
    expect(html).not.toContain('Try Again');
  });

  it('refuses to render markup holding an inline script', async () => {
    await expect(
      renderWithData('/articles/bad', [
        {
          key: [articleApiPath('bad')],
          data: {
            ...summary(1, { slug: 'bad', path: '/articles/bad' }),
            html: '<script>alert(1)</script>',
            updatedAt: '2026-03-06T12:00:00.000Z',
            originalId: null,
            translations: [],
          },
        },
      ]),
    ).rejects.toThrow(/inline script/);
  });

  it("shows the home page's latest articles under Featured Content, and nothing when there are none", async () => {
    const items = [summary(1, { featured: true }), summary(2), summary(3)];
    const html = await renderWithData('/', [{ key: [featuredArticlesApiPath('en')], data: items }]);
    expect(html).toContain('Latest Articles');
    expect(html.indexOf('Featured Content')).toBeLessThan(html.indexOf('Latest Articles'));
    expect(html.match(/<h3 lang="en"/g)).toHaveLength(3);
    const empty = await renderWithData('/', [{ key: [featuredArticlesApiPath('en')], data: [] }]);
    expect(empty).not.toContain('Latest Articles');
    // The three fixed cards' grid stays as it is.
    expect(empty).toContain('The Restoration of All Things');
  });

  it('shows a cover on ebook cards that have one, and the icon tile on the others', async () => {
    const ebook = (id: number, withCover: boolean): Ebook => ({
      id,
      title: `Book ${id}`,
      translations: {},
      description: 'A book.',
      price: '$9.99',
      amazonUrl: 'https://www.amazon.com/dp/B000000000',
      rating: 5,
      reviewCount: 3,
      featured: id === 1,
      coverImage: withCover ? '0123456789abcdef0123456789abcdef' : null,
      cover: withCover ? { ...cover, width: 640, height: 960 } : null,
      position: id,
    });
    const store = await renderWithData('/store', [
      { key: ['/api/ebooks'], data: [ebook(1, true), ebook(2, false)] },
    ]);
    const imgs = [...store.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(1);
    for (const attribute of ['alt="Book 1"', 'width="640"', 'height="960"', 'loading="lazy"']) {
      expect(imgs[0]).toContain(attribute);
    }
    expect(imgs[0]).toMatch(/srcSet="[^"]+"/);
    expect(imgs[0]).toMatch(/sizes="[^"]+"/);
    expect(store.match(/lucide-book-marked/g)).toHaveLength(1);

    const home = await renderWithData('/', [
      { key: ['/api/ebooks/featured'], data: ebook(1, true) },
    ]);
    expect(home).toMatch(/<img [^>]*alt="Book 1"/);
  });

  it('adds the published videos that are not the five episodes under Latest Teachings', async () => {
    const video = (id: number, youtubeId: string): Video => ({
      id,
      title: `Teaching ${id}`,
      translations: {},
      description: 'A teaching.',
      youtubeId,
      category: 'Prophecy',
      duration: 30,
      publishedAt: `2026-0${id}-01T00:00:00.000Z`,
      featured: false,
    });
    const html = await renderWithData('/videos', [
      {
        key: ['/api/videos'],
        data: [video(3, 'newTeaching'), video(2, 'oldTeaching'), video(1, 'kTm3Vd1Gq8A')],
      },
    ]);
    expect(html.match(/Episode \d/g)?.length).toBeGreaterThanOrEqual(5);
    const latest = html.slice(html.indexOf('Latest Teachings'));
    expect(html.indexOf('Episode 5')).toBeLessThan(html.indexOf('Latest Teachings'));
    expect(latest.indexOf('Teaching 3')).toBeLessThan(latest.indexOf('Teaching 2'));
    expect(latest).not.toContain('Teaching 1<');
    expect(latest).toContain('Play');
    const none = await renderWithData('/videos', [{ key: ['/api/videos'], data: [] }]);
    expect(none).not.toContain('Latest Teachings');
  });
});

describe('render (server) in Spanish and Portuguese', () => {
  it("renders the shell in the address's language, every link kept in it", async () => {
    const html = await render('/es/store');
    expect(html).toContain('Saltar al contenido');
    expect(html).toContain('aria-label="Principal"');
    expect(html).toContain('>Tienda</a>');
    expect(html).toContain('href="/es/store"');
    expect(html).toContain('href="/es/"');
    expect(html).toContain('Explorar');
    expect(html).toContain('Todos los derechos reservados.');
    // Only the language switch's own link leads to the English page (until scripts run, its menu
    // is a plain list of links).
    expect(html.match(/href="\/store"(?! lang="en" hrefLang="en")/g)).toBeNull();
    expect(html).toContain('href="/store" lang="en" hrefLang="en"');
    expect(html).not.toContain('Skip to content');
  });

  it('renders the not-found screen and the Portuguese home in their language', async () => {
    expect(h1(await render('/pt/__not_found__'))).toBe('404: página não encontrada');
    const home = await render('/pt/');
    expect(home).toContain('Pular para o conteúdo');
    expect(home).toContain('href="/pt/bible"');
  });
});
