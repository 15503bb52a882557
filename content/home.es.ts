/** The home page's copy in Spanish (usted): loaded only by its pages. */
import type { HomeCopy } from './home';

export const homeCopyEs: HomeCopy = {
  hero: {
    eyebrow: 'Formación en enseñanza bíblica',
    title: 'Aprenda la fe que una vez fue dada a los santos',
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
    title: 'La restauración de todas las cosas',
    description:
      'Una cronología bíblica completa del plan de Dios para restaurar todas las cosas, desde las promesas a Abraham hasta el Reino venidero.',
  },
  newsletter: {
    title: 'Reflexiones semanales en su correo',
    lead: 'Suscríbase para recibir cada semana reflexiones y novedades sobre la enseñanza bíblica, los nuevos estudios y los nuevos videos.',
    note: 'Sin correo no deseado. Puede darse de baja cuando quiera.',
  },
};
