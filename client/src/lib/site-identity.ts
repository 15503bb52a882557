import {
  DEFAULT_SITE_IDENTITY,
  SITE_IDENTITY_ELEMENT,
  siteIdentitySchema,
  type SiteIdentity,
} from '@contract/site';

let read: SiteIdentity | undefined;

/**
 * The ministry's identity as the page carries it: the server writes the administrator's into
 * every page it sends (server/domain/site-identity.ts), so the screens render what the first HTML
 * shows and no page asks the API for it. The server's own render and a page with nothing written
 * have the spec's identity, which the server then writes over.
 */
export function siteIdentity(): SiteIdentity {
  if (read) return read;
  if (typeof document === 'undefined') return DEFAULT_SITE_IDENTITY;
  let found: SiteIdentity = DEFAULT_SITE_IDENTITY;
  const text = document.getElementById(SITE_IDENTITY_ELEMENT)?.textContent;
  if (text) {
    try {
      const parsed = siteIdentitySchema.safeParse(JSON.parse(text));
      if (parsed.success) found = parsed.data;
    } catch {
      // A damaged element leaves the spec's identity.
    }
  }
  read = found;
  return found;
}

/** The identity for a screen (it does not change while the page is open). */
export const useSiteIdentity = (): SiteIdentity => siteIdentity();
