/**
 * The staff who answer questions (every administrator, or ADMIN_NOTIFY_EMAIL) hear of new ones,
 * folded like conversation notices (infra/notice-folds.ts): the first question after a quiet
 * spell is mailed at once; the questions asked within its window are told in one mail when it
 * ends. Every question shares one topic, so a burst of questions brings one mail a window.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { SiteLanguage } from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import type { DbOrTx } from '../../db/types';
import { questions } from '../../db/schema';
import { renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';
import { foldOrTell, queueAdminMail, startOf, type NoticeTeller } from '../../infra/notice-folds';

/** The one fold topic of new questions. */
export const QUESTIONS_TOPIC = 'questions';

export interface QuestionNoticeSettings {
  publicUrl: string;
  /** Hears of new questions instead of every administrator. */
  adminNotifyEmail: string | undefined;
  /** Questions this long after a notice are folded into one mail. */
  windowMs: number;
}

interface Asked {
  title: string;
  content: string;
  submitterName: string | null;
}

const link = (publicUrl: string, lang: SiteLanguage) => `${publicUrl}${pathTo('admin', { lang })}`;

/** To an administrator, in their language: one question, just asked. */
export function newQuestionMail(opts: {
  to: string;
  question: Asked;
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const { question: q } = opts;
  const { text, html } = renderEmail({
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      t('mail.newQuestion.intro', { name: q.submitterName ?? '', title: q.title }),
      `“${startOf(q.content)}”`,
    ],
    action: { label: t('mail.newQuestion.action'), url: link(opts.publicUrl, opts.lang) },
    after: [],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.newQuestion.subject', { title: q.title }), text, html };
}

/** To an administrator, in their language: the questions asked in one window, told together. */
export function foldedQuestionsMail(opts: {
  to: string;
  questions: Asked[];
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const count = opts.questions.length;
  const { text, html } = renderEmail({
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      t('mail.foldedQuestions.intro', { count }),
      ...opts.questions.map((q) =>
        t('mail.foldedQuestions.item', {
          title: q.title,
          name: q.submitterName ?? '',
          start: startOf(q.content),
        }),
      ),
    ],
    action: { label: t('mail.newQuestion.action'), url: link(opts.publicUrl, opts.lang) },
    after: [],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.foldedQuestions.subject', { count }), text, html };
}

/**
 * In the question's transaction: records it in the questions' fold and, after a quiet spell,
 * queues its mail to the staff at once (kept, and retried while SMTP is away, exactly when the
 * question is).
 */
export async function tellStaffOfQuestion(
  tx: DbOrTx,
  question: Asked & { id: number },
  now: Date,
  settings: QuestionNoticeSettings,
): Promise<void> {
  const tellNow = await foldOrTell(tx, {
    topic: QUESTIONS_TOPIC,
    itemId: question.id,
    now,
    windowMs: settings.windowMs,
  });
  if (!tellNow) return;
  await queueAdminMail(
    tx,
    { notifyEmail: settings.adminNotifyEmail, permission: 'questions.answer' },
    now,
    ({ email, lang }) =>
      newQuestionMail({ to: email, question, publicUrl: settings.publicUrl, lang }),
  );
}

/** Tells the questions asked after the last one told, in one mail per administrator. */
export function questionNoticeTeller(deps: {
  publicUrl: string;
  adminNotifyEmail: string | undefined;
}): NoticeTeller {
  return {
    prefix: QUESTIONS_TOPIC,
    async tell(tx, fold, now) {
      const asked = await tx
        .select({
          id: questions.id,
          title: questions.title,
          content: questions.content,
          submitterName: questions.submitterName,
        })
        .from(questions)
        .where(and(gt(questions.id, fold.toldThroughId), eq(questions.status, 'pending')))
        .orderBy(asc(questions.id));
      const last = asked.at(-1);
      if (!last) return null;
      await queueAdminMail(
        tx,
        { notifyEmail: deps.adminNotifyEmail, permission: 'questions.answer' },
        now,
        ({ email, lang }) =>
          foldedQuestionsMail({ to: email, questions: asked, publicUrl: deps.publicUrl, lang }),
      );
      return last.id;
    },
  };
}
