import { FeaturedContent } from './featured-content';
import { Hero } from './hero';
import { LatestArticles } from './latest-articles';
import { LatestTeachings } from './latest-teachings';
import { Mission } from './mission';
import { NewsletterSignup } from './newsletter-signup';
import { VerseOfTheDay } from './verse-of-the-day';

export function HomeScreen() {
  return (
    <>
      <Hero />
      <VerseOfTheDay />
      <Mission />
      <FeaturedContent />
      <LatestArticles />
      <LatestTeachings />
      <NewsletterSignup />
    </>
  );
}
