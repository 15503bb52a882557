import { MINISTRY_EMAIL } from '../../contract/contact';
import { SITE_NAME, SITE_TAGLINE } from '../../contract/pages';
import { LOGO_IMAGE, OG_IMAGE } from '../../contract/seo';
import { CHANNEL_URL } from '../../content/videos';
import { escapeHtml } from '../infra/mail';

/**
 * The tags of a page's head that need the site's address. Pages are pre-rendered at build time,
 * when PUBLIC_URL is not known, so the server adds these when it first serves a page (pages.ts
 * keeps the result); the pre-renderer writes the rest (title, description, og:title…).
 */

/** Characters that could end the script element or the JSON string, written as JSON escapes. */
const JSON_IN_HTML: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Structured data for search engines. It is data, not script: the CSP does not apply to it and
 * browsers never run it; `<` is escaped so no string in it can close the element.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => JSON_IN_HTML[c] ?? c);
  return `<script type="application/ld+json">${json}</script>`;
}

/** The ministry as schema.org describes an organisation; sameAs names only its own channel. */
export function organizationJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}${LOGO_IMAGE.path}`,
    description: SITE_TAGLINE,
    email: MINISTRY_EMAIL,
    sameAs: [CHANNEL_URL],
  };
}

export interface PageHeadOptions {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The page's canonical path (contract/seo.ts); none for the 404 page. */
  canonical?: string | undefined;
  /** The home page also describes the organisation. */
  home: boolean;
  gaMeasurementId?: string | undefined;
}

export function pageHead({ publicUrl, canonical, home, gaMeasurementId }: PageHeadOptions): string {
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const url = canonical === undefined ? undefined : publicUrl + canonical;
  return [
    url === undefined ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    url === undefined ? '' : meta('property', 'og:url', url),
    meta('property', 'og:image', publicUrl + OG_IMAGE.path),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    home ? jsonLdScript(organizationJsonLd(publicUrl)) : '',
    // Read by the client, which loads analytics only when it finds this.
    gaMeasurementId ? `<meta name="ga-measurement-id" content="${gaMeasurementId}">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
