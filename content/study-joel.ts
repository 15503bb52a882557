/**
 * Study 2, the prophecy of Joel as Peter quoted it at Pentecost (Joel 2:28–32; Acts 2:14–21):
 * the full English article and the Spanish and Portuguese introduction and closing note.
 * Quotations follow the World English Bible (public domain); the Spanish and Portuguese ones are
 * our translations of it.
 */
import type { Localized } from './studies';

const en = `# Joel's Prophecy and the Day of Pentecost

*"I will pour out my Spirit on all flesh" — Joel 2:28–32 and Acts 2:14–21*

## Introduction

On the morning of Pentecost, about fifty days after the resurrection of Jesus, a sound like a rushing wind filled the house where the disciples were gathered. Tongues like fire rested on each of them, and they began to speak in other languages as the Spirit enabled them (Acts 2:1–4). Jews from every nation, in Jerusalem for the feast, heard the wonderful works of God in their own languages. Some were amazed; others mocked and said the disciples were drunk.

Peter's answer was to open the Scriptures. He did not begin with an argument of his own but with the words of a prophet who had lived centuries earlier:

"But this is what has been spoken through the prophet Joel" — Acts 2:16

In this study we read Joel's prophecy in its own setting, follow the way Peter used it, and ask what it means for believers today. We will find that Pentecost was not an isolated miracle but a fulfilment of God's promise, a sign that the last days had begun, and a call to call on the name of the Lord.

## Part One: Joel and His Times

### A Land Stripped Bare

The book of Joel opens with a disaster. A plague of locusts had devoured the land in wave after wave:

"What the swarming locust has left, the great locust has eaten. What the great locust has left, the grasshopper has eaten. What the grasshopper has left, the caterpillar has eaten." — Joel 1:4

Grain offerings ceased in the temple, the vines withered, and the farmers mourned. Joel saw in this catastrophe a warning of something greater: **the day of Yahweh**, the day when God acts in judgment and salvation. "Blow the trumpet in Zion, and sound an alarm in my holy mountain!" (Joel 2:1).

### The Call to Return

At the centre of the book stands one of the most tender invitations in the prophets:

"Tear your heart, and not your garments, and turn to Yahweh, your God; for he is gracious and merciful, slow to anger, and abundant in loving kindness, and relents from sending calamity." — Joel 2:13

God does not want outward show but inward turning. To a people who return to him he promises rain, harvest and restoration: "I will restore to you the years that the swarming locust has eaten" (Joel 2:25).

*God's judgments are real, but his desire is to restore.*

## Part Two: The Promise of the Spirit

After the promise of restored harvests, Joel's prophecy lifts to a higher level. God promises not only grain and wine, but himself:

"It will happen afterward, that I will pour out my Spirit on all flesh; and your sons and your daughters will prophesy. Your old men will dream dreams. Your young men will see visions. And also on the servants and on the handmaids in those days, I will pour out my Spirit." — Joel 2:28–29

### What Made This Promise New

In the Old Testament the Spirit of God came upon particular people for particular tasks: judges, kings, prophets and craftsmen. Moses once wished for more: "I wish that all Yahweh’s people were prophets, that Yahweh would put his Spirit on them!" (Numbers 11:29). Joel announces that Moses' wish will come true. Notice how the prophecy removes every barrier:

- **Gender:** sons *and* daughters will prophesy.
- **Age:** old men *and* young men will receive dreams and visions.
- **Social rank:** even servants and handmaids, the lowest in society, will receive the Spirit.

The other prophets shared the same hope. Through Ezekiel God said, "I will put my Spirit within you, and cause you to walk in my statutes" (Ezekiel 36:27). Isaiah spoke of the Spirit poured "on us from on high" until the wilderness becomes a fruitful field (Isaiah 32:15).

## Part Three: Signs and the Day of the Lord

Joel continues with cosmic signs:

"I will show wonders in the heavens and in the earth: blood, fire, and pillars of smoke. The sun will be turned into darkness, and the moon into blood, before the great and terrible day of Yahweh comes." — Joel 2:30–31

These images belong to the language the prophets used for God's great interventions in history. The same signs appear in the words of Jesus about his return: "the sun will be darkened, the moon will not give its light... and then the sign of the Son of Man will appear in the sky" (Matthew 24:29–30). Revelation uses them as well (Revelation 6:12). The pouring out of the Spirit and the great day of the Lord belong to one prophetic horizon, even though, as we now see, a span of time lies between them.

## Part Four: Salvation for Whoever Calls

The prophecy ends with its most important promise:

"It will happen that whoever will call on Yahweh’s name shall be saved; for in Mount Zion and in Jerusalem there will be those who escape, as Yahweh has said, and among the remnant, those whom Yahweh calls." — Joel 2:32

Before the day of judgment there is a door of escape, and it is open to **whoever** calls on the name of Yahweh. Notice the two sides of salvation in this verse: people *call* on God's name, and God *calls* his remnant. Salvation is both our response and his gracious invitation.

## Part Five: Peter's Sermon at Pentecost

### "This Is What Was Spoken"

Peter stood with the eleven and addressed the crowd. It was only the third hour of the day, nine in the morning, too early for drunkenness. What they saw was the fulfilment of Joel:

"It will be in the last days, says God, that I will pour out my Spirit on all flesh. Your sons and your daughters will prophesy. Your young men will see visions. Your old men will dream dreams. Yes, and on my servants and on my handmaidens in those days, I will pour out my Spirit, and they will prophesy. I will show wonders in the sky above, and signs on the earth beneath: blood, and fire, and billows of smoke. The sun will be turned into darkness, and the moon into blood, before the great and glorious day of the Lord comes. It will be that whoever will call on the name of the Lord will be saved." — Acts 2:17–21

### Three Details Worth Noticing

Read Joel 2 and Acts 2 side by side and three details stand out:

- **"In the last days."** Joel said *afterward*; Peter, guided by the Spirit, says *in the last days*. Pentecost marks the beginning of the final period of God's plan, the period that will end with the day of the Lord.
- **"And they will prophesy."** Peter adds these words to verse 18, underlining what his hearers had just witnessed: the Spirit-given speech of ordinary servants of God.
- **Where Peter stops.** He quotes up to "whoever will call on the name of the Lord will be saved" and then turns to Jesus. The name on which people must call is now revealed.

### From Joel to Jesus

Peter moved at once from the prophecy to the person:

"Jesus of Nazareth, a man approved by God to you by mighty works and wonders and signs which God did by him among you, even as you yourselves know, him, being delivered up by the determined counsel and foreknowledge of God, you have taken by the hand of lawless men, crucified and killed; whom God raised up, having freed him from the agony of death, because it was not possible that he should be held by it." — Acts 2:22–24

The outpouring of the Spirit was the evidence that God had raised and exalted Jesus: "Being therefore exalted by the right hand of God, and having received from the Father the promise of the Holy Spirit, he has poured out this, which you now see and hear" (Acts 2:33). Jesus had promised it: "Behold, I send out the promise of my Father on you" (Luke 24:49). John the Baptist had foretold it: "He will baptize you in the Holy Spirit" (Luke 3:16).

**Pentecost is God's public testimony that the crucified Jesus is Lord and Christ** (Acts 2:36).

## Part Six: The Response — Repent and Be Baptized

The crowd was cut to the heart and asked, "Brothers, what shall we do?" Peter's answer has never changed:

"Repent, and be baptized, every one of you, in the name of Jesus Christ for the forgiveness of sins, and you will receive the gift of the Holy Spirit. For the promise is to you, and to your children, and to all who are far off, even as many as the Lord our God will call to himself." — Acts 2:38–39

Listen to the echo of Joel 2:32 in the last words: "as many as the Lord our God will call". The promise reaches *to all who are far off*. Some years later the Spirit fell on Gentiles in the house of Cornelius, and the believers from among the Jews were amazed "because the gift of the Holy Spirit was also poured out on the Gentiles" (Acts 10:45). Paul quotes Joel to make the same point: "there is no distinction between Jew and Greek... For, “Whoever will call on the name of the Lord will be saved.”" (Romans 10:12–13).

About three thousand people were baptized that day, and they "continued steadfastly in the apostles’ teaching and fellowship, in the breaking of bread, and prayer" (Acts 2:42).

## Part Seven: What Joel's Prophecy Means for Us

### The Spirit as a Pledge

The Spirit given at Pentecost is not the end of the story but its *down payment*. Paul writes that believers "were sealed with the promised Holy Spirit, who is a pledge of our inheritance" (Ephesians 1:13–14). The gift of the Spirit now guarantees the Kingdom to come, just as the firstfruits of a harvest promise the rest of the crop.

### The Day of the Lord Is Still Ahead

Joel's prophecy looks forward to "the great and glorious day of the Lord". That day has not yet come. The sun and moon still shine, and the nations have not yet been judged. Peter himself went on to preach that Jesus must remain in heaven "until the times of restoration of all things" (Acts 3:21). We live in the *last days*, between the outpouring of the Spirit and the return of the King. Joel also speaks of the time "when I restore the fortunes of Judah and Jerusalem" (Joel 3:1): the same restoration hope that runs through all the prophets.

### Practical Lessons

- **God keeps his word.** Centuries passed between Joel and Pentecost, but the promise was fulfilled exactly. The promises still ahead are just as certain.
- **No one is excluded.** Young and old, men and women, servants and free, Jew and Gentile: the Spirit is for all who call on the Lord.
- **The Spirit points to Jesus.** Peter's sermon is about Christ, not about the experience itself. A true work of the Spirit exalts the Son.
- **Repentance is the door.** Joel called for torn hearts; Peter called for repentance and baptism. The invitation is the same.
- **Urgency and hope.** The day of the Lord is coming; now is the time to call on his name.

*Whoever will call on the name of the Lord will be saved.*

## Questions for Reflection

- Why do you think Peter began his sermon with Scripture rather than with his own explanation of what had happened?
- What barriers does Joel's prophecy remove, and which of them still divide believers today?
- How does the gift of the Spirit now relate to the Kingdom that is still to come?
- What does it mean for you to "call on the name of the Lord"?

## Closing Note

Joel spoke to a people whose fields had been stripped bare. He promised that God would restore the years the locust had eaten, and then he promised something far greater: God's own Spirit poured out on all flesh. At Pentecost Peter declared, "this is what has been spoken through the prophet Joel", and pointed the crowd to the risen Jesus. The same promise stands open today, "to you, and to your children, and to all who are far off". May you call on his name, receive his gift, and wait with steadfast hope for the great and glorious day of the Lord.`;

const es = `# La profecía de Joel y el día de Pentecostés

*"Derramaré mi Espíritu sobre toda carne" — Joel 2:28–32 y Hechos 2:14–21*

## Introducción

La mañana de Pentecostés, unos cincuenta días después de la resurrección de Jesús, un estruendo como de viento recio llenó la casa donde estaban reunidos los discípulos. Lenguas como de fuego se posaron sobre cada uno de ellos y comenzaron a hablar en otras lenguas, según el Espíritu les daba que hablasen (Hechos 2:1–4). Algunos se maravillaban; otros se burlaban y decían que estaban ebrios.

Pedro respondió abriendo las Escrituras:

"Pero esto es lo que fue dicho por medio del profeta Joel" — Hechos 2:16

En este estudio leemos la profecía de Joel en su propio contexto, seguimos la manera en que Pedro la aplicó y preguntamos qué significa para los creyentes hoy. Pentecostés no fue un milagro aislado, sino el cumplimiento de una promesa de Dios, la señal de que los últimos días habían comenzado y un llamado a invocar el nombre del Señor.

- **Tiempo sugerido:** de 30 a 40 minutos.
- **Pasajes principales:** Joel 2:28–32 y Hechos 2:14–21.

## Nota final

La versión completa de este estudio está disponible por ahora en inglés; estamos preparando la traducción íntegra al español. La promesa sigue abierta hoy, "para ustedes, para sus hijos y para todos los que están lejos" (Hechos 2:39). Que usted invoque su nombre, reciba su don y espere con esperanza firme el día grande y glorioso del Señor.

*Las citas bíblicas son traducciones nuestras de la World English Bible, de dominio público.*`;

const pt = `# A profecia de Joel e o dia de Pentecostes

*"Derramarei o meu Espírito sobre toda a carne" — Joel 2:28–32 e Atos 2:14–21*

## Introdução

Na manhã de Pentecostes, cerca de cinquenta dias depois da ressurreição de Jesus, um som como de um vento impetuoso encheu a casa onde os discípulos estavam reunidos. Línguas como de fogo pousaram sobre cada um deles, e começaram a falar em outras línguas, conforme o Espírito lhes concedia que falassem (Atos 2:1–4). Alguns se maravilhavam; outros zombavam e diziam que estavam embriagados.

Pedro respondeu abrindo as Escrituras:

"Mas isto é o que foi dito por meio do profeta Joel" — Atos 2:16

Neste estudo lemos a profecia de Joel no seu próprio contexto, acompanhamos a maneira como Pedro a aplicou e perguntamos o que ela significa para os crentes hoje. O Pentecostes não foi um milagre isolado, mas o cumprimento de uma promessa de Deus, o sinal de que os últimos dias tinham começado e um chamado a invocar o nome do Senhor.

- **Tempo sugerido:** de 30 a 40 minutos.
- **Passagens principais:** Joel 2:28–32 e Atos 2:14–21.

## Nota final

A versão completa deste estudo está disponível, por enquanto, em inglês; estamos preparando a tradução integral para o português. A promessa continua aberta hoje, "para vocês, para os seus filhos e para todos os que estão longe" (Atos 2:39). Que você invoque o seu nome, receba o seu dom e aguarde com esperança firme o grande e glorioso dia do Senhor.

*As citações bíblicas são traduções nossas da World English Bible, de domínio público.*`;

export const joelText: Localized<string> = { en, es, pt };
