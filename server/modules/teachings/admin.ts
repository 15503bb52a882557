/**
 * What editors write: speakers, series and teachings. A teaching's passages are read with the
 * reference parser and its books indexed; its transcript is read into timed lines; its audio must
 * be a file that was uploaded. Every write that touches two tables runs in one transaction.
 */
import { and, desc, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContentLanguage } from '../../../contract/publishing';
import {
  ARTWORK_REUPLOAD,
  AUDIO_KEY_MESSAGE,
  EPISODE_TAKEN,
  SERIES_IN_USE,
  SERIES_NOT_FOUND,
  SERIES_SLUG_TAKEN,
  SPEAKER_IN_USE,
  SPEAKER_NAME_TAKEN,
  SPEAKER_NOT_FOUND,
  TEACHING_NOT_FOUND,
  TEACHING_SCHEDULE_NEEDS_FUTURE,
  TEACHING_SLUG_TAKEN,
  type AdminTeaching,
  type Audio,
  type seriesBodySchema,
  type Series,
  type Speaker,
  type speakerBodySchema,
  type teachingBodySchema,
} from '../../../contract/teachings';
import {
  audioFiles,
  media,
  teachingBooks,
  teachings,
  teachingSeries,
  teachingSpeakers,
} from '../../db/schema';
import {
  isUniqueViolation,
  isForeignKeyViolation,
  type Database,
  type DbOrTx,
} from '../../db/types';
import { inOneChange } from '../../db/step-in-change';
import { badRequest, HttpError, notFound } from '../../errors';
import { firstFreeSlug, slugFor } from '../../domain/slug';
import { toAudio } from './audio';
import { readPassages } from './passages';
import { parseTranscript } from './transcript';

export type SpeakerInput = z.output<typeof speakerBodySchema>;
export type SeriesInput = z.output<typeof seriesBodySchema>;
export type TeachingInput = z.output<typeof teachingBodySchema>;

type SeriesRow = typeof teachingSeries.$inferSelect;
type TeachingRow = typeof teachings.$inferSelect;

const IMAGE_MISSING = 'Upload the image again';

const languageOf = (value: string): ContentLanguage =>
  value === 'es' || value === 'pt' ? value : 'en';

const fieldConflict = (field: string, message: string) =>
  new HttpError(409, message, 'CONFLICT', { [field]: [message] });

/**
 * An image must be one that was uploaded (a key the media table knows); answers the side of its
 * podcast JPEG (null when it has none).
 */
async function checkImage(
  db: DbOrTx,
  key: string | null | undefined,
  field: string,
): Promise<number | null> {
  if (!key) return null;
  const [row] = await db
    .select({ key: media.key, podcastSide: media.podcastSide })
    .from(media)
    .where(eq(media.key, key));
  if (!row) throw badRequest(IMAGE_MISSING, { [field]: [IMAGE_MISSING] });
  return row.podcastSide;
}

// ---- speakers ----------------------------------------------------------------------------------

const toSpeaker = (row: typeof teachingSpeakers.$inferSelect): Speaker => ({
  id: row.id,
  name: row.name,
  bio: row.bio,
  photo: row.photo,
});

export async function listSpeakers(db: Database): Promise<Speaker[]> {
  return (await db.select().from(teachingSpeakers).orderBy(teachingSpeakers.name)).map(toSpeaker);
}

export async function getSpeaker(db: DbOrTx, id: number): Promise<Speaker> {
  const [row] = await db.select().from(teachingSpeakers).where(eq(teachingSpeakers.id, id));
  if (!row) throw notFound(SPEAKER_NOT_FOUND);
  return toSpeaker(row);
}

export async function saveSpeaker(db: Database, body: SpeakerInput, id?: number): Promise<Speaker> {
  const values = { name: body.name, bio: body.bio || null, photo: body.photo ?? null };
  try {
    return await db.transaction(async (tx) => {
      await checkImage(tx, body.photo, 'photo');
      const [row] =
        id === undefined
          ? await tx.insert(teachingSpeakers).values(values).returning()
          : await tx
              .update(teachingSpeakers)
              .set(values)
              .where(eq(teachingSpeakers.id, id))
              .returning();
      if (!row) throw notFound(SPEAKER_NOT_FOUND);
      return toSpeaker(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict('name', SPEAKER_NAME_TAKEN);
    throw error;
  }
}

/**
 * Removes a speaker or series; 404 when there was none, 409 while a teaching names it (the
 * teachings' key refuses it: no read that a write could pass).
 */
async function removeUnlessNamed(
  db: Database,
  table: typeof teachingSpeakers | typeof teachingSeries,
  id: number,
  missing: string,
  named: string,
): Promise<void> {
  try {
    const gone = await inOneChange(db, (tx) =>
      tx.delete(table).where(eq(table.id, id)).returning({ id: table.id }),
    );
    if (gone.length === 0) throw notFound(missing);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, named, 'CONFLICT');
    throw error;
  }
}

export const deleteSpeaker = (db: Database, id: number): Promise<void> =>
  removeUnlessNamed(db, teachingSpeakers, id, SPEAKER_NOT_FOUND, SPEAKER_IN_USE);

// ---- series ------------------------------------------------------------------------------------

/** `podcastSide`: that of the artwork's podcast JPEG, null when it has none. */
export const toSeries = (row: SeriesRow, podcastSide: number | null): Series => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  description: row.description,
  language: languageOf(row.language),
  artwork: row.artwork,
  artworkNeedsUpload: row.artwork !== null && !podcastSide,
  spotifyUrl: row.spotifyUrl,
});

/** Series with the side of their artwork's podcast JPEG. */
export const seriesWithArtwork = (db: DbOrTx) =>
  db
    .select({ series: teachingSeries, podcastSide: media.podcastSide })
    .from(teachingSeries)
    .leftJoin(media, eq(media.key, teachingSeries.artwork));

export async function listSeries(db: Database): Promise<Series[]> {
  const rows = await seriesWithArtwork(db).orderBy(desc(teachingSeries.updatedAt));
  return rows.map((row) => toSeries(row.series, row.podcastSide));
}

export async function getSeries(db: DbOrTx, id: number): Promise<Series> {
  const [row] = await seriesWithArtwork(db).where(eq(teachingSeries.id, id));
  if (!row) throw notFound(SERIES_NOT_FOUND);
  return toSeries(row.series, row.podcastSide);
}

/** `base`, or `base-2`, `base-3`, … whichever no other row of `table` has. */
async function freeSlug(
  db: DbOrTx,
  table: typeof teachings | typeof teachingSeries,
  base: string,
): Promise<string> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

export async function saveSeries(
  db: Database,
  body: SeriesInput,
  now: Date,
  id?: number,
): Promise<Series> {
  try {
    return await db.transaction(async (tx) => {
      const podcastSide = await checkImage(tx, body.artwork, 'artwork');
      let existing: SeriesRow | undefined;
      if (id !== undefined) {
        [existing] = await tx.select().from(teachingSeries).where(eq(teachingSeries.id, id));
        if (!existing) throw notFound(SERIES_NOT_FOUND);
      }
      // New artwork must come through the artwork upload (square, with its podcast JPEG); artwork
      // kept before that existed stays until it is replaced, and the screen asks for it again.
      if (body.artwork && !podcastSide && body.artwork !== existing?.artwork) {
        throw badRequest(ARTWORK_REUPLOAD, { artwork: [ARTWORK_REUPLOAD] });
      }
      const slug =
        body.slug || existing?.slug || (await freeSlug(tx, teachingSeries, slugFor(body.title)));
      const values = {
        title: body.title,
        slug,
        description: body.description,
        language: body.language,
        artwork: body.artwork ?? null,
        spotifyUrl: body.spotifyUrl || null,
        updatedAt: now,
      };
      const [row] = existing
        ? await tx
            .update(teachingSeries)
            .set(values)
            .where(eq(teachingSeries.id, existing.id))
            .returning()
        : await tx.insert(teachingSeries).values(values).returning();
      if (!row) throw new Error('series not saved');
      return toSeries(row, podcastSide);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict('slug', SERIES_SLUG_TAKEN);
    throw error;
  }
}

export const deleteSeries = (db: Database, id: number): Promise<void> =>
  removeUnlessNamed(db, teachingSeries, id, SERIES_NOT_FOUND, SERIES_IN_USE);

// ---- teachings ---------------------------------------------------------------------------------

const statusOf = (value: string): AdminTeaching['status'] =>
  value === 'scheduled' || value === 'published' ? value : 'draft';

const toAdminTeaching = (row: TeachingRow, audio: Audio | null): AdminTeaching => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  description: row.description,
  language: languageOf(row.language),
  seriesId: row.seriesId,
  speakerId: row.speakerId,
  topics: row.topics,
  passages: row.passages,
  audio,
  youtubeId: row.youtubeId,
  notes: row.notes,
  transcript: row.transcript,
  episode: row.episode,
  status: statusOf(row.status),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

async function withAudio(db: DbOrTx, row: TeachingRow): Promise<AdminTeaching> {
  const [audio] = row.audioKey
    ? await db.select().from(audioFiles).where(eq(audioFiles.key, row.audioKey))
    : [];
  return toAdminTeaching(row, audio ? toAudio(audio) : null);
}

export async function listAdminTeachings(db: Database): Promise<AdminTeaching[]> {
  const rows = await db
    .select()
    .from(teachings)
    .orderBy(desc(teachings.updatedAt), desc(teachings.id))
    .limit(1_000);
  const keys = rows.flatMap((row) => (row.audioKey ? [row.audioKey] : []));
  const audio = new Map(
    keys.length === 0
      ? []
      : (await db.select().from(audioFiles).where(inArray(audioFiles.key, keys))).map((a) => [
          a.key,
          toAudio(a),
        ]),
  );
  return rows.map((row) => toAdminTeaching(row, (row.audioKey && audio.get(row.audioKey)) || null));
}

export async function getAdminTeaching(db: DbOrTx, id: number): Promise<AdminTeaching> {
  const [row] = await db.select().from(teachings).where(eq(teachings.id, id));
  if (!row) throw notFound(TEACHING_NOT_FOUND);
  return withAudio(db, row);
}

/** When listeners may hear it (as articles: scheduled needs a time to come). */
function publicationTime(body: TeachingInput, existing: Date | null, now: Date): Date | null {
  const given = body.publishedAt ? new Date(body.publishedAt) : undefined;
  switch (body.status) {
    case 'scheduled':
      if (!given || given.getTime() <= now.getTime()) {
        throw badRequest(TEACHING_SCHEDULE_NEEDS_FUTURE, {
          publishedAt: [TEACHING_SCHEDULE_NEEDS_FUTURE],
        });
      }
      return given;
    case 'published':
      return given ?? (existing && existing.getTime() <= now.getTime() ? existing : now);
    default:
      return given ?? existing;
  }
}

async function checkReferences(db: DbOrTx, body: TeachingInput): Promise<void> {
  if (body.seriesId) {
    const [row] = await db
      .select({ id: teachingSeries.id })
      .from(teachingSeries)
      .where(eq(teachingSeries.id, body.seriesId));
    if (!row) throw badRequest(SERIES_NOT_FOUND, { seriesId: [SERIES_NOT_FOUND] });
  }
  if (body.speakerId) {
    const [row] = await db
      .select({ id: teachingSpeakers.id })
      .from(teachingSpeakers)
      .where(eq(teachingSpeakers.id, body.speakerId));
    if (!row) throw badRequest(SPEAKER_NOT_FOUND, { speakerId: [SPEAKER_NOT_FOUND] });
  }
  if (body.audioKey) {
    const [row] = await db
      .select({ key: audioFiles.key })
      .from(audioFiles)
      .where(eq(audioFiles.key, body.audioKey));
    if (!row) throw badRequest(AUDIO_KEY_MESSAGE, { audioKey: [AUDIO_KEY_MESSAGE] });
  }
}

/** Creates (no `id`) or replaces a teaching; 409 when its address or episode is taken. */
export async function saveTeaching(
  db: Database,
  body: TeachingInput,
  now: Date,
  id?: number,
): Promise<AdminTeaching> {
  // Read before the transaction: parsing is the slow part and touches no table.
  const { passages, books } = readPassages(body.passages ?? [], body.language);
  const transcript = body.transcript?.trim() ? await parseTranscript(body.transcript) : null;
  const topics = [...new Set(body.topics ?? [])];
  try {
    return await db.transaction(async (tx) => {
      let existing: TeachingRow | undefined;
      if (id !== undefined) {
        [existing] = await tx.select().from(teachings).where(eq(teachings.id, id));
        if (!existing) throw notFound(TEACHING_NOT_FOUND);
      }
      await checkReferences(tx, body);
      if (body.slug) {
        const [other] = await tx
          .select({ id: teachings.id })
          .from(teachings)
          .where(
            and(
              eq(teachings.slug, body.slug),
              existing ? ne(teachings.id, existing.id) : undefined,
            ),
          );
        if (other) throw fieldConflict('slug', TEACHING_SLUG_TAKEN);
      }
      const slug =
        body.slug || existing?.slug || (await freeSlug(tx, teachings, slugFor(body.title)));
      const values = {
        title: body.title,
        slug,
        description: body.description,
        language: body.language,
        seriesId: body.seriesId ?? null,
        speakerId: body.speakerId ?? null,
        topics,
        passages,
        audioKey: body.audioKey ?? null,
        youtubeId: body.youtubeId ?? null,
        notes: body.notes || null,
        transcript,
        transcriptText: transcript ? transcript.map((cue) => cue.text).join(' ') : null,
        episode: body.episode ?? null,
        status: body.status,
        publishedAt: publicationTime(body, existing?.publishedAt ?? null, now),
        updatedAt: now,
      };
      const [row] = existing
        ? await tx.update(teachings).set(values).where(eq(teachings.id, existing.id)).returning()
        : await tx.insert(teachings).values(values).returning();
      if (!row) throw new Error('teaching not saved');
      await tx.delete(teachingBooks).where(eq(teachingBooks.teachingId, row.id));
      if (books.length > 0) {
        await tx.insert(teachingBooks).values(books.map((book) => ({ book, teachingId: row.id })));
      }
      return withAudio(tx, row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'teachings_series_episode_unique')) {
      throw fieldConflict('episode', EPISODE_TAKEN);
    }
    if (isUniqueViolation(error)) throw fieldConflict('slug', TEACHING_SLUG_TAKEN);
    throw error;
  }
}

export async function deleteTeaching(db: Database, id: number): Promise<void> {
  const gone = await inOneChange(db, (tx) =>
    tx.delete(teachings).where(eq(teachings.id, id)).returning({ id: teachings.id }),
  );
  if (gone.length === 0) throw notFound(TEACHING_NOT_FOUND);
}
