/**
 * A member's highlights, bookmarks and notes on the Bible. Each names a verse or a range within
 * one book, read from what the member wrote ('jn 3:16', 'Rom 8:19-23') by the reference parser
 * and kept canonical (book index, first and last verse, and the label), so lists sort in book
 * order. Every read and write is the member's own: another member's id is not found.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { BIBLE_BOOKS } from '../../../contract/bible';
import {
  REFERENCE_MESSAGES,
  STUDY_LIMITS,
  type Bookmark,
  type CreateBookmarkBody,
  type CreateHighlightBody,
  type CreateNoteBody,
  type Highlight,
  type Note,
  type NoteList,
  type NoteListQuery,
  type SaveStudyProgressBody,
  type StudyProgress,
  type UpdateNoteBody,
} from '../../../contract/study-tools';
import type { Database } from '../../db/types';
import type { ReadCache } from '../../db/read-cache';
import { likePattern } from '../../db/like';
import { bookmarks, highlights, notes, studies, studyProgress } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { parseReference } from '../../infra/bible/reference';

export interface StudyToolsServiceDeps {
  db: Database;
  /** A member's lists are read again only after a write to their table (embedded database). */
  reads: ReadCache;
  clock: () => Date;
}

/** What a member wrote, read as one passage within one book. */
export interface Place {
  book: number;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
  reference: string;
}

const refused = (message: string) => badRequest(message, { reference: [message] });

/** Reads a reference the member wrote; a 400 naming the field when it is not one passage. */
export function readPlace(written: string): Place {
  const parsed = parseReference(written, 'en');
  const range = parsed?.ranges.length === 1 ? parsed.ranges[0] : undefined;
  if (!parsed || !range) throw refused(REFERENCE_MESSAGES.invalid);
  if (range.start.book !== range.end.book) throw refused(REFERENCE_MESSAGES.oneBook);
  return {
    book: range.start.book,
    startChapter: range.start.chapter,
    startVerse: range.start.verse,
    endChapter: range.end.chapter,
    endVerse: range.end.verse,
    reference: parsed.label,
  };
}

type PlaceRow = Place & { id: number; createdAt: Date };

const placeOf = (row: PlaceRow) => ({
  id: row.id,
  reference: row.reference,
  book: BIBLE_BOOKS[row.book]?.osis ?? '',
  startChapter: row.startChapter,
  startVerse: row.startVerse,
  endChapter: row.endChapter,
  endVerse: row.endVerse,
  createdAt: row.createdAt.toISOString(),
});

/** The book index of an OSIS id, or undefined. */
const bookIndex = (osis: string | undefined): number | undefined => {
  if (osis === undefined) return undefined;
  const i = BIBLE_BOOKS.findIndex((b) => b.osis.toLowerCase() === osis.toLowerCase());
  return i < 0 ? -1 : i;
};

export interface ChapterFilter {
  book?: string | undefined;
  chapter?: number | undefined;
}

type PlaceTable = typeof highlights | typeof bookmarks | typeof notes;

/** Marks touching one chapter (a range may start before it or end after it). */
function inChapter(table: PlaceTable, filter: ChapterFilter): SQL | undefined {
  if (filter.book === undefined && filter.chapter === undefined) return undefined;
  const book = bookIndex(filter.book);
  if (book === undefined || filter.chapter === undefined) {
    throw badRequest('Give both book and chapter, such as book=John&chapter=3');
  }
  return and(
    eq(table.book, book),
    sql`${table.startChapter} <= ${filter.chapter}`,
    sql`${table.endChapter} >= ${filter.chapter}`,
  );
}

const bookOrder = (table: PlaceTable) => [
  asc(table.book),
  asc(table.startChapter),
  asc(table.startVerse),
  asc(table.endChapter),
  asc(table.endVerse),
  asc(table.id),
];

async function ensureRoom(db: Database, table: PlaceTable, userId: number, limit: number) {
  const count = await db.$count(table, eq(table.userId, userId));
  if (count >= limit) {
    throw conflict(
      `You can keep up to ${limit.toLocaleString('en-US')} of these; delete some to add more`,
    );
  }
}

/** Rough bytes of a list kept in the read cache: its rows and their texts. */
const listBytes = (rows: { reference: string; text?: string }[]) =>
  rows.reduce((n, r) => n + 200 + r.reference.length + (r.text?.length ?? 0) * 2, 0);

export function createStudyToolsService({ db, reads, clock }: StudyToolsServiceDeps) {
  const listHighlights = (userId: number, filter: ChapterFilter): Promise<Highlight[]> =>
    reads.get(
      `highlights:${userId}:${filter.book ?? ''}:${filter.chapter ?? ''}`,
      [highlights],
      () => readHighlights(userId, filter),
      listBytes,
    );

  async function readHighlights(userId: number, filter: ChapterFilter): Promise<Highlight[]> {
    const rows = await db
      .select()
      .from(highlights)
      .where(and(eq(highlights.userId, userId), inChapter(highlights, filter)))
      .orderBy(...bookOrder(highlights));
    return rows.map((r) => ({ ...placeOf(r), color: r.color as Highlight['color'] }));
  }

  /** One colour per passage: highlighting it again changes the colour (200), else 201. */
  async function addHighlight(
    userId: number,
    body: CreateHighlightBody,
  ): Promise<{ highlight: Highlight; created: boolean }> {
    const place = readPlace(body.reference);
    const [existing] = await db
      .update(highlights)
      .set({ color: body.color })
      .where(and(eq(highlights.userId, userId), ...samePlace(highlights, place)))
      .returning();
    if (existing) return { highlight: { ...placeOf(existing), color: body.color }, created: false };
    await ensureRoom(db, highlights, userId, STUDY_LIMITS.highlights);
    const [row] = await db
      .insert(highlights)
      .values({ userId, ...place, color: body.color, createdAt: clock() })
      .onConflictDoUpdate({
        target: [
          highlights.userId,
          highlights.book,
          highlights.startChapter,
          highlights.startVerse,
          highlights.endChapter,
          highlights.endVerse,
        ],
        set: { color: body.color },
      })
      .returning();
    if (!row) throw new Error('highlight not stored');
    return { highlight: { ...placeOf(row), color: body.color }, created: true };
  }

  const listBookmarks = (userId: number, filter: ChapterFilter): Promise<Bookmark[]> =>
    reads.get(
      `bookmarks:${userId}:${filter.book ?? ''}:${filter.chapter ?? ''}`,
      [bookmarks],
      () => readBookmarks(userId, filter),
      listBytes,
    );

  async function readBookmarks(userId: number, filter: ChapterFilter): Promise<Bookmark[]> {
    const rows = await db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), inChapter(bookmarks, filter)))
      .orderBy(...bookOrder(bookmarks));
    return rows.map(placeOf);
  }

  /** One bookmark per passage: bookmarking it again answers the one there is (200). */
  async function addBookmark(
    userId: number,
    body: CreateBookmarkBody,
  ): Promise<{ bookmark: Bookmark; created: boolean }> {
    const place = readPlace(body.reference);
    const [existing] = await db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), ...samePlace(bookmarks, place)));
    if (existing) return { bookmark: placeOf(existing), created: false };
    await ensureRoom(db, bookmarks, userId, STUDY_LIMITS.bookmarks);
    const [row] = await db
      .insert(bookmarks)
      .values({ userId, ...place, createdAt: clock() })
      .onConflictDoNothing()
      .returning();
    if (row) return { bookmark: placeOf(row), created: true };
    // Another request stored the same bookmark meanwhile.
    const [again] = await db
      .select()
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, userId), ...samePlace(bookmarks, place)));
    if (!again) throw new Error('bookmark not stored');
    return { bookmark: placeOf(again), created: false };
  }

  const toNote = (r: typeof notes.$inferSelect): Note => ({
    ...placeOf(r),
    text: r.text,
    updatedAt: r.updatedAt.toISOString(),
  });

  const listNotes = (userId: number, query: NoteListQuery): Promise<NoteList> =>
    reads.get(
      `notes:${userId}:${JSON.stringify([query.sort, query.q ?? '', query.page, query.pageSize, query.book ?? '', query.chapter ?? ''])}`,
      [notes],
      () => readNotes(userId, query),
      (list) => listBytes(list.notes),
    );

  async function readNotes(userId: number, query: NoteListQuery): Promise<NoteList> {
    const pattern = query.q ? likePattern(query.q) : undefined;
    const where = and(
      eq(notes.userId, userId),
      inChapter(notes, query),
      pattern ? or(ilike(notes.text, pattern), ilike(notes.reference, pattern)) : undefined,
    );
    const order =
      query.sort === 'date' ? [desc(notes.updatedAt), desc(notes.id)] : bookOrder(notes);
    // The page and the count in one statement; past the last page there is no row to carry it.
    const rows = await db
      .select({ note: notes, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(notes)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const total = rows[0]?.total ?? (await db.$count(notes, where));
    return {
      notes: rows.map((r) => toNote(r.note)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function addNote(userId: number, body: CreateNoteBody): Promise<Note> {
    const place = readPlace(body.reference);
    await ensureRoom(db, notes, userId, STUDY_LIMITS.notes);
    const now = clock();
    const [row] = await db
      .insert(notes)
      .values({ userId, ...place, text: body.text, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('note not stored');
    return toNote(row);
  }

  async function updateNote(userId: number, id: number, body: UpdateNoteBody): Promise<Note> {
    const [row] = await db
      .update(notes)
      .set({ text: body.text, updatedAt: clock() })
      .where(and(eq(notes.id, id), eq(notes.userId, userId)))
      .returning();
    if (!row) throw notFound('Note not found');
    return toNote(row);
  }

  async function remove(table: PlaceTable, userId: number, id: number, missing: string) {
    const gone = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .returning({ id: table.id });
    if (gone.length === 0) throw notFound(missing);
  }

  const toProgress = (row: typeof studyProgress.$inferSelect): StudyProgress => ({
    studyId: row.studyId,
    language: row.language as StudyProgress['language'],
    percent: row.percent,
    anchor: row.anchor,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The studies the member started, the most recently read first. */
  async function listStudyProgress(userId: number): Promise<StudyProgress[]> {
    const rows = await db
      .select()
      .from(studyProgress)
      .where(eq(studyProgress.userId, userId))
      .orderBy(desc(studyProgress.updatedAt), asc(studyProgress.studyId));
    return rows.map(toProgress);
  }

  /**
   * Keeps how far the member read a study in a language. Only the furthest point is kept (one
   * statement, so two devices saving at once cannot move it back); reading the start again only
   * marks the study as read recently.
   */
  async function saveStudyProgress(
    userId: number,
    studyId: number,
    body: SaveStudyProgressBody,
  ): Promise<StudyProgress> {
    const [study] = await db
      .select({ status: studies.status })
      .from(studies)
      .where(eq(studies.id, studyId));
    if (study?.status !== 'published') throw notFound('Study not found');
    const now = clock();
    const [row] = await db
      .insert(studyProgress)
      .values({
        userId,
        studyId,
        language: body.language,
        percent: body.percent,
        anchor: body.anchor,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [studyProgress.userId, studyProgress.studyId, studyProgress.language],
        set: {
          anchor: sql`CASE WHEN excluded.percent >= ${studyProgress.percent} THEN excluded.anchor ELSE ${studyProgress.anchor} END`,
          percent: sql`GREATEST(${studyProgress.percent}, excluded.percent)`,
          updatedAt: now,
        },
      })
      .returning();
    if (!row) throw new Error('study progress not stored');
    return toProgress(row);
  }

  return {
    listStudyProgress,
    saveStudyProgress,
    listHighlights,
    addHighlight,
    deleteHighlight: (userId: number, id: number) =>
      remove(highlights, userId, id, 'Highlight not found'),
    listBookmarks,
    addBookmark,
    deleteBookmark: (userId: number, id: number) =>
      remove(bookmarks, userId, id, 'Bookmark not found'),
    listNotes,
    addNote,
    updateNote,
    deleteNote: (userId: number, id: number) => remove(notes, userId, id, 'Note not found'),
  };
}
export type StudyToolsService = ReturnType<typeof createStudyToolsService>;

function samePlace(table: PlaceTable, place: Place): SQL[] {
  return [
    eq(table.book, place.book),
    eq(table.startChapter, place.startChapter),
    eq(table.startVerse, place.startVerse),
    eq(table.endChapter, place.endChapter),
    eq(table.endVerse, place.endVerse),
  ];
}
