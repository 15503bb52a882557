/**
 * Reading plans: the built-in calendars (content/reading-plans.ts) and the members following
 * them. A plan's day is counted on the member's own calendar (their time zone): day 1 is the date
 * they started. Ticking a day (or unticking it) changes only that day.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  PLAN_MESSAGES,
  type MemberPlan,
  type PlanSummary,
  type StartPlanBody,
  type UpdatePlanBody,
} from '../../../contract/study-tools';
import {
  planPassages,
  READING_PLANS,
  readingPlan,
  type ReadingPlan,
} from '../../../content/reading-plans';
import type { Database } from '../../db/types';
import { isUniqueViolation } from '../../db/types';
import { memberPlanDays, memberPlans } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';

export interface ReadingPlanServiceDeps {
  db: Database;
  clock: () => Date;
}

/** A member may follow this many plans at once (there are three; each once at a time). */
export const MAX_ACTIVE_PLANS = 3;

/** The date and time at `now` on the wall clock of `timeZone`: '2026-11-25', '07:30'. */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** The plan's day on `date` for a plan started on `startedOn` (1-based, within the plan). */
export function planDayOn(plan: ReadingPlan, startedOn: string, date: string): number {
  const day = dayNumber(date) - dayNumber(startedOn) + 1;
  return Math.min(Math.max(day, 1), plan.days.length);
}

/** Days ticked in a row ending at `today`, or at the day before when today is not ticked. */
export function streakOf(done: ReadonlySet<number>, today: number): number {
  let day = done.has(today) ? today : today - 1;
  let streak = 0;
  while (day >= 1 && done.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

const summary = (plan: ReadingPlan): PlanSummary => ({
  id: plan.id,
  dayCount: plan.days.length,
  chapterCount: plan.days.reduce((n, day) => n + day.length, 0),
});

type PlanRow = typeof memberPlans.$inferSelect;

export function createReadingPlanService({ db, clock }: ReadingPlanServiceDeps) {
  function describe(row: PlanRow, doneDays: number[]): MemberPlan {
    const plan = readingPlan(row.planId);
    if (!plan) throw notFound('Plan not found');
    const { date } = localDateTime(clock(), row.timeZone);
    const today = planDayOn(plan, row.startedOn, date);
    const done = new Set(doneDays);
    return {
      id: row.id,
      planId: row.planId,
      dayCount: plan.days.length,
      startedOn: row.startedOn,
      today,
      todayPassages: planPassages(plan.days[today - 1] ?? []),
      doneDays: [...done].sort((a, b) => a - b),
      streak: streakOf(done, today),
      percent: Math.round((done.size / plan.days.length) * 100),
      reminderTime: row.reminderTime,
      timeZone: row.timeZone,
      stopped: row.stoppedAt !== null,
    };
  }

  async function daysOf(memberPlanId: number): Promise<number[]> {
    const rows = await db
      .select({ day: memberPlanDays.day })
      .from(memberPlanDays)
      .where(eq(memberPlanDays.memberPlanId, memberPlanId));
    return rows.map((r) => r.day);
  }

  /** The member's plan by id, stopped ones too; another member's is not found. */
  async function own(userId: number, id: number): Promise<PlanRow> {
    const [row] = await db
      .select()
      .from(memberPlans)
      .where(and(eq(memberPlans.id, id), eq(memberPlans.userId, userId)));
    if (!row) throw notFound('Plan not found');
    return row;
  }

  /** The plans the member follows now, oldest first. */
  async function listOwn(userId: number): Promise<MemberPlan[]> {
    const rows = await db
      .select()
      .from(memberPlans)
      .where(and(eq(memberPlans.userId, userId), isNull(memberPlans.stoppedAt)))
      .orderBy(asc(memberPlans.createdAt), asc(memberPlans.id));
    const days = rows.length
      ? await db
          .select()
          .from(memberPlanDays)
          .innerJoin(memberPlans, eq(memberPlans.id, memberPlanDays.memberPlanId))
          .where(and(eq(memberPlans.userId, userId), isNull(memberPlans.stoppedAt)))
      : [];
    return rows.map((row) =>
      describe(
        row,
        days
          .filter((d) => d.member_plan_days.memberPlanId === row.id)
          .map((d) => d.member_plan_days.day),
      ),
    );
  }

  async function start(userId: number, body: StartPlanBody): Promise<MemberPlan> {
    const plan = readingPlan(body.planId);
    if (!plan) throw badRequest(PLAN_MESSAGES.unknownPlan, { planId: [PLAN_MESSAGES.unknownPlan] });
    const active = await db.$count(
      memberPlans,
      and(eq(memberPlans.userId, userId), isNull(memberPlans.stoppedAt)),
    );
    if (active >= MAX_ACTIVE_PLANS) throw conflict('You already follow as many plans as you can');
    const { date } = localDateTime(clock(), body.timeZone);
    try {
      const [row] = await db
        .insert(memberPlans)
        .values({
          userId,
          planId: plan.id,
          startedOn: date,
          timeZone: body.timeZone,
          reminderTime: body.reminderTime ?? null,
          unsubscribeToken: randomBytes(32).toString('base64url'),
          createdAt: clock(),
        })
        .returning();
      if (!row) throw new Error('plan not stored');
      return describe(row, []);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('You are already following this plan');
      throw err;
    }
  }

  async function tick(userId: number, id: number, day: number, done: boolean) {
    const row = await own(userId, id);
    if (row.stoppedAt) throw notFound('Plan not found');
    const plan = readingPlan(row.planId);
    if (!plan || day > plan.days.length) {
      throw badRequest(PLAN_MESSAGES.day, { day: [PLAN_MESSAGES.day] });
    }
    if (done) {
      await db
        .insert(memberPlanDays)
        .values({ memberPlanId: id, day, doneAt: clock() })
        .onConflictDoNothing();
    } else {
      await db
        .delete(memberPlanDays)
        .where(and(eq(memberPlanDays.memberPlanId, id), eq(memberPlanDays.day, day)));
    }
    return describe(row, await daysOf(id));
  }

  async function update(userId: number, id: number, body: UpdatePlanBody): Promise<MemberPlan> {
    const row = await own(userId, id);
    if (row.stoppedAt) throw notFound('Plan not found');
    const [updated] = await db
      .update(memberPlans)
      .set({
        ...(body.reminderTime !== undefined ? { reminderTime: body.reminderTime } : {}),
        ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
        ...(body.stop ? { stoppedAt: clock() } : {}),
      })
      .where(eq(memberPlans.id, id))
      .returning();
    if (!updated) throw notFound('Plan not found');
    return describe(updated, await daysOf(id));
  }

  /** The one-click link of a reminder: no more reminders for that plan; the plan goes on. */
  async function unsubscribe(token: string) {
    const gone = await db
      .update(memberPlans)
      .set({ reminderTime: null })
      .where(eq(memberPlans.unsubscribeToken, token))
      .returning({ id: memberPlans.id });
    return gone.length > 0
      ? { unsubscribed: true, message: 'You will receive no more reminders for this plan.' }
      : { unsubscribed: false, message: 'This unsubscribe link is not valid.' };
  }

  return {
    list: () => READING_PLANS.map(summary),
    listOwn,
    start,
    tick,
    update,
    unsubscribe,
  };
}
export type ReadingPlanService = ReturnType<typeof createReadingPlanService>;
