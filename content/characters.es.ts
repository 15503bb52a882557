/** The Biblical characters in Spanish (usted): loaded only by its pages. */
import { translatedCharacters, type CharacterText } from './characters';

const texts: readonly CharacterText[] = [
  {
    id: 1,
    name: 'Abraham',
    title: 'Padre de los fieles',
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
    title: 'Legislador y libertador',
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
    title: 'El rey pastor',
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
    title: 'Apóstol de los gentiles',
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

export const charactersEs = translatedCharacters(texts);
