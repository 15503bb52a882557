import { pathTo } from '../../../contract/pages';
import {
  questionKey,
  questionSchema,
  questionsApi,
  type Question,
} from '../../../contract/questions';
import { languageAlternates } from '../../../contract/seo';
import { documentTitle } from '../../../contract/pages';
import { descriptionOf, oneThingPage, type PageLoader } from '../loader';

/** schema.org's QAPage, as search engines read a question and its answers. */
function questionJsonLd(question: Question, publicUrl: string): Record<string, unknown> {
  const answers = question.answers.map((answer) => ({
    '@type': 'Answer',
    text: answer.content,
    dateCreated: answer.createdAt,
    url: `${publicUrl}${pathTo('questionDetail', { id: question.id })}`,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: question.content,
      inLanguage: question.language,
      dateCreated: question.createdAt,
      answerCount: answers.length,
      ...(answers.length > 0 ? { suggestedAnswer: answers } : {}),
    },
  };
}

/**
 * A question with its answers (/questions/7): as the API shows it to a visitor, so a question that
 * is not public, and every private thing, stays out of the page
 * (client/src/features/questions/api/questions.ts).
 */
export const questionDetail: PageLoader = {
  address(pathname) {
    return pathname.replace(/\/+$/, '');
  },
  personal: true,
  live: true,
  load(address, { fetchApi, publicUrl, lang }) {
    const id = address.slice(address.lastIndexOf('/') + 1);
    return oneThingPage(
      { fetchApi, lang },
      { path: questionsApi.question({ id }), schema: questionSchema, key: [...questionKey(id)] },
      (question) => {
        const canonical = pathTo('questionDetail', { id: question.id });
        return {
          title: documentTitle(question.title),
          description: descriptionOf(question.content),
          type: 'article',
          canonical,
          alternates: languageAlternates(canonical),
          jsonLd: [questionJsonLd(question, publicUrl)],
        };
      },
    );
  },
};
