/**
 * The daily reading-plan reminder: at the time a member chose, on their own clock (their time
 * zone), one e-mail with that day's passages. A run looks at every plan with a reminder; a plan
 * whose hour has come (the chosen minute up to an hour after it, so a run a few minutes late or
 * a restart still sends it, and setting a time already past today waits for tomorrow) gets its
 * e-mail queued in the mail outbox together with a row keyed by plan and local date, in one
 * transaction: however many runs or processes look, a day's reminder goes out once.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { BIBLE_BOOKS, bookDisplayName, bookSlug } from '../../../contract/bible';
import type { SiteLanguage } from '../../../contract/i18n';
import { pathTo, SITE_NAME } from '../../../contract/pages';
import { planNameId } from '../../../contract/study-tools';
import { planPassages, readingPlan, type PlanPassage } from '../../../content/reading-plans';
import type { Database } from '../../db/types';
import { memberPlans, planReminders, users } from '../../db/schema';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';
import {
  greeting,
  mailTo,
  provenFirstName,
  type MailMessage,
  type NamedReader,
} from '../../infra/mail';
import { queueMail } from '../../infra/mail-outbox';
import { languageOf } from '../../infra/mail-text';
import { localDateTime, planDayOn } from './plans';

const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

/** Is it the reminder's hour: from `reminderTime` to an hour after it, the same local day? */
export const reminderDue = (localTime: string, reminderTime: string): boolean => {
  const late = minutesOf(localTime) - minutesOf(reminderTime);
  return late >= 0 && late < 60;
};

/** 'Psalms 1–4', 'Salmos 1–4', 'Proverbs 1'. */
export function passageLabel(passage: PlanPassage, lang: SiteLanguage): string {
  const book = BIBLE_BOOKS.find((b) => b.osis === passage.book);
  const name = book ? bookDisplayName(book, lang) : passage.book;
  return passage.fromChapter === passage.toChapter
    ? `${name} ${passage.fromChapter}`
    : `${name} ${passage.fromChapter}–${passage.toChapter}`;
}

export function reminderMail(
  opts: NamedReader & {
    planId: string;
    day: number;
    dayCount: number;
    passages: PlanPassage[];
    token: string;
  },
): MailMessage {
  const first = opts.passages[0];
  const firstBook = BIBLE_BOOKS.find((b) => b.osis === first?.book);
  const readLink =
    first && firstBook
      ? `${opts.publicUrl}${pathTo('bibleChapter', { book: bookSlug(firstBook.name), chapter: first.fromChapter }, { lang: opts.lang })}`
      : `${opts.publicUrl}${pathTo('readingPlans', { lang: opts.lang })}`;
  const unsubscribePage = `${opts.publicUrl}${pathTo('readingPlanUnsubscribe', { search: { token: opts.token }, lang: opts.lang })}`;
  const oneClick = `${opts.publicUrl}/api/plans/reminders/unsubscribe?token=${encodeURIComponent(opts.token)}`;
  const message = mailTo(opts, (t) => {
    const planName = t(planNameId(opts.planId));
    return {
      subject: t('mail.planReminder.subject', { planName, day: opts.day }),
      greeting: greeting(opts.firstName, t),
      paragraphs: [
        t('mail.planReminder.intro', { planName, day: opts.day, dayCount: opts.dayCount }),
        ...opts.passages.map((p) => `• ${passageLabel(p, opts.lang)}`),
      ],
      action: { label: t('mail.planReminder.action'), url: readLink },
      after: [t('mail.planReminder.after')],
      footer: [
        {
          text: t('mail.planReminder.why', { siteName: SITE_NAME }),
          link: { label: t('mail.planReminder.unsubscribe'), url: unsubscribePage },
        },
      ],
    };
  });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

interface Logger {
  error(obj: object, msg: string): void;
}

/** Queues the reminders that are due; `tick()` answers how many were queued. */
export type PlanReminders = Omit<BackgroundRuns<number>, 'stopped'>;

export function createPlanReminders(deps: {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  logger?: Logger;
}): PlanReminders {
  const { db, clock, publicUrl, logger } = deps;

  async function run(): Promise<number> {
    const now = clock();
    const rows = await db
      .select({
        plan: memberPlans,
        email: users.email,
        firstName: users.firstName,
        emailVerifiedAt: users.emailVerifiedAt,
        preferredLanguage: users.preferredLanguage,
      })
      .from(memberPlans)
      .innerJoin(users, eq(users.id, memberPlans.userId))
      .where(and(isNull(memberPlans.stoppedAt), isNotNull(memberPlans.reminderTime)));
    let queued = 0;
    for (const { plan: row, email, firstName, emailVerifiedAt, preferredLanguage } of rows) {
      if (runs.stopped) break;
      const plan = readingPlan(row.planId);
      if (!plan || !row.reminderTime) continue;
      const local = localDateTime(now, row.timeZone);
      if (!reminderDue(local.time, row.reminderTime)) continue;
      const day = planDayOn(plan, row.startedOn, local.date);
      const lang = languageOf({ preferredLanguage });
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(planReminders)
          .values({ memberPlanId: row.id, localDate: local.date, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: planReminders.memberPlanId });
        if (!claimed) return false;
        const mail = reminderMail({
          to: email,
          firstName: provenFirstName({ firstName, emailVerifiedAt }),
          lang,
          planId: plan.id,
          day,
          dayCount: plan.days.length,
          passages: planPassages(plan.days[day - 1] ?? []),
          token: row.unsubscribeToken,
          publicUrl,
        });
        await queueMail(tx, mail, now);
        return true;
      });
      if (sent) queued += 1;
    }
    return queued;
  }

  const runs = backgroundRuns({ name: 'plan reminders', run, idle: 0, logger });
  return { tick: runs.tick, start: runs.start, stop: runs.stop };
}
