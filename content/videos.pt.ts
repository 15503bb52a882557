/** The five video episodes in Portuguese (você): loaded only by its pages. */
import { translateItems } from './localize';
import { videoEpisodes, type VideoEpisodeText } from './videos';

const texts: readonly VideoEpisodeText[] = [
  {
    id: 1,
    title: 'O evangelho do Reino',
    description:
      'O que Jesus queria dizer quando pregava "as boas-novas do Reino de Deus"? Seguimos a expressão desde os profetas, passando pelos Evangelhos e pelo livro de Atos.',
  },
  {
    id: 2,
    title: 'As promessas a Abraão',
    description:
      'A terra, a descendência e a bênção: como a aliança com Abraão molda a esperança de Israel e de todo crente em Cristo.',
  },
  {
    id: 3,
    title: 'A restauração de todas as coisas',
    description:
      'Pedro falou dos "tempos da restauração de todas as coisas" (Atos 3:21). Percorremos o plano de Deus desde a queda até a criação renovada.',
  },
  {
    id: 4,
    title: 'A esperança da ressurreição',
    description:
      'Por que os apóstolos puseram a sua esperança na ressurreição dos mortos na volta de Cristo, e o que isso significa para nós hoje.',
  },
  {
    id: 5,
    title: 'Lendo os manuscritos mais antigos',
    description:
      'Como os manuscritos mais antigos do Novo Testamento chegaram até nós, e como eles nos ajudam a ler as Escrituras como os seus primeiros ouvintes as ouviram.',
  },
];

export const videoEpisodesPt = translateItems(videoEpisodes, texts);
