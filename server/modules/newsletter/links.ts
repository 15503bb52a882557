/**
 * Campaign links counted through the site's own redirect: the http(s) addresses of a campaign's
 * body (HTML and text alike) are listed once when its send begins, and every reader's mail then
 * links to `{publicUrl}/r/{id}` for each. The footer's unsubscribe links are added after this, so
 * they are never rewritten; mailto: and other schemes are left as they are.
 */
import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { NEWSLETTER_LINK_PATH } from '../../../contract/newsletter';
import { newsletterHtmlOptions, type CampaignParts } from './template';

/** The most addresses one campaign gets redirects for; any after them are linked directly. */
export const MAX_CAMPAIGN_LINKS = 500;
/** Longer addresses are linked directly (a redirect is no better than the address itself). */
const MAX_URL_LENGTH = 2_000;

/** A link's id: 64 random bits, URL-safe (11 characters). */
export const newLinkId = (): string => randomBytes(8).toString('base64url');

const isWebAddress = (url: string) =>
  /^https?:\/\/[^\s]+$/i.test(url) && url.length <= MAX_URL_LENGTH;

/**
 * Addresses in plain text: from http(s):// to the first space or angle bracket, without the
 * sentence's closing punctuation, and a closing parenthesis only when the address opened one
 * (`https://en.wikipedia.org/wiki/Grace_(theology)` stays whole inside "(…)").
 */
const TEXT_URL = /https?:\/\/[^\s<>"]+/gi;
function trimTextUrl(found: string): string {
  let url = found;
  for (;;) {
    const last = url.at(-1) ?? '';
    if (".,;:!?'*_".includes(last)) url = url.slice(0, -1);
    else if (last === ')' && url.split('(').length < url.split(')').length) url = url.slice(0, -1);
    else return url;
  }
}

/** Each http(s) address of the text with what `replace` makes of it. */
function mapTextUrls(text: string, replace: (url: string) => string): string {
  return text.replace(TEXT_URL, (found) => {
    const url = trimTextUrl(found);
    return replace(url) + found.slice(url.length);
  });
}

/** Each `<a href>` of the (sanitised) HTML with what `replace` makes of its address. */
function mapHtmlHrefs(html: string, replace: (url: string) => string): string {
  return sanitizeHtml(html, {
    ...newsletterHtmlOptions,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: replace(attribs.href) } : attribs,
      }),
    },
  });
}

/**
 * The distinct http(s) addresses of a campaign, in the order they first appear (the HTML's, then
 * any only in the text). The same address twice is one link: its clicks are the address's.
 */
export function campaignUrls(parts: Pick<CampaignParts, 'bodyHtml' | 'text'>): string[] {
  const seen = new Set<string>();
  const note = (url: string) => {
    if (isWebAddress(url) && seen.size < MAX_CAMPAIGN_LINKS) seen.add(url);
    return url;
  };
  mapHtmlHrefs(parts.bodyHtml, note);
  mapTextUrls(parts.text, note);
  return [...seen];
}

export const linkUrl = (publicUrl: string, id: string) =>
  `${publicUrl}${NEWSLETTER_LINK_PATH}/${id}`;

/** The campaign's body with each listed address sent through its redirect (`ids`: address → id). */
export function withCountedLinks<T extends Pick<CampaignParts, 'bodyHtml' | 'text'>>(
  parts: T,
  ids: ReadonlyMap<string, string>,
  publicUrl: string,
): T {
  if (ids.size === 0) return parts;
  const replace = (url: string) => {
    const id = ids.get(url);
    return id ? linkUrl(publicUrl, id) : url;
  };
  return {
    ...parts,
    bodyHtml: mapHtmlHrefs(parts.bodyHtml, replace),
    text: mapTextUrls(parts.text, replace),
  };
}
