/** The five video episodes in Spanish (usted): loaded only by its pages. */
import { translateItems } from './localize';
import { videoEpisodes, type VideoEpisodeText } from './videos';

const texts: readonly VideoEpisodeText[] = [
  {
    id: 1,
    title: 'El evangelio del Reino',
    description:
      '¿Qué quería decir Jesús cuando predicaba "las buenas nuevas del Reino de Dios"? Seguimos la expresión desde los profetas, a través de los Evangelios y del libro de Hechos.',
  },
  {
    id: 2,
    title: 'Las promesas a Abraham',
    description:
      'La tierra, la descendencia y la bendición: cómo el pacto con Abraham da forma a la esperanza de Israel y de todo creyente en Cristo.',
  },
  {
    id: 3,
    title: 'La restauración de todas las cosas',
    description:
      'Pedro habló de "los tiempos de la restauración de todas las cosas" (Hechos 3:21). Recorremos el plan de Dios desde la caída hasta la creación renovada.',
  },
  {
    id: 4,
    title: 'La esperanza de la resurrección',
    description:
      'Por qué los apóstoles pusieron su esperanza en la resurrección de los muertos al regreso de Cristo, y qué significa eso para nosotros hoy.',
  },
  {
    id: 5,
    title: 'Leyendo los manuscritos más antiguos',
    description:
      'Cómo nos llegaron los manuscritos más antiguos del Nuevo Testamento, y cómo nos ayudan a leer las Escrituras como las oyeron sus primeros oyentes.',
  },
];

export const videoEpisodesEs = translateItems(videoEpisodes, texts);
