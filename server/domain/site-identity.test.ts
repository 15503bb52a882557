import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../contract/pages';
import { DEFAULT_SITE_IDENTITY } from '../../contract/site';
import type { Mailer, MailMessage } from '../infra/mail';
import {
  brandedMailer,
  rebrandApiDocument,
  rebrandCalendar,
  rebrandHtml,
  rebrandXml,
  withSenderName,
  type Branding,
} from './site-identity';

const branding = (name: string): Branding => ({
  identity: { ...DEFAULT_SITE_IDENTITY, name, copyright: { holder: name, year: 2027 } },
  mailSenderName: 'Grace & Truth',
  pictures: undefined,
  card: '/site/v1/card.png',
  podcastArtwork: undefined,
  key: 'k',
});

describe('the identity written over a page', () => {
  it('escapes the name for where it stands: text, attributes, JSON-LD', () => {
    const page = `<html><head><title>${SITE_NAME}</title><meta property="og:image" content="https://x.org/og-image.png" /><script type="application/ld+json">{"name":"${SITE_NAME}"}</script></head><body>© 2023 ${SITE_NAME}. All rights reserved.</body></html>`;
    const out = rebrandHtml(page, branding('Grace & "Truth" <Church>'));
    expect(out).toContain('<title>Grace &amp; &quot;Truth&quot; &lt;Church&gt;</title>');
    expect(out).toContain('{"name":"Grace \\u0026 \\"Truth\\" \\u003cChurch\\u003e"}');
    expect(out).toContain('content="https://x.org/site/v1/card.png"');
    expect(out).toContain('© 2027 Grace &amp;');
    expect(out).not.toContain(SITE_NAME);
    // The identity for the screens, which no text in it can end.
    const data = /<script type="application\/json" id="site-identity">(.*?)<\/script>/.exec(
      out,
    )?.[1];
    expect(JSON.parse(data ?? '{}').name).toBe('Grace & "Truth" <Church>');
  });

  it('writes the short name as the home-screen label, and the name apart from it', () => {
    const page = `<head><meta name="apple-mobile-web-app-title" content="Kingdom Truth" /><title>${SITE_NAME}</title></head>`;
    const edited = branding('Kingdom Truth Ministry of Grace');
    edited.identity.shortName = 'K & T';
    const out = rebrandHtml(page, edited);
    expect(out).toContain('name="apple-mobile-web-app-title" content="K &amp; T"');
    expect(out).toContain('<title>Kingdom Truth Ministry of Grace</title>');
    // Unchanged short name: the label stays.
    expect(rebrandHtml(page, branding('Other'))).toContain('content="Kingdom Truth"');
  });

  it('escapes it in feeds', () => {
    expect(rebrandXml(`<title>${SITE_NAME}: Articles</title>`, branding('A & B'))).toBe(
      '<title>A &amp; B: Articles</title>',
    );
  });
});

describe('mail under the identity', () => {
  it('keeps the address and quotes the name', () => {
    expect(withSenderName('Kingdom Truth Ministry <no-reply@x.org>', 'Grace & Truth')).toBe(
      '"Grace & Truth" <no-reply@x.org>',
    );
    expect(withSenderName('no-reply@x.org', 'A')).toBe('"A" <no-reply@x.org>');
  });

  it('rewrites each part, and leaves mail alone while nobody edited the identity', async () => {
    const sent: MailMessage[] = [];
    const inner: Mailer = {
      send: async (message) => {
        sent.push(message);
        return { messageId: 'm' };
      },
      close: () => undefined,
    };
    const message = {
      to: 'a@x.org',
      subject: `Welcome to ${SITE_NAME}`,
      text: `— ${SITE_NAME}`,
      html: `<h1>${SITE_NAME}</h1>`,
    };
    const edited: { branding?: Branding } = {};
    const mailer = brandedMailer(inner, async () => edited.branding, 'KTM <no-reply@x.org>');
    await mailer.send(message);
    expect(sent[0]).toEqual(message);
    edited.branding = branding('A & B');
    await mailer.send(message);
    expect(sent[1]).toMatchObject({
      from: '"Grace & Truth" <no-reply@x.org>',
      subject: 'Welcome to A & B',
      text: '— A & B',
      html: '<h1>A &amp; B</h1>',
    });
  });
});

describe('the identity written into calendars and the API document', () => {
  const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//${SITE_NAME}//events//EN\r\nSUMMARY:${SITE_NAME} retreat\r\nEND:VCALENDAR`;

  it('names the calendar’s maker, folded at 75 octets, and leaves the events’ words', () => {
    const long = 'Ministério Verdade do Reino e da Palavra Viva para todas as nações';
    const out = rebrandCalendar(ics, branding(long));
    for (const line of out.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(out.replace(/\r\n /g, '')).toContain(`PRODID:-//${long}//events//EN`);
    expect(out).toContain(`SUMMARY:${SITE_NAME} retreat`);
    expect(rebrandCalendar(ics, branding(SITE_NAME))).toBe(ics);
  });

  it('titles the OpenAPI document, as JSON and as YAML', () => {
    const json = JSON.stringify({ openapi: '3.0.3', info: { title: `${SITE_NAME} API` } });
    expect(JSON.parse(rebrandApiDocument(json, branding('A "B"'))).info.title).toBe('A "B" API');
    const yaml = `openapi: 3.0.3\ninfo:\n  title: ${SITE_NAME} API\n`;
    expect(rebrandApiDocument(yaml, branding('A: B'))).toContain('  title: "A: B API"');
  });

  it('sends an event’s calendar file with the name', async () => {
    const sent: MailMessage[] = [];
    const inner: Mailer = {
      send: async (m) => (sent.push(m), { messageId: 'x' }),
      close: () => undefined,
    };
    const mailer = brandedMailer(inner, async () => branding('A & B'), 'KTM <no-reply@x.org>');
    await mailer.send({
      to: 'a@x.org',
      subject: 's',
      text: 't',
      html: 'h',
      attachments: [
        { filename: 'e.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
      ],
    });
    expect(sent[0]?.attachments?.[0]?.content).toContain('PRODID:-//A & B//events//EN');
  });
});
