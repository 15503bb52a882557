import { restorationStudy } from '@content/home';
import type { Picture } from '@contract/publishing';
import { pathTo } from '@contract/pages';
import { BookMarked, BookOpen, PlayCircle, type LucideIcon } from 'lucide-react';
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
import { useFeaturedEbook, useFeaturedVideo } from './api/get-featured';

interface FeatureCardProps {
  icon: LucideIcon;
  label: string;
  title: string;
  description: string;
  action: string;
  href: string;
  /** An ebook's cover, when it has one. */
  cover?: Picture | null;
}

function FeatureCard({
  icon: Icon,
  label,
  title,
  description,
  action,
  href,
  cover,
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
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription className="text-base text-slate-700">{description}</CardDescription>
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
  const video = useFeaturedVideo();
  const ebook = useFeaturedEbook();
  const loading = video.isPending || ebook.isPending;

  return (
    <section
      aria-labelledby="featured-title"
      aria-busy={loading}
      className="border-y border-navy-100 bg-white py-16 sm:py-20"
    >
      <div className="container-page">
        <h2
          id="featured-title"
          className="text-center font-serif text-3xl font-bold text-navy-900 sm:text-4xl"
        >
          Featured Content
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {video.isPending ? (
            <CardSkeleton />
          ) : video.data ? (
            <FeatureCard
              icon={PlayCircle}
              label="Featured Video"
              title={video.data.title}
              description={truncate(video.data.description, 100)}
              action="Watch Now"
              href={pathTo('videos')}
            />
          ) : null}
          <FeatureCard
            icon={BookOpen}
            label={restorationStudy.label}
            title={restorationStudy.title}
            description={restorationStudy.description}
            action="Begin Study"
            href={pathTo('bibleStudy')}
          />
          {ebook.isPending ? (
            <CardSkeleton />
          ) : ebook.data ? (
            <FeatureCard
              icon={BookMarked}
              label="Featured Ebook"
              title={ebook.data.title}
              description={truncate(ebook.data.description, 100)}
              action="Get Ebook"
              href={pathTo('store')}
              cover={ebook.data.cover}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
