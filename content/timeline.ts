/**
 * The Biblical Timeline: its events and their categories, in English. Spanish and Portuguese are
 * their own modules (timeline.es.ts, timeline.pt.ts), so a page loads only its language's;
 * timeline-languages.ts has all three for code that needs them at once.
 */
import { translateItems } from './localize';

export type TimelineCategory =
  'creation' | 'patriarchs' | 'exodus' | 'kingdom' | 'exile' | 'messiah' | 'church' | 'prophecy';

/** Names of the icons the client draws for a category (lucide icon names). */
export type TimelineIcon =
  'sun' | 'tent' | 'waves' | 'crown' | 'landmark' | 'star' | 'church' | 'sunrise';

/**
 * A category's look; its name is interface text, in the message catalogues
 * (`timeline.category.<key>`, contract/messages), as the product's fixed list.
 */
export interface TimelineCategoryInfo {
  icon: TimelineIcon;
  /** A dark colour that white text reads well on (badge and icon background). */
  color: string;
}

export const timelineCategories: Readonly<Record<TimelineCategory, TimelineCategoryInfo>> = {
  creation: { icon: 'sun', color: '#166534' },
  patriarchs: { icon: 'tent', color: '#92400e' },
  exodus: { icon: 'waves', color: '#1e40af' },
  kingdom: { icon: 'crown', color: '#7e22ce' },
  exile: { icon: 'landmark', color: '#9f1239' },
  messiah: { icon: 'star', color: '#a16207' },
  church: { icon: 'church', color: '#0f766e' },
  prophecy: { icon: 'sunrise', color: '#4338ca' },
};

export interface TimelineEvent {
  id: number;
  /** As shown: 'In the Beginning', 'c. 2000 BC', '30 AD', 'Future'. */
  year: string;
  title: string;
  description: string;
  category: TimelineCategory;
  /** Its place in the Kingdom story, shown under 'Kingdom Significance:'. */
  significance: string;
  /** Parallax factor between 0.4 and 1.6: below 1 the card lags the scroll, above 1 it leads. */
  parallaxSpeed: number;
}

export const timelineEvents: readonly TimelineEvent[] = [
  {
    id: 1,
    year: 'In the Beginning',
    title: 'Creation of Heaven and Earth',
    description:
      'God creates the heavens and the earth, forms the man from the dust, and places the man and the woman in the garden of Eden to tend it. Everything he made is very good (Genesis 1–2).',
    category: 'creation',
    significance:
      "The earth is made to be humanity's home under God's rule. The restoration of all things returns to this purpose rather than abandoning it.",
    parallaxSpeed: 0.6,
  },
  {
    id: 2,
    year: 'c. 2000 BC',
    title: 'Abrahamic Covenant',
    description:
      'God calls Abram to leave his country and promises him a land, countless offspring and blessing for all the families of the earth through him (Genesis 12:1–3; 15; 17).',
    category: 'patriarchs',
    significance:
      "The promises of land, seed and blessing are the foundation of the gospel (Galatians 3:8). Abraham died without receiving them; he will inherit them in the resurrection, and all who are Christ's are his heirs.",
    parallaxSpeed: 1.2,
  },
  {
    id: 3,
    year: 'c. 1446 BC',
    title: 'Exodus from Egypt',
    description:
      "God delivers Abraham's descendants from slavery in Egypt through Moses, with the Passover lamb and the crossing of the sea, and gives them his law at Mount Sinai (Exodus 12–20).",
    category: 'exodus',
    significance:
      'The great picture of redemption: a people set free by the blood of a lamb and brought to God. It foreshadows the greater deliverance from sin and death through Christ, our Passover (1 Corinthians 5:7).',
    parallaxSpeed: 0.8,
  },
  {
    id: 4,
    year: 'c. 1406 BC',
    title: 'Conquest of the Promised Land',
    description:
      'Under Joshua, Israel crosses the Jordan and takes possession of Canaan, the land promised to Abraham, Isaac and Jacob (Joshua 1–12; 21:43–45).',
    category: 'exodus',
    significance:
      'A real but partial fulfilment of the land promise. Joshua did not give the final rest (Hebrews 4:8–9); the meek will inherit the earth when the Kingdom comes (Matthew 5:5).',
    parallaxSpeed: 1.4,
  },
  {
    id: 5,
    year: 'c. 1010 BC',
    title: "David's Kingdom Established",
    description:
      'David becomes king over Israel and makes Jerusalem his capital. God covenants to establish the throne of his offspring forever (2 Samuel 5; 7:12–16).',
    category: 'kingdom',
    significance:
      'The Davidic covenant promises an everlasting King. Jesus, the son of David, will be given the throne of his father David and will reign forever (Luke 1:32–33).',
    parallaxSpeed: 0.7,
  },
  {
    id: 6,
    year: 'c. 966 BC',
    title: "Solomon's Temple Built",
    description:
      "Solomon, David's son, builds the temple in Jerusalem, and the glory of Yahweh fills the house at its dedication (1 Kings 6; 8).",
    category: 'kingdom',
    significance:
      "A foretaste of God dwelling among his people in peace. It looks ahead to the day when God's dwelling is with people on a renewed earth (Revelation 21:3).",
    parallaxSpeed: 1.1,
  },
  {
    id: 7,
    year: '586 BC',
    title: 'Babylonian Exile Begins',
    description:
      "Nebuchadnezzar's army destroys Jerusalem and Solomon's temple and carries the people of Judah captive to Babylon (2 Kings 25).",
    category: 'exile',
    significance:
      'With no king, temple or land, the prophets receive their clearest visions of the coming Kingdom: the stone that fills the earth and the Son of Man who receives everlasting dominion (Daniel 2:44; 7:13–14).',
    parallaxSpeed: 0.5,
  },
  {
    id: 8,
    year: '538 BC',
    title: 'Return from Exile',
    description:
      'Cyrus of Persia allows the exiles to return to Jerusalem; the altar and then the temple are rebuilt (Ezra 1–6).',
    category: 'exile',
    significance:
      'God keeps his word through Jeremiah (Jeremiah 29:10). The return is a restoration in part, pointing to the greater restoration under the Messiah.',
    parallaxSpeed: 1.3,
  },
  {
    id: 9,
    year: '4 BC',
    title: 'Birth of Jesus the Messiah',
    description:
      'Jesus is born in Bethlehem of Mary, of the house of David, as the angel Gabriel announced (Luke 1:26–35; 2:1–20; Matthew 1–2).',
    category: 'messiah',
    significance:
      'The promised seed of the woman, offspring of Abraham and son of David is born. "The Lord God will give him the throne of his father David" (Luke 1:32).',
    parallaxSpeed: 0.9,
  },
  {
    id: 10,
    year: 'c. 27 AD',
    title: 'Jesus Proclaims the Kingdom',
    description:
      "Jesus goes through Galilee preaching the good news of God's Kingdom, calling people to repent and believe, healing the sick and raising the dead (Mark 1:14–15; Luke 4:43).",
    category: 'messiah',
    significance:
      'The Kingdom of God is the heart of the gospel Jesus preached. His miracles preview the restoration: bodies made whole and death undone.',
    parallaxSpeed: 1.5,
  },
  {
    id: 11,
    year: '30 AD',
    title: 'Crucifixion and Resurrection',
    description:
      'Jesus is crucified in Jerusalem, buried, and raised from the dead by God on the third day, appearing to many witnesses (1 Corinthians 15:3–8).',
    category: 'messiah',
    significance:
      'His death brings forgiveness of sins; his resurrection is the firstfruits and guarantee of the resurrection of all who belong to him at his coming (1 Corinthians 15:20–23).',
    parallaxSpeed: 0.6,
  },
  {
    id: 12,
    year: '30 AD',
    title: 'The Great Commission',
    description:
      'The risen Jesus sends his disciples to make disciples of all nations; at Pentecost the Spirit is poured out and the gospel goes out from Jerusalem (Matthew 28:18–20; Acts 1–2).',
    category: 'church',
    significance:
      'The blessing promised to Abraham reaches all nations. The church is the witness and ambassador of a Kingdom that is coming, sealed with the Spirit as its pledge.',
    parallaxSpeed: 1.2,
  },
  {
    id: 13,
    year: 'Future',
    title: 'The Second Coming',
    description:
      'Jesus returns from heaven in power and glory, as the angels promised at his ascension, to reign as King (Acts 1:11; Matthew 25:31; Revelation 11:15).',
    category: 'prophecy',
    significance:
      'Heaven has received him "until the times of restoration of all things" (Acts 3:21). His return begins the Kingdom of God on earth.',
    parallaxSpeed: 0.8,
  },
  {
    id: 14,
    year: 'Future',
    title: 'The Resurrection of the Dead',
    description:
      'At the last trumpet the dead in Christ rise, and the faithful living are changed, putting on immortality (1 Thessalonians 4:16–17; 1 Corinthians 15:51–54).',
    category: 'prophecy',
    significance:
      'The hope of the believer: Abraham, David, Daniel and all the faithful receive the promises together and "stand in their inheritance at the end of the days" (Daniel 12:13).',
    parallaxSpeed: 1.4,
  },
  {
    id: 15,
    year: 'Future',
    title: 'New Heaven and New Earth',
    description:
      'God makes all things new: death, mourning and pain are no more, the curse is lifted and God dwells with his people (Revelation 21:1–5; 22:3).',
    category: 'prophecy',
    significance:
      'The restoration of all things is complete. What was lost in Eden is regained and more than regained, and God is all in all (1 Corinthians 15:28).',
    parallaxSpeed: 1.0,
  },
];

/** What a translation of an event changes; the rest (category, parallax) is the English event's. */
export type TimelineEventText = Pick<
  TimelineEvent,
  'id' | 'year' | 'title' | 'description' | 'significance'
>;

/** The timeline of one language: its events (the categories are the same in every language). */
export interface TimelineContent {
  events: readonly TimelineEvent[];
}

export const timelineEn: TimelineContent = { events: timelineEvents };

/**
 * A language's timeline from its texts: the same ids, order, categories and parallax as the
 * English, the words translated.
 */
export const translatedTimeline = (texts: readonly TimelineEventText[]): TimelineContent => ({
  events: translateItems(timelineEvents, texts),
});
