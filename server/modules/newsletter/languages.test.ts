import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_INVALID } from '../../../contract/fields';
import type { SiteLanguage } from '../../../contract/i18n';
import { newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { CONFIRM_SUBSCRIPTION_SUBJECT } from './template';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer() });
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);

const CONFIRM_SUBJECTS: Record<SiteLanguage, string> = {
  en: CONFIRM_SUBSCRIPTION_SUBJECT,
  es: 'Confirme su suscripción al boletín de Kingdom Truth Ministry',
  pt: 'Confirme sua inscrição no boletim de Kingdom Truth Ministry',
};

/** Signs the address up from a page in `language` and answers its confirmation mail. */
async function signUp(email: string, language?: SiteLanguage): Promise<ReceivedMail> {
  const res = await call('POST', '/api/newsletter/subscribe', undefined, {
    email,
    ...(language ? { language } : {}),
  });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && m.subject === CONFIRM_SUBJECTS[language ?? 'en'],
  );
  smtp.messages.splice(smtp.messages.indexOf(mail), 1);
  return mail;
}

/** Signs up and follows the link, as a reader does. */
async function subscribe(email: string, language?: SiteLanguage) {
  const mail = await signUp(email, language);
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const confirmed = await call('POST', '/api/newsletter/confirm', undefined, { token });
  expect(confirmed.statusCode).toBe(200);
}

const languageOf = async (email: string) => {
  const [row] = await t.db
    .select({ language: newsletterSubscriptions.language })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.language;
};

async function waitUntilSent(id: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const body = (await call('GET', `/api/newsletter/campaigns/${id}`, admin)).json();
    if (body.deliveryStatus !== 'sending') return body;
    if (Date.now() > until) throw new Error(`campaign ${id} still sending`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('signing up in a language', () => {
  it('writes the confirmation in Spanish, linking to the Spanish confirmation page', async () => {
    const mail = await signUp('lucia@example.org', 'es');
    expect(mail.subject).toBe('Confirme su suscripción al boletín de Kingdom Truth Ministry');
    expect(mail.text).toContain(
      'Confirme su suscripción con el enlace de abajo. Caduca en 3 días.',
    );
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/es\/newsletter\/confirm\?token=/);
    expect(mail.html).toContain('<html lang="es">');
    expect(await languageOf('lucia@example.org')).toBe('es');
  });

  it('writes the confirmation in Portuguese, linking to the Portuguese page', async () => {
    const mail = await signUp('joao@example.org', 'pt');
    expect(mail.subject).toBe('Confirme sua inscrição no boletim de Kingdom Truth Ministry');
    expect(mail.text).toContain('Confirme sua inscrição com o link abaixo. Ele expira em 3 dias.');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/pt\/newsletter\/confirm\?token=/);
    expect(await languageOf('joao@example.org')).toBe('pt');
  });

  it('keeps English (and today’s addresses) when no language is sent', async () => {
    const mail = await signUp('plain@example.org');
    expect(mail.subject).toBe(
      'Please confirm your subscription to the Kingdom Truth Ministry newsletter',
    );
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\?token=/);
    expect(await languageOf('plain@example.org')).toBe('en');
  });

  it('takes the language of a second sign-up while the first is pending', async () => {
    await signUp('twice@example.org', 'es');
    const again = await signUp('twice@example.org', 'pt');
    expect(again.subject).toBe(CONFIRM_SUBJECTS.pt);
    expect(await languageOf('twice@example.org')).toBe('pt');
  });

  it.each([['fr'], [''], [3]])('refuses the language %j: 400 with the message', async (lang) => {
    const res = await call('POST', '/api/newsletter/subscribe', undefined, {
      email: 'refused@example.org',
      language: lang,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LANGUAGE_INVALID);
    expect(res.json().fieldErrors.language).toEqual([LANGUAGE_INVALID]);
  });
});

describe('campaigns by language', () => {
  beforeAll(async () => {
    await subscribe('ana@example.org', 'es');
    await subscribe('pedro@example.org', 'es');
    await subscribe('maria@example.org', 'pt');
    await subscribe('ruth@example.org', 'en');
  });

  it('counts active readers per language and lists one language', async () => {
    const all = await call('GET', '/api/newsletter/subscriptions', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().languageCounts).toEqual({ en: 1, es: 2, pt: 1 });
    const es = await call('GET', '/api/newsletter/subscriptions?language=es', admin);
    const emails = es.json().items.map((i: { email: string }) => i.email);
    // The pending Spanish sign-up is listed too; the counts are of active readers only.
    expect(emails.sort()).toEqual(['ana@example.org', 'lucia@example.org', 'pedro@example.org']);
    expect(es.json().items.every((i: { language: string }) => i.language === 'es')).toBe(true);
    expect(es.json().total).toBe(3);
    const bad = await call('GET', '/api/newsletter/subscriptions?language=de', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LANGUAGE_INVALID);
  });

  it('keeps a campaign’s language, unchanged by an edit that does not name it', async () => {
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Palabra',
      subject: 'Noticias',
      content: 'Hola',
      language: 'es',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().language).toBe('es');
    const id: number = created.json().id;
    const edited = await call('PUT', `/api/newsletter/campaigns/${id}`, admin, {
      title: 'Palabra viva',
      subject: 'Noticias',
      content: 'Hola',
    });
    expect(edited.json().language).toBe('es');
    const forAll = await call('PUT', `/api/newsletter/campaigns/${id}`, admin, {
      title: 'Palabra viva',
      subject: 'Noticias',
      content: 'Hola',
      language: null,
    });
    expect(forAll.json().language).toBeNull();
    const plain = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Word',
      subject: 'News',
      content: 'Hello',
    });
    expect(plain.json().language).toBeNull();
    const bad = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Wort',
      subject: 'News',
      content: 'Hallo',
      language: 'de',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LANGUAGE_INVALID);
  });

  it('sends a Spanish campaign to the Spanish readers only, with a Spanish footer', async () => {
    smtp.clear();
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'La cosecha',
      subject: 'Noticias de Belén',
      content: 'La *cosecha* es mucha.',
      language: 'es',
    });
    const id: number = created.json().id;
    const send = await call('POST', `/api/newsletter/campaigns/${id}/send`, admin);
    expect(send.statusCode).toBe(200);
    expect(send.json().results.total).toBe(2);
    expect(await waitUntilSent(id)).toMatchObject({ deliveryStatus: 'sent', recipientCount: 2 });
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([
      'ana@example.org',
      'pedro@example.org',
    ]);
    for (const mail of smtp.messages) {
      expect(mail.subject).toBe('Noticias de Belén');
      expect(mail.text).toContain(
        'Usted recibe este mensaje porque se suscribió a nuestro boletín.',
      );
      expect(mail.text).toMatch(
        /Cancelar la suscripción: http:\/\/localhost:3000\/es\/unsubscribe\?token=/,
      );
      expect(mail.text).toContain('Capacitamos a los creyentes');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.html).toContain('href="http://localhost:3000/es/"');
    }
  });

  it('refuses a campaign for a language nobody reads: No Subscribers', async () => {
    await t.db
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'maria@example.org'));
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Palavra',
      subject: 'Notícias',
      content: 'Olá',
      language: 'pt',
    });
    const res = await call('POST', `/api/newsletter/campaigns/${created.json().id}/send`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No Subscribers');
    await subscribe('maria@example.org', 'pt');
  });

  it('sends a campaign for all to every reader, each footer in the reader’s language', async () => {
    smtp.clear();
    const created = await call('POST', '/api/newsletter/campaigns', admin, {
      title: 'Grace',
      subject: 'For everyone',
      content: 'Grace and peace.',
    });
    const id: number = created.json().id;
    expect((await call('POST', `/api/newsletter/campaigns/${id}/send`, admin)).statusCode).toBe(
      200,
    );
    expect(await waitUntilSent(id)).toMatchObject({ deliveryStatus: 'sent', recipientCount: 4 });
    const to = (email: string) => smtp.messages.find((m) => m.to.includes(email));
    expect(to('ruth@example.org')?.text).toMatch(
      /Unsubscribe: http:\/\/localhost:3000\/unsubscribe/,
    );
    expect(to('ana@example.org')?.text).toMatch(/\/es\/unsubscribe\?token=/);
    const pt = to('maria@example.org');
    expect(pt?.text).toContain('Você recebe esta mensagem porque se inscreveu em nosso boletim.');
    expect(pt?.text).toMatch(/Cancelar a inscrição: http:\/\/localhost:3000\/pt\/unsubscribe/);
  });

  it('previews a Portuguese campaign with the Portuguese footer', async () => {
    const res = await call('POST', '/api/newsletter/campaigns/preview', admin, {
      title: 'Palavra',
      content: 'Graça e paz.',
      language: 'pt',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toContain('Cancelar a inscrição: http://localhost:3000/pt/unsubscribe');
  });
});
