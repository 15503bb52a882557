import { pathTo } from '@contract/pages';
import { BookOpen, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { useHomeCopy } from './use-home-copy';

export function Hero() {
  const { hero } = useHomeCopy();
  return (
    <section className="on-dark relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="container-page relative py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
          {hero.eyebrow}
        </p>
        <h1 className="mt-4 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">{hero.lead}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link href={pathTo('bibleStudy')}>
              <BookOpen aria-hidden="true" />
              {hero.studyButton}
            </Link>
          </Button>
          <Button asChild variant="outline-light" size="lg">
            <Link href={pathTo('videos')}>
              <PlayCircle aria-hidden="true" />
              {hero.videosButton}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
