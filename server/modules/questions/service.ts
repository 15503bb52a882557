import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AnswerBody,
  AskQuestionBody,
  Question,
  QuestionStatus,
  UpdateQuestionBody,
} from '../../../contract/questions';
import { displayName } from '../../../contract/auth';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import { likePattern } from '../../db/like';
import type { ReadCache } from '../../db/read-cache';
import { answers, memberSuspensions, questions, users } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { authorNotSuspended, isSuspended } from '../../domain/suspensions';
import { notFound } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { referenceRows } from '../../infra/bible/reference';
import { languageOf } from '../../infra/mail-text';
import { questionAnsweredMail } from './mail';
import { tellStaffOfQuestion, type QuestionNoticeSettings } from './notices';
import { can } from '../../domain/staff';

export interface QuestionServiceDeps {
  db: Database;
  /** The public list is read by every visitor; kept until questions or answers change. */
  reads: ReadCache;
  clock: () => Date;
  publicUrl: string;
  /** Who hears of new questions, and how they are folded (notices.ts). */
  notices: Omit<QuestionNoticeSettings, 'publicUrl'>;
}

type QuestionRow = typeof questions.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** The name others see: the first name given at asking, or 'Anonymous' when asked for. */
export function publicName(row: Pick<QuestionRow, 'anonymous' | 'submitterName'>): string | null {
  if (row.anonymous) return 'Anonymous';
  const first = row.submitterName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

type Viewer = Pick<SessionUser, 'id' | 'roles'> | null;

/** Staff who answer or moderate questions see every question, with its submitter's address. */
const staffReader = (viewer: Viewer): boolean =>
  can(viewer, 'questions.answer') || can(viewer, 'questions.moderate');

/** The language a question was asked in; its answers are written in it too. */
const languageOfRow = (row: Pick<QuestionRow, 'language'>): SiteLanguage =>
  isSiteLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;

/**
 * An answer as readers get it: with where its Scripture references stand, read in the question's
 * language, for their links.
 */
const toAnswer = (row: AnswerRow, language: SiteLanguage) => ({
  id: row.id,
  content: row.content,
  references: referenceRows(row.content, language),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The question as `viewer` may see it: full details for the asker and administrators. */
function toQuestion(row: QuestionRow, rows: AnswerRow[], viewer: Viewer): Question {
  const privileged = !!viewer && (staffReader(viewer) || viewer.id === row.submittedBy);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    status: row.status as QuestionStatus,
    isPublic: row.isPublic,
    submitterName: privileged ? row.submitterName : publicName(row),
    anonymous: row.anonymous,
    language: languageOfRow(row),
    ...(staffReader(viewer) ? { submitterEmail: row.submitterEmail } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answers: rows
      .filter((a) => a.questionId === row.id)
      .map((a) => toAnswer(a, languageOfRow(row))),
  };
}

/** The answers to these questions, oldest first. */
async function answersOf(db: Database, rows: QuestionRow[]): Promise<AnswerRow[]> {
  if (rows.length === 0) return [];
  return db
    .select()
    .from(answers)
    .where(
      inArray(
        answers.questionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(answers.createdAt), asc(answers.id));
}

async function withAnswers(db: Database, rows: QuestionRow[], viewer: Viewer): Promise<Question[]> {
  const found = await answersOf(db, rows);
  return rows.map((r) => toQuestion(r, found, viewer));
}

export interface ListFilter {
  q?: string | undefined;
  category: string;
  status: string;
  page: number;
  pageSize: number;
  /** The page's language, whose questions come first. */
  lang?: SiteLanguage | undefined;
}

function filterConditions(filter: Pick<ListFilter, 'q' | 'category' | 'status'>): SQL[] {
  const where: SQL[] = [];
  if (filter.category !== 'all') where.push(eq(questions.category, filter.category));
  if (filter.status !== 'all') where.push(eq(questions.status, filter.status));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(questions.title, pattern), ilike(questions.content, pattern));
    if (match) where.push(match);
  }
  return where;
}

/**
 * One page of published questions and their answers as stored: the same for every viewer, so it
 * can be kept in the read cache; `viewPublicPage` then shapes it for the one who asks.
 */
export interface PublicPage {
  rows: QuestionRow[];
  answers: AnswerRow[];
}

/**
 * The query of one page of published questions, newest first (its plan is tested); those of the
 * page's language (`lang`) first when it is given.
 */
export const publicPageQuery = (db: Database, filter: ListFilter) =>
  db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.isPublic, true),
        authorNotSuspended(questions.submittedBy),
        ...filterConditions(filter),
      ),
    )
    .orderBy(
      ...(filter.lang ? [sql`${questions.language} = ${filter.lang} desc`] : []),
      desc(questions.createdAt),
      desc(questions.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);

/** Published questions, newest first, one page. */
async function findPublicPage(db: Database, filter: ListFilter): Promise<PublicPage> {
  const rows = await publicPageQuery(db, filter);
  return { rows, answers: await answersOf(db, rows) };
}

/** The page as `viewer` may see it (names and e-mail addresses depend on who asks). */
const viewPublicPage = (page: PublicPage, viewer: Viewer): Question[] =>
  page.rows.map((r) => toQuestion(r, page.answers, viewer));

/**
 * Rough bytes a page holds in memory: two per character, once as rows and once in the visitors'
 * serialised answer kept beside it (see routes.ts), plus object overhead.
 */
function publicPageSize(page: PublicPage): number {
  let chars = 0;
  for (const r of page.rows) {
    chars += r.title.length + r.content.length + r.category.length + r.status.length;
    chars += (r.submitterName?.length ?? 0) + (r.submitterEmail?.length ?? 0);
  }
  for (const a of page.answers) chars += a.content.length;
  return 4 * chars + 500 * (page.rows.length + page.answers.length) + 100;
}

/** The member's own questions, any status, newest first. */
async function listOwn(db: Database, user: SessionUser, filter: ListFilter) {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.submittedBy, user.id), ...filterConditions(filter)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return withAnswers(db, rows, user);
}

/** Every question for the administrator: pending first, then newest. */
async function listAll(db: Database, admin: SessionUser, filter: ListFilter) {
  const rows = await db
    .select()
    .from(questions)
    .where(and(...filterConditions(filter)))
    .orderBy(
      sql`case ${questions.status} when 'pending' then 0 when 'answered' then 1 else 2 end`,
      desc(questions.createdAt),
      desc(questions.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return withAnswers(db, rows, admin);
}

/** A question the viewer may see: public, their own, or any for an administrator; else 404. */
async function getVisible(db: DbOrTx, id: number, viewer: Viewer): Promise<Question> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw notFound('Question Not Found');
  const privileged = !!viewer && (staffReader(viewer) || viewer.id === row.submittedBy);
  // A suspended asker's published question is hidden from others until the suspension ends.
  const allowed = privileged || (row.isPublic && !(await isSuspended(db, row.submittedBy)));
  if (!allowed) throw notFound('Question Not Found');
  const [question] = await withAnswers(db, [row], viewer);
  if (!question) throw notFound('Question Not Found');
  return question;
}

/**
 * A member asks: pending and private until an administrator publishes it. The staff hear of it
 * (folded) from the same transaction.
 */
async function ask(
  deps: QuestionServiceDeps,
  user: SessionUser,
  body: AskQuestionBody,
): Promise<Question> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const [asked] = await tx
      .insert(questions)
      .values({
        title: body.title,
        content: body.content,
        category: body.category,
        anonymous: body.anonymous ?? false,
        language: body.language ?? DEFAULT_LANGUAGE,
        submittedBy: user.id,
        submitterName: displayName(user),
        submitterEmail: user.email,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!asked) throw new Error('insert returned nothing');
    await tellStaffOfQuestion(tx, asked, now, { ...deps.notices, publicUrl: deps.publicUrl });
    return asked;
  });
  return toQuestion(row, [], user);
}

/** An administrator answers: the answer is stored, the question is 'answered', the asker told. */
async function answer(
  deps: QuestionServiceDeps,
  admin: SessionUser,
  questionId: number,
  body: AnswerBody,
): Promise<Question> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(questions)
      .set({ status: 'answered', updatedAt: now })
      .where(eq(questions.id, questionId))
      .returning();
    if (!updated) throw notFound('Question Not Found');
    await tx.insert(answers).values({
      questionId,
      content: body.content,
      answeredBy: admin.id,
      createdAt: now,
      updatedAt: now,
    });
    // Queued with the answer: kept, and retried while SMTP is away, exactly when it is saved.
    if (updated.submitterEmail) {
      // In the asker's language (English when their account is gone or never chose one).
      const [asker] = updated.submittedBy
        ? await tx
            .select({ preferredLanguage: users.preferredLanguage })
            .from(users)
            .where(eq(users.id, updated.submittedBy))
        : [];
      const lang = asker ? languageOf(asker) : DEFAULT_LANGUAGE;
      const path = pathTo('questionDetail', { id: updated.id }, { lang });
      await queueMail(
        tx,
        questionAnsweredMail({
          to: updated.submitterEmail,
          firstName: updated.submitterName,
          title: updated.title,
          link: `${deps.publicUrl.replace(/\/$/, '')}${path}`,
          publicUrl: deps.publicUrl,
          lang,
        }),
        now,
      );
    }
    return updated;
  });
  const [question] = await withAnswers(deps.db, [row], admin);
  if (!question) throw notFound('Question Not Found');
  return question;
}

async function editAnswer(
  deps: Pick<QuestionServiceDeps, 'db' | 'clock'>,
  answerId: number,
  body: AnswerBody,
) {
  const [row] = await inOneChange(deps.db, (tx) =>
    tx
      .update(answers)
      .set({ content: body.content, updatedAt: deps.clock() })
      .where(eq(answers.id, answerId))
      .returning(),
  );
  if (!row) throw notFound('Answer Not Found');
  const [question] = await deps.db
    .select({ language: questions.language })
    .from(questions)
    .where(eq(questions.id, row.questionId));
  return toAnswer(row, question ? languageOfRow(question) : DEFAULT_LANGUAGE);
}

/** One answer as its editor sees it. */
async function getAnswer(db: DbOrTx, answerId: number) {
  const [found] = await db
    .select({ row: answers, language: questions.language })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.id, answerId));
  if (!found) throw notFound('Answer Not Found');
  return toAnswer(found.row, languageOfRow(found));
}

/** Publish, unpublish or archive. */
async function update(
  deps: Pick<QuestionServiceDeps, 'db' | 'clock'>,
  admin: SessionUser,
  questionId: number,
  body: UpdateQuestionBody,
): Promise<Question> {
  const [row] = await inOneChange(deps.db, (tx) =>
    tx
      .update(questions)
      .set({
        ...(body.isPublic !== undefined ? { isPublic: body.isPublic } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        updatedAt: deps.clock(),
      })
      .where(eq(questions.id, questionId))
      .returning(),
  );
  if (!row) throw notFound('Question Not Found');
  const [question] = await withAnswers(deps.db, [row], admin);
  if (!question) throw notFound('Question Not Found');
  return question;
}

export function createQuestionService(deps: QuestionServiceDeps) {
  const { db, reads } = deps;
  return {
    /**
     * One page of published questions as stored, kept in the read cache. The key holds
     * everything the page depends on but the viewer: each viewer's names and e-mail addresses
     * are applied after the cache (`viewPublicPage`).
     */
    findPublicPage(filter: ListFilter): Promise<PublicPage> {
      const { q, category, status, page, pageSize, lang } = filter;
      const key = `questions:public:${JSON.stringify([q || '', category, status, page, pageSize, lang ?? ''])}`;
      return reads.get(
        key,
        [questions, answers, memberSuspensions],
        () => findPublicPage(db, filter),
        publicPageSize,
      );
    },
    /** Whether pages are kept: only then is an answer made from one worth keeping beside it. */
    keepsPublicPages: reads.enabled,
    viewPublicPage,
    listOwn: (user: SessionUser, filter: ListFilter) => listOwn(db, user, filter),
    listAll: (admin: SessionUser, filter: ListFilter) => listAll(db, admin, filter),
    getVisible: (id: number, viewer: Viewer, dbOrTx: DbOrTx = db) => getVisible(dbOrTx, id, viewer),
    ask: (user: SessionUser, body: AskQuestionBody) => ask(deps, user, body),
    answer: (admin: SessionUser, questionId: number, body: AnswerBody) =>
      answer(deps, admin, questionId, body),
    getAnswer: (answerId: number, dbOrTx: DbOrTx = db) => getAnswer(dbOrTx, answerId),
    editAnswer: (answerId: number, body: AnswerBody) => editAnswer(deps, answerId, body),
    update: (admin: SessionUser, id: number, body: UpdateQuestionBody) =>
      update(deps, admin, id, body),
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;
