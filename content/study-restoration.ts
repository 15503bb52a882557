/**
 * Study 1, 'The Restoration of All Things': the full English article and the Spanish and
 * Portuguese introduction and closing note. Markup: see `StudyText` in ./studies.ts. Scripture
 * quotations follow the World English Bible (public domain); the Spanish and Portuguese ones are
 * our translations of it.
 */
import type { Localized } from './studies';

const en = `# The Restoration of All Things

*A complete biblical timeline of God's plan, from the Garden of Eden to the Kingdom of God*

## Introduction

A few weeks after Pentecost, Peter stood in Solomon's Porch in the temple at Jerusalem and spoke to a crowd that had just seen a man who was lame from birth walking and leaping and praising God. He called them to repentance, and in the same breath he opened a window onto the whole plan of God:

"Repent therefore, and turn again, that your sins may be blotted out, so that there may come times of refreshing from the presence of the Lord, and that he may send Christ Jesus, who was ordained for you before, whom heaven must receive until the times of restoration of all things, which God spoke long ago by the mouth of his holy prophets." — Acts 3:19–21

Notice three things in Peter's words. First, there is a *restoration* coming: God does not intend to throw away his creation but to put it right. Second, it is tied to a *person*: Jesus, whom heaven has received *until* that time, will be sent again. Third, it is not a new idea: God spoke of it *long ago by the mouth of his holy prophets*. The restoration of all things is not a footnote to the Bible; it is the thread on which the whole story hangs.

This study follows that thread from the first page of Genesis to the last page of Revelation. We will read the promises in their own words, place them in the order in which God gave them, and see how they meet in Jesus the Messiah and in the Kingdom he proclaimed. Our aim is the aim of this whole ministry: to hear Scripture as Jesus and the apostles heard it, free of the traditions that have since been laid over it.

## How to Use This Study

- Set aside 45 to 60 minutes, or take one part at a time over a week.
- Keep a Bible open beside you and read each quoted passage in its context.
- Notice the **promises** God makes, to whom he makes them, and whether they have been fulfilled yet.
- Write down the questions that come to you; the reflection questions at the end are a place to start.

## Part One: A Very Good Beginning

### Creation

The Bible opens with God creating the heavens and the earth, filling the earth with life and setting the man and the woman in a garden to tend it. At the end of the sixth day the verdict is given:

"God saw everything that he had made, and, behold, it was very good." — Genesis 1:31

Everything that follows must be read against this beginning. The earth was made to be the home of human beings, who bear God's image and were given dominion over it (Genesis 1:26–28). God's purpose was a world filled with people who know him and reflect his character. The restoration of all things is the return of that purpose, not its replacement.

### The Fall and the First Promise

Genesis 3 tells how the first man and woman listened to the serpent rather than to God. Sin entered, and with it death, toil, pain and exile from the garden. The ground itself was cursed because of the man (Genesis 3:17). Yet even in the sentence on the serpent God spoke the first word of hope:

"I will put hostility between you and the woman, and between your offspring and her offspring. He will bruise your head, and you will bruise his heel." — Genesis 3:15

An *offspring*, a seed of the woman, would one day crush the serpent's head, though he would himself be wounded. From this point on, the Bible watches for that seed.

*What was lost in Eden, God promised to restore through a son of Eve.*

## Part Two: The Promises to the Fathers

### Abraham Called Out

About two thousand years before Christ, God called a man named Abram out of Ur and Haran:

"Now Yahweh said to Abram, “Leave your country, and your relatives, and your father’s house, and go to the land that I will show you. I will make of you a great nation. I will bless you and make your name great. You will be a blessing. I will bless those who bless you, and I will curse him who treats you with contempt. All the families of the earth will be blessed through you.”" — Genesis 12:1–3

Here the promise of Eden takes on shape. It now has a family (Abraham's offspring), a land, and a reach that includes **all the families of the earth**. Later God told Abraham to look north, south, east and west, "for I will give all the land which you see to you and to your offspring forever" (Genesis 13:15).

### Promises Not Yet Received

Abraham lived in that land as a foreigner, in tents, and owned only a burial plot in it (Acts 7:5). Isaac and Jacob lived the same way. The letter to the Hebrews draws the conclusion:

"These all died in faith, not having received the promises, but having seen them and embraced them from afar, and having confessed that they were strangers and pilgrims on the earth." — Hebrews 11:13

If Abraham died without receiving what God promised him *forever*, then either God's word failed or Abraham must live again to receive it. The New Testament takes the second answer for granted. And it tells us that these promises are not for Israel alone:

"If you are Christ’s, then you are Abraham’s offspring and heirs according to promise." — Galatians 3:29

**Every believer in Christ is an heir of the promises made to Abraham.** The restoration of all things is, among other things, the day when that inheritance is finally given.

## Part Three: A Nation, a Law and a Land

Abraham's descendants went down into Egypt and became slaves there. Around 1446 BC (by the reckoning of 1 Kings 6:1), God brought them out with a mighty hand. The Exodus became the great picture of redemption in the Old Testament: a people set free by the blood of a lamb, brought through the sea, given God's law at Sinai and led toward the land of promise.

Under Joshua, Israel entered and took possession of Canaan. For the first time a part of the promise to Abraham was visibly kept: his offspring lived in the land. Yet Joshua's rest was not the final rest (Hebrews 4:8–9). The land was held only in part, and Israel's faithfulness rose and fell through the days of the judges. The pattern teaches us something we will meet again and again: each fulfilment is real, and each points beyond itself to a greater one.

- **The Exodus** points to a greater redemption from sin and death.
- **The Law** points to a day when God will write his law on hearts (Jeremiah 31:33).
- **The Land** points to the inheritance of the whole earth by the meek (Matthew 5:5).

## Part Four: The Kingdom of David

Around 1010 BC David became king over Israel. He was a shepherd, a warrior, a poet and, above all, a man who sought God's heart. When he wished to build a house for God, God answered that he would build a house, a dynasty, for David:

"When your days are fulfilled, and you sleep with your fathers, I will set up your offspring after you, who will proceed out of your body, and I will establish his kingdom. He will build a house for my name, and I will establish the throne of his kingdom forever." — 2 Samuel 7:12–13

This covenant with David adds a throne to the promise. The seed of the woman, the offspring of Abraham, will also be **a son of David who reigns forever**. Solomon built the temple in Jerusalem (begun around 966 BC), and for a season Israel knew peace and glory. But Solomon's heart turned aside, the kingdom divided, and the line of kings slid toward judgment.

The prophets kept David's promise alive. Isaiah foresaw a child who would carry the government on his shoulders:

"Of the increase of his government and of peace there shall be no end, on David’s throne, and on his kingdom, to establish it, and to uphold it with justice and with righteousness from that time on, even forever." — Isaiah 9:7

*The hope of Israel was never only a hope of going to heaven; it was the hope of a King on David's throne.*

## Part Five: Exile and the Prophetic Hope

### The Fall of Jerusalem

In 586 BC the armies of Babylon destroyed Jerusalem and Solomon's temple, and the people of Judah were carried into exile. It seemed that every promise had failed: no king on the throne, no temple, no land. Yet it was precisely in exile that God gave some of the clearest visions of the coming Kingdom.

### Daniel's Visions of the Kingdom

Daniel, a young captive in Babylon, interpreted Nebuchadnezzar's dream of a great statue made of four metals, struck by a stone cut out without hands. The stone became a mountain and filled the whole earth:

"In the days of those kings the God of heaven will set up a kingdom which will never be destroyed, nor will its sovereignty be left to another people; but it will break in pieces and consume all these kingdoms, and it will stand forever." — Daniel 2:44

Later Daniel saw one like a son of man coming with the clouds of the sky to the Ancient of Days, receiving "dominion, and glory, and a kingdom, that all the peoples, nations, and languages should serve him" (Daniel 7:14). And the same chapter says that the kingdom will be given "to the people of the saints of the Most High" (Daniel 7:27). The Kingdom of God is not a feeling in the heart only; it is a real government that replaces the kingdoms of this world.

### Graves Opened, Hearts Made New

Ezekiel saw a valley of dry bones and heard God's promise to his people:

"Behold, I will open your graves, and cause you to come up out of your graves, my people; and I will bring you into the land of Israel." — Ezekiel 37:12

Jeremiah heard of a new covenant in which God would write his law on the heart (Jeremiah 31:31–33). Resurrection, a new heart, the gift of the Spirit and life in the land are woven together in the prophets' hope.

### The Return

In 538 BC Cyrus of Persia allowed the exiles to return, and the temple was rebuilt. It was a real restoration, but a partial one. No son of David sat on the throne. The prophets who spoke after the return, Haggai, Zechariah and Malachi, still looked ahead to a greater day, when "Yahweh will be King over all the earth" (Zechariah 14:9).

## Part Six: The Messiah Proclaims the Kingdom

Around 4 BC a child was born in Bethlehem, of the line of David. The angel Gabriel told Mary plainly what his birth meant:

"He will be great and will be called the Son of the Most High. The Lord God will give him the throne of his father David, and he will reign over the house of Jacob forever. There will be no end to his Kingdom." — Luke 1:32–33

Every strand of the promise meets in him: the seed of the woman, the offspring of Abraham, the son of David. When Jesus began his public work, his message was not new to Jewish ears, but it was urgent:

"The time is fulfilled, and God’s Kingdom is at hand! Repent, and believe in the Good News." — Mark 1:15

Jesus described the Kingdom as the very reason for his mission: "I must preach the good news of God’s Kingdom to the other cities also. For this reason I have been sent" (Luke 4:43). He taught his disciples to pray, "Let your Kingdom come. Let your will be done on earth as it is in heaven" (Matthew 6:10). His healings, his casting out of demons and his raising of the dead were previews of the restoration: bodies made whole, captives set free, death undone.

**The gospel Jesus preached was the good news of the Kingdom of God.** Any gospel that leaves out the Kingdom is shorter than the one he proclaimed.

## Part Seven: The Cross, the Empty Tomb and the Firstfruits

The King did not come first to take the throne but to give his life. Around 30 AD Jesus was crucified in Jerusalem, bearing the sin of the world, and on the third day God raised him from the dead. His resurrection is the guarantee and the pattern of the resurrection to come:

"But now Christ has been raised from the dead. He became the first fruits of those who are asleep. For since death came by man, the resurrection of the dead also came by man. For as in Adam all die, so also in Christ all will be made alive. But each in his own order: Christ the first fruits, then those who are Christ’s, at his coming." — 1 Corinthians 15:20–23

Before his ascension the disciples asked a natural question: "Lord, are you now restoring the kingdom to Israel?" (Acts 1:6). Jesus did not tell them their hope was mistaken. He told them that the *timing* belonged to the Father, and that in the meantime they would receive power to be his witnesses (Acts 1:7–8). Then the angels promised:

"This Jesus, who was received up from you into the sky, will come back in the same way as you saw him going into the sky." — Acts 1:11

## Part Eight: The Present Age — Witnesses of the Coming Kingdom

We live between the resurrection of Jesus and his return. This is the time of the Great Commission:

"All authority has been given to me in heaven and on earth. Go and make disciples of all nations, baptizing them in the name of the Father and of the Son and of the Holy Spirit, teaching them to observe all things that I commanded you. Behold, I am with you always, even to the end of the age." — Matthew 28:18–20

The promise to Abraham that all the families of the earth would be blessed is now reaching the nations. Those who believe receive the Holy Spirit as a *down payment* of what is coming (2 Corinthians 1:22; Ephesians 1:13–14). And creation itself waits with us:

"For the creation waits with eager expectation for the children of God to be revealed. For the creation was subjected to vanity, not of its own will, but because of him who subjected it, in hope that the creation itself also will be delivered from the bondage of decay into the liberty of the glory of the children of God." — Romans 8:19–21

Paul's picture is striking: the whole creation groans like a woman in labour (Romans 8:22). The groaning is not the sound of death but of birth. The present age is real and the Spirit is truly given, yet it is the age of waiting.

*Heaven must receive him until the times of restoration of all things.*

## Part Nine: The Return of the King

The next great event on God's calendar is the return of Jesus Christ. It will be visible, personal and glorious:

"For the Lord himself will descend from heaven with a shout, with the voice of the archangel and with God’s trumpet. The dead in Christ will rise first, then we who are alive, who are left, will be caught up together with them in the clouds, to meet the Lord in the air. So we will be with the Lord forever." — 1 Thessalonians 4:16–17

Jesus himself described the scene: "When the Son of Man comes in his glory, and all the holy angels with him, then he will sit on the throne of his glory" (Matthew 25:31). To his faithful ones the King will say, "Come, blessed of my Father, inherit the Kingdom prepared for you from the foundation of the world" (Matthew 25:34). To the twelve he promised thrones "in the regeneration", the renewal of all things (Matthew 19:28). In Revelation the announcement rings out:

"The kingdom of the world has become the Kingdom of our Lord, and of his Christ. He will reign forever and ever!" — Revelation 11:15

## Part Ten: The Resurrection of the Dead

The hope of the Bible for those who have died is not a vague survival but **resurrection**: God raising the dead to life. Daniel was told:

"Many of those who sleep in the dust of the earth will awake, some to everlasting life, and some to shame and everlasting contempt." — Daniel 12:2

Jesus spoke in the same way: "the hour comes in which all who are in the tombs will hear his voice, and will come out" (John 5:28–29). Paul described the change that will come upon the faithful:

"Behold, I tell you a mystery. We will not all sleep, but we will all be changed, in a moment, in the twinkling of an eye, at the last trumpet. For the trumpet will sound and the dead will be raised incorruptible, and we will be changed." — 1 Corinthians 15:51–52

This is the moment when Abraham, Isaac and Jacob, David, Daniel and all the faithful receive what they were promised (Hebrews 11:39–40; Daniel 12:13). It is why Paul could call death *sleep*: it is real, but it is not the end, because the One who holds the keys of death will wake his people.

## Part Eleven: The Kingdom on Earth

When Christ reigns, the prophets' pictures of a restored world come into view. War ends:

"He will judge between the nations, and will decide concerning many peoples. They shall beat their swords into plowshares, and their spears into pruning hooks. Nation shall not lift up sword against nation, neither shall they learn war any more." — Isaiah 2:4

Even the animal world is at peace, "for the earth will be full of the knowledge of Yahweh, as the waters cover the sea" (Isaiah 11:9). The promise of the land is kept in a way larger than Abraham could have imagined: "the humble shall inherit the land" (Psalm 37:11), and Jesus repeated it, "Blessed are the gentle, for they shall inherit the earth" (Matthew 5:5).

- **Justice** replaces oppression, for the King judges with righteousness (Isaiah 11:4).
- **Peace** replaces war among the nations (Isaiah 2:4).
- **Knowledge of God** fills the earth (Isaiah 11:9).
- **The saints reign** with Christ as he promised (Revelation 5:10; 2 Timothy 2:12).

## Part Twelve: New Heavens and a New Earth

The restoration ends where the Bible began: with God and people together in a very good creation. Paul describes the final act of the Son's reign: "Then the end comes, when he will deliver up the Kingdom to God, even the Father... The last enemy that will be abolished is death" (1 Corinthians 15:24, 26). John saw it:

"I saw a new heaven and a new earth: for the first heaven and the first earth have passed away, and the sea is no more. I saw the holy city, New Jerusalem, coming down out of heaven from God, prepared like a bride adorned for her husband. I heard a loud voice out of heaven saying, “Behold, God’s dwelling is with people, and he will dwell with them, and they will be his people, and God himself will be with them as their God. He will wipe away every tear from their eyes. Death will be no more; neither will there be mourning, nor crying, nor pain, any more. The first things have passed away.”" — Revelation 21:1–4

Notice the direction of travel: the holy city comes *down* to the earth. The curse of Genesis 3 is lifted ("There will be no curse any more", Revelation 22:3), the tree of life stands again, and God dwells with his people. Peter, who first spoke of the restoration of all things, writes: "according to his promise, we look for new heavens and a new earth, in which righteousness dwells" (2 Peter 3:13).

*Behold, I am making all things new.*

## The Timeline at a Glance

- **In the Beginning:** a very good creation, and the first promise of a Redeemer (Genesis 1–3).
- **About 2000 BC:** the promises to Abraham of land, offspring and blessing (Genesis 12, 13, 15, 17).
- **About 1446 BC:** the Exodus, the Law at Sinai, and then the entry into the land.
- **About 1010 BC:** David's kingdom, and the promise of an everlasting throne (2 Samuel 7).
- **586 BC:** Jerusalem falls and the exile begins; Daniel and Ezekiel see the coming Kingdom.
- **538 BC:** the return from exile, a partial restoration pointing ahead.
- **About 4 BC:** the birth of Jesus, son of David, heir of the throne.
- **About 27–30 AD:** Jesus proclaims the Kingdom, dies and is raised as the firstfruits.
- **Now:** the gospel of the Kingdom goes to all nations; the Spirit is given as a pledge.
- **Future:** Christ returns; the dead are raised; the Kingdom fills the earth.
- **Forever:** new heavens and a new earth, where God dwells with his people.

## Living in the Light of the Restoration

Peter did not speak of the restoration of all things to satisfy curiosity about the future. He spoke of it to call his hearers to *repent and turn again*. The hope of the Kingdom shapes the way we live now:

- **Repentance and faith.** The first response to the good news of the Kingdom is to turn to God and believe (Mark 1:15; Acts 3:19).
- **Patient endurance.** The fathers died in faith without receiving the promises; we too walk by faith, not by sight (Hebrews 11:13; 2 Corinthians 5:7).
- **Holy living.** "Therefore since all these things will be destroyed like this, what kind of people ought you to be in holy living and godliness" (2 Peter 3:11).
- **Witness.** We are ambassadors of a coming King, announcing his Kingdom to every nation (Matthew 24:14).
- **Comfort in grief.** We do not grieve as those who have no hope, for the dead in Christ will rise (1 Thessalonians 4:13–18).

## Questions for Reflection

- Which promise made to Abraham has meant the most to you, and why does it matter that it is still to be fulfilled?
- How does the covenant with David change the way you read the birth of Jesus in Luke 1?
- Why do you think Jesus made the Kingdom of God the centre of his preaching?
- What difference does the hope of resurrection make to the way you face death and loss?
- In what ways can you live today as a citizen of the Kingdom that is coming?

## Closing Note

The story of the Bible is not a circle that ends where it began, nor a line that ends in the destruction of the earth. It is a restoration: Eden lost, promised, prepared, purchased and at last regained, and more than regained. At its centre stands Jesus, the seed of the woman, the offspring of Abraham and the son of David, who died, was raised, and will come again.

We offer this study to help you read the Scriptures for yourself, as the Bereans did, "examining the Scriptures daily to see whether these things were so" (Acts 17:11). May the God who spoke long ago by the mouth of his holy prophets fill you with hope as you wait for the times of restoration of all things.`;

const es = `# La restauración de todas las cosas

*Una cronología bíblica completa del plan de Dios, desde el huerto del Edén hasta el Reino de Dios*

## Introducción

Pocas semanas después de Pentecostés, Pedro se puso de pie en el pórtico de Salomón, en el templo de Jerusalén, y habló a una multitud que acababa de ver a un hombre cojo de nacimiento caminar, saltar y alabar a Dios. Los llamó al arrepentimiento y, en el mismo discurso, les abrió una ventana a todo el plan de Dios:

"Así que, arrepiéntanse y vuélvanse a Dios, para que sus pecados sean borrados, de modo que vengan tiempos de refrigerio de la presencia del Señor, y él envíe a Cristo Jesús, que les fue designado de antemano, a quien el cielo debe recibir hasta los tiempos de la restauración de todas las cosas, de las que Dios habló desde la antigüedad por boca de sus santos profetas." — Hechos 3:19–21

Hay una **restauración** en camino: Dios no piensa desechar su creación, sino ponerla en orden. Esa restauración está unida a una *persona*, Jesús, a quien el cielo ha recibido *hasta* ese tiempo y que será enviado de nuevo. Y no es una idea nueva: Dios la anunció *desde la antigüedad* por medio de sus profetas.

En este estudio seguimos ese hilo desde la primera página de Génesis hasta la última de Apocalipsis: la creación, la promesa a Abraham, el reino de David, el exilio y la esperanza de los profetas, el Mesías que proclamó el Reino, su muerte y resurrección, su regreso, la resurrección de los muertos y los cielos nuevos y la tierra nueva.

- **Tiempo sugerido:** de 45 a 60 minutos.
- **Qué necesita:** una Biblia abierta y un cuaderno para anotar preguntas.

## Nota final

La versión completa de este estudio está disponible por ahora en inglés; estamos preparando la traducción íntegra al español. Le animamos a leer los pasajes citados en su propia Biblia, como los de Berea, "examinando cada día las Escrituras para ver si estas cosas eran así" (Hechos 17:11).

*Las citas bíblicas son traducciones nuestras de la World English Bible, de dominio público.*

Que el Dios que habló por boca de sus santos profetas le llene de esperanza mientras espera los tiempos de la restauración de todas las cosas.`;

const pt = `# A restauração de todas as coisas

*Uma cronologia bíblica completa do plano de Deus, do jardim do Éden ao Reino de Deus*

## Introdução

Poucas semanas depois do Pentecostes, Pedro pôs-se de pé no pórtico de Salomão, no templo de Jerusalém, e falou a uma multidão que acabara de ver um homem coxo de nascença andar, saltar e louvar a Deus. Chamou-os ao arrependimento e, no mesmo discurso, abriu-lhes uma janela para todo o plano de Deus:

"Arrependam-se, pois, e voltem-se para Deus, para que os seus pecados sejam apagados, de modo que venham tempos de refrigério da presença do Senhor, e ele envie Cristo Jesus, que lhes foi designado de antemão, a quem o céu deve receber até os tempos da restauração de todas as coisas, das quais Deus falou desde a antiguidade pela boca dos seus santos profetas." — Atos 3:19–21

Há uma **restauração** a caminho: Deus não pretende descartar a sua criação, mas pô-la em ordem. Essa restauração está ligada a uma *pessoa*, Jesus, a quem o céu recebeu *até* esse tempo e que será enviado de novo. E não é uma ideia nova: Deus a anunciou *desde a antiguidade* por meio dos seus profetas.

Neste estudo seguimos esse fio desde a primeira página de Gênesis até a última de Apocalipse: a criação, a promessa a Abraão, o reino de Davi, o exílio e a esperança dos profetas, o Messias que proclamou o Reino, a sua morte e ressurreição, a sua volta, a ressurreição dos mortos e os novos céus e a nova terra.

- **Tempo sugerido:** de 45 a 60 minutos.
- **O que é preciso:** uma Bíblia aberta e um caderno para anotar perguntas.

## Nota final

A versão completa deste estudo está disponível, por enquanto, em inglês; estamos preparando a tradução integral para o português. Convidamos você a ler as passagens citadas na sua própria Bíblia, como os bereanos, "examinando cada dia as Escrituras para ver se estas coisas eram assim" (Atos 17:11).

*As citações bíblicas são traduções nossas da World English Bible, de domínio público.*

Que o Deus que falou pela boca dos seus santos profetas o encha de esperança enquanto aguarda os tempos da restauração de todas as coisas.`;

export const restorationText: Localized<string> = { en, es, pt };
