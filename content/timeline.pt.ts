/** The Biblical Timeline in Portuguese (você): loaded only by its pages. */
import { translatedTimeline, type TimelineEventText } from './timeline';

const texts: readonly TimelineEventText[] = [
  {
    id: 1,
    year: 'No princípio',
    title: 'Criação dos céus e da terra',
    description:
      'Deus cria os céus e a terra, forma o homem do pó e coloca o homem e a mulher no jardim do Éden para cultivá-lo. Tudo o que ele fez é muito bom (Gênesis 1–2).',
    significance:
      'A terra foi feita para ser o lar da humanidade sob o governo de Deus. A restauração de todas as coisas volta a esse propósito em vez de abandoná-lo.',
  },
  {
    id: 2,
    year: 'c. 2000 a.C.',
    title: 'A aliança com Abraão',
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
    title: 'A conquista da terra prometida',
    description:
      'Sob a liderança de Josué, Israel atravessa o Jordão e toma posse de Canaã, a terra prometida a Abraão, Isaque e Jacó (Josué 1–12; 21:43–45).',
    significance:
      'Um cumprimento real, mas parcial, da promessa da terra. Josué não deu o descanso definitivo (Hebreus 4:8–9); os mansos herdarão a terra quando o Reino vier (Mateus 5:5).',
  },
  {
    id: 5,
    year: 'c. 1010 a.C.',
    title: 'O reino de Davi é estabelecido',
    description:
      'Davi se torna rei sobre Israel e faz de Jerusalém a sua capital. Deus faz uma aliança para firmar para sempre o trono da sua descendência (2 Samuel 5; 7:12–16).',
    significance:
      'A aliança com Davi promete um Rei eterno. Jesus, o filho de Davi, receberá o trono de seu pai Davi e reinará para sempre (Lucas 1:32–33).',
  },
  {
    id: 6,
    year: 'c. 966 a.C.',
    title: 'O templo de Salomão é construído',
    description:
      'Salomão, filho de Davi, constrói o templo em Jerusalém, e a glória do Senhor enche a casa no dia da sua dedicação (1 Reis 6; 8).',
    significance:
      'Uma amostra de Deus habitando em paz no meio do seu povo. Aponta para o dia em que o tabernáculo de Deus estará com os homens numa terra renovada (Apocalipse 21:3).',
  },
  {
    id: 7,
    year: '586 a.C.',
    title: 'Começa o exílio na Babilônia',
    description:
      'O exército de Nabucodonosor destrói Jerusalém e o templo de Salomão e leva o povo de Judá cativo para a Babilônia (2 Reis 25).',
    significance:
      'Sem rei, sem templo e sem terra, os profetas recebem as suas visões mais claras do Reino vindouro: a pedra que enche a terra e o Filho do Homem que recebe domínio eterno (Daniel 2:44; 7:13–14).',
  },
  {
    id: 8,
    year: '538 a.C.',
    title: 'A volta do exílio',
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
    title: 'Jesus proclama o Reino',
    description:
      'Jesus percorre a Galileia pregando as boas-novas do Reino de Deus, chamando as pessoas ao arrependimento e à fé, curando os enfermos e ressuscitando os mortos (Marcos 1:14–15; Lucas 4:43).',
    significance:
      'O Reino de Deus é o coração do evangelho que Jesus pregou. Os seus milagres antecipam a restauração: corpos curados e a morte desfeita.',
  },
  {
    id: 11,
    year: '30 d.C.',
    title: 'Crucificação e ressurreição',
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
    title: 'A segunda vinda',
    description:
      'Jesus volta do céu com poder e glória, como os anjos prometeram na sua ascensão, para reinar como Rei (Atos 1:11; Mateus 25:31; Apocalipse 11:15).',
    significance:
      'O céu o recebeu "até os tempos da restauração de todas as coisas" (Atos 3:21). A sua volta dá início ao Reino de Deus na terra.',
  },
  {
    id: 14,
    year: 'Futuro',
    title: 'A ressurreição dos mortos',
    description:
      'Ao som da última trombeta os mortos em Cristo ressuscitam, e os fiéis que estiverem vivos são transformados e se revestem de imortalidade (1 Tessalonicenses 4:16–17; 1 Coríntios 15:51–54).',
    significance:
      'A esperança do crente: Abraão, Davi, Daniel e todos os fiéis recebem juntos as promessas e "se levantarão para receber a sua herança no fim dos dias" (Daniel 12:13).',
  },
  {
    id: 15,
    year: 'Futuro',
    title: 'Novo céu e nova terra',
    description:
      'Deus faz novas todas as coisas: já não há morte, nem pranto, nem dor; a maldição é removida e Deus habita com o seu povo (Apocalipse 21:1–5; 22:3).',
    significance:
      'A restauração de todas as coisas se completa. O que se perdeu no Éden é recuperado, e muito mais, e Deus é tudo em todos (1 Coríntios 15:28).',
  },
];

/** The events in each language: the same ids, order, categories and parallax as the English. */

export const timelinePt = translatedTimeline(texts);
