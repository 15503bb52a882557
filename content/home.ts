/**
 * Copy of the home page in English (each other language has its own file, loaded only by its
 * pages), and the site's tagline in English, Spanish and Portuguese.
 */
import type { Localized } from './studies';

export const hero = {
  eyebrow: 'Bible Teaching Training',
  title: 'Learn the Faith Once Delivered to the Saints',
  lead: 'Free, in-depth Bible teaching training grounded in the earliest manuscripts. Study the Scriptures book by book, watch our video teachings and grow in the truth Jesus and the apostles proclaimed.',
} as const;

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'We exist to restore the original faith of Jesus and the apostles. Over the centuries many traditions have been layered on top of the simple message of the Kingdom of God; we go back to the earliest manuscripts of Scripture to hear again what the first believers heard, and we teach it plainly, free of denominational bias.',
    'Our studies, videos and study tools are offered to help you read the Bible for yourself: to test every teaching against the Word, to understand God’s plan from Creation to the restoration of all things, and to stand firm in the truth with a living hope in the coming Kingdom.',
  ],
} as const;

/** The fixed card of the 'Featured Content' grid. */
export const restorationStudy = {
  label: 'Bible Study',
  title: 'The Restoration of All Things',
  description:
    'A complete biblical timeline of God’s plan to restore all things, from the promises to Abraham to the coming Kingdom.',
} as const;

export const newsletter = {
  title: 'Weekly Insights in Your Inbox',
  lead: 'Subscribe to receive weekly insights and updates on biblical teachings, new studies and video releases.',
  note: 'No spam. Unsubscribe anytime.',
} as const;

/** The home page's copy in one language. */
export interface HomeCopy {
  hero: { eyebrow: string; title: string; lead: string };
  mission: { title: string; paragraphs: readonly string[] };
  restorationStudy: { label: string; title: string; description: string };
  newsletter: { title: string; lead: string; note: string };
}

/** The home page's copy in English (Spanish and Portuguese: home.es.ts, home.pt.ts). */
export const homeCopyEn: HomeCopy = { hero, mission, restorationStudy, newsletter };

/**
 * The footer's tagline in each language. The English one repeats SITE_TAGLINE of
 * contract/pages.ts, which content/ may not import.
 */
export const siteTaglineIn: Localized<string> = {
  en: 'Empowering believers to stand firm in the truth of Scripture, equipped with authentic biblical teaching and grounded in the earliest manuscripts.',
  es: 'Capacitamos a los creyentes para permanecer firmes en la verdad de las Escrituras, con una enseñanza bíblica auténtica y fundada en los manuscritos más antiguos.',
  pt: 'Capacitamos os crentes a permanecer firmes na verdade das Escrituras, com um ensino bíblico autêntico e fundamentado nos manuscritos mais antigos.',
};
