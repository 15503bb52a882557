import { catalogTextIn } from '@contract/catalog';
import { Heading } from '@client/components/headed-section';
import type { Picture } from '@contract/publishing';
import { pathTo } from '@contract/pages';
import { BookMarked, BookOpen, PlayCircle, type LucideIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CoverImage } from '@client/components/cover-image';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { truncate } from '@client/lib/format';
import { usePageLanguage } from '@client/lib/i18n';
import { NotTranslatedNote } from '@client/components/not-translated-note';
import { useFeaturedEbook, useFeaturedVideo } from './api/get-featured';
import { useHomeCopy } from './use-home-copy';

interface FeatureCardProps {
  icon: LucideIcon;
  label: string;
  title: string;
  description: string;
  action: string;
  href: string;
  /** An ebook's cover, when it has one. */
  cover?: Picture | null;
  /** Title and description are English on another language's page (not translated yet). */
  untranslated?: boolean;
}

function FeatureCard({
  icon: Icon,
  label,
  title,
  description,
  action,
  href,
  cover,
  untranslated = false,
}: FeatureCardProps) {
  return (
    <Card>
      {cover ? (
        <CoverImage
          picture={cover}
          alt={title}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="h-48 rounded-t-xl bg-navy-50 object-contain p-3"
        />
      ) : null}
      <CardHeader>
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-gold-700 uppercase">
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </p>
        <CardTitle lang={untranslated ? 'en' : undefined}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription
          className="text-base text-slate-700"
          lang={untranslated ? 'en' : undefined}
        >
          {description}
        </CardDescription>
        {untranslated ? <NotTranslatedNote className="mt-2" /> : null}
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link href={href}>{action}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function CardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardHeader>
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-3/4" />
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-28" />
      </CardFooter>
    </Card>
  );
}

/**
 * The home page's featured video, the fixed study card and the featured ebook. A dynamic card
 * shows a skeleton while loading and is left out when nothing is featured or the call failed.
 */
export function FeaturedContent() {
  const intl = useIntl();
  const { restorationStudy, studyId } = useHomeCopy();
  const lang = usePageLanguage();
  const video = useFeaturedVideo();
  const ebook = useFeaturedEbook();
  // In the page's language where translated; else the English, marked so.
  const videoText = video.data ? catalogTextIn(video.data, lang) : undefined;
  const ebookText = ebook.data ? catalogTextIn(ebook.data, lang) : undefined;
  const loading = video.isPending || ebook.isPending;

  return (
    <section
      aria-labelledby="featured-title"
      aria-busy={loading}
      className="border-y border-navy-100 bg-white py-16 sm:py-20"
    >
      <div className="container-page">
        <Heading id="featured-title" title="home.featured" look="home" />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {video.isPending ? (
            <CardSkeleton />
          ) : videoText ? (
            <FeatureCard
              icon={PlayCircle}
              label={intl.formatMessage({ id: 'home.featuredVideo' })}
              title={videoText.title}
              description={truncate(videoText.description, 100)}
              action={intl.formatMessage({ id: 'home.watchNow' })}
              href={pathTo('videos')}
              untranslated={videoText.untranslated}
            />
          ) : null}
          <FeatureCard
            icon={BookOpen}
            label={restorationStudy.label}
            title={restorationStudy.title}
            description={restorationStudy.description}
            action={restorationStudy.action}
            href={
              studyId === null
                ? pathTo('bibleStudy')
                : pathTo('bibleStudy', { search: { study: studyId } })
            }
          />
          {ebook.isPending ? (
            <CardSkeleton />
          ) : ebook.data && ebookText ? (
            <FeatureCard
              icon={BookMarked}
              label={intl.formatMessage({ id: 'home.featuredEbook' })}
              title={ebookText.title}
              description={truncate(ebookText.description, 100)}
              action={intl.formatMessage({ id: 'home.getEbook' })}
              href={pathTo('store')}
              cover={ebook.data.cover}
              untranslated={ebookText.untranslated}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
