import type { articles, ebooks } from './schema';

const amazonSearch = (title: string) =>
  `https://www.amazon.com/s?k=${encodeURIComponent(title)}&i=digital-text`;

/**
 * The ministry's ebooks. Links search the retailer's Kindle store for the title. The featured
 * one is not "The Restoration of All Things": the home page already has a fixed study card of
 * that title beside the featured ebook.
 */
export const seedEbooks: (typeof ebooks.$inferInsert)[] = [
  {
    title: 'The Restoration of All Things',
    description:
      "A complete biblical timeline of God's plan to restore creation, from the promise in Eden to the new heaven and new earth, read in the light of the prophets and the apostles.",
    price: '$9.99',
    amazonUrl: amazonSearch('The Restoration of All Things'),
    rating: 5,
    reviewCount: 48,
    featured: false,
  },
  {
    title: 'The Gospel of the Kingdom',
    description:
      'What Jesus and the apostles proclaimed as good news: the coming Kingdom of God, the resurrection of the dead and the reign of the Messiah on the earth.',
    price: '$7.99',
    amazonUrl: amazonSearch('The Gospel of the Kingdom'),
    rating: 5,
    reviewCount: 31,
    featured: false,
  },
  {
    title: 'Back to the Earliest Manuscripts',
    description:
      'An accessible guide to how the New Testament was copied and preserved, and how the earliest witnesses help us read Scripture faithfully today.',
    price: '$8.99',
    amazonUrl: amazonSearch('Back to the Earliest Manuscripts'),
    rating: 4,
    reviewCount: 19,
    featured: true,
  },
  {
    title: 'Heirs of the Promise',
    description:
      'A study of the covenants with Abraham and David and what it means for believers in Christ to be heirs of the promises made to the fathers.',
    price: '$6.99',
    amazonUrl: amazonSearch('Heirs of the Promise'),
    rating: 4,
    reviewCount: 12,
    featured: false,
  },
  {
    title: 'Prayer in the Early Church',
    description:
      'How the first believers prayed, drawn from Acts and the letters: to the Father, in the name of Jesus, with thanksgiving and expectation.',
    price: '$4.99',
    amazonUrl: amazonSearch('Prayer in the Early Church'),
    rating: 0,
    reviewCount: 0,
    featured: false,
  },
];

export const seedArticles: (typeof articles.$inferInsert)[] = [
  {
    title: 'Why Study the Bible in Its Own Words?',
    slug: 'why-study-the-bible-in-its-own-words',
    status: 'published',
    publishedAt: new Date(Date.UTC(2024, 0, 15)),
    excerpt: 'Reading Scripture as its first hearers did frees us from later assumptions.',
    content:
      'The Bible was written over many centuries, in Hebrew, Aramaic and Greek, to real people in real places. When we read it in the light of its own words and its own history, rather than through the lens of later traditions, its message becomes clearer and more personal.\n\nThis is why our studies go back to the prophets, to the words of Jesus and to the earliest manuscripts: not to be novel, but to be faithful.',
    category: 'Scripture',
    featured: true,
    language: 'en',
  },
  {
    title: 'The Hope of the Resurrection',
    slug: 'the-hope-of-the-resurrection',
    status: 'published',
    publishedAt: new Date(Date.UTC(2024, 1, 12)),
    excerpt:
      'The apostles placed their hope in the resurrection of the dead at the return of Christ.',
    content:
      'From Daniel 12:2 to 1 Corinthians 15, the Scriptures speak with one voice: the dead will rise. Paul called it "the hope of Israel" and the heart of the gospel.\n\nThis hope is not an escape from the world but the promise of its renewal, when the Messiah returns and God restores all things.',
    category: 'Doctrine',
    featured: true,
    language: 'en',
  },
  {
    title: 'Joel, Pentecost and the Last Days',
    slug: 'joel-pentecost-and-the-last-days',
    status: 'published',
    publishedAt: new Date(Date.UTC(2024, 2, 11)),
    excerpt: 'Peter quoted the prophet Joel to explain what the crowd saw at Pentecost.',
    content:
      'When the Spirit was poured out at Pentecost, Peter stood up and said, "This is what has been spoken through the prophet Joel." He saw in that day the beginning of the last days that Joel foretold.\n\nJoel\'s prophecy looks ahead to the great and awesome day of the Lord, and invites everyone who calls on the name of the Lord to be saved.',
    category: 'Prophecy',
    featured: false,
    language: 'en',
  },
];
