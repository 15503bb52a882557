/** Copy of the home page, and the site's tagline, in English, Spanish and Portuguese. */
import type { Localized } from './studies';

export const hero = {
  eyebrow: 'Bible Teaching Training',
  title: 'Learn the Faith Once Delivered to the Saints',
  lead: 'Free, in-depth Bible teaching training grounded in the earliest manuscripts. Study the Scriptures book by book, watch our video teachings and grow in the truth Jesus and the apostles proclaimed.',
} as const;

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'We exist to restore the original faith of Jesus and the apostles. Over the centuries many traditions have been layered on top of the simple message of the Kingdom of God; we go back to the earliest manuscripts of Scripture to hear again what the first believers heard, and we teach it plainly, free of denominational bias.',
    'Our studies, videos and study tools are offered to help you read the Bible for yourself: to test every teaching against the Word, to understand God’s plan from Creation to the restoration of all things, and to stand firm in the truth with a living hope in the coming Kingdom.',
  ],
} as const;

/** The fixed card of the 'Featured Content' grid. */
export const restorationStudy = {
  label: 'Bible Study',
  title: 'The Restoration of All Things',
  description:
    'A complete biblical timeline of God’s plan to restore all things, from the promises to Abraham to the coming Kingdom.',
} as const;

export const newsletter = {
  title: 'Weekly Insights in Your Inbox',
  lead: 'Subscribe to receive weekly insights and updates on biblical teachings, new studies and video releases.',
  note: 'No spam. Unsubscribe anytime.',
} as const;

/** The home page's copy in one language. */
export interface HomeCopy {
  hero: { eyebrow: string; title: string; lead: string };
  mission: { title: string; paragraphs: readonly string[] };
  restorationStudy: { label: string; title: string; description: string };
  newsletter: { title: string; lead: string; note: string };
}

export const homeCopyIn: Localized<HomeCopy> = {
  en: { hero, mission, restorationStudy, newsletter },
  es: {
    hero: {
      eyebrow: 'Formación en Enseñanza Bíblica',
      title: 'Aprenda la Fe que Fue Dada Una Vez a los Santos',
      lead: 'Formación bíblica gratuita y profunda, fundada en los manuscritos más antiguos. Estudie las Escrituras libro por libro, vea nuestras enseñanzas en video y crezca en la verdad que proclamaron Jesús y los apóstoles.',
    },
    mission: {
      title: 'Nuestra Misión',
      paragraphs: [
        'Existimos para restaurar la fe original de Jesús y de los apóstoles. A lo largo de los siglos, muchas tradiciones se han ido añadiendo al sencillo mensaje del Reino de Dios; nosotros volvemos a los manuscritos más antiguos de las Escrituras para oír de nuevo lo que oyeron los primeros creyentes, y lo enseñamos con sencillez, libres de prejuicios denominacionales.',
        'Nuestros estudios, videos y herramientas de estudio se ofrecen para ayudarle a leer la Biblia por sí mismo: a examinar toda enseñanza a la luz de la Palabra, a comprender el plan de Dios desde la Creación hasta la restauración de todas las cosas, y a permanecer firme en la verdad con una esperanza viva en el Reino venidero.',
      ],
    },
    restorationStudy: {
      label: 'Estudio Bíblico',
      title: 'La Restauración de Todas las Cosas',
      description:
        'Una cronología bíblica completa del plan de Dios para restaurar todas las cosas, desde las promesas a Abraham hasta el Reino venidero.',
    },
    newsletter: {
      title: 'Reflexiones Semanales en su Correo',
      lead: 'Suscríbase para recibir cada semana reflexiones y novedades sobre la enseñanza bíblica, los nuevos estudios y los nuevos videos.',
      note: 'Sin correo no deseado. Puede darse de baja cuando quiera.',
    },
  },
  pt: {
    hero: {
      eyebrow: 'Formação em Ensino Bíblico',
      title: 'Aprenda a Fé que Uma Vez Foi Entregue aos Santos',
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
      title: 'A Restauração de Todas as Coisas',
      description:
        'Uma cronologia bíblica completa do plano de Deus para restaurar todas as coisas, das promessas a Abraão até o Reino vindouro.',
    },
    newsletter: {
      title: 'Reflexões Semanais no Seu E-mail',
      lead: 'Inscreva-se para receber toda semana reflexões e novidades sobre o ensino bíblico, os novos estudos e os novos vídeos.',
      note: 'Nada de mensagens indesejadas. Cancele a inscrição quando quiser.',
    },
  },
};

/**
 * The footer's tagline in each language. The English one repeats SITE_TAGLINE of
 * contract/pages.ts, which content/ may not import.
 */
export const siteTaglineIn: Localized<string> = {
  en: 'Empowering believers to stand firm in the truth of Scripture, equipped with authentic biblical teaching and grounded in the earliest manuscripts.',
  es: 'Capacitamos a los creyentes para permanecer firmes en la verdad de las Escrituras, con una enseñanza bíblica auténtica y fundada en los manuscritos más antiguos.',
  pt: 'Capacitamos os crentes a permanecer firmes na verdade das Escrituras, com um ensino bíblico autêntico e fundamentado nos manuscritos mais antigos.',
};
