import { MINISTRY_EMAIL } from '../../contract/contact';
import { pathTo, SITE_NAME, SITE_TAGLINE } from '../../contract/pages';
import { LOGO_IMAGE, OG_IMAGE } from '../../contract/seo';
import { CHANNEL_URL } from '../../content/videos';
import { escapeHtml } from '../infra/html';

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
  return `<script type="application/ld+json">${jsonInHtml(data)}</script>`;
}

/** JSON that can sit inside a script element: nothing in it can end the element. */
export function jsonInHtml(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => JSON_IN_HTML[c] ?? c);
}

/** The ministry as schema.org describes an organisation; sameAs names only its own channel. */
export function organizationJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: publicUrl + pathTo('home'),
    logo: `${publicUrl}${LOGO_IMAGE.path}`,
    description: SITE_TAGLINE,
    email: MINISTRY_EMAIL,
    sameAs: [CHANNEL_URL],
  };
}

/** The picture link previews show, by absolute address. */
export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The same page in another language, for `hreflang` links (`x-default`: the one to fall back on). */
export interface Alternate {
  hreflang: string;
  /** A path, made absolute with the site's address. */
  path: string;
}

export interface PageHeadOptions {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The page's canonical path (contract/seo.ts); none for the 404 page. */
  canonical?: string | undefined;
  /** The home page also describes the organisation. */
  home: boolean;
  gaMeasurementId?: string | undefined;
  /** Left out: the site's card. */
  image?: HeadImage | undefined;
  alternates?: readonly Alternate[] | undefined;
  /** More structured data (schema.org objects), each its own script element. */
  jsonLd?: readonly unknown[] | undefined;
  /** Search engines must not list the page (its route is not indexable). */
  noindex?: boolean | undefined;
}

export const defaultImage = (publicUrl: string): HeadImage => ({
  url: publicUrl + OG_IMAGE.path,
  width: OG_IMAGE.width,
  height: OG_IMAGE.height,
  alt: OG_IMAGE.alt,
});

export function pageHead({
  publicUrl,
  canonical,
  home,
  gaMeasurementId,
  image = defaultImage(publicUrl),
  alternates = [],
  jsonLd = [],
  noindex = false,
}: PageHeadOptions): string {
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const url = canonical === undefined ? undefined : publicUrl + canonical;
  return [
    noindex ? meta('name', 'robots', 'noindex') : '',
    url === undefined ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(publicUrl + alternate.path)}" />`,
    ),
    url === undefined ? '' : meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    home ? jsonLdScript(organizationJsonLd(publicUrl)) : '',
    ...jsonLd.map(jsonLdScript),
    // Read by the client, which loads analytics only when it finds this.
    gaMeasurementId ? `<meta name="ga-measurement-id" content="${gaMeasurementId}">` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
