import { articleListHref } from '@contract/publishing';
import { ArticleCard } from '@client/components/article-card';
import { usePageLanguage } from '@client/lib/i18n';
import { useFeaturedArticles } from './api/get-featured';
import { NewestBand } from './newest-band';

/**
 * The home page's newest reading in the page's language: up to three articles, the featured
 * first. Shown only when there are some (nothing while they load, so the page below never jumps
 * for an empty list).
 */
export function LatestArticles() {
  const lang = usePageLanguage();
  const { data: articles } = useFeaturedArticles(lang);
  if (!articles || articles.length === 0) return null;
  return (
    <NewestBand
      id="latest-articles-title"
      title="home.latestArticles"
      items={articles}
      card={(article) => <ArticleCard article={article} headingLevel="h3" />}
      all={{ href: articleListHref({ lang, page: 1 }, lang), label: 'articles.all' }}
    />
  );
}
