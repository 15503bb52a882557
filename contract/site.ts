import { z } from 'zod';
import { apiRoute } from './api-route';
import { MINISTRY_EMAIL } from './contact';
import { emailField, requiredText } from './fields';
import { siteLanguages, type SiteLanguage } from './i18n';
import { SITE_NAME, SITE_TAGLINE } from './pages';

/**
 * The ministry's identity: its name, short name, tagline, logo, accent colour, copyright line,
 * contact address and channel, and the name its mail is sent under. The administrator edits it;
 * the values below are the spec's and stay the identity of a site nobody has edited.
 */

export const siteApi = {
  /** The public identity, as every page carries it. */
  site: apiRoute('/api/site'),
  /** The whole identity for the admin panel's Site tab (GET) and its one write (PUT). */
  adminSite: apiRoute('/api/admin/site'),
  /** The web app manifest: the name and short name a phone's home screen shows, the icons. */
  manifest: apiRoute('/site.webmanifest'),
};

/** The channel "Visit Our YouTube Channel" leads to, and the contact address, before any edit. */
export const DEFAULT_CHANNEL_URL = 'https://www.youtube.com/@KingdomTruthMinistry';
export const DEFAULT_CONTACT_EMAIL = MINISTRY_EMAIL;
/** The brand's gold (client/src/styles.css, `--color-gold-400`). */
export const DEFAULT_ACCENT = '#e0b443';
/** Text written on the accent colour: the brand's darkest navy (`--color-navy-950`). */
export const TEXT_ON_ACCENT = '#0c142b';
export const DEFAULT_COPYRIGHT_YEAR = 2023;
/** The pictures the build makes from the default mark (client/public). */
export const DEFAULT_LOGO_PATH = '/favicon.svg';

/** The footer's tagline in each language as the spec writes it (content/home.ts says the same). */
export const DEFAULT_TAGLINE: Record<SiteLanguage, string> = {
  en: SITE_TAGLINE,
  es: 'Capacitamos a los creyentes para permanecer firmes en la verdad de las Escrituras, con una enseñanza bíblica auténtica y fundada en los manuscritos más antiguos.',
  pt: 'Capacitamos os crentes a permanecer firmes na verdade das Escrituras, com um ensino bíblico autêntico e fundamentado nos manuscritos mais antigos.',
};

// ---- the contrast rule (WCAG 2) -------------------------------------------------------------

/** WCAG AA for normal text: 4.5 : 1. */
export const AA_CONTRAST = 4.5;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of `#rrggbb` (WCAG 2's definition). */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Can text be read on this accent colour (the site's dark text on it, its gold on the navy)? */
export const accentIsReadable = (hex: string): boolean =>
  contrastRatio(hex, TEXT_ON_ACCENT) >= AA_CONTRAST;

// ---- messages --------------------------------------------------------------------------------

export const ACCENT_INVALID = 'Write the colour as # and six hexadecimal digits, e.g. #e0b443';
export const ACCENT_UNREADABLE =
  'Text on this colour would fail WCAG AA contrast (4.5:1): choose a lighter colour';
export const CHANNEL_URL_INVALID = 'Enter the channel’s full address, starting with https://';
export const SENDER_NAME_INVALID = 'The sender name cannot contain < > " or line breaks';
export const COPYRIGHT_YEAR_INVALID = 'Enter a year between 1900 and 2100';
export const LOGO_TYPE_INVALID = 'Choose an SVG, PNG or WebP logo';
export const LOGO_NOT_WHAT_IT_SAYS =
  'The logo’s contents are not the kind of image its name says: choose the image again';
export const LOGO_UNREADABLE = 'The logo could not be read: it may be damaged or incomplete';
export const LOGO_TOO_LARGE = 'The logo is larger than 512 KB: choose a smaller file';
export const LOGO_TOO_SMALL = 'The logo must be at least 180 × 180 pixels';
export const LINK_URL_INVALID =
  'Enter the link’s full address, starting with https://, mailto: or tel:';
export const LINK_ICON_INVALID = 'Choose one of the icons';
export const LINKS_TOO_MANY = 'Keep at most 8 links';
export const LINKS_INVALID = 'The links must be a list';

export const LOGO_MAX_BYTES = 512 * 1024;
/** A raster logo's smallest side: the home-screen icon is 180 × 180. */
export const LOGO_MIN_SIDE = 180;
export const logoTypes = ['image/svg+xml', 'image/png', 'image/webp'] as const;
export type LogoType = (typeof logoTypes)[number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

const accentField = z
  .string({ error: ACCENT_INVALID })
  .trim()
  .toLowerCase()
  .regex(HEX_COLOUR, ACCENT_INVALID)
  // A colour not written right has its own message only.
  .refine((value) => !HEX_COLOUR.test(value) || accentIsReadable(value), ACCENT_UNREADABLE);

const httpsUrl = z
  .string({ error: CHANNEL_URL_INVALID })
  .trim()
  .max(300, CHANNEL_URL_INVALID)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, CHANNEL_URL_INVALID);

const perLanguage = (label: string, max: number) =>
  z.object(
    Object.fromEntries(siteLanguages.map((lang) => [lang, requiredText(label, max)])) as Record<
      SiteLanguage,
      ReturnType<typeof requiredText>
    >,
    { error: `${label} is required` },
  );

// ---- the "Alternative Ways to Connect" links ----------------------------------------------

/** The icons a link may show (the contact page draws each with its own picture). */
export const connectIcons = [
  'video',
  'podcast',
  'mail',
  'phone',
  'chat',
  'social',
  'link',
] as const;
export type ConnectIcon = (typeof connectIcons)[number];
/** As many as the contact card shows without crowding the form beside it. */
export const CONNECT_LINKS_MAX = 8;

/**
 * Where a link may lead: a web page over https, a mail address (`mailto:`) or a phone number
 * (`tel:`). Anything else (`javascript:`, `data:`, plain `http:`) is refused, as the link is
 * written into every visitor's page.
 */
export function isSafeLinkUrl(value: string): boolean {
  if (/^mailto:/i.test(value)) {
    return z.email().safeParse(decodeURIComponentSafe(value.slice(7).split('?', 1)[0] ?? ''))
      .success;
  }
  if (/^tel:/i.test(value)) return /^\+?[0-9][0-9 ().-]{2,30}$/.test(value.slice(4));
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/** The languages' names as the link labels' messages say them. */
const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
};

const linkUrlField = z
  .string({ error: LINK_URL_INVALID })
  .trim()
  .max(300, LINK_URL_INVALID)
  .refine(isSafeLinkUrl, LINK_URL_INVALID);

/**
 * One link: its address, icon and label in each language. Every label is required, as the
 * tagline is: the site is read in three languages, and an /es or /pt page shows no English.
 */
export const connectLinkSchema = z.object(
  {
    url: linkUrlField,
    icon: z.enum(connectIcons, { error: LINK_ICON_INVALID }),
    label: z.object(
      Object.fromEntries(
        siteLanguages.map((lang) => [
          lang,
          requiredText(`Link label in ${LANGUAGE_NAMES[lang]}`, 80),
        ]),
      ) as Record<SiteLanguage, ReturnType<typeof requiredText>>,
      { error: 'Link label in English is required' },
    ),
  },
  { error: LINK_URL_INVALID },
);
export type ConnectLink = z.output<typeof connectLinkSchema>;

/** The channel link's label before any edit (the contact card's words since the site began). */
export const DEFAULT_CHANNEL_LABEL: Record<SiteLanguage, string> = {
  en: 'Our video channel',
  es: 'Nuestro canal de videos',
  pt: 'Nosso canal de vídeos',
};

/**
 * The links of an identity whose administrator has not written a list: the channel and the
 * contact address, as the contact card has always shown them (and following them when edited).
 */
export const defaultConnectLinks = (channelUrl: string, contactEmail: string): ConnectLink[] => [
  { url: channelUrl, icon: 'video', label: { ...DEFAULT_CHANNEL_LABEL } },
  {
    url: `mailto:${contactEmail}`,
    icon: 'mail',
    label: { en: contactEmail, es: contactEmail, pt: contactEmail },
  },
];

/** A new logo: its bytes in base64 and the type they claim to be (checked by the server). */
export const logoUploadSchema = z.object({
  type: z.enum(logoTypes, { error: LOGO_TYPE_INVALID }),
  /** Base64; the size limit is of the decoded bytes, checked by the server. */
  data: z
    .string({ error: LOGO_UNREADABLE })
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4, LOGO_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, LOGO_UNREADABLE),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;

/** `PUT /api/admin/site`: the whole identity at once. */
export const siteSettingsSchema = z.object({
  name: requiredText('Name', 80),
  shortName: requiredText('Short name', 30),
  tagline: perLanguage('Tagline', 300),
  accentColor: accentField,
  channelUrl: httpsUrl,
  contactEmail: emailField,
  copyright: z.object(
    {
      holder: requiredText('Copyright holder', 120),
      year: z.coerce
        .number({ error: COPYRIGHT_YEAR_INVALID })
        .int(COPYRIGHT_YEAR_INVALID)
        .min(1900, COPYRIGHT_YEAR_INVALID)
        .max(2100, COPYRIGHT_YEAR_INVALID),
    },
    { error: 'Copyright holder is required' },
  ),
  mailSenderName: requiredText('Sender name', 80).refine(
    (value) => !/[<>"\r\n]/.test(value),
    SENDER_NAME_INVALID,
  ),
  /**
   * The "Alternative Ways to Connect" links in their order. Left out, or the same as the
   * default list: the channel and the contact address, following them as they change.
   */
  links: z
    .array(connectLinkSchema, { error: LINKS_INVALID })
    .max(CONNECT_LINKS_MAX, LINKS_TOO_MANY)
    .optional(),
  /** Left out: the logo stays; null: back to the site's own mark; an upload: the new logo. */
  logo: logoUploadSchema.nullable().optional(),
});
export type SiteSettingsBody = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** `GET /api/site`: what every visitor may know, as every page carries it. */
export const siteIdentitySchema = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
  logoUrl: z.string(),
  accentColor: z.string(),
  channelUrl: z.string(),
  contactEmail: z.string(),
  copyright: z.object({ holder: z.string(), year: z.number().int() }),
  /** The contact page's "Alternative Ways to Connect", in order. */
  links: z.array(
    z.object({
      url: z.string(),
      icon: z.enum(connectIcons),
      label: z.object({ en: z.string(), es: z.string(), pt: z.string() }),
    }),
  ),
});
export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

/** `GET|PUT /api/admin/site`: the identity with what only the staff sees, and who saved it. */
export const adminSiteSchema = siteIdentitySchema.extend({
  mailSenderName: z.string(),
  /** Whether a logo was uploaded (false: the site's own mark). */
  customLogo: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

export const DEFAULT_SITE_IDENTITY: SiteIdentity = {
  name: SITE_NAME,
  shortName: 'Kingdom Truth',
  tagline: DEFAULT_TAGLINE,
  logoUrl: DEFAULT_LOGO_PATH,
  accentColor: DEFAULT_ACCENT,
  channelUrl: DEFAULT_CHANNEL_URL,
  contactEmail: DEFAULT_CONTACT_EMAIL,
  copyright: { holder: SITE_NAME, year: DEFAULT_COPYRIGHT_YEAR },
  links: defaultConnectLinks(DEFAULT_CHANNEL_URL, DEFAULT_CONTACT_EMAIL),
};

/** The id of the element a page carries its identity in, when it is not the default. */
export const SITE_IDENTITY_ELEMENT = 'site-identity';

/** A text with the ministry's default name written as its current one (a document title). */
export const withSiteName = (text: string, identity: SiteIdentity): string =>
  identity.name === SITE_NAME ? text : text.replaceAll(SITE_NAME, identity.name);

/** The name's two parts as the brand writes them: it breaks only before its last word. */
export function nameParts(name: string): string[] {
  const lastSpace = name.lastIndexOf(' ');
  return lastSpace > 0 ? [name.slice(0, lastSpace), name.slice(lastSpace + 1)] : [name];
}

/** Where a picture made from the logo is served: /site/{version}/{name}.{ext}. */
export const sitePicturePath = (version: string, name: string, extension: string): string =>
  `/site/${version}/${name}.${extension}`;
/** The pattern of those addresses, for the server's route. */
export const SITE_PICTURE_PATTERN = '/site/:version/:file';
