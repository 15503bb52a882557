/**
 * The Bible Study Center's studies: what visitors read (published studies only) and what
 * administrators write. Saving finds the Scripture references of each article, so the reader
 * links them without a parser; every write moves the content version on, so every process serves
 * the new pages.
 */
import { asc, eq } from 'drizzle-orm';
import {
  STUDY_ORDER_MAX,
  STUDY_NOT_FOUND,
  STUDY_TITLE_TAKEN,
  studyLanguages,
  type AdminStudy,
  type PartialTexts,
  type PublicStudy,
  type StudyInput,
  type StudyLanguageCode,
  type StudySummaryAnswer,
} from '../../../contract/studies';
import type { StudyReferences } from '../../db/schema';
import { studies, users } from '../../db/schema';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/types';
import { positionFor } from '../../domain/content-order';
import { moveToTrash } from '../../domain/trash';
import { HttpError, notFound } from '../../errors';
import { referenceRows } from '../../infra/bible/reference';
import type { ContentVersion } from '../../infra/content-version';

type StudyRow = typeof studies.$inferSelect;
type Category = StudySummaryAnswer['category'];

/** Where the references stand in each language's article (none for a language not written). */
export function referencesOf(content: PartialTexts): StudyReferences {
  const out = { en: [], es: [], pt: [] } as StudyReferences;
  for (const language of studyLanguages) {
    const text = content[language];
    out[language] = text ? referenceRows(text, language).map(([s, e, o]) => [s, e, o]) : [];
  }
  return out;
}

/** The languages a study is written in: those with an article. */
const languagesOf = (row: StudyRow): StudyLanguageCode[] =>
  studyLanguages.filter((language) => Boolean(row.content[language]));

/** A text in every language, the English standing in for one not written. */
const filled = (texts: PartialTexts) => ({
  en: texts.en,
  es: texts.es ?? texts.en,
  pt: texts.pt ?? texts.en,
});

function toSummary(row: StudyRow): StudySummaryAnswer {
  return {
    id: row.id,
    title: filled(row.title),
    description: filled(row.description),
    duration: row.duration,
    category: row.category as Category,
    featured: row.featured,
    languages: languagesOf(row),
  };
}

function toPublic(row: StudyRow): PublicStudy {
  return { ...toSummary(row), content: row.content, references: row.references };
}

function toAdmin(row: StudyRow, updatedBy: string | null): AdminStudy {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    category: row.category as Category,
    duration: row.duration,
    featured: row.featured,
    order: row.position,
    status: row.status as AdminStudy['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

const listOrder = [asc(studies.position), asc(studies.id)];

const titleTaken = () =>
  new HttpError(409, STUDY_TITLE_TAKEN, 'CONFLICT', { 'title.en': [STUDY_TITLE_TAKEN] });

/** Only the languages given: a translation left out is stored as not written. */
const texts = (t: StudyInput['title']): PartialTexts => ({
  en: t.en,
  ...(t.es ? { es: t.es } : {}),
  ...(t.pt ? { pt: t.pt } : {}),
});

async function adminStudy(db: DbOrTx, id: number): Promise<AdminStudy> {
  const [found] = await db
    .select({ row: studies, by: users.username })
    .from(studies)
    .leftJoin(users, eq(users.id, studies.updatedBy))
    .where(eq(studies.id, id));
  if (!found) throw notFound(STUDY_NOT_FOUND);
  return toAdmin(found.row, found.by);
}

export interface StudiesDeps {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
}

export function createStudiesService({ db, clock, contentVersion }: StudiesDeps) {
  /** Runs a write in one transaction; 409 for a taken title; the version moves on after it. */
  async function written<T>(write: (tx: DbOrTx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error, 'studies_title_en_unique')) throw titleTaken();
      throw error;
    }
    contentVersion.changed();
    return result;
  }

  const values = (body: StudyInput, adminId: number) => {
    const content = texts(body.content);
    return {
      title: texts(body.title),
      description: texts(body.description),
      content,
      references: referencesOf(content),
      category: body.category,
      duration: body.duration,
      featured: body.featured,
      status: body.status,
      updatedAt: clock(),
      updatedBy: adminId,
    };
  };

  return {
    // ---- what visitors read ----
    async listPublished(lang?: StudyLanguageCode): Promise<StudySummaryAnswer[]> {
      const rows = await db
        .select()
        .from(studies)
        .where(eq(studies.status, 'published'))
        .orderBy(...listOrder);
      const all = rows.map(toSummary);
      return lang ? all.filter((s) => s.languages.includes(lang)) : all;
    },
    async getPublished(id: number): Promise<PublicStudy> {
      const [row] = await db.select().from(studies).where(eq(studies.id, id));
      if (!row || row.status !== 'published') throw notFound(STUDY_NOT_FOUND);
      return toPublic(row);
    },
    /** Does a published study of this id exist (for members' reading progress)? */
    async isPublished(id: number): Promise<boolean> {
      const [row] = await db
        .select({ status: studies.status })
        .from(studies)
        .where(eq(studies.id, id));
      return row?.status === 'published';
    },

    // ---- what administrators write ----
    async listAdmin(): Promise<AdminStudy[]> {
      const rows = await db
        .select({ row: studies, by: users.username })
        .from(studies)
        .leftJoin(users, eq(users.id, studies.updatedBy))
        .orderBy(...listOrder);
      return rows.map((r) => toAdmin(r.row, r.by));
    },
    getAdmin: (id: number, dbOrTx: DbOrTx = db) => adminStudy(dbOrTx, id),
    create: (body: StudyInput, adminId: number) =>
      written(async (tx) => {
        const position = await positionFor(
          tx,
          studies,
          studies.position,
          STUDY_ORDER_MAX,
          body.order,
        );
        const [row] = await tx
          .insert(studies)
          .values({ ...values(body, adminId), position, createdAt: clock() })
          .returning({ id: studies.id });
        if (!row) throw new Error('The study was not saved');
        return adminStudy(tx, row.id);
      }),
    update: (id: number, body: StudyInput, adminId: number) =>
      written(async (tx) => {
        const [existing] = await tx
          .select({ position: studies.position })
          .from(studies)
          .where(eq(studies.id, id))
          .for('update');
        if (!existing) throw notFound(STUDY_NOT_FOUND);
        await tx
          .update(studies)
          .set({ ...values(body, adminId), position: body.order ?? existing.position })
          .where(eq(studies.id, id));
        return adminStudy(tx, id);
      }),
    /** Into the trash, restorable for its days. */
    remove: (id: number, adminId: number | null) =>
      written(async (tx) => {
        const [gone] = await tx.delete(studies).where(eq(studies.id, id)).returning();
        if (!gone) throw notFound(STUDY_NOT_FOUND);
        await moveToTrash(tx, {
          kind: 'study',
          itemId: id,
          label: gone.title.en,
          row: gone,
          deletedBy: adminId,
          at: clock(),
        });
      }),
  };
}

export type StudiesService = ReturnType<typeof createStudiesService>;
