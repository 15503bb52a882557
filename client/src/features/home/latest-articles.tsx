import { articleListHref } from '@contract/publishing';
import { useIntl } from 'react-intl';
import { ArticleCard } from '@client/components/article-card';
import { TextLink } from '@client/components/text-link';
import { usePageLanguage } from '@client/lib/i18n';
import { useFeaturedArticles } from './api/get-featured';

/**
 * The home page's newest reading in the page's language: up to three articles, the featured
 * first. Shown only when there are some (nothing while they load, so the page below never jumps
 * for an empty list).
 */
export function LatestArticles() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const { data: articles } = useFeaturedArticles(lang);
  if (!articles || articles.length === 0) return null;
  return (
    <section aria-labelledby="latest-articles-title" className="py-16 sm:py-20">
      <div className="container-page">
        <h2
          id="latest-articles-title"
          className="text-center font-serif text-3xl font-bold text-navy-900 sm:text-4xl"
        >
          {intl.formatMessage({ id: 'home.latestArticles' })}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <TextLink href={articleListHref({ lang, page: 1 }, lang)}>
            {intl.formatMessage({ id: 'articles.all' })}
          </TextLink>
        </p>
      </div>
    </section>
  );
}
