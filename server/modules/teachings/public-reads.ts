/**
 * What listeners read: the published teachings of a language (newest first, filtered by series,
 * speaker, Bible book or topic), one teaching with its audio and transcript, and a series with
 * its teachings in order. A teaching is public once it is not a draft and its time has come.
 */
import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { BIBLE_BOOKS } from '../../../contract/bible-books';
import type { ContentLanguage } from '../../../contract/publishing';
import {
  TEACHING_NOT_FOUND,
  TEACHINGS_PAGE_SIZE,
  type PublicSeries,
  type PublicTeaching,
  type TeachingPage,
  type TeachingSummary,
  type teachingListQuerySchema,
} from '../../../contract/teachings';
import {
  audioFiles,
  teachingBooks,
  teachings,
  teachingSeries,
  teachingSpeakers,
} from '../../db/schema';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { toAudio } from './audio';
import { seriesWithArtwork, toSeries } from './admin';

export type TeachingListQuery = z.output<typeof teachingListQuerySchema>;

const SERIES_NOT_FOUND_PUBLIC = 'Series not found';

/** Published, and its time has come. */
export const visibleAt = (now: Date): SQL | undefined =>
  and(ne(teachings.status, 'draft'), lte(teachings.publishedAt, now));

const bookIndexByOsis = new Map(BIBLE_BOOKS.map((b, i) => [b.osis.toLowerCase(), i]));

const summaryColumns = {
  teaching: teachings,
  seriesTitle: teachingSeries.title,
  seriesSlug: teachingSeries.slug,
  speakerName: teachingSpeakers.name,
  durationSeconds: audioFiles.durationSeconds,
};

type SummaryRow = {
  teaching: typeof teachings.$inferSelect;
  seriesTitle: string | null;
  seriesSlug: string | null;
  speakerName: string | null;
  durationSeconds: number | null;
};

const summaries = (db: Database) =>
  db
    .select(summaryColumns)
    .from(teachings)
    .leftJoin(teachingSeries, eq(teachingSeries.id, teachings.seriesId))
    .leftJoin(teachingSpeakers, eq(teachingSpeakers.id, teachings.speakerId))
    .leftJoin(audioFiles, eq(audioFiles.key, teachings.audioKey));

const toSummary = (row: SummaryRow): TeachingSummary => {
  const t = row.teaching;
  return {
    id: t.id,
    title: t.title,
    slug: t.slug,
    description: t.description,
    language: t.language === 'es' || t.language === 'pt' ? t.language : 'en',
    series:
      row.seriesTitle !== null && row.seriesSlug !== null
        ? { title: row.seriesTitle, slug: row.seriesSlug }
        : null,
    speaker:
      t.speakerId !== null && row.speakerName !== null
        ? { id: t.speakerId, name: row.speakerName }
        : null,
    topics: t.topics,
    passages: t.passages,
    publishedAt: (t.publishedAt ?? t.createdAt).toISOString(),
    durationSeconds: row.durationSeconds,
    episode: t.episode,
  };
};

export async function listPublicTeachings(
  db: Database,
  query: TeachingListQuery,
  now: Date,
): Promise<TeachingPage> {
  const conditions: (SQL | undefined)[] = [visibleAt(now), eq(teachings.language, query.lang)];
  if (query.series !== undefined) conditions.push(eq(teachingSeries.slug, query.series));
  if (query.speaker !== undefined) conditions.push(eq(teachings.speakerId, query.speaker));
  if (query.topic) conditions.push(sql`${query.topic} = ANY(${teachings.topics})`);
  if (query.book !== undefined) {
    const book = bookIndexByOsis.get(query.book.toLowerCase());
    // An unknown book matches nothing.
    if (book === undefined)
      return { items: [], total: 0, page: query.page, pageSize: TEACHINGS_PAGE_SIZE };
    conditions.push(
      inArray(
        teachings.id,
        db
          .select({ id: teachingBooks.teachingId })
          .from(teachingBooks)
          .where(eq(teachingBooks.book, book)),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(teachings.publishedAt), desc(teachings.id))
      .limit(TEACHINGS_PAGE_SIZE)
      .offset((query.page - 1) * TEACHINGS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(teachings)
      .leftJoin(teachingSeries, eq(teachingSeries.id, teachings.seriesId))
      .where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: TEACHINGS_PAGE_SIZE,
  };
}

/** Markdown as the article pages render it, in a language (the publishing module's renderer). */
export type RenderMarkdown = (markdown: string, language: ContentLanguage) => string;

export async function getPublicTeaching(
  db: Database,
  slug: string,
  now: Date,
  renderMarkdown: RenderMarkdown,
): Promise<PublicTeaching> {
  const [row] = await summaries(db)
    .where(and(visibleAt(now), eq(teachings.slug, slug)))
    .limit(1);
  if (!row) throw notFound(TEACHING_NOT_FOUND);
  const t = row.teaching;
  const [audio] = t.audioKey
    ? await db.select().from(audioFiles).where(eq(audioFiles.key, t.audioKey))
    : [];
  return {
    ...toSummary(row),
    audio: audio ? toAudio(audio) : null,
    youtubeId: t.youtubeId,
    notesHtml: t.notes ? renderMarkdown(t.notes, toSummary(row).language) : null,
    transcript: t.transcript,
    transcriptUrl: t.transcript ? `/teachings/${t.slug}/transcript.vtt` : null,
  };
}

/** A published teaching's transcript lines (for the WebVTT file), or undefined. */
export async function publicTranscript(db: Database, slug: string, now: Date) {
  const [row] = await db
    .select({ transcript: teachings.transcript })
    .from(teachings)
    .where(and(visibleAt(now), eq(teachings.slug, slug)));
  return row?.transcript ?? undefined;
}

export async function getPublicSeries(
  db: Database,
  slug: string,
  now: Date,
): Promise<PublicSeries> {
  const [found] = await seriesWithArtwork(db).where(eq(teachingSeries.slug, slug));
  if (!found) throw notFound(SERIES_NOT_FOUND_PUBLIC);
  const { series } = found;
  const rows = await summaries(db)
    .where(and(visibleAt(now), eq(teachings.seriesId, series.id)))
    .orderBy(
      sql`${teachings.episode} ASC NULLS LAST`,
      asc(teachings.publishedAt),
      asc(teachings.id),
    )
    .limit(1_000);
  return { ...toSeries(series, found.podcastSide), teachings: rows.map(toSummary) };
}
