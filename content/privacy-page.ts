/**
 * The Privacy Policy a new site starts with, as a draft page (`/pages/privacy`) in each language:
 * what the site itself keeps and why, above all how visits are counted without tracking anyone.
 * The ministry reads it, adds what it does besides (its address, its mail provider), and
 * publishes it; the footer's "Privacy Policy" links it from then on.
 */
export const privacyPage: Record<'en' | 'es' | 'pt', { title: string; content: string }> = {
  en: {
    title: 'Privacy Policy',
    content: `We keep as little about you as the site needs, and we never sell or share it.

## Counting visits without tracking you

To know which teachings help, the site counts visits itself, on its own server. It sets **no cookie**, keeps nothing in your browser and sends nothing to anyone else.

- A visit is counted with the page, its language, the site you came from (only its name), a campaign tag in the link if there was one, the size class of your screen and the family of your browser and system.
- To count a visitor once a day, your address and browser are mixed with a random value that changes every day and is then destroyed. Your address itself is never stored, and no visit can be linked to you or to another day.
- If your browser sends "Do Not Track" or "Global Privacy Control", you are not counted at all. Neither are search engines' robots nor the ministry's own staff.
- Single visits are kept for 30 days; after that only the day's totals remain.

## Your account

When you create an account we keep your name, e-mail address, your password (only in a form that cannot be turned back into it) and your language. What you write to the ministry, your questions, prayer requests and group posts are kept so you and the ministry can read them; private messages are read only by the staff who answer them.

## Gifts

Card payments are made through Stripe; the site never sees your card number. We keep each gift's amount, date and fund for our accounts and to send you receipts and statements.

## Your rights

You can download everything the site keeps about you, correct it, or delete your account from your account page. Write to us through the contact page for anything else.`,
  },
  es: {
    title: 'Política de privacidad',
    content: `Guardamos de usted solo lo que el sitio necesita, y nunca lo vendemos ni lo compartimos.

## Contar visitas sin seguirle

Para saber qué enseñanzas ayudan, el sitio cuenta las visitas por sí mismo, en su propio servidor. **No usa cookies**, no guarda nada en su navegador y no envía nada a terceros.

- Una visita se cuenta con la página, su idioma, el sitio del que vino (solo su nombre), la etiqueta de campaña del enlace si la había, el tamaño de su pantalla y la familia de su navegador y sistema.
- Para contar a un visitante una sola vez al día, su dirección y su navegador se mezclan con un valor aleatorio que cambia cada día y luego se destruye. Su dirección nunca se guarda, y ninguna visita puede vincularse con usted ni con otro día.
- Si su navegador envía «Do Not Track» o «Global Privacy Control», no se le cuenta en absoluto. Tampoco a los robots de los buscadores ni al propio equipo del ministerio.
- Las visitas sueltas se guardan 30 días; después solo quedan los totales de cada día.

## Su cuenta

Cuando crea una cuenta guardamos su nombre, su correo electrónico, su contraseña (solo de una forma que no permite recuperarla) y su idioma. Lo que escribe al ministerio, sus preguntas, peticiones de oración y mensajes en grupos se guardan para que usted y el ministerio puedan leerlos; los mensajes privados solo los lee el equipo que los responde.

## Ofrendas

Los pagos con tarjeta se hacen a través de Stripe; el sitio nunca ve el número de su tarjeta. Guardamos el importe, la fecha y el fondo de cada ofrenda para nuestras cuentas y para enviarle recibos y resúmenes.

## Sus derechos

Desde la página de su cuenta puede descargar todo lo que el sitio guarda de usted, corregirlo o eliminar su cuenta. Para cualquier otra cosa, escríbanos desde la página de contacto.`,
  },
  pt: {
    title: 'Política de Privacidade',
    content: `Guardamos de você apenas o que o site precisa, e nunca vendemos nem compartilhamos esses dados.

## Contar visitas sem rastrear você

Para saber quais ensinos ajudam, o site conta as visitas por conta própria, no seu próprio servidor. **Não usa cookies**, não guarda nada no seu navegador e não envia nada a terceiros.

- Uma visita é contada com a página, o idioma, o site de onde você veio (apenas o nome), a etiqueta de campanha do link se houver, o tamanho da sua tela e a família do seu navegador e sistema.
- Para contar um visitante uma só vez por dia, seu endereço e seu navegador são misturados com um valor aleatório que muda todo dia e depois é destruído. Seu endereço nunca é guardado, e nenhuma visita pode ser ligada a você nem a outro dia.
- Se o seu navegador envia "Do Not Track" ou "Global Privacy Control", você não é contado. Também não são contados os robôs dos buscadores nem a própria equipe do ministério.
- As visitas avulsas são guardadas por 30 dias; depois restam apenas os totais de cada dia.

## Sua conta

Quando você cria uma conta, guardamos seu nome, seu e-mail, sua senha (apenas de uma forma que não permite recuperá-la) e seu idioma. O que você escreve ao ministério, suas perguntas, pedidos de oração e mensagens em grupos são guardados para que você e o ministério possam lê-los; as mensagens privadas são lidas apenas pela equipe que as responde.

## Ofertas

Os pagamentos com cartão são feitos pela Stripe; o site nunca vê o número do seu cartão. Guardamos o valor, a data e o fundo de cada oferta para nossa contabilidade e para enviar recibos e extratos.

## Seus direitos

Na página da sua conta você pode baixar tudo o que o site guarda sobre você, corrigir ou excluir sua conta. Para qualquer outra coisa, escreva-nos pela página de contato.`,
  },
};
