/**
 * The Biblical Characters: their eras, icons and stories, in English. Spanish and Portuguese are
 * their own modules (characters.es.ts, .pt.ts), loaded only by their pages; characters-languages.ts
 * has all three.
 */
import { translateItems } from './localize';

/** The era filter's options, in order; 'all' disables the filter. */
export const eraOptions = [
  'all',
  'patriarchs',
  'exodus',
  'judges',
  'kingdom',
  'exile',
  'return',
  'messiah',
  'apostolic',
] as const;

export type EraFilter = (typeof eraOptions)[number];
export type Era = Exclude<EraFilter, 'all'>;

/** The character icons; the client draws a person icon for any other value. */
export type CharacterIcon = 'star' | 'scroll' | 'crown' | 'shield' | 'heart' | 'sword' | 'user';

export interface BiblicalCharacter {
  id: number;
  name: string;
  /** The name in Hebrew script. */
  hebrewName: string;
  /** How the Hebrew name is read aloud. */
  hebrewTransliteration: string;
  title: string;
  period: string;
  era: Era;
  location: string;
  /** Scripture references. */
  keyVerses: readonly string[];
  significance: string;
  biography: string;
  keyEvents: readonly string[];
  symbolism: string;
  lessons: readonly string[];
  /** Prophecies given to, through or about the character; absent when there are none to list. */
  prophecies?: readonly string[];
  icon: CharacterIcon;
  /** A gradient of two dark colours that white text reads well on. */
  color: { from: string; to: string };
}

export const characters: readonly BiblicalCharacter[] = [
  {
    id: 1,
    name: 'Abraham',
    hebrewName: 'אַבְרָהָם',
    hebrewTransliteration: 'Avraham',
    title: 'Father of the Faithful',
    period: 'c. 2000–1825 BC',
    era: 'patriarchs',
    location: 'Ur, Haran and Canaan',
    keyVerses: [
      'Genesis 12:1–3',
      'Genesis 15:6',
      'Genesis 22:18',
      'Romans 4:20–21',
      'Galatians 3:29',
    ],
    significance:
      'God chose Abraham and promised him a land, countless offspring and blessing for all nations. These promises are the foundation of the gospel, and every believer in Christ is his heir.',
    biography:
      'Abram grew up in Ur of the Chaldeans and settled with his family in Haran. At seventy-five he obeyed God\'s call to go to a land he did not know, and lived as a foreigner in Canaan with his wife Sarai. God renamed him Abraham, "father of a multitude", and made a covenant with him. After long waiting, Isaac, the son of promise, was born when Abraham was a hundred years old. Abraham\'s faith was tested when God asked him to offer Isaac, and he trusted that God could raise the dead (Hebrews 11:19). He died at 175 without having received the land, looking for the city whose builder and maker is God.',
    keyEvents: [
      'Called to leave Ur and Haran for Canaan (Genesis 12)',
      'Believed God, and it was counted to him as righteousness (Genesis 15:6)',
      'The covenant of circumcision and the new name Abraham (Genesis 17)',
      'Birth of Isaac, the son of promise (Genesis 21)',
      'The offering of Isaac on Mount Moriah (Genesis 22)',
    ],
    symbolism:
      'Abraham is the pattern of justifying faith (Romans 4) and of the pilgrim who lives by promise. The stars he was told to count picture the multitude of his spiritual offspring.',
    lessons: [
      'Faith obeys God before it sees the outcome.',
      "God's promises are certain even when their fulfilment is delayed.",
      'Righteousness is received by believing God, not earned.',
    ],
    prophecies: [
      'All the families of the earth will be blessed through you (Genesis 12:3)',
      'The land promised to you and your offspring forever (Genesis 13:14–15)',
      'Your offspring will be as the stars of the sky (Genesis 15:5)',
      'In your offspring all the nations of the earth will be blessed (Genesis 22:18; Galatians 3:16)',
    ],
    icon: 'star',
    color: { from: '#92400e', to: '#78350f' },
  },
  {
    id: 2,
    name: 'Moses',
    hebrewName: 'מֹשֶׁה',
    hebrewTransliteration: 'Moshe',
    title: 'Lawgiver and Deliverer',
    period: 'c. 1526–1406 BC',
    era: 'exodus',
    location: 'Egypt, Midian and the wilderness of Sinai',
    keyVerses: ['Exodus 3:14–15', 'Exodus 20:1–17', 'Deuteronomy 18:15', 'Hebrews 11:24–27'],
    significance:
      'Through Moses God delivered Israel from Egypt, gave the law at Sinai and formed a nation. Moses foretold a greater prophet to come, fulfilled in Jesus (Acts 3:22).',
    biography:
      "Born a Hebrew in Egypt when Pharaoh ordered the Hebrew boys killed, Moses was hidden by his mother and raised in Pharaoh's household. At forty he sided with his people, killed an Egyptian and fled to Midian, where he kept sheep for forty years. At the burning bush God sent him back to Pharaoh. After ten plagues and the first Passover, Moses led Israel through the sea and to Mount Sinai, where he received the law and the pattern of the tabernacle. He led the people through forty years in the wilderness and died on Mount Nebo within sight of the promised land.",
    keyEvents: [
      'Saved as a baby in a basket on the Nile (Exodus 2)',
      'Called by God at the burning bush (Exodus 3)',
      'The plagues, the Passover and the crossing of the sea (Exodus 7–14)',
      'Received the law at Mount Sinai (Exodus 19–20)',
      'Viewed the promised land from Mount Nebo and died there (Deuteronomy 34)',
    ],
    symbolism:
      'Moses the deliverer and mediator foreshadows Jesus, the prophet like Moses and mediator of a new covenant. The scroll of the law he wrote stands for the written Word of God.',
    lessons: [
      'God uses people who feel inadequate when they depend on him.',
      "Deliverance is God's work; our part is to trust and obey.",
      'Meekness and faithful service are greater than position (Numbers 12:3).',
    ],
    prophecies: [
      'Yahweh your God will raise up a prophet like me from among you (Deuteronomy 18:15; Acts 3:22)',
      'Blessings for obedience and the scattering and regathering of Israel (Deuteronomy 28–30)',
      'Yahweh your God will circumcise your heart, to love him with all your heart (Deuteronomy 30:6)',
    ],
    icon: 'scroll',
    color: { from: '#1e40af', to: '#1e3a8a' },
  },
  {
    id: 3,
    name: 'David',
    hebrewName: 'דָּוִד',
    hebrewTransliteration: 'Dawid',
    title: 'The Shepherd King',
    period: 'c. 1040–970 BC',
    era: 'kingdom',
    location: 'Bethlehem, Hebron and Jerusalem',
    keyVerses: ['1 Samuel 16:7', '2 Samuel 7:12–16', 'Psalm 23:1', 'Psalm 51:10', 'Acts 13:22'],
    significance:
      "A man after God's own heart, David united Israel and made Jerusalem its capital. God promised him an everlasting throne, the promise Jesus the son of David will fulfil.",
    biography:
      "The youngest son of Jesse of Bethlehem, David was a shepherd when Samuel anointed him king. He defeated Goliath trusting in the name of Yahweh, served King Saul and then fled from his jealousy for years, refusing to harm the Lord's anointed. He reigned over Judah in Hebron and then over all Israel from Jerusalem, where he brought the ark of the covenant. He sinned grievously with Bathsheba and against Uriah, and repented when Nathan confronted him. His psalms of praise, lament and repentance have shaped the prayers of God's people ever since.",
    keyEvents: [
      'Anointed by Samuel as a youth (1 Samuel 16)',
      'Defeated Goliath in the name of Yahweh (1 Samuel 17)',
      'Became king over all Israel and took Jerusalem (2 Samuel 5)',
      'Received the covenant of an everlasting throne (2 Samuel 7)',
      'Confronted by Nathan and repented (2 Samuel 12; Psalm 51)',
    ],
    symbolism:
      'The crown of David points to the Messiah, the son of David, who will sit on his throne forever. David the shepherd king pictures the good shepherd who rules his people with care.',
    lessons: [
      'God looks at the heart, not at outward appearance.',
      'True repentance finds mercy.',
      'Worship and honest prayer sustain faith in every season.',
    ],
    prophecies: [
      'I will establish the throne of his kingdom forever (2 Samuel 7:12–16)',
      'Yahweh says to my Lord, "Sit at my right hand" (Psalm 110:1; Acts 2:34–35)',
      'You will not allow your holy one to see corruption (Psalm 16:10; Acts 2:31)',
      'They pierced my hands and feet (Psalm 22:16)',
    ],
    icon: 'crown',
    color: { from: '#6b21a8', to: '#581c87' },
  },
  {
    id: 4,
    name: 'Daniel',
    hebrewName: 'דָּנִיֵּאל',
    hebrewTransliteration: 'Daniyyel',
    title: 'Prophet in Babylon',
    period: 'c. 620–530 BC',
    era: 'exile',
    location: 'Jerusalem and Babylon',
    keyVerses: ['Daniel 1:8', 'Daniel 2:44', 'Daniel 6:10', 'Daniel 7:13–14', 'Daniel 12:2–3'],
    significance:
      "Faithful to God in a foreign court for some seventy years, Daniel received visions of the kingdoms of the world and of God's everlasting Kingdom given to the Son of Man and the saints.",
    biography:
      "Daniel was taken from Judah to Babylon as a young man in 605 BC and trained for the king's service. He resolved not to defile himself with the king's food, and God gave him wisdom and the interpretation of dreams. He served under Nebuchadnezzar, Belshazzar, Darius and Cyrus. When a decree forbade prayer to anyone but the king, he kept praying three times a day toward Jerusalem and was thrown into the lions' den, and God shut the lions' mouths. His prayers and visions span the whole course of history to the resurrection at the end of the days.",
    keyEvents: [
      "Refused the king's food and was blessed with wisdom (Daniel 1)",
      "Interpreted Nebuchadnezzar's dream of the great statue (Daniel 2)",
      "Read the writing on the wall at Belshazzar's feast (Daniel 5)",
      "Delivered from the lions' den (Daniel 6)",
      'Saw the Son of Man receive the everlasting Kingdom (Daniel 7)',
    ],
    symbolism:
      'Daniel stands for unshaken faithfulness under pressure; the shield pictures God protecting those who trust him. His visions give the framework of biblical prophecy.',
    lessons: [
      'Faithfulness in small things prepares us for great tests.',
      'Prayer is a habit to keep, whatever the cost.',
      'God rules over the kingdoms of the world and gives them to whom he will.',
    ],
    prophecies: [
      'The God of heaven will set up a kingdom which will never be destroyed (Daniel 2:44)',
      'One like a son of man receives everlasting dominion (Daniel 7:13–14)',
      'The kingdom will be given to the people of the saints of the Most High (Daniel 7:27)',
      'The seventy weeks and the coming of the Anointed One (Daniel 9:24–27)',
      'Many who sleep in the dust of the earth will awake (Daniel 12:2)',
    ],
    icon: 'shield',
    color: { from: '#9f1239', to: '#881337' },
  },
  {
    id: 5,
    name: 'Mary',
    hebrewName: 'מִרְיָם',
    hebrewTransliteration: 'Miryam',
    title: 'Mother of Jesus',
    period: '1st century BC – 1st century AD',
    era: 'messiah',
    location: 'Nazareth, Bethlehem and Jerusalem',
    keyVerses: ['Luke 1:30–33', 'Luke 1:38', 'Luke 1:46–55', 'Luke 2:19', 'Acts 1:14'],
    significance:
      "A young woman of Nazareth chosen to be the mother of Jesus, Mary received God's word with faith and humility. Her song celebrates the God who keeps his promise to Abraham.",
    biography:
      'Mary was a young woman of Nazareth in Galilee, engaged to Joseph, a descendant of David, when the angel Gabriel announced that she would conceive by the Holy Spirit and bear a son who would receive the throne of his father David. She answered, "Behold, the servant of the Lord." She gave birth to Jesus in Bethlehem, treasured the things said about him in her heart, and raised him in Nazareth. She was present at his first sign in Cana and stood near the cross. After the resurrection she was among the disciples praying in Jerusalem before Pentecost.',
    keyEvents: [
      'The announcement of Gabriel (Luke 1:26–38)',
      'Visited Elizabeth and sang the Magnificat (Luke 1:39–56)',
      'Gave birth to Jesus in Bethlehem (Luke 2:1–20)',
      'Present at the wedding in Cana and at the cross (John 2:1–11; 19:25–27)',
      'Prayed with the disciples before Pentecost (Acts 1:14)',
    ],
    symbolism:
      'Mary pictures humble faith that receives God\'s word: "Let it be done to me according to your word." The heart stands for the love and devotion with which she treasured God\'s promises.',
    lessons: [
      'God chooses the humble to accomplish his purposes.',
      "Faith says yes to God's word even when the cost is high.",
      'Treasure and ponder what God is doing.',
    ],
    icon: 'heart',
    color: { from: '#be185d', to: '#9d174d' },
  },
  {
    id: 6,
    name: 'Paul',
    hebrewName: 'שָׁאוּל',
    hebrewTransliteration: "Sha'ul",
    title: 'Apostle to the Gentiles',
    period: 'c. 5–67 AD',
    era: 'apostolic',
    location: 'Tarsus, Jerusalem, Asia Minor, Greece and Rome',
    keyVerses: [
      'Acts 9:15',
      'Acts 28:30–31',
      'Romans 1:16',
      '1 Corinthians 15:3–4',
      '2 Timothy 4:7–8',
    ],
    significance:
      'Once a persecutor, Paul became the apostle to the Gentiles, preaching the Kingdom of God and Jesus Christ across the Roman world. His letters form much of the New Testament.',
    biography:
      'Saul was born in Tarsus, a Roman citizen and a Pharisee trained in Jerusalem under Gamaliel. Zealous for the law, he persecuted the followers of Jesus until the risen Lord appeared to him on the road to Damascus. Called to carry the name of Jesus to the Gentiles, he made three missionary journeys through Asia Minor and Greece, founding churches and writing letters to them. Arrested in Jerusalem, he appealed to Caesar and was taken to Rome, where for two years he welcomed all who came to him, "preaching God’s Kingdom, and teaching the things concerning the Lord Jesus Christ" (Acts 28:31).',
    keyEvents: [
      'Met the risen Jesus on the road to Damascus (Acts 9)',
      'Sent out with Barnabas from Antioch (Acts 13)',
      'The council at Jerusalem on the Gentiles (Acts 15)',
      'Preached in Athens, Corinth and Ephesus (Acts 17–19)',
      'Imprisoned in Rome, still preaching the Kingdom (Acts 28)',
    ],
    symbolism:
      'The sword recalls "the sword of the Spirit, which is the word of God" (Ephesians 6:17) that Paul wielded as a preacher. His life pictures the transforming grace of God.',
    lessons: [
      "No one is beyond the reach of God's grace.",
      'The gospel is for all people, Jew and Gentile alike.',
      'Finish the race, keeping the faith, looking for the crown at his appearing.',
    ],
    prophecies: [
      "The dead in Christ will rise first at the Lord's descent (1 Thessalonians 4:16–17)",
      'We will all be changed at the last trumpet (1 Corinthians 15:51–52)',
      'The man of lawlessness revealed before the day of the Lord (2 Thessalonians 2:3–8)',
      'The creation delivered from the bondage of decay (Romans 8:19–21)',
    ],
    icon: 'sword',
    color: { from: '#0f766e', to: '#115e59' },
  },
];

/**
 * What a translation of a character changes; the Hebrew name, era, icon and colours stay. A
 * character without prophecies (Mary) has none in any language.
 */
export type CharacterText = Pick<
  BiblicalCharacter,
  | 'id'
  | 'name'
  | 'title'
  | 'period'
  | 'location'
  | 'keyVerses'
  | 'significance'
  | 'biography'
  | 'keyEvents'
  | 'symbolism'
  | 'lessons'
  | 'prophecies'
>;

/**
 * The characters page of one language (the era filter's labels are interface text, in the
 * message catalogues: `characters.era.<key>`, contract/messages).
 */
export interface CharactersContent {
  characters: readonly BiblicalCharacter[];
}

export const charactersEn: CharactersContent = { characters };

/** A language's characters: the same ids, order, eras, icons and colours, the words translated. */
export const translatedCharacters = (texts: readonly CharacterText[]): CharactersContent => ({
  characters: translateItems(characters, texts),
});
