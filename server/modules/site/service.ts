/**
 * The ministry's identity: read from its one row (the spec's identity while there is none),
 * written whole by the administrator with the pictures made from the logo, in one transaction;
 * each write moves the content version, so every process serves the new identity on its next
 * request (other processes hear the table's change announcement).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_IDENTITY,
  defaultConnectLinks,
  sitePicturePath,
  siteSettingsSchema,
  type AdminSite,
  type SiteIdentity,
  type SiteSettings,
  type SiteSettingsBody,
} from '../../../contract/site';
import { SITE_NAME } from '../../../contract/pages';
import { siteIdentity, users, type StoredPicture } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import type { Branding } from '../../domain/site-identity';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import { judgeLogo, makePictures } from './pictures';

type Row = typeof siteIdentity.$inferSelect;

/** What the row holds, read once per content version. */
interface State {
  row: Row | undefined;
  settings: SiteSettings | undefined;
  identity: SiteIdentity;
  branding: Branding | undefined;
}

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
};
export const pictureExtension = (type: string) => EXTENSIONS[type] ?? 'png';

/** The settings a row holds, read with today's rules (an older row may lack a newer field). */
function settingsOf(row: Row | undefined): SiteSettings | undefined {
  if (!row) return undefined;
  const parsed = siteSettingsSchema.safeParse({ ...defaultSettings(), ...row.settings });
  return parsed.success ? parsed.data : undefined;
}

/** The spec's identity as the admin form's settings. */
export function defaultSettings(): SiteSettings {
  const { logoUrl: _logoUrl, links: _links, ...rest } = DEFAULT_SITE_IDENTITY;
  return { ...rest, mailSenderName: SITE_NAME };
}

/**
 * The settings as kept: a list of links that is the default one for these channel and address
 * is left out, so the card keeps following them (and the spec's identity is recognised).
 */
function keptSettings(settings: Omit<SiteSettings, 'logo'>): Omit<SiteSettings, 'logo'> {
  const { links, ...rest } = settings;
  const byDefault = defaultConnectLinks(rest.channelUrl, rest.contactEmail);
  return links === undefined || JSON.stringify(links) === JSON.stringify(byDefault)
    ? rest
    : { ...rest, links };
}

function stateOf(row: Row | undefined): State {
  const settings = settingsOf(row);
  if (!row || !settings) {
    return { row, settings, identity: DEFAULT_SITE_IDENTITY, branding: undefined };
  }
  const version = row.logoVersion ?? 'none';
  const at = (name: string) => {
    const picture = row.pictures?.[name];
    return picture ? sitePicturePath(version, name, pictureExtension(picture.type)) : undefined;
  };
  const logoPath = row.logo
    ? sitePicturePath(version, 'logo', pictureExtension(row.logo.type))
    : undefined;
  const { logo: _logo, mailSenderName, links, ...shown } = settings;
  const identity: SiteIdentity = {
    ...shown,
    logoUrl: logoPath ?? DEFAULT_SITE_IDENTITY.logoUrl,
    links: links ?? defaultConnectLinks(shown.channelUrl, shown.contactEmail),
  };
  const favicon = at('favicon');
  const touchIcon = at('touchIcon');
  return {
    row,
    settings,
    identity,
    branding: {
      identity,
      mailSenderName,
      card: at('card'),
      podcastArtwork: at('podcast'),
      pictures:
        row.logo && logoPath && favicon && touchIcon
          ? { logo: { path: logoPath, type: row.logo.type }, favicon, touchIcon }
          : undefined,
      key: `${version} ${row.updatedAt.toISOString()}`,
    },
  };
}

export interface SiteServiceDeps {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
}

export function createSiteService({ db, clock, contentVersion }: SiteServiceDeps) {
  const answers = versionedAnswers(contentVersion, 10);
  const state = () =>
    answers.get('site', async () => {
      const [row] = await db.select().from(siteIdentity).where(eq(siteIdentity.id, 1));
      return stateOf(row);
    });

  /** `from`: the database, or the transaction of a change (the audit trail reads it there). */
  async function admin(from: DbOrTx = db): Promise<AdminSite> {
    const [found] = await from
      .select({ row: siteIdentity, by: users.username })
      .from(siteIdentity)
      .leftJoin(users, eq(users.id, siteIdentity.updatedBy))
      .where(eq(siteIdentity.id, 1));
    const { identity, settings } = stateOf(found?.row);
    return {
      ...identity,
      mailSenderName: settings?.mailSenderName ?? SITE_NAME,
      customLogo: Boolean(found?.row.logo),
      updatedAt: found?.row.updatedAt.toISOString() ?? null,
      updatedBy: found?.by ?? null,
    };
  }

  return {
    /** The public identity (`GET /api/site`). */
    identity: async (): Promise<SiteIdentity> => (await state()).identity,
    /** How pages and mail are rewritten; undefined while nobody has edited the identity. */
    branding: async (): Promise<Branding | undefined> => (await state()).branding,
    admin,
    /** One of the pictures by its address's parts; undefined when it is not the current one. */
    async picture(version: string, name: string): Promise<StoredPicture | undefined> {
      const { row } = await state();
      if (!row || row.logoVersion !== version) return undefined;
      return name === 'logo' ? (row.logo ?? undefined) : row.pictures?.[name];
    },
    /**
     * Saves the whole identity. A logo is judged before anything is written, so a refused one
     * changes nothing; the pictures are made again for the name, tagline and colour.
     */
    async save(body: SiteSettings | SiteSettingsBody, adminId: number): Promise<AdminSite> {
      const settings = siteSettingsSchema.parse(body);
      const { logo: upload, ...given } = settings;
      const kept = keptSettings(given);
      const before = (await state()).row;
      if (upload !== undefined || !before?.logo) {
        // The spec's identity saved again, without a logo: the site is as nobody had edited it
        // (the built pictures, mail from MAIL_FROM as configured).
        if (!upload && JSON.stringify(kept) === JSON.stringify(defaultSettings())) {
          await inOneChange(db, (tx) => tx.delete(siteIdentity).where(eq(siteIdentity.id, 1)));
          contentVersion.changed();
          return admin();
        }
      }
      const judged = upload ? await judgeLogo(upload) : undefined;
      const logo = upload === null ? null : (judged?.logo ?? before?.logo ?? null);
      const logoBytes = logo ? Buffer.from(logo.data, 'base64') : undefined;
      const pictures = await makePictures(logoBytes, {
        name: kept.name,
        tagline: kept.tagline.en,
        accentColor: kept.accentColor,
      });
      const logoVersion = createHash('sha256')
        .update(JSON.stringify([logo?.data ?? '', pictures.card?.data ?? '']))
        .digest('base64url')
        .slice(0, 12);
      const values = {
        settings: kept as unknown as Record<string, unknown>,
        logo,
        pictures,
        logoVersion,
        updatedAt: clock(),
        updatedBy: adminId,
      };
      await inOneChange(db, (tx) =>
        tx
          .insert(siteIdentity)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: siteIdentity.id, set: values }),
      );
      contentVersion.changed();
      return admin();
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
