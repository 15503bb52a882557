/** The Biblical Characters: their eras, icons and stories, in English, Spanish and Portuguese. */
import { translateItems } from './localize';
import type { Localized } from './studies';

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

export const eraLabels: Readonly<Record<EraFilter, string>> = {
  all: 'All Eras',
  patriarchs: 'Patriarchs',
  exodus: 'Exodus',
  judges: 'Judges',
  kingdom: 'Kingdom',
  exile: 'Exile',
  return: 'Return',
  messiah: 'Messiah',
  apostolic: 'Apostolic',
};

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

/** The era filter's labels in each language; the values stay the English keys of eraOptions. */
export const eraLabelsIn: Localized<Readonly<Record<EraFilter, string>>> = {
  en: eraLabels,
  es: {
    all: 'Todas las Épocas',
    patriarchs: 'Patriarcas',
    exodus: 'Éxodo',
    judges: 'Jueces',
    kingdom: 'Reino',
    exile: 'Exilio',
    return: 'Regreso',
    messiah: 'Mesías',
    apostolic: 'Apóstoles',
  },
  pt: {
    all: 'Todas as Épocas',
    patriarchs: 'Patriarcas',
    exodus: 'Êxodo',
    judges: 'Juízes',
    kingdom: 'Reino',
    exile: 'Exílio',
    return: 'Retorno',
    messiah: 'Messias',
    apostolic: 'Apóstolos',
  },
};

/**
 * What a translation of a character changes; the Hebrew name, era, icon and colours stay. A
 * character without prophecies (Mary) has none in any language.
 */
type CharacterText = Pick<
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

const charactersEs: readonly CharacterText[] = [
  {
    id: 1,
    name: 'Abraham',
    title: 'Padre de los Fieles',
    period: 'c. 2000–1825 a. C.',
    location: 'Ur, Harán y Canaán',
    keyVerses: [
      'Génesis 12:1–3',
      'Génesis 15:6',
      'Génesis 22:18',
      'Romanos 4:20–21',
      'Gálatas 3:29',
    ],
    significance:
      'Dios escogió a Abraham y le prometió una tierra, una descendencia incontable y bendición para todas las naciones. Estas promesas son el fundamento del evangelio, y todo creyente en Cristo es su heredero.',
    biography:
      'Abram creció en Ur de los caldeos y se estableció con su familia en Harán. A los setenta y cinco años obedeció el llamado de Dios a ir a una tierra que no conocía, y vivió como extranjero en Canaán con su esposa Sarai. Dios le cambió el nombre por Abraham, "padre de una multitud", e hizo un pacto con él. Tras una larga espera nació Isaac, el hijo de la promesa, cuando Abraham tenía cien años. La fe de Abraham fue probada cuando Dios le pidió que ofreciera a Isaac, y él confió en que Dios era poderoso para levantar aun de entre los muertos (Hebreos 11:19). Murió a los 175 años sin haber recibido la tierra, esperando la ciudad cuyo arquitecto y constructor es Dios.',
    keyEvents: [
      'Llamado a dejar Ur y Harán para ir a Canaán (Génesis 12)',
      'Creyó a Dios, y le fue contado por justicia (Génesis 15:6)',
      'El pacto de la circuncisión y el nuevo nombre, Abraham (Génesis 17)',
      'Nacimiento de Isaac, el hijo de la promesa (Génesis 21)',
      'La ofrenda de Isaac en el monte Moriah (Génesis 22)',
    ],
    symbolism:
      'Abraham es el modelo de la fe que justifica (Romanos 4) y del peregrino que vive por la promesa. Las estrellas que se le invitó a contar representan la multitud de su descendencia espiritual.',
    lessons: [
      'La fe obedece a Dios antes de ver el resultado.',
      'Las promesas de Dios son seguras aun cuando su cumplimiento se demora.',
      'La justicia se recibe creyendo a Dios; no se gana.',
    ],
    prophecies: [
      'En ti serán benditas todas las familias de la tierra (Génesis 12:3)',
      'La tierra prometida a ti y a tu descendencia para siempre (Génesis 13:14–15)',
      'Así será tu descendencia, como las estrellas del cielo (Génesis 15:5)',
      'En tu descendencia serán benditas todas las naciones de la tierra (Génesis 22:18; Gálatas 3:16)',
    ],
  },
  {
    id: 2,
    name: 'Moisés',
    title: 'Legislador y Libertador',
    period: 'c. 1526–1406 a. C.',
    location: 'Egipto, Madián y el desierto de Sinaí',
    keyVerses: ['Éxodo 3:14–15', 'Éxodo 20:1–17', 'Deuteronomio 18:15', 'Hebreos 11:24–27'],
    significance:
      'Por medio de Moisés, Dios libró a Israel de Egipto, dio la ley en el Sinaí y formó una nación. Moisés anunció que vendría un profeta mayor, anuncio que se cumplió en Jesús (Hechos 3:22).',
    biography:
      'Nacido hebreo en Egipto cuando el faraón había mandado matar a los niños hebreos, Moisés fue escondido por su madre y criado en la casa del faraón. A los cuarenta años se puso del lado de su pueblo, mató a un egipcio y huyó a Madián, donde apacentó ovejas durante cuarenta años. Desde la zarza ardiente, Dios lo envió de nuevo ante el faraón. Después de las diez plagas y de la primera Pascua, Moisés condujo a Israel a través del mar hasta el monte Sinaí, donde recibió la ley y el modelo del tabernáculo. Guió al pueblo durante cuarenta años en el desierto y murió en el monte Nebo, a la vista de la tierra prometida.',
    keyEvents: [
      'Salvado de niño en una canasta sobre el Nilo (Éxodo 2)',
      'Llamado por Dios desde la zarza ardiente (Éxodo 3)',
      'Las plagas, la Pascua y el paso del mar (Éxodo 7–14)',
      'Recibió la ley en el monte Sinaí (Éxodo 19–20)',
      'Contempló la tierra prometida desde el monte Nebo y murió allí (Deuteronomio 34)',
    ],
    symbolism:
      'Moisés, libertador y mediador, prefigura a Jesús, el profeta semejante a Moisés y mediador de un nuevo pacto. El rollo de la ley que escribió representa la Palabra escrita de Dios.',
    lessons: [
      'Dios usa a quienes se sienten incapaces cuando dependen de él.',
      'La liberación es obra de Dios; nuestra parte es confiar y obedecer.',
      'La mansedumbre y el servicio fiel valen más que la posición (Números 12:3).',
    ],
    prophecies: [
      'Profeta como yo te levantará el Señor tu Dios de en medio de ti (Deuteronomio 18:15; Hechos 3:22)',
      'Bendiciones por la obediencia, y la dispersión y el recogimiento de Israel (Deuteronomio 28–30)',
      'El Señor tu Dios circuncidará tu corazón, para que lo ames con todo tu corazón (Deuteronomio 30:6)',
    ],
  },
  {
    id: 3,
    name: 'David',
    title: 'El Rey Pastor',
    period: 'c. 1040–970 a. C.',
    location: 'Belén, Hebrón y Jerusalén',
    keyVerses: ['1 Samuel 16:7', '2 Samuel 7:12–16', 'Salmo 23:1', 'Salmo 51:10', 'Hechos 13:22'],
    significance:
      'Varón conforme al corazón de Dios, David unió a Israel e hizo de Jerusalén su capital. Dios le prometió un trono eterno, la promesa que Jesús, el hijo de David, cumplirá.',
    biography:
      'Hijo menor de Isaí de Belén, David era pastor cuando Samuel lo ungió como rey. Venció a Goliat confiando en el nombre del Señor, sirvió al rey Saúl y después huyó de sus celos durante años, sin querer hacer daño al ungido del Señor. Reinó sobre Judá en Hebrón y después sobre todo Israel desde Jerusalén, adonde llevó el arca del pacto. Pecó gravemente con Betsabé y contra Urías, y se arrepintió cuando el profeta Natán lo confrontó. Sus salmos de alabanza, de lamento y de arrepentimiento han dado forma desde entonces a las oraciones del pueblo de Dios.',
    keyEvents: [
      'Ungido por Samuel en su juventud (1 Samuel 16)',
      'Venció a Goliat en el nombre del Señor (1 Samuel 17)',
      'Llegó a ser rey sobre todo Israel y tomó Jerusalén (2 Samuel 5)',
      'Recibió el pacto de un trono eterno (2 Samuel 7)',
      'Confrontado por Natán, se arrepintió (2 Samuel 12; Salmo 51)',
    ],
    symbolism:
      'La corona de David señala al Mesías, el hijo de David, que se sentará en su trono para siempre. David, el rey pastor, representa al buen pastor que gobierna a su pueblo con cuidado.',
    lessons: [
      'Dios mira el corazón, no la apariencia exterior.',
      'El arrepentimiento verdadero halla misericordia.',
      'La adoración y la oración sincera sostienen la fe en todo tiempo.',
    ],
    prophecies: [
      'Afirmaré para siempre el trono de su reino (2 Samuel 7:12–16)',
      'Dijo el Señor a mi Señor: "Siéntate a mi diestra" (Salmo 110:1; Hechos 2:34–35)',
      'No permitirás que tu santo vea corrupción (Salmo 16:10; Hechos 2:31)',
      'Horadaron mis manos y mis pies (Salmo 22:16)',
    ],
  },
  {
    id: 4,
    name: 'Daniel',
    title: 'Profeta en Babilonia',
    period: 'c. 620–530 a. C.',
    location: 'Jerusalén y Babilonia',
    keyVerses: ['Daniel 1:8', 'Daniel 2:44', 'Daniel 6:10', 'Daniel 7:13–14', 'Daniel 12:2–3'],
    significance:
      'Fiel a Dios en una corte extranjera durante unos setenta años, Daniel recibió visiones de los reinos del mundo y del Reino eterno de Dios, dado al Hijo del Hombre y a los santos.',
    biography:
      'Daniel fue llevado de Judá a Babilonia siendo joven, en el año 605 a. C., e instruido para el servicio del rey. Se propuso no contaminarse con la comida del rey, y Dios le dio sabiduría y la interpretación de los sueños. Sirvió bajo Nabucodonosor, Belsasar, Darío y Ciro. Cuando un decreto prohibió orar a nadie fuera del rey, siguió orando tres veces al día en dirección a Jerusalén y fue echado al foso de los leones, y Dios cerró la boca de los leones. Sus oraciones y visiones abarcan todo el curso de la historia hasta la resurrección al fin de los días.',
    keyEvents: [
      'Rechazó la comida del rey y fue bendecido con sabiduría (Daniel 1)',
      'Interpretó el sueño de Nabucodonosor sobre la gran estatua (Daniel 2)',
      'Leyó la escritura en la pared en el banquete de Belsasar (Daniel 5)',
      'Librado del foso de los leones (Daniel 6)',
      'Vio al Hijo del Hombre recibir el Reino eterno (Daniel 7)',
    ],
    symbolism:
      'Daniel representa la fidelidad inquebrantable bajo presión; el escudo representa a Dios, que protege a quienes confían en él. Sus visiones dan el marco de la profecía bíblica.',
    lessons: [
      'La fidelidad en lo pequeño nos prepara para las grandes pruebas.',
      'La oración es un hábito que se debe guardar, cueste lo que cueste.',
      'Dios gobierna sobre los reinos del mundo y los da a quien él quiere.',
    ],
    prophecies: [
      'El Dios del cielo levantará un reino que no será jamás destruido (Daniel 2:44)',
      'Uno como un hijo de hombre recibe dominio eterno (Daniel 7:13–14)',
      'El reino será dado al pueblo de los santos del Altísimo (Daniel 7:27)',
      'Las setenta semanas y la venida del Ungido (Daniel 9:24–27)',
      'Muchos de los que duermen en el polvo de la tierra serán despertados (Daniel 12:2)',
    ],
  },
  {
    id: 5,
    name: 'María',
    title: 'Madre de Jesús',
    period: 'siglo I a. C. – siglo I d. C.',
    location: 'Nazaret, Belén y Jerusalén',
    keyVerses: ['Lucas 1:30–33', 'Lucas 1:38', 'Lucas 1:46–55', 'Lucas 2:19', 'Hechos 1:14'],
    significance:
      'Joven de Nazaret escogida para ser la madre de Jesús, María recibió la palabra de Dios con fe y humildad. Su cántico celebra al Dios que cumple su promesa a Abraham.',
    biography:
      'María era una joven de Nazaret de Galilea, comprometida con José, descendiente de David, cuando el ángel Gabriel le anunció que concebiría por el Espíritu Santo y daría a luz un hijo que recibiría el trono de David su padre. Ella respondió: "He aquí la sierva del Señor." Dio a luz a Jesús en Belén, guardaba en su corazón lo que se decía de él y lo crió en Nazaret. Estuvo presente en su primera señal, en Caná, y junto a la cruz. Después de la resurrección estaba entre los discípulos que oraban en Jerusalén antes de Pentecostés.',
    keyEvents: [
      'El anuncio de Gabriel (Lucas 1:26–38)',
      'Visitó a Elisabet y cantó el Magníficat (Lucas 1:39–56)',
      'Dio a luz a Jesús en Belén (Lucas 2:1–20)',
      'Presente en las bodas de Caná y junto a la cruz (Juan 2:1–11; 19:25–27)',
      'Oró con los discípulos antes de Pentecostés (Hechos 1:14)',
    ],
    symbolism:
      'María representa la fe humilde que recibe la palabra de Dios: "Hágase conmigo conforme a tu palabra." El corazón representa el amor y la devoción con que guardó las promesas de Dios.',
    lessons: [
      'Dios escoge a los humildes para cumplir sus propósitos.',
      'La fe dice sí a la palabra de Dios aun cuando el precio es alto.',
      'Guarde y medite en su corazón lo que Dios está haciendo.',
    ],
  },
  {
    id: 6,
    name: 'Pablo',
    title: 'Apóstol de los Gentiles',
    period: 'c. 5–67 d. C.',
    location: 'Tarso, Jerusalén, Asia Menor, Grecia y Roma',
    keyVerses: [
      'Hechos 9:15',
      'Hechos 28:30–31',
      'Romanos 1:16',
      '1 Corintios 15:3–4',
      '2 Timoteo 4:7–8',
    ],
    significance:
      'Antes perseguidor, Pablo llegó a ser el apóstol de los gentiles y predicó el Reino de Dios y a Jesucristo por todo el mundo romano. Sus cartas forman gran parte del Nuevo Testamento.',
    biography:
      'Saulo nació en Tarso, ciudadano romano y fariseo instruido en Jerusalén a los pies de Gamaliel. Celoso de la ley, persiguió a los seguidores de Jesús hasta que el Señor resucitado se le apareció en el camino a Damasco. Llamado a llevar el nombre de Jesús a los gentiles, hizo tres viajes misioneros por Asia Menor y Grecia, fundando iglesias y escribiéndoles cartas. Arrestado en Jerusalén, apeló al César y fue llevado a Roma, donde durante dos años recibía a todos los que venían a verle, "predicando el Reino de Dios y enseñando acerca del Señor Jesucristo" (Hechos 28:31).',
    keyEvents: [
      'Encontró a Jesús resucitado en el camino a Damasco (Hechos 9)',
      'Enviado con Bernabé desde Antioquía (Hechos 13)',
      'El concilio de Jerusalén sobre los gentiles (Hechos 15)',
      'Predicó en Atenas, Corinto y Éfeso (Hechos 17–19)',
      'Preso en Roma, seguía predicando el Reino (Hechos 28)',
    ],
    symbolism:
      'La espada recuerda "la espada del Espíritu, que es la palabra de Dios" (Efesios 6:17), que Pablo empuñó como predicador. Su vida muestra la gracia transformadora de Dios.',
    lessons: [
      'Nadie está fuera del alcance de la gracia de Dios.',
      'El evangelio es para todos, judíos y gentiles por igual.',
      'Termine la carrera guardando la fe, esperando la corona en su venida.',
    ],
    prophecies: [
      'Los muertos en Cristo resucitarán primero cuando el Señor descienda (1 Tesalonicenses 4:16–17)',
      'Todos seremos transformados a la final trompeta (1 Corintios 15:51–52)',
      'El hombre de pecado se manifestará antes del día del Señor (2 Tesalonicenses 2:3–8)',
      'La creación será libertada de la esclavitud de la corrupción (Romanos 8:19–21)',
    ],
  },
];

const charactersPt: readonly CharacterText[] = [
  {
    id: 1,
    name: 'Abraão',
    title: 'Pai dos Fiéis',
    period: 'c. 2000–1825 a.C.',
    location: 'Ur, Harã e Canaã',
    keyVerses: [
      'Gênesis 12:1–3',
      'Gênesis 15:6',
      'Gênesis 22:18',
      'Romanos 4:20–21',
      'Gálatas 3:29',
    ],
    significance:
      'Deus escolheu Abraão e lhe prometeu uma terra, uma descendência incontável e bênção para todas as nações. Essas promessas são o fundamento do evangelho, e todo crente em Cristo é seu herdeiro.',
    biography:
      'Abrão cresceu em Ur dos caldeus e se estabeleceu com a família em Harã. Aos setenta e cinco anos obedeceu ao chamado de Deus para ir a uma terra que não conhecia, e viveu como estrangeiro em Canaã com sua esposa Sarai. Deus mudou o seu nome para Abraão, "pai de uma multidão", e fez uma aliança com ele. Depois de longa espera nasceu Isaque, o filho da promessa, quando Abraão tinha cem anos. A fé de Abraão foi provada quando Deus lhe pediu que oferecesse Isaque, e ele confiou que Deus era poderoso para ressuscitar os mortos (Hebreus 11:19). Morreu aos 175 anos sem ter recebido a terra, esperando a cidade cujo arquiteto e construtor é Deus.',
    keyEvents: [
      'Chamado a deixar Ur e Harã rumo a Canaã (Gênesis 12)',
      'Creu em Deus, e isso lhe foi creditado como justiça (Gênesis 15:6)',
      'A aliança da circuncisão e o novo nome, Abraão (Gênesis 17)',
      'Nascimento de Isaque, o filho da promessa (Gênesis 21)',
      'A oferta de Isaque no monte Moriá (Gênesis 22)',
    ],
    symbolism:
      'Abraão é o modelo da fé que justifica (Romanos 4) e do peregrino que vive pela promessa. As estrelas que ele foi convidado a contar representam a multidão da sua descendência espiritual.',
    lessons: [
      'A fé obedece a Deus antes de ver o resultado.',
      'As promessas de Deus são certas mesmo quando o seu cumprimento demora.',
      'A justiça é recebida crendo em Deus; não é conquistada.',
    ],
    prophecies: [
      'Em ti serão benditas todas as famílias da terra (Gênesis 12:3)',
      'A terra prometida a ti e à tua descendência para sempre (Gênesis 13:14–15)',
      'Assim será a tua descendência, como as estrelas do céu (Gênesis 15:5)',
      'Na tua descendência serão benditas todas as nações da terra (Gênesis 22:18; Gálatas 3:16)',
    ],
  },
  {
    id: 2,
    name: 'Moisés',
    title: 'Legislador e Libertador',
    period: 'c. 1526–1406 a.C.',
    location: 'Egito, Midiã e o deserto do Sinai',
    keyVerses: ['Êxodo 3:14–15', 'Êxodo 20:1–17', 'Deuteronômio 18:15', 'Hebreus 11:24–27'],
    significance:
      'Por meio de Moisés, Deus libertou Israel do Egito, deu a lei no Sinai e formou uma nação. Moisés anunciou que viria um profeta maior, anúncio que se cumpriu em Jesus (Atos 3:22).',
    biography:
      'Nascido hebreu no Egito quando o faraó havia mandado matar os meninos hebreus, Moisés foi escondido pela mãe e criado na casa do faraó. Aos quarenta anos tomou o partido do seu povo, matou um egípcio e fugiu para Midiã, onde pastoreou ovelhas durante quarenta anos. Da sarça ardente, Deus o enviou de volta ao faraó. Depois das dez pragas e da primeira Páscoa, Moisés conduziu Israel através do mar até o monte Sinai, onde recebeu a lei e o modelo do tabernáculo. Guiou o povo durante quarenta anos no deserto e morreu no monte Nebo, à vista da terra prometida.',
    keyEvents: [
      'Salvo quando bebê num cesto sobre o Nilo (Êxodo 2)',
      'Chamado por Deus na sarça ardente (Êxodo 3)',
      'As pragas, a Páscoa e a travessia do mar (Êxodo 7–14)',
      'Recebeu a lei no monte Sinai (Êxodo 19–20)',
      'Contemplou a terra prometida do monte Nebo e ali morreu (Deuteronômio 34)',
    ],
    symbolism:
      'Moisés, libertador e mediador, prefigura Jesus, o profeta semelhante a Moisés e mediador de uma nova aliança. O rolo da lei que ele escreveu representa a Palavra escrita de Deus.',
    lessons: [
      'Deus usa pessoas que se sentem incapazes quando elas dependem dele.',
      'A libertação é obra de Deus; a nossa parte é confiar e obedecer.',
      'A mansidão e o serviço fiel valem mais do que a posição (Números 12:3).',
    ],
    prophecies: [
      'O Senhor, o teu Deus, te levantará do meio de ti um profeta semelhante a mim (Deuteronômio 18:15; Atos 3:22)',
      'Bênçãos pela obediência, e a dispersão e o reajuntamento de Israel (Deuteronômio 28–30)',
      'O Senhor, o teu Deus, circuncidará o teu coração, para que o ames de todo o coração (Deuteronômio 30:6)',
    ],
  },
  {
    id: 3,
    name: 'Davi',
    title: 'O Rei Pastor',
    period: 'c. 1040–970 a.C.',
    location: 'Belém, Hebrom e Jerusalém',
    keyVerses: ['1 Samuel 16:7', '2 Samuel 7:12–16', 'Salmos 23:1', 'Salmos 51:10', 'Atos 13:22'],
    significance:
      'Homem segundo o coração de Deus, Davi uniu Israel e fez de Jerusalém a sua capital. Deus lhe prometeu um trono eterno, a promessa que Jesus, o filho de Davi, cumprirá.',
    biography:
      'Filho mais novo de Jessé, de Belém, Davi era pastor quando Samuel o ungiu rei. Venceu Golias confiando no nome do Senhor, serviu o rei Saul e depois fugiu do ciúme dele durante anos, recusando-se a fazer mal ao ungido do Senhor. Reinou sobre Judá em Hebrom e depois sobre todo o Israel a partir de Jerusalém, para onde levou a arca da aliança. Pecou gravemente com Bate-Seba e contra Urias, e se arrependeu quando o profeta Natã o confrontou. Os seus salmos de louvor, de lamento e de arrependimento moldam desde então as orações do povo de Deus.',
    keyEvents: [
      'Ungido por Samuel ainda jovem (1 Samuel 16)',
      'Venceu Golias em nome do Senhor (1 Samuel 17)',
      'Tornou-se rei sobre todo o Israel e tomou Jerusalém (2 Samuel 5)',
      'Recebeu a aliança de um trono eterno (2 Samuel 7)',
      'Confrontado por Natã, arrependeu-se (2 Samuel 12; Salmos 51)',
    ],
    symbolism:
      'A coroa de Davi aponta para o Messias, o filho de Davi, que se assentará no seu trono para sempre. Davi, o rei pastor, representa o bom pastor que governa o seu povo com cuidado.',
    lessons: [
      'Deus olha para o coração, não para a aparência exterior.',
      'O arrependimento verdadeiro encontra misericórdia.',
      'A adoração e a oração sincera sustentam a fé em todas as fases da vida.',
    ],
    prophecies: [
      'Estabelecerei para sempre o trono do seu reino (2 Samuel 7:12–16)',
      'Disse o Senhor ao meu Senhor: "Assenta-te à minha direita" (Salmos 110:1; Atos 2:34–35)',
      'Não permitirás que o teu santo veja corrupção (Salmos 16:10; Atos 2:31)',
      'Traspassaram-me as mãos e os pés (Salmos 22:16)',
    ],
  },
  {
    id: 4,
    name: 'Daniel',
    title: 'Profeta na Babilônia',
    period: 'c. 620–530 a.C.',
    location: 'Jerusalém e Babilônia',
    keyVerses: ['Daniel 1:8', 'Daniel 2:44', 'Daniel 6:10', 'Daniel 7:13–14', 'Daniel 12:2–3'],
    significance:
      'Fiel a Deus numa corte estrangeira durante cerca de setenta anos, Daniel recebeu visões dos reinos do mundo e do Reino eterno de Deus, dado ao Filho do Homem e aos santos.',
    biography:
      'Daniel foi levado de Judá para a Babilônia ainda jovem, em 605 a.C., e preparado para o serviço do rei. Decidiu não se contaminar com a comida do rei, e Deus lhe deu sabedoria e a interpretação de sonhos. Serviu sob Nabucodonosor, Belsazar, Dario e Ciro. Quando um decreto proibiu orar a qualquer um que não fosse o rei, continuou orando três vezes por dia voltado para Jerusalém e foi lançado na cova dos leões, e Deus fechou a boca dos leões. As suas orações e visões abrangem todo o curso da história até a ressurreição no fim dos dias.',
    keyEvents: [
      'Recusou a comida do rei e foi abençoado com sabedoria (Daniel 1)',
      'Interpretou o sonho de Nabucodonosor sobre a grande estátua (Daniel 2)',
      'Leu a escrita na parede no banquete de Belsazar (Daniel 5)',
      'Livrado da cova dos leões (Daniel 6)',
      'Viu o Filho do Homem receber o Reino eterno (Daniel 7)',
    ],
    symbolism:
      'Daniel representa a fidelidade inabalável sob pressão; o escudo representa Deus, que protege os que confiam nele. As suas visões dão a estrutura da profecia bíblica.',
    lessons: [
      'A fidelidade nas pequenas coisas nos prepara para as grandes provas.',
      'A oração é um hábito a ser mantido, custe o que custar.',
      'Deus governa sobre os reinos do mundo e os dá a quem ele quer.',
    ],
    prophecies: [
      'O Deus do céu levantará um reino que jamais será destruído (Daniel 2:44)',
      'Um como filho de homem recebe domínio eterno (Daniel 7:13–14)',
      'O reino será dado ao povo dos santos do Altíssimo (Daniel 7:27)',
      'As setenta semanas e a vinda do Ungido (Daniel 9:24–27)',
      'Muitos dos que dormem no pó da terra despertarão (Daniel 12:2)',
    ],
  },
  {
    id: 5,
    name: 'Maria',
    title: 'Mãe de Jesus',
    period: 'século I a.C. – século I d.C.',
    location: 'Nazaré, Belém e Jerusalém',
    keyVerses: ['Lucas 1:30–33', 'Lucas 1:38', 'Lucas 1:46–55', 'Lucas 2:19', 'Atos 1:14'],
    significance:
      'Jovem de Nazaré escolhida para ser a mãe de Jesus, Maria recebeu a palavra de Deus com fé e humildade. O seu cântico celebra o Deus que cumpre a sua promessa a Abraão.',
    biography:
      'Maria era uma jovem de Nazaré, na Galileia, prometida em casamento a José, descendente de Davi, quando o anjo Gabriel lhe anunciou que ela conceberia pelo Espírito Santo e daria à luz um filho que receberia o trono de seu pai Davi. Ela respondeu: "Aqui está a serva do Senhor." Deu à luz Jesus em Belém, guardava no coração o que se dizia a respeito dele e o criou em Nazaré. Esteve presente no seu primeiro sinal, em Caná, e junto à cruz. Depois da ressurreição, estava entre os discípulos que oravam em Jerusalém antes do Pentecostes.',
    keyEvents: [
      'O anúncio de Gabriel (Lucas 1:26–38)',
      'Visitou Isabel e cantou o Magnificat (Lucas 1:39–56)',
      'Deu à luz Jesus em Belém (Lucas 2:1–20)',
      'Presente no casamento em Caná e junto à cruz (João 2:1–11; 19:25–27)',
      'Orou com os discípulos antes do Pentecostes (Atos 1:14)',
    ],
    symbolism:
      'Maria representa a fé humilde que recebe a palavra de Deus: "Cumpra-se em mim conforme a tua palavra." O coração representa o amor e a devoção com que ela guardou as promessas de Deus.',
    lessons: [
      'Deus escolhe os humildes para realizar os seus propósitos.',
      'A fé diz sim à palavra de Deus mesmo quando o preço é alto.',
      'Guarde no coração e medite no que Deus está fazendo.',
    ],
  },
  {
    id: 6,
    name: 'Paulo',
    title: 'Apóstolo dos Gentios',
    period: 'c. 5–67 d.C.',
    location: 'Tarso, Jerusalém, Ásia Menor, Grécia e Roma',
    keyVerses: [
      'Atos 9:15',
      'Atos 28:30–31',
      'Romanos 1:16',
      '1 Coríntios 15:3–4',
      '2 Timóteo 4:7–8',
    ],
    significance:
      'Antes perseguidor, Paulo tornou-se o apóstolo dos gentios, pregando o Reino de Deus e Jesus Cristo por todo o mundo romano. As suas cartas formam grande parte do Novo Testamento.',
    biography:
      'Saulo nasceu em Tarso, cidadão romano e fariseu instruído em Jerusalém aos pés de Gamaliel. Zeloso da lei, perseguiu os seguidores de Jesus até que o Senhor ressuscitado lhe apareceu no caminho de Damasco. Chamado para levar o nome de Jesus aos gentios, fez três viagens missionárias pela Ásia Menor e pela Grécia, fundando igrejas e escrevendo-lhes cartas. Preso em Jerusalém, apelou para César e foi levado a Roma, onde durante dois anos recebia todos os que o procuravam, "pregando o Reino de Deus e ensinando as coisas referentes ao Senhor Jesus Cristo" (Atos 28:31).',
    keyEvents: [
      'Encontrou Jesus ressuscitado no caminho de Damasco (Atos 9)',
      'Enviado com Barnabé a partir de Antioquia (Atos 13)',
      'O concílio de Jerusalém sobre os gentios (Atos 15)',
      'Pregou em Atenas, Corinto e Éfeso (Atos 17–19)',
      'Preso em Roma, continuou pregando o Reino (Atos 28)',
    ],
    symbolism:
      'A espada lembra "a espada do Espírito, que é a palavra de Deus" (Efésios 6:17), que Paulo empunhou como pregador. A sua vida retrata a graça transformadora de Deus.',
    lessons: [
      'Ninguém está fora do alcance da graça de Deus.',
      'O evangelho é para todos, judeus e gentios igualmente.',
      'Termine a corrida guardando a fé, aguardando a coroa na vinda do Senhor.',
    ],
    prophecies: [
      'Os mortos em Cristo ressuscitarão primeiro quando o Senhor descer (1 Tessalonicenses 4:16–17)',
      'Todos seremos transformados ao som da última trombeta (1 Coríntios 15:51–52)',
      'O homem da iniquidade será revelado antes do dia do Senhor (2 Tessalonicenses 2:3–8)',
      'A criação será libertada da escravidão da corrupção (Romanos 8:19–21)',
    ],
  },
];

/** The characters in each language: the same ids, order, eras, icons and colours as the English. */
export const charactersIn: Localized<readonly BiblicalCharacter[]> = {
  en: characters,
  es: translateItems(characters, charactersEs),
  pt: translateItems(characters, charactersPt),
};
