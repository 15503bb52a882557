/**
 * The ministry's five video teachings and its channel. This is the one place to change them:
 * the Videos page and the database seed both read it. The teachings themselves are in English;
 * their titles and descriptions are also given in Spanish and Portuguese, each in its own module
 * (videos.es.ts, videos.pt.ts) so a page loads only its language's; videos-languages.ts has all
 * three.
 */

export interface VideoEpisode {
  /** 1 to 5, the episode number. */
  id: number;
  title: string;
  description: string;
  /** The 11-character id in the video's address: youtube.com/watch?v=<youtubeId>. */
  youtubeId: string;
  /** Minutes. */
  duration: number;
  featured: boolean;
}

export const CHANNEL_URL = 'https://www.youtube.com/@KingdomTruthMinistry';

export const videoEpisodes: readonly VideoEpisode[] = [
  {
    id: 1,
    title: 'The Gospel of the Kingdom',
    description:
      'What did Jesus mean when he preached "the good news of the Kingdom of God"? We follow the phrase from the prophets through the Gospels and Acts.',
    youtubeId: 'kTm3Vd1Gq8A',
    duration: 42,
    featured: true,
  },
  {
    id: 2,
    title: 'The Promises to Abraham',
    description:
      'The land, the seed and the blessing: how the covenant with Abraham shapes the hope of Israel and of every believer in Christ.',
    youtubeId: 'p4Rw9Lx2nQc',
    duration: 38,
    featured: false,
  },
  {
    id: 3,
    title: 'The Restoration of All Things',
    description:
      'Peter spoke of "the times of restoration of all things" (Acts 3:21). We trace God\'s plan from the fall to the renewed creation.',
    youtubeId: 'Zb7hY3cJm0E',
    duration: 47,
    featured: false,
  },
  {
    id: 4,
    title: 'The Resurrection Hope',
    description:
      "Why the apostles placed their hope in the resurrection of the dead at Christ's return, and what that means for us today.",
    youtubeId: 'Hq2Nf6Wt1sU',
    duration: 35,
    featured: false,
  },
  {
    id: 5,
    title: 'Reading the Earliest Manuscripts',
    description:
      'How the earliest manuscripts of the New Testament reached us, and how they help us read Scripture as its first hearers did.',
    youtubeId: 'Rv5xD8kLp3M',
    duration: 40,
    featured: false,
  },
];

/** What a translation of an episode changes; the YouTube id, length and the rest stay. */
export type VideoEpisodeText = Pick<VideoEpisode, 'id' | 'title' | 'description'>;
