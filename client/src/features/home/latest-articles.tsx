import { pathTo } from '@contract/pages';
import { ArticleCard } from '@client/components/article-card';
import { TextLink } from '@client/components/text-link';
import { useFeaturedArticles } from './api/get-featured';

/**
 * The home page's newest reading: up to three articles, the featured first. Shown only when
 * there are some (nothing while they load, so the page below never jumps for an empty list).
 */
export function LatestArticles() {
  const { data: articles } = useFeaturedArticles();
  if (!articles || articles.length === 0) return null;
  return (
    <section aria-labelledby="latest-articles-title" className="py-16 sm:py-20">
      <div className="container-page">
        <h2
          id="latest-articles-title"
          className="text-center font-serif text-3xl font-bold text-navy-900 sm:text-4xl"
        >
          Latest Articles
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <TextLink href={pathTo('articles')}>All articles</TextLink>
        </p>
      </div>
    </section>
  );
}
