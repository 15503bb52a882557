import { defaultBibleVersionFor } from '@contract/bible';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { ArticleBody } from '@client/components/article-body';
import { LoadFailed } from '@client/components/load-failed';
import { PageIntro } from '@client/components/page-intro';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useDocumentHead } from '@client/lib/document-head';
import { usePageLanguage } from '@client/lib/i18n';
import { useSitePage } from './api/site-pages';

/** A page the ministry writes (About, Privacy Policy…), in the page's language. */
export function SitePageScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const language = usePageLanguage();
  const { data: page, isPending, error, refetch } = useSitePage(slug, language);
  const missing = errorStatus(error) === 404;
  const intl = useIntl();
  const notFound = {
    title: intl.formatMessage({ id: 'sitePages.notFound' }),
    description: intl.formatMessage({ id: 'sitePages.notFoundDescription' }),
  };
  useDocumentHead(
    page?.title ?? (missing ? notFound.title : undefined),
    missing ? notFound.description : undefined,
  );

  if (isPending) {
    return (
      <div className="container-page max-w-3xl py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'page.sitePage.title' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-10 h-64 w-full" />
      </div>
    );
  }
  if (error || !page) {
    return (
      <PageIntro
        title={missing ? notFound.title : intl.formatMessage({ id: 'sitePages.notAvailable' })}
        lead={missing ? notFound.description : undefined}
      >
        {missing ? null : (
          <LoadFailed
            what={intl.formatMessage({ id: 'sitePages.what' })}
            onRetry={() => void refetch()}
          />
        )}
      </PageIntro>
    );
  }
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <h1
        lang={page.language}
        className="font-serif text-3xl leading-tight font-bold break-words text-navy-900 sm:text-4xl"
      >
        {page.title}
      </h1>
      <div lang={page.language} className="mt-8 break-words">
        <ArticleBody html={page.html} version={defaultBibleVersionFor(page.language)} />
      </div>
    </article>
  );
}
