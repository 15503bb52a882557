/** The Biblical Timeline: its events and their categories, in English, Spanish and Portuguese. */
import { translateItems } from './localize';
import type { Localized } from './studies';

export type TimelineCategory =
  'creation' | 'patriarchs' | 'exodus' | 'kingdom' | 'exile' | 'messiah' | 'church' | 'prophecy';

/** Names of the icons the client draws for a category (lucide icon names). */
export type TimelineIcon =
  'sun' | 'tent' | 'waves' | 'crown' | 'landmark' | 'star' | 'church' | 'sunrise';

export interface TimelineCategoryInfo {
  label: string;
  icon: TimelineIcon;
  /** A dark colour that white text reads well on (badge and icon background). */
  color: string;
}

export const timelineCategories: Readonly<Record<TimelineCategory, TimelineCategoryInfo>> = {
  creation: { label: 'Creation', icon: 'sun', color: '#166534' },
  patriarchs: { label: 'Patriarchs', icon: 'tent', color: '#92400e' },
  exodus: { label: 'Exodus', icon: 'waves', color: '#1e40af' },
  kingdom: { label: 'Kingdom', icon: 'crown', color: '#7e22ce' },
  exile: { label: 'Exile', icon: 'landmark', color: '#9f1239' },
  messiah: { label: 'Messiah', icon: 'star', color: '#a16207' },
  church: { label: 'Church', icon: 'church', color: '#0f766e' },
  prophecy: { label: 'Prophecy', icon: 'sunrise', color: '#4338ca' },
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
type TimelineEventText = Pick<
  TimelineEvent,
  'id' | 'year' | 'title' | 'description' | 'significance'
>;

/** The category labels in the other languages; the English ones are in timelineCategories. */
const timelineCategoryLabels: Omit<Localized<Readonly<Record<TimelineCategory, string>>>, 'en'> = {
  es: {
    creation: 'Creación',
    patriarchs: 'Patriarcas',
    exodus: 'Éxodo',
    kingdom: 'Reino',
    exile: 'Exilio',
    messiah: 'Mesías',
    church: 'Iglesia',
    prophecy: 'Profecía',
  },
  pt: {
    creation: 'Criação',
    patriarchs: 'Patriarcas',
    exodus: 'Êxodo',
    kingdom: 'Reino',
    exile: 'Exílio',
    messiah: 'Messias',
    church: 'Igreja',
    prophecy: 'Profecia',
  },
};

const inLabels = (labels: Readonly<Record<TimelineCategory, string>>) =>
  Object.fromEntries(
    Object.entries(timelineCategories).map(([key, info]) => [
      key,
      { ...info, label: labels[key as TimelineCategory] },
    ]),
  ) as Record<TimelineCategory, TimelineCategoryInfo>;

/** The categories in each language: the same icons and colours, the label translated. */
export const timelineCategoriesIn: Localized<
  Readonly<Record<TimelineCategory, TimelineCategoryInfo>>
> = {
  en: timelineCategories,
  es: inLabels(timelineCategoryLabels.es),
  pt: inLabels(timelineCategoryLabels.pt),
};

const timelineEventsEs: readonly TimelineEventText[] = [
  {
    id: 1,
    year: 'En el principio',
    title: 'Creación de los Cielos y la Tierra',
    description:
      'Dios crea los cielos y la tierra, forma al hombre del polvo y pone al hombre y a la mujer en el huerto del Edén para que lo cultiven. Todo lo que hizo es bueno en gran manera (Génesis 1–2).',
    significance:
      'La tierra fue hecha para ser el hogar de la humanidad bajo el gobierno de Dios. La restauración de todas las cosas vuelve a este propósito en lugar de abandonarlo.',
  },
  {
    id: 2,
    year: 'c. 2000 a. C.',
    title: 'El Pacto con Abraham',
    description:
      'Dios llama a Abram a dejar su tierra y le promete una tierra, una descendencia incontable y bendición para todas las familias de la tierra por medio de él (Génesis 12:1–3; 15; 17).',
    significance:
      'Las promesas de la tierra, la descendencia y la bendición son el fundamento del evangelio (Gálatas 3:8). Abraham murió sin recibirlas; las heredará en la resurrección, y todos los que son de Cristo son sus herederos.',
  },
  {
    id: 3,
    year: 'c. 1446 a. C.',
    title: 'El Éxodo de Egipto',
    description:
      'Dios libra a los descendientes de Abraham de la esclavitud en Egipto por medio de Moisés, con el cordero de la Pascua y el paso del mar, y les da su ley en el monte Sinaí (Éxodo 12–20).',
    significance:
      'La gran figura de la redención: un pueblo liberado por la sangre de un cordero y traído a Dios. Anticipa la liberación mayor del pecado y de la muerte por medio de Cristo, nuestra Pascua (1 Corintios 5:7).',
  },
  {
    id: 4,
    year: 'c. 1406 a. C.',
    title: 'La Conquista de la Tierra Prometida',
    description:
      'Bajo el mando de Josué, Israel cruza el Jordán y toma posesión de Canaán, la tierra prometida a Abraham, Isaac y Jacob (Josué 1–12; 21:43–45).',
    significance:
      'Un cumplimiento real pero parcial de la promesa de la tierra. Josué no dio el reposo definitivo (Hebreos 4:8–9); los mansos heredarán la tierra cuando venga el Reino (Mateo 5:5).',
  },
  {
    id: 5,
    year: 'c. 1010 a. C.',
    title: 'Se Establece el Reino de David',
    description:
      'David llega a ser rey sobre Israel y hace de Jerusalén su capital. Dios hace un pacto para afirmar para siempre el trono de su descendencia (2 Samuel 5; 7:12–16).',
    significance:
      'El pacto con David promete un Rey eterno. A Jesús, el hijo de David, se le dará el trono de David su padre, y reinará para siempre (Lucas 1:32–33).',
  },
  {
    id: 6,
    year: 'c. 966 a. C.',
    title: 'Se Construye el Templo de Salomón',
    description:
      'Salomón, hijo de David, edifica el templo en Jerusalén, y la gloria del Señor llena la casa el día de su dedicación (1 Reyes 6; 8).',
    significance:
      'Un anticipo de Dios habitando en paz en medio de su pueblo. Mira hacia el día en que el tabernáculo de Dios estará con los hombres en una tierra renovada (Apocalipsis 21:3).',
  },
  {
    id: 7,
    year: '586 a. C.',
    title: 'Comienza el Exilio en Babilonia',
    description:
      'El ejército de Nabucodonosor destruye Jerusalén y el templo de Salomón y lleva cautivo a Babilonia al pueblo de Judá (2 Reyes 25).',
    significance:
      'Sin rey, sin templo y sin tierra, los profetas reciben sus visiones más claras del Reino venidero: la piedra que llena la tierra y el Hijo del Hombre que recibe un dominio eterno (Daniel 2:44; 7:13–14).',
  },
  {
    id: 8,
    year: '538 a. C.',
    title: 'El Regreso del Exilio',
    description:
      'Ciro, rey de Persia, permite a los exiliados volver a Jerusalén; se reconstruye el altar y después el templo (Esdras 1–6).',
    significance:
      'Dios cumple la palabra que dio por medio de Jeremías (Jeremías 29:10). El regreso es una restauración parcial que señala hacia la restauración mayor bajo el Mesías.',
  },
  {
    id: 9,
    year: '4 a. C.',
    title: 'Nacimiento de Jesús el Mesías',
    description:
      'Jesús nace en Belén, hijo de María, de la casa de David, como lo había anunciado el ángel Gabriel (Lucas 1:26–35; 2:1–20; Mateo 1–2).',
    significance:
      'Nace la descendencia prometida de la mujer, descendiente de Abraham e hijo de David. "El Señor Dios le dará el trono de David su padre" (Lucas 1:32).',
  },
  {
    id: 10,
    year: 'c. 27 d. C.',
    title: 'Jesús Proclama el Reino',
    description:
      'Jesús recorre Galilea predicando las buenas nuevas del Reino de Dios, llamando a las personas a arrepentirse y creer, sanando a los enfermos y resucitando a los muertos (Marcos 1:14–15; Lucas 4:43).',
    significance:
      'El Reino de Dios es el corazón del evangelio que Jesús predicó. Sus milagros anticipan la restauración: cuerpos sanados y la muerte vencida.',
  },
  {
    id: 11,
    year: '30 d. C.',
    title: 'Crucifixión y Resurrección',
    description:
      'Jesús es crucificado en Jerusalén, sepultado y resucitado de entre los muertos por Dios al tercer día, y se aparece a muchos testigos (1 Corintios 15:3–8).',
    significance:
      'Su muerte trae el perdón de los pecados; su resurrección es las primicias y la garantía de la resurrección de todos los que son suyos, en su venida (1 Corintios 15:20–23).',
  },
  {
    id: 12,
    year: '30 d. C.',
    title: 'La Gran Comisión',
    description:
      'Jesús resucitado envía a sus discípulos a hacer discípulos de todas las naciones; en Pentecostés se derrama el Espíritu y el evangelio sale de Jerusalén (Mateo 28:18–20; Hechos 1–2).',
    significance:
      'La bendición prometida a Abraham alcanza a todas las naciones. La iglesia es testigo y embajadora de un Reino que viene, sellada con el Espíritu como garantía.',
  },
  {
    id: 13,
    year: 'Futuro',
    title: 'La Segunda Venida',
    description:
      'Jesús vuelve del cielo con poder y gloria, como prometieron los ángeles en su ascensión, para reinar como Rey (Hechos 1:11; Mateo 25:31; Apocalipsis 11:15).',
    significance:
      'El cielo lo ha recibido "hasta los tiempos de la restauración de todas las cosas" (Hechos 3:21). Su regreso da comienzo al Reino de Dios en la tierra.',
  },
  {
    id: 14,
    year: 'Futuro',
    title: 'La Resurrección de los Muertos',
    description:
      'Al sonar la última trompeta los muertos en Cristo resucitan, y los fieles que viven son transformados y se revisten de inmortalidad (1 Tesalonicenses 4:16–17; 1 Corintios 15:51–54).',
    significance:
      'La esperanza del creyente: Abraham, David, Daniel y todos los fieles reciben juntos las promesas y "se levantarán para recibir su heredad al fin de los días" (Daniel 12:13).',
  },
  {
    id: 15,
    year: 'Futuro',
    title: 'Cielo Nuevo y Tierra Nueva',
    description:
      'Dios hace nuevas todas las cosas: ya no hay muerte, ni llanto, ni dolor; la maldición es quitada y Dios habita con su pueblo (Apocalipsis 21:1–5; 22:3).',
    significance:
      'La restauración de todas las cosas se completa. Lo que se perdió en el Edén se recupera con creces, y Dios es todo en todos (1 Corintios 15:28).',
  },
];

const timelineEventsPt: readonly TimelineEventText[] = [
  {
    id: 1,
    year: 'No princípio',
    title: 'Criação dos Céus e da Terra',
    description:
      'Deus cria os céus e a terra, forma o homem do pó e coloca o homem e a mulher no jardim do Éden para cultivá-lo. Tudo o que ele fez é muito bom (Gênesis 1–2).',
    significance:
      'A terra foi feita para ser o lar da humanidade sob o governo de Deus. A restauração de todas as coisas volta a esse propósito em vez de abandoná-lo.',
  },
  {
    id: 2,
    year: 'c. 2000 a.C.',
    title: 'A Aliança com Abraão',
    description:
      'Deus chama Abrão para deixar a sua terra e lhe promete uma terra, uma descendência incontável e bênção para todas as famílias da terra por meio dele (Gênesis 12:1–3; 15; 17).',
    significance:
      'As promessas da terra, da descendência e da bênção são o fundamento do evangelho (Gálatas 3:8). Abraão morreu sem recebê-las; ele as herdará na ressurreição, e todos os que são de Cristo são seus herdeiros.',
  },
  {
    id: 3,
    year: 'c. 1446 a.C.',
    title: 'O Êxodo do Egito',
    description:
      'Deus liberta os descendentes de Abraão da escravidão no Egito por meio de Moisés, com o cordeiro da Páscoa e a travessia do mar, e lhes dá a sua lei no monte Sinai (Êxodo 12–20).',
    significance:
      'A grande figura da redenção: um povo libertado pelo sangue de um cordeiro e trazido a Deus. Ela prenuncia a libertação maior do pecado e da morte por meio de Cristo, nossa Páscoa (1 Coríntios 5:7).',
  },
  {
    id: 4,
    year: 'c. 1406 a.C.',
    title: 'A Conquista da Terra Prometida',
    description:
      'Sob a liderança de Josué, Israel atravessa o Jordão e toma posse de Canaã, a terra prometida a Abraão, Isaque e Jacó (Josué 1–12; 21:43–45).',
    significance:
      'Um cumprimento real, mas parcial, da promessa da terra. Josué não deu o descanso definitivo (Hebreus 4:8–9); os mansos herdarão a terra quando o Reino vier (Mateus 5:5).',
  },
  {
    id: 5,
    year: 'c. 1010 a.C.',
    title: 'O Reino de Davi É Estabelecido',
    description:
      'Davi se torna rei sobre Israel e faz de Jerusalém a sua capital. Deus faz uma aliança para firmar para sempre o trono da sua descendência (2 Samuel 5; 7:12–16).',
    significance:
      'A aliança com Davi promete um Rei eterno. Jesus, o filho de Davi, receberá o trono de seu pai Davi e reinará para sempre (Lucas 1:32–33).',
  },
  {
    id: 6,
    year: 'c. 966 a.C.',
    title: 'O Templo de Salomão É Construído',
    description:
      'Salomão, filho de Davi, constrói o templo em Jerusalém, e a glória do Senhor enche a casa no dia da sua dedicação (1 Reis 6; 8).',
    significance:
      'Uma amostra de Deus habitando em paz no meio do seu povo. Aponta para o dia em que o tabernáculo de Deus estará com os homens numa terra renovada (Apocalipse 21:3).',
  },
  {
    id: 7,
    year: '586 a.C.',
    title: 'Começa o Exílio na Babilônia',
    description:
      'O exército de Nabucodonosor destrói Jerusalém e o templo de Salomão e leva o povo de Judá cativo para a Babilônia (2 Reis 25).',
    significance:
      'Sem rei, sem templo e sem terra, os profetas recebem as suas visões mais claras do Reino vindouro: a pedra que enche a terra e o Filho do Homem que recebe domínio eterno (Daniel 2:44; 7:13–14).',
  },
  {
    id: 8,
    year: '538 a.C.',
    title: 'A Volta do Exílio',
    description:
      'Ciro, rei da Pérsia, permite que os exilados voltem a Jerusalém; o altar e depois o templo são reconstruídos (Esdras 1–6).',
    significance:
      'Deus cumpre a palavra que deu por meio de Jeremias (Jeremias 29:10). A volta é uma restauração parcial, que aponta para a restauração maior sob o Messias.',
  },
  {
    id: 9,
    year: '4 a.C.',
    title: 'Nascimento de Jesus, o Messias',
    description:
      'Jesus nasce em Belém, filho de Maria, da casa de Davi, como o anjo Gabriel havia anunciado (Lucas 1:26–35; 2:1–20; Mateus 1–2).',
    significance:
      'Nasce a descendência prometida da mulher, descendente de Abraão e filho de Davi. "O Senhor Deus lhe dará o trono de seu pai Davi" (Lucas 1:32).',
  },
  {
    id: 10,
    year: 'c. 27 d.C.',
    title: 'Jesus Proclama o Reino',
    description:
      'Jesus percorre a Galileia pregando as boas-novas do Reino de Deus, chamando as pessoas ao arrependimento e à fé, curando os enfermos e ressuscitando os mortos (Marcos 1:14–15; Lucas 4:43).',
    significance:
      'O Reino de Deus é o coração do evangelho que Jesus pregou. Os seus milagres antecipam a restauração: corpos curados e a morte desfeita.',
  },
  {
    id: 11,
    year: '30 d.C.',
    title: 'Crucificação e Ressurreição',
    description:
      'Jesus é crucificado em Jerusalém, sepultado e ressuscitado dentre os mortos por Deus no terceiro dia, e aparece a muitas testemunhas (1 Coríntios 15:3–8).',
    significance:
      'A sua morte traz o perdão dos pecados; a sua ressurreição é as primícias e a garantia da ressurreição de todos os que lhe pertencem, na sua vinda (1 Coríntios 15:20–23).',
  },
  {
    id: 12,
    year: '30 d.C.',
    title: 'A Grande Comissão',
    description:
      'Jesus ressuscitado envia os seus discípulos para fazer discípulos de todas as nações; no Pentecostes o Espírito é derramado e o evangelho sai de Jerusalém (Mateus 28:18–20; Atos 1–2).',
    significance:
      'A bênção prometida a Abraão alcança todas as nações. A igreja é testemunha e embaixadora de um Reino que está por vir, selada com o Espírito como garantia.',
  },
  {
    id: 13,
    year: 'Futuro',
    title: 'A Segunda Vinda',
    description:
      'Jesus volta do céu com poder e glória, como os anjos prometeram na sua ascensão, para reinar como Rei (Atos 1:11; Mateus 25:31; Apocalipse 11:15).',
    significance:
      'O céu o recebeu "até os tempos da restauração de todas as coisas" (Atos 3:21). A sua volta dá início ao Reino de Deus na terra.',
  },
  {
    id: 14,
    year: 'Futuro',
    title: 'A Ressurreição dos Mortos',
    description:
      'Ao som da última trombeta os mortos em Cristo ressuscitam, e os fiéis que estiverem vivos são transformados e se revestem de imortalidade (1 Tessalonicenses 4:16–17; 1 Coríntios 15:51–54).',
    significance:
      'A esperança do crente: Abraão, Davi, Daniel e todos os fiéis recebem juntos as promessas e "se levantarão para receber a sua herança no fim dos dias" (Daniel 12:13).',
  },
  {
    id: 15,
    year: 'Futuro',
    title: 'Novo Céu e Nova Terra',
    description:
      'Deus faz novas todas as coisas: já não há morte, nem pranto, nem dor; a maldição é removida e Deus habita com o seu povo (Apocalipse 21:1–5; 22:3).',
    significance:
      'A restauração de todas as coisas se completa. O que se perdeu no Éden é recuperado, e muito mais, e Deus é tudo em todos (1 Coríntios 15:28).',
  },
];

/** The events in each language: the same ids, order, categories and parallax as the English. */
export const timelineEventsIn: Localized<readonly TimelineEvent[]> = {
  en: timelineEvents,
  es: translateItems(timelineEvents, timelineEventsEs),
  pt: translateItems(timelineEvents, timelineEventsPt),
};
