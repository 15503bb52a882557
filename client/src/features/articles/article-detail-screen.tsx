import { defaultBibleVersionFor } from '@contract/bible';
import { articleListHref, contentLanguageNames, type PublicArticle } from '@contract/publishing';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { ArticleBody } from '@client/components/article-body';
import { ArticleByline, ArticleCategory } from '@client/components/article-card';
import { CoverImage } from '@client/components/cover-image';
import { LoadFailed } from '@client/components/load-failed';
import { PageIntro } from '@client/components/page-intro';
import { BackLink } from '@client/components/text-link';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useDocumentHead } from '@client/lib/document-head';
import { usePageLanguage } from '@client/lib/i18n';
import { useArticle } from './api/articles';

function BackToList({ article }: { article?: PublicArticle }) {
  const intl = useIntl();
  const pageLanguage = usePageLanguage();
  return (
    <BackLink
      href={articleListHref({ lang: article?.language ?? pageLanguage, page: 1 }, pageLanguage)}
    >
      {intl.formatMessage({ id: 'articles.all' })}
    </BackLink>
  );
}

/** Links to the same article in its other languages, each named in its own language. */
function Translations({ article }: { article: PublicArticle }) {
  const intl = useIntl();
  const others = article.translations.filter((t) => t.language !== article.language);
  if (others.length === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'articles.translations' })}
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="text-slate-600">{intl.formatMessage({ id: 'articles.alsoIn' })}</span>
      <ul className="flex flex-wrap gap-2">
        {others.map((translation) => (
          <li key={translation.language}>
            <Link
              href={translation.path}
              hrefLang={translation.language}
              lang={translation.language}
              className="inline-flex min-h-8 items-center rounded-full border border-navy-200 bg-white px-3 font-medium text-navy-800 hover:border-navy-400 hover:bg-navy-50"
            >
              {contentLanguageNames[translation.language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An article: title, date, reading time, category, its translations, cover and body. */
export function ArticleDetailScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: article, isPending, error, refetch } = useArticle(slug);
  const missing = errorStatus(error) === 404;
  const intl = useIntl();
  const notFound = {
    title: intl.formatMessage({ id: 'articles.notFound' }),
    description: intl.formatMessage({ id: 'articles.notFoundDescription' }),
  };
  useDocumentHead(
    article?.title ?? (missing ? notFound.title : undefined),
    article?.excerpt ?? (missing ? notFound.description : undefined),
  );

  if (isPending) {
    return (
      <div className="container-page max-w-3xl py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'articles.article' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-4 h-4 w-1/3" />
        <Skeleton className="mt-10 h-64 w-full" />
      </div>
    );
  }
  if (error || !article) {
    return (
      <PageIntro
        title={missing ? notFound.title : intl.formatMessage({ id: 'articles.notAvailable' })}
        lead={missing ? notFound.description : undefined}
      >
        {missing ? null : (
          <div className="mb-8">
            <LoadFailed
              what={intl.formatMessage({ id: 'articles.articleWhat' })}
              onRetry={() => void refetch()}
            />
          </div>
        )}
        <BackToList />
      </PageIntro>
    );
  }

  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <BackToList article={article} />
      <ArticleCategory category={article.category} className="mt-6" />
      <h1
        lang={article.language}
        className="mt-2 font-serif text-3xl leading-tight font-bold text-navy-900 sm:text-4xl"
      >
        {article.title}
      </h1>
      <ArticleByline article={article} className="mt-3 text-sm text-slate-600" />
      <Translations article={article} />
      {article.cover ? (
        <CoverImage
          picture={article.cover}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          priority
          className="mt-8 rounded-xl"
        />
      ) : null}
      <div lang={article.language} className="mt-8">
        <ArticleBody html={article.html} version={defaultBibleVersionFor(article.language)} />
      </div>
    </article>
  );
}
