/**
 * The ministry's identity on what the site sends: pages (pre-rendered at build time, or rendered
 * per request by the same screens) and mail are written with the spec's identity, and this writes
 * the administrator's over it as they leave, in one place, so no page, feed or message can be
 * forgotten. See docs/decisions/0067-the-ministry-edits-its-identity.md.
 */
import { SITE_NAME } from '../../contract/pages';
import {
  DEFAULT_ACCENT,
  DEFAULT_CHANNEL_URL,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_COPYRIGHT_YEAR,
  DEFAULT_SITE_IDENTITY,
  DEFAULT_TAGLINE,
  nameParts,
  SITE_IDENTITY_ELEMENT,
  type SiteIdentity,
} from '../../contract/site';
import { siteLanguages } from '../../contract/i18n';
import { PODCAST_IMAGE } from '../../contract/seo';
import type { Mailer, MailMessage } from '../infra/mail';
import { escapeHtml } from '../infra/html';

/** The pictures made from an uploaded logo, by their addresses. */
export interface BrandPictures {
  /** The logo itself (SVG, PNG or WebP) and its type. */
  logo: { path: string; type: string };
  /** 48 × 48 PNG. */
  favicon: string;
  /** 180 × 180 PNG. */
  touchIcon: string;
}

/** What the site is sent under: the identity, the pictures made for it, the mail's sender. */
export interface Branding {
  identity: SiteIdentity;
  mailSenderName: string;
  /** Undefined: the site's own mark. */
  pictures: BrandPictures | undefined;
  /** The 1200 × 630 social card made for the name and tagline (undefined: the built one). */
  card: string | undefined;
  /** The podcasts' 3000 × 3000 JPEG made from the logo (undefined: the built one). */
  podcastArtwork: string | undefined;
  /** Changes whenever anything here does: what a rewritten page is kept under. */
  key: string;
}

/** Is this the spec's identity, with nothing to rewrite? */
export const isDefaultBranding = (branding: Branding | undefined): boolean =>
  branding === undefined ||
  (branding.pictures === undefined &&
    branding.card === undefined &&
    branding.podcastArtwork === undefined &&
    JSON.stringify(branding.identity) === JSON.stringify(DEFAULT_SITE_IDENTITY));

/** The brand's name as React writes it (client/src/app/layout/brand.tsx): parts kept whole. */
const brandMarkup = (name: string, escape: (s: string) => string) =>
  nameParts(name)
    .map((part) => `<span class="whitespace-nowrap">${escape(part)}</span>`)
    .join(' ');

/** A text as it may stand inside a JSON string inside a script element. */
const inJsonString = (text: string) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface Swap {
  from: string;
  /** The new text, written for where it stands. */
  to: (escape: (text: string) => string) => string;
}

function swapsOf(branding: Branding): Swap[] {
  const { identity } = branding;
  const swaps: Swap[] = [];
  const text = (from: string, to: string) => {
    if (from !== to) swaps.push({ from, to: (escape) => escape(to) });
  };
  // The home-screen label (client/index.html): markup, as the short name is the name's start.
  if (identity.shortName !== DEFAULT_SITE_IDENTITY.shortName) {
    swaps.push({
      from: `name="apple-mobile-web-app-title" content="${DEFAULT_SITE_IDENTITY.shortName}"`,
      to: (escape) => `name="apple-mobile-web-app-title" content="${escape(identity.shortName)}"`,
    });
  }
  // Longer texts first: the copyright line and the brand's markup hold the name.
  const copyright = `© ${DEFAULT_COPYRIGHT_YEAR} ${SITE_NAME}`;
  text(copyright, `© ${identity.copyright.year} ${identity.copyright.holder}`);
  const brand = brandMarkup(SITE_NAME, (s) => s);
  if (identity.name !== SITE_NAME) {
    swaps.push({ from: brand, to: (escape) => brandMarkup(identity.name, escape) });
  }
  for (const lang of siteLanguages) text(DEFAULT_TAGLINE[lang], identity.tagline[lang]);
  text(SITE_NAME, identity.name);
  text(DEFAULT_CHANNEL_URL, identity.channelUrl);
  text(DEFAULT_CONTACT_EMAIL, identity.contactEmail);
  if (branding.card) text('/og-image.png', branding.card);
  if (branding.podcastArtwork) text(PODCAST_IMAGE.path, branding.podcastArtwork);
  const pictures = branding.pictures;
  if (pictures) {
    text('/apple-touch-icon.png', pictures.touchIcon);
    // Markup, not text: the new attributes are written as they are (the paths are ours).
    swaps.push({ from: 'href="/favicon.ico"', to: () => `href="${pictures.favicon}"` });
    swaps.push({
      from: 'type="image/svg+xml" href="/favicon.svg"',
      to: () => `type="${pictures.logo.type}" href="${pictures.logo.path}"`,
    });
    text('/favicon.svg', pictures.logo.path);
  }
  return swaps;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes every swap into a text, each with the escaping of where it stands. */
function swapAll(input: string, swaps: readonly Swap[], escape: (text: string) => string): string {
  if (swaps.length === 0) return input;
  const pattern = new RegExp(swaps.map((swap) => escapeRegExp(swap.from)).join('|'), 'g');
  const byFrom = new Map(swaps.map((swap) => [swap.from, swap]));
  return input.replace(pattern, (found) => byFrom.get(found)?.to(escape) ?? found);
}

/** The brand's own mark as React writes it (client/src/app/layout/brand.tsx), which a logo replaces. */
const BRAND_MARK =
  /<span class="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950"><svg[^>]*>[\s\S]*?<\/svg><\/span>/g;

const SCRIPT = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/g;

/**
 * A page written with the spec's identity, as the administrator's: names, taglines, copyright,
 * contact address and channel, the logo's and the social card's addresses (in scripts, such as
 * JSON-LD, as JSON), the accent colour, and the identity itself for the browser's screens.
 */
export function rebrandHtml(html: string, branding: Branding): string {
  const swaps = swapsOf(branding);
  const asHtml = (text: string) => escapeHtml(text);
  const pictures = branding.pictures;
  const page = pictures
    ? html.replace(
        BRAND_MARK,
        () =>
          `<img src="${escapeHtml(pictures.logo.path)}" alt="" width="32" height="32" class="size-8 shrink-0 object-contain"/>`,
      )
    : html;
  let out = '';
  let last = 0;
  for (const match of page.matchAll(SCRIPT)) {
    const [whole, open = '', body = '', close = ''] = match;
    out += swapAll(page.slice(last, match.index), swaps, asHtml);
    out += open + swapAll(body, swaps, inJsonString) + close;
    last = match.index + whole.length;
  }
  out += swapAll(page.slice(last), swaps, asHtml);
  const head = [
    branding.identity.accentColor === DEFAULT_ACCENT
      ? ''
      : `<style>:root{--color-gold-400:${branding.identity.accentColor}}</style>`,
    `<script type="application/json" id="${SITE_IDENTITY_ELEMENT}">${JSON.stringify(branding.identity).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}</script>`,
  ].join('');
  return out.replace('</head>', () => `${head}</head>`);
}

/** A plain text (a mail's subject or text part, a feed) written with the administrator's identity. */
export const rebrandText = (text: string, branding: Branding): string =>
  swapAll(text, swapsOf(branding), (s) => s);

/** An XML text (a feed) written with the administrator's identity. */
export const rebrandXml = (xml: string, branding: Branding): string =>
  swapAll(xml, swapsOf(branding), escapeHtml);

/** `Name <address>` with another name; the address stays. */
export function withSenderName(from: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\]/g, '')}" <${address}>`;
}

/**
 * Every message sent with the administrator's identity and sender name: mail is written by each
 * area with the spec's name, and rewritten here as it leaves. `branding` answers undefined while
 * nobody has edited the identity: the message leaves as written, from `MAIL_FROM`.
 */
export function brandedMailer(
  mailer: Mailer,
  branding: () => Promise<Branding | undefined>,
  from: string,
): Mailer {
  return {
    async send(message: MailMessage) {
      const brand = await branding();
      if (!brand) return mailer.send(message);
      return mailer.send({
        ...message,
        from: withSenderName(from, brand.mailSenderName),
        subject: rebrandText(message.subject, brand),
        text: rebrandText(message.text, brand),
        html: rebrandHtmlMail(message.html, brand),
        ...(message.attachments
          ? {
              attachments: message.attachments.map((file) =>
                /^text\/calendar/i.test(file.contentType) && typeof file.content === 'string'
                  ? { ...file, content: rebrandCalendar(file.content, brand) }
                  : file,
              ),
            }
          : {}),
      });
    },
    close: () => mailer.close(),
  };
}

/** A message's HTML part: the same swaps as a page's, without the page's head additions. */
const rebrandHtmlMail = (html: string, branding: Branding): string =>
  swapAll(html, swapsOf(branding), escapeHtml);

/** A calendar line folded as RFC 5545 asks: at most 75 octets, continued after CRLF and a space. */
function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The product id the events' calendars are written with (server/modules/events/ics.ts). */
const CALENDAR_PRODUCT = `PRODID:-//${SITE_NAME}//events//EN`;

/**
 * A calendar file (`.ics`) made by the administrator's ministry: its PRODID carries the saved
 * name. The events' own texts are the administrator's words already and stay as written.
 */
export function rebrandCalendar(ics: string, branding: Branding): string {
  const name = branding.identity.name.replace(/[\r\n]+/g, ' ');
  if (name === SITE_NAME) return ics;
  return ics.replace(CALENDAR_PRODUCT, () => foldCalendarLine(`PRODID:-//${name}//events//EN`));
}

/** The title the API's OpenAPI document is written with (server/app.ts). */
export const API_DOCUMENT_TITLE = `${SITE_NAME} API`;

/**
 * The OpenAPI document as served (JSON, or YAML, where a JSON string is a valid scalar) with
 * the saved name in its title; the rest of the document describes the API and stays.
 */
export function rebrandApiDocument(text: string, branding: Branding): string {
  const name = branding.identity.name;
  if (name === SITE_NAME) return text;
  const title = JSON.stringify(`${name} API`);
  return text
    .replace(`"title":${JSON.stringify(API_DOCUMENT_TITLE)}`, () => `"title":${title}`)
    .replace(/^(\s*)title: .*$/m, (line, indent: string) =>
      line.trim() === `title: ${API_DOCUMENT_TITLE}` ? `${indent}title: ${title}` : line,
    );
}
