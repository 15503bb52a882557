import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { PageIntro } from '@client/components/page-intro';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useDocumentHead } from '@client/lib/document-head';
import { useSeries } from './api/teachings';
import { SubscribeLinks } from './subscribe-links';
import { TeachingCard } from './teaching-card';
import { TeachingsBackLink } from './teaching-parts';

/** A series: its description and its published teachings in episode order. */
export function SeriesScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: series, isPending, error, refetch } = useSeries(slug);
  const missing = errorStatus(error) === 404;
  const intl = useIntl();
  useDocumentHead(
    series?.title ?? (missing ? intl.formatMessage({ id: 'teachings.seriesNotFound' }) : undefined),
    series?.description,
  );
  const back = <TeachingsBackLink language={series?.language} />;

  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'page.teachingSeries.title' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-10 h-56 w-full" />
      </div>
    );
  }
  if (error || !series) {
    return (
      <PageIntro
        title={
          missing
            ? intl.formatMessage({ id: 'teachings.seriesNotFound' })
            : intl.formatMessage({ id: 'page.teachingSeries.title' })
        }
      >
        {missing ? null : (
          <div className="mb-8">
            <LoadFailed
              what={intl.formatMessage({ id: 'teachings.what' })}
              onRetry={() => void refetch()}
            />
          </div>
        )}
        {back}
      </PageIntro>
    );
  }

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'teachings.series' })}
        title={series.title}
        lead={<span lang={series.language}>{series.description}</span>}
      />
      <div className="container-page py-10 sm:py-12">
        {back}
        <section className="mt-6" aria-labelledby="series-subscribe">
          <h2 id="series-subscribe" className="font-serif text-xl font-bold text-navy-900">
            {intl.formatMessage({ id: 'teachings.subscribe' })}
          </h2>
          <SubscribeLinks slug={series.slug} spotifyUrl={series.spotifyUrl} />
        </section>
        <section className="mt-8" aria-labelledby="series-teachings">
          <h2 id="series-teachings" className="font-serif text-2xl font-bold text-navy-900">
            {intl.formatMessage({ id: 'teachings.seriesTeachings' })}
          </h2>
          {series.teachings.length === 0 ? (
            <p className="mt-4 text-slate-700">
              {intl.formatMessage({ id: 'teachings.seriesEmpty' })}
            </p>
          ) : (
            <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {series.teachings.map((teaching) => (
                <li key={teaching.id}>
                  <TeachingCard teaching={teaching} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
