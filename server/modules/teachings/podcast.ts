/**
 * Podcast feeds: RSS 2.0 with the iTunes tags the directories require and the Podcasting 2.0
 * tags (locked, guid, transcript, funding), written with fast-xml-parser's builder (which
 * escapes every text and attribute). One feed per language (every teaching with audio) and one
 * per series. Apps poll them: each answer has an ETag and Last-Modified.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { XMLBuilder } from 'fast-xml-parser';
import { SITE_NAME, SITE_TAGLINE, pathTo } from '../../../contract/pages';
import {
  contentLanguageNames,
  DEFAULT_CONTENT_LANGUAGE,
  mediaJpegPath,
  mediaPath,
  type ContentLanguage,
} from '../../../contract/publishing';
import { PODCAST_IMAGE } from '../../../contract/seo';
import {
  audioPath,
  isAudioMimeType,
  seriesPath,
  seriesPodcastPath,
  teachingPath,
} from '../../../contract/teachings';
import { audioFiles, media, teachings, teachingSeries, teachingSpeakers } from '../../db/schema';
import type { Database } from '../../db/types';
import { visibleAt } from './public-reads';

/** Apple's limit for a show's and an episode's description. */
export const SUMMARY_MAX = 4000;
/** Episodes a feed carries, newest first (apps keep what they fetched before). */
export const PODCAST_SIZE = 300;
/** Podcasting 2.0's namespace for a feed's guid (a UUID v5 of its address without the scheme). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

export const podcastPath = (language: ContentLanguage): string =>
  language === DEFAULT_CONTENT_LANGUAGE ? '/podcast.xml' : `/podcast.xml?lang=${language}`;

/** A name-based UUID (version 5, SHA-1), as RFC 9562 makes it. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const clip = (text: string, max = SUMMARY_MAX) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export interface Podcast {
  xml: string;
  /** When the newest change in it was made. */
  lastModified: Date;
  etag: string;
}

interface FeedOwner {
  publicUrl: string;
  /** The address directories write to about the show. */
  ownerEmail: string;
}

async function episodes(db: Database, now: Date, where: ReturnType<typeof and>) {
  return db
    .select({
      teaching: teachings,
      audio: audioFiles,
      speakerName: teachingSpeakers.name,
    })
    .from(teachings)
    .innerJoin(audioFiles, eq(audioFiles.key, teachings.audioKey))
    .leftJoin(teachingSpeakers, eq(teachingSpeakers.id, teachings.speakerId))
    .where(and(visibleAt(now), isNotNull(teachings.audioKey), where))
    .orderBy(desc(teachings.publishedAt), desc(teachings.id))
    .limit(PODCAST_SIZE);
}

function build(
  owner: FeedOwner,
  channel: {
    title: string;
    description: string;
    language: ContentLanguage;
    link: string;
    self: string;
    image: string;
    type: 'episodic' | 'serial';
    updatedAt: Date;
  },
  items: Awaited<ReturnType<typeof episodes>>,
): Podcast {
  const { publicUrl } = owner;
  const selfUrl = publicUrl + channel.self;
  const lastModified = items.reduce(
    (latest, { teaching }) => (teaching.updatedAt > latest ? teaching.updatedAt : latest),
    channel.updatedAt,
  );
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: channel.title,
        link: publicUrl + channel.link,
        description: clip(channel.description),
        language: channel.language,
        'atom:link': { '@_href': selfUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
        lastBuildDate: lastModified.toUTCString(),
        'itunes:author': SITE_NAME,
        'itunes:owner': { 'itunes:name': SITE_NAME, 'itunes:email': owner.ownerEmail },
        // Podcasting's image: the square JPEG of 1400–3000 px Apple and Spotify require.
        image: {
          url: publicUrl + channel.image,
          title: channel.title,
          link: publicUrl + channel.link,
        },
        'itunes:image': { '@_href': publicUrl + channel.image },
        'itunes:category': {
          '@_text': 'Religion & Spirituality',
          'itunes:category': { '@_text': 'Christianity' },
        },
        'itunes:explicit': 'false',
        'itunes:type': channel.type,
        'podcast:locked': { '@_owner': owner.ownerEmail, '#text': 'yes' },
        'podcast:guid': uuidV5(
          selfUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, ''),
          PODCAST_GUID_NAMESPACE,
        ),
        'podcast:funding': {
          '@_url': publicUrl + pathTo('donate', { lang: channel.language }),
          '#text': 'Support this ministry',
        },
        item: items.map(({ teaching, audio, speakerName }) => {
          const mimeType = isAudioMimeType(audio.mimeType) ? audio.mimeType : 'audio/mpeg';
          return {
            title: teaching.title,
            link: publicUrl + teachingPath(teaching.slug),
            guid: { '@_isPermaLink': 'false', '#text': `${SITE_NAME}:teaching:${teaching.id}` },
            pubDate: (teaching.publishedAt ?? teaching.createdAt).toUTCString(),
            description: clip(teaching.description),
            enclosure: {
              '@_url': publicUrl + audioPath(audio.key, mimeType),
              '@_length': String(audio.bytes),
              '@_type': mimeType,
            },
            'itunes:duration': String(Math.round(audio.durationSeconds)),
            ...(teaching.episode ? { 'itunes:episode': String(teaching.episode) } : {}),
            'itunes:explicit': 'false',
            ...(speakerName ? { 'itunes:author': speakerName } : {}),
            ...(teaching.transcript
              ? {
                  'podcast:transcript': {
                    '@_url': `${publicUrl}/teachings/${teaching.slug}/transcript.vtt`,
                    '@_type': 'text/vtt',
                    '@_language': teaching.language,
                  },
                }
              : {}),
          };
        }),
      },
    },
  };
  const xml = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  }).build(document) as string;
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  return { xml, lastModified, etag };
}

/** Every published teaching with audio in `language`. */
export async function languagePodcast(
  db: Database,
  owner: FeedOwner,
  language: ContentLanguage,
  now: Date,
): Promise<Podcast> {
  const items = await episodes(db, now, eq(teachings.language, language));
  const title =
    language === DEFAULT_CONTENT_LANGUAGE
      ? `${SITE_NAME}: Teachings`
      : `${SITE_NAME}: Teachings (${contentLanguageNames[language]})`;
  return build(
    owner,
    {
      title,
      description: SITE_TAGLINE,
      language,
      link: pathTo('teachings', { lang: language }),
      self: podcastPath(language),
      image: PODCAST_IMAGE.path,
      type: 'episodic',
      updatedAt: new Date(0),
    },
    items,
  );
}

/**
 * A series' artwork for the feed: its square JPEG; for artwork kept before there was one, its
 * widest WebP (the admin's series screen asks for it again); without artwork, the show's own.
 */
export function artworkImage(
  artwork: { key: string; widths: number[]; podcastSide: number | null } | null,
): string {
  if (!artwork) return PODCAST_IMAGE.path;
  if (artwork.podcastSide) return mediaJpegPath(artwork.key, artwork.podcastSide);
  return mediaPath(artwork.key, Math.max(...artwork.widths));
}

/** A series' published teachings with audio; undefined for an unknown series. */
export async function seriesPodcast(
  db: Database,
  owner: FeedOwner,
  slug: string,
  now: Date,
): Promise<Podcast | undefined> {
  const [series] = await db
    .select({ series: teachingSeries, artwork: media })
    .from(teachingSeries)
    .leftJoin(media, eq(media.key, teachingSeries.artwork))
    .where(eq(teachingSeries.slug, slug));
  if (!series) return undefined;
  const items = await episodes(db, now, eq(teachings.seriesId, series.series.id));
  const language: ContentLanguage =
    series.series.language === 'es' || series.series.language === 'pt'
      ? series.series.language
      : 'en';
  const artwork = series.artwork;
  return build(
    owner,
    {
      title: series.series.title,
      description: series.series.description,
      language,
      link: seriesPath(slug),
      self: seriesPodcastPath(slug),
      image: artworkImage(artwork),
      type: 'serial',
      updatedAt: series.series.updatedAt,
    },
    items,
  );
}
