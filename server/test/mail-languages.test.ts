/**
 * Every notice, receipt and acknowledgement is written in its recipient's language: a member's
 * stored choice, or the language of the page the address was given on. Subjects and a phrase of
 * each in Spanish and Portuguese, and links to the pages in that language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_INVALID } from '../../contract/fields';
import type { SiteLanguage } from '../../contract/i18n';
import { users } from '../db/schema';
import { foldedMessagesMail } from '../modules/conversations/mail';
import { createTestApp, type TestApp } from './app';
import { multipart } from './multipart';
import { startTestSmtp, type TestSmtp } from './smtp';
import { signedEvent, startFakeStripe, type FakeStripe } from './stripe';

let t: TestApp;
let smtp: TestSmtp;
let stripe: FakeStripe;
/** Moves the app's clock: administrators hear of a member's message at once after a quiet spell. */
let offset = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  stripe = await startFakeStripe();
  t = await createTestApp({
    mailer: smtp.mailer(),
    payments: stripe.payments(),
    clock: () => new Date(Date.now() + offset),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await smtp.close();
});

/** A signed-in member (or administrator) whose mail is to be in `lang`. */
async function memberIn(lang: SiteLanguage, opts: { isAdmin?: boolean } = {}) {
  const who = await t.signIn(opts);
  await t.db.update(users).set({ preferredLanguage: lang }).where(eq(users.id, who.user.id));
  return who;
}

/**
 * The mail that reached `email` (and that `where` accepts); Intl's no-break spaces ("25,00 US$")
 * read as spaces. Some routes queue their mail after answering: the outbox is ticked until it came.
 */
async function mailTo(email: string, where: (subject: string) => boolean = () => true) {
  const match = (m: { to: string[]; subject: string }) => m.to.includes(email) && where(m.subject);
  for (let i = 0; i < 50 && !smtp.messages.some(match); i += 1) {
    await t.app.mailOutbox.tick();
    await new Promise((r) => setTimeout(r, 100));
  }
  const mail = await smtp.waitFor(match);
  const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  return { ...mail, subject: spaced(mail.subject), text: spaced(mail.text) };
}

describe('conversations', () => {
  it.each([
    [
      'es',
      'Nueva respuesta: Setenta semanas',
      'El ministerio ha respondido a su conversación «Setenta semanas».',
      'Hola, Ruth:',
    ],
    [
      'pt',
      'Nova resposta: Setenta semanas',
      'O ministério respondeu à sua conversa “Setenta semanas”.',
      'Olá, Ruth,',
    ],
  ] as const)(
    'tells a member who reads %s of the reply in their language',
    async (lang, subject, phrase, hello) => {
      const member = await memberIn(lang);
      const admin = await t.signIn({ isAdmin: true });
      const body = multipart({
        title: 'Setenta semanas',
        category: 'prophecy',
        content: '¿Daniel 9?',
      });
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: member.cookie, ...body.headers },
        payload: body.payload,
      });
      expect(started.statusCode).toBe(201);
      const id: number = started.json().conversationId;
      const reply = await t.call('POST', '/api/conversations/message', admin.cookie, {
        conversationId: id,
        content: 'Lea Lucas 21.',
      });
      expect(reply.statusCode).toBe(201);
      const mail = await mailTo(member.user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(phrase);
      expect(mail.text.startsWith(hello)).toBe(true);
      expect(mail.text).toContain(`http://localhost:3000/${lang}/member-portal?conversation=${id}`);
      expect(mail.html).toContain(`<html lang="${lang}">`);
    },
  );

  it('tells each administrator of a new conversation in their own language', async () => {
    offset += 60 * 60_000;
    const es = await memberIn('es', { isAdmin: true });
    const pt = await memberIn('pt', { isAdmin: true });
    const member = await t.signIn({ firstName: 'Lidia' });
    const body = multipart({ title: 'Bautismo', category: 'doctrine', content: '¿Cuándo?' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: member.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(started.statusCode).toBe(201);
    const id: number = started.json().conversationId;
    const toEs = await mailTo(es.user.email);
    expect(toEs.subject).toBe('Nueva conversación: Bautismo');
    expect(toEs.text).toContain('Lidia Member comenzó una nueva conversación, «Bautismo».');
    expect(toEs.text).toContain(`http://localhost:3000/es/admin?conversation=${id}`);
    const toPt = await mailTo(pt.user.email);
    expect(toPt.subject).toBe('Nova conversa: Bautismo');
    expect(toPt.text).toContain('Abrir a conversa');
    expect(toPt.text).toContain(`http://localhost:3000/pt/admin?conversation=${id}`);
  });

  it('writes the folded notice with plurals in the language', () => {
    const messages = [
      { content: 'Gracia', files: 0 },
      { content: '', files: 2 },
      { content: '', files: 1 },
    ];
    const common = {
      to: 'a@example.org',
      memberName: 'Lidia',
      title: 'Bautismo',
      link: 'x',
      publicUrl: 'http://s',
    };
    const es = foldedMessagesMail({ ...common, messages, lang: 'es' });
    expect(es.subject).toBe('3 mensajes nuevos en: Bautismo');
    expect(es.text).toContain('Lidia escribió 3 mensajes nuevos en «Bautismo»:');
    expect(es.text).toContain('“(2 archivos)”');
    expect(es.text).toContain('“(un archivo)”');
    const pt = foldedMessagesMail({ ...common, messages: messages.slice(0, 1), lang: 'pt' });
    expect(pt.subject).toBe('1 nova mensagem em: Bautismo');
    const en = foldedMessagesMail({ ...common, messages, lang: 'en' });
    expect(en.subject).toBe('3 new messages in: Bautismo');
    expect(en.text).toContain('“(2 files)”');
    expect(en.text).toContain('“(a file)”');
  });
});

describe('questions', () => {
  it.each([
    [
      'es',
      'Su pregunta ha sido respondida',
      'Gracias por su pregunta a Kingdom Truth Ministry: «¿Qué es el reino?».',
    ],
    [
      'pt',
      'Sua pergunta foi respondida',
      'Obrigado por sua pergunta a Kingdom Truth Ministry: “¿Qué es el reino?”.',
    ],
  ] as const)(
    'tells an asker who reads %s of the answer in their language',
    async (lang, subject, phrase) => {
      const member = await memberIn(lang);
      const admin = await t.signIn({ isAdmin: true });
      const asked = await t.call('POST', '/api/questions', member.cookie, {
        title: '¿Qué es el reino?',
        content: 'Jesús habló muchas veces del reino; ¿qué quiso decir?',
        category: 'doctrine',
      });
      expect(asked.statusCode).toBe(201);
      const id: number = asked.json().id;
      const answered = await t.call('POST', `/api/questions/${id}/answers`, admin.cookie, {
        content: 'El reino de Dios es su reinado.',
      });
      expect(answered.statusCode).toBe(201);
      const mail = await mailTo(member.user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(phrase);
      expect(mail.text).toContain(`http://localhost:3000/${lang}/questions/${id}`);
    },
  );
});

describe('the contact form', () => {
  const write = (email: string, language?: unknown) =>
    t.call('POST', '/api/contact', undefined, {
      name: 'Cornelio',
      email,
      message: 'Quisiera saber más.',
      ...(language === undefined ? {} : { language }),
    });

  it.each([
    ['es', 'Hemos recibido su mensaje', 'Gracias por escribir a Kingdom Truth Ministry.'],
    ['pt', 'Recebemos sua mensagem', 'Obrigado por escrever para Kingdom Truth Ministry.'],
    [
      undefined,
      'We have received your message',
      'Thank you for writing to Kingdom Truth Ministry.',
    ],
  ] as const)(
    'acknowledges a message from a %s page in its language',
    async (lang, subject, phrase) => {
      const email = `writer-${lang ?? 'en'}@example.org`;
      expect((await write(email, lang)).statusCode).toBe(200);
      const mail = await mailTo(email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(phrase);
      // Nothing the visitor typed is repeated to the address they gave.
      expect(mail.text).not.toContain('Cornelio');
      expect(mail.text).not.toContain('Quisiera');
      expect(mail.text).toContain(
        lang ? `http://localhost:3000/${lang}/` : 'http://localhost:3000\n',
      );
    },
  );

  it('acknowledges an address once an hour, however many messages it sends', async () => {
    const email = 'often@example.org';
    for (let i = 0; i < 3; i += 1) expect((await write(email, 'es')).statusCode).toBe(200);
    await mailTo(email);
    await t.app.mailOutbox.tick();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it.each([['fr'], [''], [null]])('refuses the language %j: 400 with the message', async (lang) => {
    const res = await write('refused@example.org', lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LANGUAGE_INVALID);
  });
});

describe('donation receipts', () => {
  const sdk = () => stripe.payments().stripe;

  async function give(email: string, language: SiteLanguage) {
    const res = await t.call('POST', '/api/create-payment-intent', undefined, {
      amount: 2500,
      email,
      metadata: { message: 'Para los estudios' },
      language,
    });
    expect(res.statusCode).toBe(200);
    const created = stripe.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(created?.form['metadata[language]']).toBe(language);
    const intentId = /^(pi_[A-Za-z0-9]+)_secret/.exec(res.json().clientSecret)?.[1];
    // Stripe sends back the PaymentIntent's metadata with the event.
    const event = {
      id: `evt_${language}_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount: 2500,
          currency: 'usd',
          created: Math.floor(Date.now() / 1000),
          metadata: { message: 'Para los estudios', language },
          receipt_email: email,
          status: 'succeeded',
          last_payment_error: null,
        },
      },
    };
    const { payload, header } = signedEvent(sdk(), event);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    return mailTo(email);
  }

  it('thanks a Spanish donor in Spanish, the amount and date as Spanish writes them', async () => {
    const mail = await give('lidia@example.org', 'es');
    expect(mail.subject).toBe('Gracias por su ofrenda de 25,00 US$');
    expect(mail.text).toContain('Estimado amigo:');
    expect(mail.text).toContain('Su mensaje: «Para los estudios»');
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' })
      .format(new Date(Date.now() + offset))
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(mail.text).toContain(`Fecha: ${date}.`);
    expect(date).toMatch(/ de /);
  });

  it('thanks a Portuguese donor in Portuguese', async () => {
    const mail = await give('dorcas@example.org', 'pt');
    expect(mail.subject).toBe('Obrigado por sua oferta de US$ 25,00');
    expect(mail.text).toContain('Com gratidão e a serviço do Senhor.');
    expect(mail.text).toContain('Referência: pi_');
  });
});

describe('account mail', () => {
  it('tells a Portuguese owner of a second registration in Portuguese', async () => {
    const owner = await memberIn('pt');
    const res = await t.call('POST', '/api/auth/register', undefined, {
      email: owner.user.email,
      password: 'narrow gate 7',
      firstName: 'Outro',
      lastName: 'Alguém',
      preferredLanguage: 'es',
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(owner.user.email);
    expect(mail.subject).toBe('Alguém tentou se cadastrar com seu endereço de e-mail');
    expect(mail.text).toContain('Entrar: http://localhost:3000/pt/login');
    expect(mail.text).toContain(
      'Esqueceu sua senha? Escolha uma nova em http://localhost:3000/pt/forgot-password',
    );
  });

  it('writes both mails of an address change in the member’s Spanish', async () => {
    const member = await memberIn('es');
    const newEmail = `nueva-${Date.now()}@example.org`;
    const res = await t.call('PUT', '/api/profile', member.cookie, {
      email: newEmail,
      currentPassword: 'correct horse',
    });
    expect(res.statusCode).toBe(200);
    const confirm = await mailTo(newEmail);
    expect(confirm.subject).toBe('Confirme su nueva dirección de correo de Kingdom Truth Ministry');
    expect(confirm.text).toMatch(/http:\/\/localhost:3000\/es\/confirm-email\?token=/);
    const notice = await mailTo(member.user.email);
    expect(notice.subject).toBe(
      'Se está cambiando su dirección de correo de Kingdom Truth Ministry',
    );
    expect(notice.text).toContain('Cambiar su contraseña: http://localhost:3000/es/profile');
  });

  it('tells the Portuguese owner of an address another account asked for, in Portuguese', async () => {
    const mover = await memberIn('es');
    const owner = await memberIn('pt');
    const res = await t.call('PUT', '/api/profile', mover.cookie, {
      email: owner.user.email,
      currentPassword: 'correct horse',
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(owner.user.email);
    expect(mail.subject).toBe('Alguém tentou mover uma conta para seu endereço de e-mail');
    expect(mail.text).toContain('http://localhost:3000/pt/forgot-password');
  });

  it('writes a reset in the page’s language for a member who never chose one, else in theirs', async () => {
    const plain = await t.signIn();
    const asked = await t.call('POST', '/api/forgot-password', undefined, {
      email: plain.user.email,
      language: 'pt',
    });
    expect(asked.statusCode).toBe(200);
    const pt = await mailTo(plain.user.email);
    expect(pt.subject).toBe('Redefina sua senha do Kingdom Truth Ministry');
    expect(pt.text).toMatch(/http:\/\/localhost:3000\/pt\/reset-password\?token=/);

    const spanish = await memberIn('es');
    await t.call('POST', '/api/forgot-password', undefined, {
      email: spanish.user.email,
      language: 'pt',
    });
    const es = await mailTo(spanish.user.email);
    expect(es.text).toMatch(/http:\/\/localhost:3000\/es\/reset-password\?token=/);

    const bad = await t.call('POST', '/api/forgot-password', undefined, {
      email: plain.user.email,
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LANGUAGE_INVALID);
  });
});
