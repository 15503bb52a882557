import { FeaturedContent } from './featured-content';
import { Hero } from './hero';
import { LatestArticles } from './latest-articles';
import { Mission } from './mission';
import { NewsletterSignup } from './newsletter-signup';

export function HomeScreen() {
  return (
    <>
      <Hero />
      <Mission />
      <FeaturedContent />
      <LatestArticles />
      <NewsletterSignup />
    </>
  );
}
