import { documentTitle, pathTo } from '../../../contract/pages';
import {
  publicSitePageSchema,
  sitePagesApi,
  type PublicSitePage,
} from '../../../contract/site-pages';
import { descriptionOf, oneThingPage, type PageHeadData, type PageLoader } from '../loader';

/** A page the ministry writes (/pages/privacy, /es/pages/privacy), rendered at each request. */

/** The page's text without its markup, for the description. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function sitePageHead(page: PublicSitePage): PageHeadData {
  const path = (lang: PublicSitePage['language']) =>
    pathTo('sitePage', { slug: page.slug }, { lang });
  return {
    title: documentTitle(page.title),
    description: descriptionOf(plainText(page.html)),
    type: 'website',
    canonical: pathTo('sitePage', { slug: page.slug }),
    // Each language the page is written in, English the default where there is one.
    alternates:
      page.languages.length < 2
        ? []
        : [
            ...page.languages.map((lang) => ({ hreflang: lang, path: path(lang) })),
            {
              hreflang: 'x-default',
              path: path(page.languages.includes('en') ? 'en' : page.language),
            },
          ],
  };
}

export const sitePage: PageLoader = {
  address(pathname) {
    return pathname.replace(/\/+$/, '');
  },
  load(address, { fetchApi, lang }) {
    const slug = decodeURIComponent(address.slice(address.lastIndexOf('/') + 1));
    const path = sitePagesApi.page({ slug }, { search: { lang } });
    return oneThingPage(
      { fetchApi, lang },
      { path, schema: publicSitePageSchema, key: [path] },
      sitePageHead,
    );
  },
};
