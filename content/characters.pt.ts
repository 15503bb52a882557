/** The Biblical characters in Portuguese (você): loaded only by its pages. */
import { translatedCharacters, type CharacterText } from './characters';

const texts: readonly CharacterText[] = [
  {
    id: 1,
    name: 'Abraão',
    title: 'Pai dos fiéis',
    period: 'c. 2000–1825 a.C.',
    location: 'Ur, Harã e Canaã',
    keyVerses: [
      'Gênesis 12:1–3',
      'Gênesis 15:6',
      'Gênesis 22:18',
      'Romanos 4:20–21',
      'Gálatas 3:29',
    ],
    significance:
      'Deus escolheu Abraão e lhe prometeu uma terra, uma descendência incontável e bênção para todas as nações. Essas promessas são o fundamento do evangelho, e todo crente em Cristo é seu herdeiro.',
    biography:
      'Abrão cresceu em Ur dos caldeus e se estabeleceu com a família em Harã. Aos setenta e cinco anos obedeceu ao chamado de Deus para ir a uma terra que não conhecia, e viveu como estrangeiro em Canaã com sua esposa Sarai. Deus mudou o seu nome para Abraão, "pai de uma multidão", e fez uma aliança com ele. Depois de longa espera nasceu Isaque, o filho da promessa, quando Abraão tinha cem anos. A fé de Abraão foi provada quando Deus lhe pediu que oferecesse Isaque, e ele confiou que Deus era poderoso para ressuscitar os mortos (Hebreus 11:19). Morreu aos 175 anos sem ter recebido a terra, esperando a cidade cujo arquiteto e construtor é Deus.',
    keyEvents: [
      'Chamado a deixar Ur e Harã rumo a Canaã (Gênesis 12)',
      'Creu em Deus, e isso lhe foi creditado como justiça (Gênesis 15:6)',
      'A aliança da circuncisão e o novo nome, Abraão (Gênesis 17)',
      'Nascimento de Isaque, o filho da promessa (Gênesis 21)',
      'A oferta de Isaque no monte Moriá (Gênesis 22)',
    ],
    symbolism:
      'Abraão é o modelo da fé que justifica (Romanos 4) e do peregrino que vive pela promessa. As estrelas que ele foi convidado a contar representam a multidão da sua descendência espiritual.',
    lessons: [
      'A fé obedece a Deus antes de ver o resultado.',
      'As promessas de Deus são certas mesmo quando o seu cumprimento demora.',
      'A justiça é recebida crendo em Deus; não é conquistada.',
    ],
    prophecies: [
      'Em ti serão benditas todas as famílias da terra (Gênesis 12:3)',
      'A terra prometida a ti e à tua descendência para sempre (Gênesis 13:14–15)',
      'Assim será a tua descendência, como as estrelas do céu (Gênesis 15:5)',
      'Na tua descendência serão benditas todas as nações da terra (Gênesis 22:18; Gálatas 3:16)',
    ],
  },
  {
    id: 2,
    name: 'Moisés',
    title: 'Legislador e libertador',
    period: 'c. 1526–1406 a.C.',
    location: 'Egito, Midiã e o deserto do Sinai',
    keyVerses: ['Êxodo 3:14–15', 'Êxodo 20:1–17', 'Deuteronômio 18:15', 'Hebreus 11:24–27'],
    significance:
      'Por meio de Moisés, Deus libertou Israel do Egito, deu a lei no Sinai e formou uma nação. Moisés anunciou que viria um profeta maior, anúncio que se cumpriu em Jesus (Atos 3:22).',
    biography:
      'Nascido hebreu no Egito quando o faraó havia mandado matar os meninos hebreus, Moisés foi escondido pela mãe e criado na casa do faraó. Aos quarenta anos tomou o partido do seu povo, matou um egípcio e fugiu para Midiã, onde pastoreou ovelhas durante quarenta anos. Da sarça ardente, Deus o enviou de volta ao faraó. Depois das dez pragas e da primeira Páscoa, Moisés conduziu Israel através do mar até o monte Sinai, onde recebeu a lei e o modelo do tabernáculo. Guiou o povo durante quarenta anos no deserto e morreu no monte Nebo, à vista da terra prometida.',
    keyEvents: [
      'Salvo quando bebê num cesto sobre o Nilo (Êxodo 2)',
      'Chamado por Deus na sarça ardente (Êxodo 3)',
      'As pragas, a Páscoa e a travessia do mar (Êxodo 7–14)',
      'Recebeu a lei no monte Sinai (Êxodo 19–20)',
      'Contemplou a terra prometida do monte Nebo e ali morreu (Deuteronômio 34)',
    ],
    symbolism:
      'Moisés, libertador e mediador, prefigura Jesus, o profeta semelhante a Moisés e mediador de uma nova aliança. O rolo da lei que ele escreveu representa a Palavra escrita de Deus.',
    lessons: [
      'Deus usa pessoas que se sentem incapazes quando elas dependem dele.',
      'A libertação é obra de Deus; a nossa parte é confiar e obedecer.',
      'A mansidão e o serviço fiel valem mais do que a posição (Números 12:3).',
    ],
    prophecies: [
      'O Senhor, o teu Deus, te levantará do meio de ti um profeta semelhante a mim (Deuteronômio 18:15; Atos 3:22)',
      'Bênçãos pela obediência, e a dispersão e o reajuntamento de Israel (Deuteronômio 28–30)',
      'O Senhor, o teu Deus, circuncidará o teu coração, para que o ames de todo o coração (Deuteronômio 30:6)',
    ],
  },
  {
    id: 3,
    name: 'Davi',
    title: 'O rei pastor',
    period: 'c. 1040–970 a.C.',
    location: 'Belém, Hebrom e Jerusalém',
    keyVerses: ['1 Samuel 16:7', '2 Samuel 7:12–16', 'Salmos 23:1', 'Salmos 51:10', 'Atos 13:22'],
    significance:
      'Homem segundo o coração de Deus, Davi uniu Israel e fez de Jerusalém a sua capital. Deus lhe prometeu um trono eterno, a promessa que Jesus, o filho de Davi, cumprirá.',
    biography:
      'Filho mais novo de Jessé, de Belém, Davi era pastor quando Samuel o ungiu rei. Venceu Golias confiando no nome do Senhor, serviu o rei Saul e depois fugiu do ciúme dele durante anos, recusando-se a fazer mal ao ungido do Senhor. Reinou sobre Judá em Hebrom e depois sobre todo o Israel a partir de Jerusalém, para onde levou a arca da aliança. Pecou gravemente com Bate-Seba e contra Urias, e se arrependeu quando o profeta Natã o confrontou. Os seus salmos de louvor, de lamento e de arrependimento moldam desde então as orações do povo de Deus.',
    keyEvents: [
      'Ungido por Samuel ainda jovem (1 Samuel 16)',
      'Venceu Golias em nome do Senhor (1 Samuel 17)',
      'Tornou-se rei sobre todo o Israel e tomou Jerusalém (2 Samuel 5)',
      'Recebeu a aliança de um trono eterno (2 Samuel 7)',
      'Confrontado por Natã, arrependeu-se (2 Samuel 12; Salmos 51)',
    ],
    symbolism:
      'A coroa de Davi aponta para o Messias, o filho de Davi, que se assentará no seu trono para sempre. Davi, o rei pastor, representa o bom pastor que governa o seu povo com cuidado.',
    lessons: [
      'Deus olha para o coração, não para a aparência exterior.',
      'O arrependimento verdadeiro encontra misericórdia.',
      'A adoração e a oração sincera sustentam a fé em todas as fases da vida.',
    ],
    prophecies: [
      'Estabelecerei para sempre o trono do seu reino (2 Samuel 7:12–16)',
      'Disse o Senhor ao meu Senhor: "Assenta-te à minha direita" (Salmos 110:1; Atos 2:34–35)',
      'Não permitirás que o teu santo veja corrupção (Salmos 16:10; Atos 2:31)',
      'Traspassaram-me as mãos e os pés (Salmos 22:16)',
    ],
  },
  {
    id: 4,
    name: 'Daniel',
    title: 'Profeta na Babilônia',
    period: 'c. 620–530 a.C.',
    location: 'Jerusalém e Babilônia',
    keyVerses: ['Daniel 1:8', 'Daniel 2:44', 'Daniel 6:10', 'Daniel 7:13–14', 'Daniel 12:2–3'],
    significance:
      'Fiel a Deus numa corte estrangeira durante cerca de setenta anos, Daniel recebeu visões dos reinos do mundo e do Reino eterno de Deus, dado ao Filho do Homem e aos santos.',
    biography:
      'Daniel foi levado de Judá para a Babilônia ainda jovem, em 605 a.C., e preparado para o serviço do rei. Decidiu não se contaminar com a comida do rei, e Deus lhe deu sabedoria e a interpretação de sonhos. Serviu sob Nabucodonosor, Belsazar, Dario e Ciro. Quando um decreto proibiu orar a qualquer um que não fosse o rei, continuou orando três vezes por dia voltado para Jerusalém e foi lançado na cova dos leões, e Deus fechou a boca dos leões. As suas orações e visões abrangem todo o curso da história até a ressurreição no fim dos dias.',
    keyEvents: [
      'Recusou a comida do rei e foi abençoado com sabedoria (Daniel 1)',
      'Interpretou o sonho de Nabucodonosor sobre a grande estátua (Daniel 2)',
      'Leu a escrita na parede no banquete de Belsazar (Daniel 5)',
      'Livrado da cova dos leões (Daniel 6)',
      'Viu o Filho do Homem receber o Reino eterno (Daniel 7)',
    ],
    symbolism:
      'Daniel representa a fidelidade inabalável sob pressão; o escudo representa Deus, que protege os que confiam nele. As suas visões dão a estrutura da profecia bíblica.',
    lessons: [
      'A fidelidade nas pequenas coisas nos prepara para as grandes provas.',
      'A oração é um hábito a ser mantido, custe o que custar.',
      'Deus governa sobre os reinos do mundo e os dá a quem ele quer.',
    ],
    prophecies: [
      'O Deus do céu levantará um reino que jamais será destruído (Daniel 2:44)',
      'Um como filho de homem recebe domínio eterno (Daniel 7:13–14)',
      'O reino será dado ao povo dos santos do Altíssimo (Daniel 7:27)',
      'As setenta semanas e a vinda do Ungido (Daniel 9:24–27)',
      'Muitos dos que dormem no pó da terra despertarão (Daniel 12:2)',
    ],
  },
  {
    id: 5,
    name: 'Maria',
    title: 'Mãe de Jesus',
    period: 'século I a.C. – século I d.C.',
    location: 'Nazaré, Belém e Jerusalém',
    keyVerses: ['Lucas 1:30–33', 'Lucas 1:38', 'Lucas 1:46–55', 'Lucas 2:19', 'Atos 1:14'],
    significance:
      'Jovem de Nazaré escolhida para ser a mãe de Jesus, Maria recebeu a palavra de Deus com fé e humildade. O seu cântico celebra o Deus que cumpre a sua promessa a Abraão.',
    biography:
      'Maria era uma jovem de Nazaré, na Galileia, prometida em casamento a José, descendente de Davi, quando o anjo Gabriel lhe anunciou que ela conceberia pelo Espírito Santo e daria à luz um filho que receberia o trono de seu pai Davi. Ela respondeu: "Aqui está a serva do Senhor." Deu à luz Jesus em Belém, guardava no coração o que se dizia a respeito dele e o criou em Nazaré. Esteve presente no seu primeiro sinal, em Caná, e junto à cruz. Depois da ressurreição, estava entre os discípulos que oravam em Jerusalém antes do Pentecostes.',
    keyEvents: [
      'O anúncio de Gabriel (Lucas 1:26–38)',
      'Visitou Isabel e cantou o Magnificat (Lucas 1:39–56)',
      'Deu à luz Jesus em Belém (Lucas 2:1–20)',
      'Presente no casamento em Caná e junto à cruz (João 2:1–11; 19:25–27)',
      'Orou com os discípulos antes do Pentecostes (Atos 1:14)',
    ],
    symbolism:
      'Maria representa a fé humilde que recebe a palavra de Deus: "Cumpra-se em mim conforme a tua palavra." O coração representa o amor e a devoção com que ela guardou as promessas de Deus.',
    lessons: [
      'Deus escolhe os humildes para realizar os seus propósitos.',
      'A fé diz sim à palavra de Deus mesmo quando o preço é alto.',
      'Guarde no coração e medite no que Deus está fazendo.',
    ],
  },
  {
    id: 6,
    name: 'Paulo',
    title: 'Apóstolo dos gentios',
    period: 'c. 5–67 d.C.',
    location: 'Tarso, Jerusalém, Ásia Menor, Grécia e Roma',
    keyVerses: [
      'Atos 9:15',
      'Atos 28:30–31',
      'Romanos 1:16',
      '1 Coríntios 15:3–4',
      '2 Timóteo 4:7–8',
    ],
    significance:
      'Antes perseguidor, Paulo tornou-se o apóstolo dos gentios, pregando o Reino de Deus e Jesus Cristo por todo o mundo romano. As suas cartas formam grande parte do Novo Testamento.',
    biography:
      'Saulo nasceu em Tarso, cidadão romano e fariseu instruído em Jerusalém aos pés de Gamaliel. Zeloso da lei, perseguiu os seguidores de Jesus até que o Senhor ressuscitado lhe apareceu no caminho de Damasco. Chamado para levar o nome de Jesus aos gentios, fez três viagens missionárias pela Ásia Menor e pela Grécia, fundando igrejas e escrevendo-lhes cartas. Preso em Jerusalém, apelou para César e foi levado a Roma, onde durante dois anos recebia todos os que o procuravam, "pregando o Reino de Deus e ensinando as coisas referentes ao Senhor Jesus Cristo" (Atos 28:31).',
    keyEvents: [
      'Encontrou Jesus ressuscitado no caminho de Damasco (Atos 9)',
      'Enviado com Barnabé a partir de Antioquia (Atos 13)',
      'O concílio de Jerusalém sobre os gentios (Atos 15)',
      'Pregou em Atenas, Corinto e Éfeso (Atos 17–19)',
      'Preso em Roma, continuou pregando o Reino (Atos 28)',
    ],
    symbolism:
      'A espada lembra "a espada do Espírito, que é a palavra de Deus" (Efésios 6:17), que Paulo empunhou como pregador. A sua vida retrata a graça transformadora de Deus.',
    lessons: [
      'Ninguém está fora do alcance da graça de Deus.',
      'O evangelho é para todos, judeus e gentios igualmente.',
      'Termine a corrida guardando a fé, aguardando a coroa na vinda do Senhor.',
    ],
    prophecies: [
      'Os mortos em Cristo ressuscitarão primeiro quando o Senhor descer (1 Tessalonicenses 4:16–17)',
      'Todos seremos transformados ao som da última trombeta (1 Coríntios 15:51–52)',
      'O homem da iniquidade será revelado antes do dia do Senhor (2 Tessalonicenses 2:3–8)',
      'A criação será libertada da escravidão da corrupção (Romanos 8:19–21)',
    ],
  },
];

export const charactersPt = translatedCharacters(texts);
