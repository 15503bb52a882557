import { z } from 'zod';
import { DEFAULT_SITE_IDENTITY } from '../../../contract/site';
import type { Branding } from '../../domain/site-identity';

/** The navy of the site's bar (client/index.html's theme colour). */
const THEME_COLOUR = '#15203f';

export const webManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/**
 * The manifest a phone reads when the site is added to its home screen: the short name is the
 * label under the icon, where the whole name would be cut off.
 */
export function webManifestOf(branding: Branding | undefined): WebManifest {
  const identity = branding?.identity ?? DEFAULT_SITE_IDENTITY;
  const pictures = branding?.pictures;
  return {
    name: identity.name,
    short_name: identity.shortName,
    start_url: '/',
    display: 'browser',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    icons: [
      {
        src: pictures?.touchIcon ?? '/apple-touch-icon.png',
        sizes: '180x180',
        type: 'image/png',
      },
      pictures
        ? { src: pictures.logo.path, sizes: 'any', type: pictures.logo.type }
        : { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
