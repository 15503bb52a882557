import {
  footerPagesSchema,
  publicSitePageSchema,
  sitePagesApi,
  type SitePageLanguage,
} from '@contract/site-pages';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/* Query keys are the API paths the contract names: the server fills the same ones when it renders. */

/** The address of a page's API answer in a language (also its query key). */
export const sitePageApiPath = (slug: string, language: SitePageLanguage): string =>
  sitePagesApi.page({ slug }, { search: { lang: language } });

export const sitePageQuery = (slug: string, language: SitePageLanguage) => {
  const path = sitePageApiPath(slug, language);
  return apiQuery([path], path, publicSitePageSchema, {
    // The server's answer for an unknown page (404) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });
};

export const useSitePage = (slug: string, language: SitePageLanguage) =>
  useQuery(sitePageQuery(slug, language));

export { footerPagesSchema };
