/** The home page's copy in Portuguese (você): loaded only by its pages. */
import type { HomeCopy } from './home';

export const homeCopyPt: HomeCopy = {
  hero: {
    eyebrow: 'Formação em ensino bíblico',
    title: 'Aprenda a fé que uma vez foi entregue aos santos',
    lead: 'Formação bíblica gratuita e aprofundada, fundamentada nos manuscritos mais antigos. Estude as Escrituras livro por livro, assista aos nossos ensinamentos em vídeo e cresça na verdade que Jesus e os apóstolos proclamaram.',
  },
  mission: {
    title: 'Nossa Missão',
    paragraphs: [
      'Existimos para restaurar a fé original de Jesus e dos apóstolos. Ao longo dos séculos, muitas tradições foram sendo acrescentadas à mensagem simples do Reino de Deus; nós voltamos aos manuscritos mais antigos das Escrituras para ouvir de novo o que os primeiros crentes ouviram, e ensinamos isso com clareza, livres de preconceitos denominacionais.',
      'Nossos estudos, vídeos e ferramentas de estudo são oferecidos para ajudar você a ler a Bíblia por conta própria: a examinar todo ensino à luz da Palavra, a entender o plano de Deus desde a Criação até a restauração de todas as coisas, e a permanecer firme na verdade, com uma esperança viva no Reino vindouro.',
    ],
  },
  restorationStudy: {
    label: 'Estudo Bíblico',
    title: 'A restauração de todas as coisas',
    description:
      'Uma cronologia bíblica completa do plano de Deus para restaurar todas as coisas, das promessas a Abraão até o Reino vindouro.',
  },
  newsletter: {
    title: 'Reflexões semanais no seu e-mail',
    lead: 'Inscreva-se para receber toda semana reflexões e novidades sobre o ensino bíblico, os novos estudos e os novos vídeos.',
    note: 'Nada de mensagens indesejadas. Cancele a inscrição quando quiser.',
  },
};
