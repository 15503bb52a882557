/**
 * The ministry's five video teachings and its channel. This is the one place to change them:
 * the Videos page and the database seed both read it. The teachings themselves are in English;
 * their titles and descriptions are also given in Spanish and Portuguese.
 */
import { translateItems } from './localize';
import type { Localized } from './studies';

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
type VideoEpisodeText = Pick<VideoEpisode, 'id' | 'title' | 'description'>;

const videoEpisodesEs: readonly VideoEpisodeText[] = [
  {
    id: 1,
    title: 'El Evangelio del Reino',
    description:
      '¿Qué quería decir Jesús cuando predicaba "las buenas nuevas del Reino de Dios"? Seguimos la expresión desde los profetas, a través de los Evangelios y del libro de Hechos.',
  },
  {
    id: 2,
    title: 'Las Promesas a Abraham',
    description:
      'La tierra, la descendencia y la bendición: cómo el pacto con Abraham da forma a la esperanza de Israel y de todo creyente en Cristo.',
  },
  {
    id: 3,
    title: 'La Restauración de Todas las Cosas',
    description:
      'Pedro habló de "los tiempos de la restauración de todas las cosas" (Hechos 3:21). Recorremos el plan de Dios desde la caída hasta la creación renovada.',
  },
  {
    id: 4,
    title: 'La Esperanza de la Resurrección',
    description:
      'Por qué los apóstoles pusieron su esperanza en la resurrección de los muertos al regreso de Cristo, y qué significa eso para nosotros hoy.',
  },
  {
    id: 5,
    title: 'Leyendo los Manuscritos Más Antiguos',
    description:
      'Cómo nos llegaron los manuscritos más antiguos del Nuevo Testamento, y cómo nos ayudan a leer las Escrituras como las oyeron sus primeros oyentes.',
  },
];

const videoEpisodesPt: readonly VideoEpisodeText[] = [
  {
    id: 1,
    title: 'O Evangelho do Reino',
    description:
      'O que Jesus queria dizer quando pregava "as boas-novas do Reino de Deus"? Seguimos a expressão desde os profetas, passando pelos Evangelhos e pelo livro de Atos.',
  },
  {
    id: 2,
    title: 'As Promessas a Abraão',
    description:
      'A terra, a descendência e a bênção: como a aliança com Abraão molda a esperança de Israel e de todo crente em Cristo.',
  },
  {
    id: 3,
    title: 'A Restauração de Todas as Coisas',
    description:
      'Pedro falou dos "tempos da restauração de todas as coisas" (Atos 3:21). Percorremos o plano de Deus desde a queda até a criação renovada.',
  },
  {
    id: 4,
    title: 'A Esperança da Ressurreição',
    description:
      'Por que os apóstolos puseram a sua esperança na ressurreição dos mortos na volta de Cristo, e o que isso significa para nós hoje.',
  },
  {
    id: 5,
    title: 'Lendo os Manuscritos Mais Antigos',
    description:
      'Como os manuscritos mais antigos do Novo Testamento chegaram até nós, e como eles nos ajudam a ler as Escrituras como os seus primeiros ouvintes as ouviram.',
  },
];

/** The episodes in each language: the same ids, order, YouTube ids and lengths as the English. */
export const videoEpisodesIn: Localized<readonly VideoEpisode[]> = {
  en: videoEpisodes,
  es: translateItems(videoEpisodes, videoEpisodesEs),
  pt: translateItems(videoEpisodes, videoEpisodesPt),
};
