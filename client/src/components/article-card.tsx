import type { ArticleSummary } from '@contract/publishing';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatPublishedDate } from '@client/lib/format';
import { CoverImage } from './cover-image';
import { useCategoryName } from '@client/lib/categories';
import { cn } from '@client/lib/utils';

/** Cards in a grid of up to three columns. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';

/**
 * An article in a list (the articles page, the home page's latest): its cover when it has one,
 * category, title as the link to it, date, reading time and excerpt.
 */
export function ArticleCard({
  article,
  headingLevel = 'h2',
}: {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm">
      {article.cover ? (
        <CoverImage
          picture={article.cover}
          alt=""
          sizes={CARD_SIZES}
          className="aspect-[16/9] object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-6">
        <ArticleCategory category={article.category} />
        <Heading
          lang={article.language}
          className="font-serif text-xl leading-snug font-semibold text-navy-900"
        >
          <Link
            href={article.path}
            className="rounded-sm underline-offset-4 hover:text-navy-700 hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <ArticleByline article={article} className="text-sm text-slate-600" />
        <p lang={article.language} className="line-clamp-3 text-slate-700">
          {article.excerpt}
        </p>
      </div>
    </article>
  );
}

/** An article's category, above its title in lists and on its page. */
export function ArticleCategory({
  category,
  className,
}: {
  category: ArticleSummary['category'];
  className?: string;
}) {
  const categoryName = useCategoryName();
  return (
    <p className={cn('text-xs font-semibold tracking-wider text-gold-700 uppercase', className)}>
      {categoryName(category)}
    </p>
  );
}

/** When an article was published and how long it takes to read, as lists and its page show it. */
export function ArticleByline({
  article,
  className,
}: {
  article: Pick<ArticleSummary, 'publishedAt' | 'language' | 'readTime'>;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <p className={className}>
      <time dateTime={article.publishedAt} lang={article.language}>
        {formatPublishedDate(article.publishedAt, article.language)}
      </time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {intl.formatMessage({ id: 'article.readTime' }, { minutes: article.readTime })}
    </p>
  );
}
