import type { SiteLanguage } from '../../../contract/i18n';
import { documentTitle, pathTo } from '../../../contract/pages';
import { languageAlternates } from '../../../contract/seo';
import {
  publicStudySchema,
  studiesApi,
  studyLanguages,
  studyListSchema,
  type StudyLanguageCode,
} from '../../../contract/studies';
import { answersOf, descriptionOf, routeHead, type PageLoader } from '../loader';

/**
 * The Bible Study Center, rendered at each request from the studies the ministry keeps: the list
 * (`/bible-study`), or a study in the reader (`/bible-study?study=1`, `&lang=es` for a language
 * other than the page's). The reader's page carries the list too, so going back asks for nothing.
 */

interface View {
  study: number | undefined;
  /** The study's language when it is not the page's. */
  lang: StudyLanguageCode | undefined;
}

function viewOf(search: string, pageLanguage: SiteLanguage): View {
  const params = new URLSearchParams(search);
  const id = Number(params.get('study'));
  const lang = studyLanguages.find((code) => code === params.get('lang'));
  return {
    study: Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined,
    lang: lang === pageLanguage ? undefined : lang,
  };
}

const hrefOf = (view: View) =>
  pathTo('bibleStudy', { search: { study: view.study, lang: view.study ? view.lang : undefined } });

export const bibleStudy: PageLoader = {
  address(_pathname, search, lang) {
    return hrefOf(viewOf(search, lang));
  },
  async load(address, { fetchApi, lang }) {
    const view = viewOf(address.slice(address.indexOf('?') + 1), lang);
    const list = await answersOf(fetchApi, [
      { path: studiesApi.studies(), schema: studyListSchema },
    ]);
    if (!list) return undefined;
    const listed = studyListSchema.parse(list[0]?.data);
    if (view.study === undefined || !listed.some((s) => s.id === view.study)) {
      // An address naming no published study shows the list, as the screen does.
      return {
        status: 200,
        queries: list,
        head: routeHead('bibleStudy', pathTo('bibleStudy'), lang),
      };
    }
    const path = studiesApi.study({ id: view.study });
    const answer = await answersOf(fetchApi, [{ path, schema: publicStudySchema }]);
    if (!answer) return undefined;
    const study = publicStudySchema.parse(answer[0]?.data);
    const language = view.lang ?? lang;
    const canonical = hrefOf(view);
    return {
      status: 200,
      queries: [...list, ...answer],
      head: {
        title: documentTitle(study.title[language]),
        description: descriptionOf(study.description[language]),
        type: 'article',
        canonical,
        // The study in the page's own language has a page in each; one in a chosen language, not.
        alternates: view.lang ? [] : languageAlternates(canonical),
      },
    };
  },
};
