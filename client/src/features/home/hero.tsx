import { pathTo } from '@contract/pages';
import { BookOpen, PlayCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { useHomeCopy } from './use-home-copy';

/** One of the hero's ways in: a large button-styled link with its icon. */
function HeroLink({
  href,
  variant,
  icon: Icon,
  children,
}: {
  href: string;
  variant: 'accent' | 'outline-light';
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} size="lg">
      <Link href={href}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

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
          <HeroLink href={pathTo('bibleStudy')} variant="accent" icon={BookOpen}>
            {hero.studyButton}
          </HeroLink>
          <HeroLink href={pathTo('videos')} variant="outline-light" icon={PlayCircle}>
            {hero.videosButton}
          </HeroLink>
        </div>
      </div>
    </section>
  );
}
