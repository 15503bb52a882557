/**
 * Moving out: the content as one archive (JSON of every row, Markdown of every text, the
 * images, a README saying how it is laid out), the newsletter's readers and the people as CSV.
 * Nothing secret leaves: no password hashes, tokens or second factors.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import * as tar from 'tar';
import type { Database } from '../../db/types';
import {
  articles,
  characters,
  ebooks,
  events,
  media,
  newsletterSubscriptions,
  siteIdentity,
  sitePages,
  siteTexts,
  studies,
  subscriberImports,
  teachings,
  teachingSeries,
  teachingSpeakers,
  timelineEvents,
  users,
  videos,
} from '../../db/schema';
import type { MediaStore } from '../../infra/media-store';

export const CONTENT_EXPORT_FORMAT = 'ministry-site-content';

const README = `# The ministry's content

This archive holds everything the site publishes, in two forms:

- \`content.json\`: every row of the content tables, as the site keeps them:
  \`articles\`, \`studies\` (texts per language: \`{ "en": ..., "es": ..., "pt": ... }\`),
  \`pages\`, \`teachings\`, \`teachingSeries\`, \`teachingSpeakers\`, \`ebooks\`, \`videos\`,
  \`media\` (each image's key and the widths it was saved at), \`timeline\` and \`characters\`
  (words per language), \`events\` (the gatherings), \`siteTexts\` (the home page's texts and
  the five episodes, where the ministry changed them) and \`site\` (the ministry's name and
  settings, or null while they are the site's own). Times are ISO 8601 in UTC.
- Markdown files, one per text, with its fields first between \`---\` lines (each value is JSON,
  which YAML reads too):
  - \`articles/<language>/<slug>.md\`
  - \`pages/<language>/<slug>.md\`
  - \`studies/<id>-<language>.md\`
  - \`teachings/<slug>.md\` (the description, then the notes)
- \`media/<key>-<width>.webp\`: the images. An article's \`coverImage\` and the Markdown's
  \`/media/<key>-<width>.webp\` addresses name these files. A series' artwork is also
  \`media/<key>-<podcastSide>.jpg\`, the square JPEG its podcast feed names.

Teaching audio, members' accounts, conversations and gifts are not here: a backup
(\`npm run backup\`) holds everything, and the people and subscribers have their own CSV exports.
`;

/** A CSV cell's text with a formula's first character defused (spreadsheets run them). */
const defused = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

const csv = (header: string[], rows: unknown[][]) =>
  stringify([header, ...rows.map((row) => row.map(defused))], { record_delimiter: '\r\n' });

/** Readers as the newsletter holds them, with where an imported one came from. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await db
    .select({
      email: newsletterSubscriptions.email,
      name: subscriberImports.name,
      language: newsletterSubscriptions.language,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      subscribedAt: newsletterSubscriptions.subscribedAt,
      source: subscriberImports.source,
    })
    .from(newsletterSubscriptions)
    .leftJoin(subscriberImports, eq(subscriberImports.subscriptionId, newsletterSubscriptions.id))
    .orderBy(asc(newsletterSubscriptions.id));
  return csv(
    ['email', 'name', 'language', 'status', 'subscribed_at', 'confirmed_at', 'source'],
    rows.map((r) => [
      r.email,
      r.name,
      r.language,
      r.confirmedAt ? 'active' : 'pending',
      r.subscribedAt,
      r.confirmedAt,
      r.source ?? 'site',
    ]),
  );
}

/** The people with accounts: who they are and their roles, never a secret. */
export async function peopleCsv(db: Database): Promise<string> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
      emailVerifiedAt: users.emailVerifiedAt,
      preferredLanguage: users.preferredLanguage,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .orderBy(asc(users.id));
  return csv(
    [
      'id',
      'email',
      'username',
      'first_name',
      'last_name',
      'roles',
      'email_verified_at',
      'preferred_language',
      'created_at',
      'last_sign_in_at',
    ],
    rows.map((r) => [
      r.id,
      r.email,
      r.username,
      r.firstName,
      r.lastName,
      r.roles.join(' '),
      r.emailVerifiedAt,
      r.preferredLanguage,
      r.createdAt,
      r.lastSignInAt,
    ]),
  );
}

/** A text with its fields first, each value as JSON (which YAML reads too). */
function markdownFile(fields: Record<string, unknown>, body: string): string {
  const head = Object.entries(fields)
    .map(
      ([key, value]) =>
        `${key}: ${JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null))}`,
    )
    .join('\n');
  return `---\n${head}\n---\n\n${body.trim()}\n`;
}

/** A file name made safe from a slug the database holds (they are safe; this keeps them so). */
const safe = (name: string) => name.replace(/[^a-z0-9-]/gi, '-').slice(0, 120) || 'untitled';

async function put(root: string, file: string, data: string | Buffer): Promise<void> {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, data);
}

/**
 * Writes the content archive into a scratch folder and answers a stream of it as .tar.gz; the
 * folder is removed once the stream ends or fails.
 */
export async function contentArchive(
  db: Database,
  store: MediaStore,
  now: Date,
): Promise<Readable> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ministry-content-export-'));
  try {
    const data = {
      format: CONTENT_EXPORT_FORMAT,
      formatVersion: 1,
      exportedAt: now.toISOString(),
      articles: await db.select().from(articles).orderBy(asc(articles.id)),
      studies: await db.select().from(studies).orderBy(asc(studies.id)),
      pages: await db.select().from(sitePages).orderBy(asc(sitePages.id)),
      teachings: await db.select().from(teachings).orderBy(asc(teachings.id)),
      teachingSeries: await db.select().from(teachingSeries).orderBy(asc(teachingSeries.id)),
      teachingSpeakers: await db.select().from(teachingSpeakers).orderBy(asc(teachingSpeakers.id)),
      ebooks: await db.select().from(ebooks).orderBy(asc(ebooks.id)),
      videos: await db.select().from(videos).orderBy(asc(videos.id)),
      media: await db.select().from(media).orderBy(asc(media.key)),
      timeline: await db.select().from(timelineEvents).orderBy(asc(timelineEvents.position)),
      characters: await db.select().from(characters).orderBy(asc(characters.position)),
      events: await db.select().from(events).orderBy(asc(events.id)),
      siteTexts: await db.select().from(siteTexts).orderBy(asc(siteTexts.key)),
      // The settings only: the logo and the pictures made from it are in a backup.
      site:
        (
          await db
            .select({ settings: siteIdentity.settings, updatedAt: siteIdentity.updatedAt })
            .from(siteIdentity)
        )[0] ?? null,
    };
    await put(root, 'README.md', README);
    await put(root, 'content.json', JSON.stringify(data, null, 2));
    for (const a of data.articles) {
      await put(
        root,
        `articles/${safe(a.language)}/${safe(a.slug)}.md`,
        markdownFile(
          {
            title: a.title,
            slug: a.slug,
            language: a.language,
            status: a.status,
            publishedAt: a.publishedAt,
            category: a.category,
            excerpt: a.excerpt,
            coverImage: a.coverImage,
          },
          a.content,
        ),
      );
    }
    for (const p of data.pages) {
      await put(
        root,
        `pages/${safe(p.language)}/${safe(p.slug)}.md`,
        markdownFile(
          { title: p.title, slug: p.slug, language: p.language, status: p.status },
          p.content,
        ),
      );
    }
    for (const s of data.studies) {
      for (const [language, content] of Object.entries(s.content)) {
        if (typeof content !== 'string') continue;
        await put(
          root,
          `studies/${s.id}-${safe(language)}.md`,
          markdownFile(
            {
              title: s.title[language as keyof typeof s.title] ?? null,
              description: s.description[language as keyof typeof s.description] ?? null,
              category: s.category,
              status: s.status,
            },
            content,
          ),
        );
      }
    }
    for (const t of data.teachings) {
      await put(
        root,
        `teachings/${safe(t.slug)}.md`,
        markdownFile(
          {
            title: t.title,
            slug: t.slug,
            language: t.language,
            status: t.status,
            publishedAt: t.publishedAt,
            youtubeId: t.youtubeId,
          },
          [t.description, t.notes ?? ''].join('\n\n'),
        ),
      );
    }
    const files = ['README.md', 'content.json'];
    for (const folder of ['articles', 'pages', 'studies', 'teachings']) {
      if (data[folder as 'articles'].length > 0) files.push(folder);
    }
    let images = 0;
    for (const image of data.media) {
      const names = image.widths.map((width) => `${image.key}-${width}.webp`);
      if (image.podcastSide) names.push(`${image.key}-${image.podcastSide}.jpg`);
      for (const name of names) {
        const stored = await store.open(name);
        if (!stored) continue;
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream as AsyncIterable<Buffer>) chunks.push(chunk);
        await put(root, `media/${name}`, Buffer.concat(chunks));
        images += 1;
      }
    }
    if (images > 0) files.push('media');
    const stream = tar.create({ gzip: true, cwd: root, portable: true }, files);
    const cleanUp = () => void rm(root, { recursive: true, force: true });
    stream.on('end', cleanUp);
    stream.on('error', cleanUp);
    stream.on('close', cleanUp);
    return stream as unknown as Readable;
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
