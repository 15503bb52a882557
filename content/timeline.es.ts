/** The Biblical Timeline in Spanish (usted): loaded only by its pages. */
import { translatedTimeline, type TimelineEventText } from './timeline';

const texts: readonly TimelineEventText[] = [
  {
    id: 1,
    year: 'En el principio',
    title: 'Creación de los cielos y la tierra',
    description:
      'Dios crea los cielos y la tierra, forma al hombre del polvo y pone al hombre y a la mujer en el huerto del Edén para que lo cultiven. Todo lo que hizo es bueno en gran manera (Génesis 1–2).',
    significance:
      'La tierra fue hecha para ser el hogar de la humanidad bajo el gobierno de Dios. La restauración de todas las cosas vuelve a este propósito en lugar de abandonarlo.',
  },
  {
    id: 2,
    year: 'c. 2000 a. C.',
    title: 'El pacto con Abraham',
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
    title: 'La conquista de la tierra prometida',
    description:
      'Bajo el mando de Josué, Israel cruza el Jordán y toma posesión de Canaán, la tierra prometida a Abraham, Isaac y Jacob (Josué 1–12; 21:43–45).',
    significance:
      'Un cumplimiento real pero parcial de la promesa de la tierra. Josué no dio el reposo definitivo (Hebreos 4:8–9); los mansos heredarán la tierra cuando venga el Reino (Mateo 5:5).',
  },
  {
    id: 5,
    year: 'c. 1010 a. C.',
    title: 'Se establece el reino de David',
    description:
      'David llega a ser rey sobre Israel y hace de Jerusalén su capital. Dios hace un pacto para afirmar para siempre el trono de su descendencia (2 Samuel 5; 7:12–16).',
    significance:
      'El pacto con David promete un Rey eterno. A Jesús, el hijo de David, se le dará el trono de David su padre, y reinará para siempre (Lucas 1:32–33).',
  },
  {
    id: 6,
    year: 'c. 966 a. C.',
    title: 'Se construye el templo de Salomón',
    description:
      'Salomón, hijo de David, edifica el templo en Jerusalén, y la gloria del Señor llena la casa el día de su dedicación (1 Reyes 6; 8).',
    significance:
      'Un anticipo de Dios habitando en paz en medio de su pueblo. Mira hacia el día en que el tabernáculo de Dios estará con los hombres en una tierra renovada (Apocalipsis 21:3).',
  },
  {
    id: 7,
    year: '586 a. C.',
    title: 'Comienza el exilio en Babilonia',
    description:
      'El ejército de Nabucodonosor destruye Jerusalén y el templo de Salomón y lleva cautivo a Babilonia al pueblo de Judá (2 Reyes 25).',
    significance:
      'Sin rey, sin templo y sin tierra, los profetas reciben sus visiones más claras del Reino venidero: la piedra que llena la tierra y el Hijo del Hombre que recibe un dominio eterno (Daniel 2:44; 7:13–14).',
  },
  {
    id: 8,
    year: '538 a. C.',
    title: 'El regreso del exilio',
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
    title: 'Jesús proclama el Reino',
    description:
      'Jesús recorre Galilea predicando las buenas nuevas del Reino de Dios, llamando a las personas a arrepentirse y creer, sanando a los enfermos y resucitando a los muertos (Marcos 1:14–15; Lucas 4:43).',
    significance:
      'El Reino de Dios es el corazón del evangelio que Jesús predicó. Sus milagros anticipan la restauración: cuerpos sanados y la muerte vencida.',
  },
  {
    id: 11,
    year: '30 d. C.',
    title: 'Crucifixión y resurrección',
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
    title: 'La segunda venida',
    description:
      'Jesús vuelve del cielo con poder y gloria, como prometieron los ángeles en su ascensión, para reinar como Rey (Hechos 1:11; Mateo 25:31; Apocalipsis 11:15).',
    significance:
      'El cielo lo ha recibido "hasta los tiempos de la restauración de todas las cosas" (Hechos 3:21). Su regreso da comienzo al Reino de Dios en la tierra.',
  },
  {
    id: 14,
    year: 'Futuro',
    title: 'La resurrección de los muertos',
    description:
      'Al sonar la última trompeta los muertos en Cristo resucitan, y los fieles que viven son transformados y se revisten de inmortalidad (1 Tesalonicenses 4:16–17; 1 Corintios 15:51–54).',
    significance:
      'La esperanza del creyente: Abraham, David, Daniel y todos los fieles reciben juntos las promesas y "se levantarán para recibir su heredad al fin de los días" (Daniel 12:13).',
  },
  {
    id: 15,
    year: 'Futuro',
    title: 'Cielo nuevo y tierra nueva',
    description:
      'Dios hace nuevas todas las cosas: ya no hay muerte, ni llanto, ni dolor; la maldición es quitada y Dios habita con su pueblo (Apocalipsis 21:1–5; 22:3).',
    significance:
      'La restauración de todas las cosas se completa. Lo que se perdió en el Edén se recupera con creces, y Dios es todo en todos (1 Corintios 15:28).',
  },
];

export const timelineEs = translatedTimeline(texts);
