import { pathTo } from '@contract/pages';
import type { MemberPlan, PlanSummary } from '@contract/study-tools';
import { CalendarCheck, Flame } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { PageIntro } from '@client/components/page-intro';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { HeadedSection, Heading } from '@client/components/headed-section';
import { useMyPlans, usePlans, useStartPlan, useTickDay, useUpdatePlan } from './api/study-tools';
import { browserTimeZone, PassageLinks, TimeZoneField, usePlanName } from './plan-parts';

/**
 * Reading plans: the built-in plans for everyone; a member starts one, opens today's chapters in
 * the reader, ticks the days read, sees progress and streak, and may ask for a daily e-mail.
 */
export function ReadingPlansScreen() {
  const intl = useIntl();
  const { data: user, isPending: userPending } = useCurrentUser();
  const member = !!user;
  const plans = usePlans();
  const mine = useMyPlans(member);
  const following = new Set(mine.data?.plans.map((p) => p.planId));

  return (
    <PageIntro
      title={intl.formatMessage({ id: 'plans.title' })}
      lead={intl.formatMessage({ id: 'plans.lead' })}
    >
      {member ? (
        <HeadedSection title="plans.mine" look="reading">
          {mine.isPending ? (
            <Skeleton className="mt-4 h-40 w-full" />
          ) : mine.isError ? (
            <Failed onRetry={() => void mine.refetch()} />
          ) : mine.data.plans.length === 0 ? (
            <p className="mt-4 text-slate-700">{intl.formatMessage({ id: 'plans.none' })}</p>
          ) : (
            <div className="mt-4 grid gap-6">
              {mine.data.plans.map((plan) => (
                <MemberPlanCard key={plan.id} plan={plan} />
              ))}
            </div>
          )}
        </HeadedSection>
      ) : null}
      <section aria-labelledby="all-plans" className={member ? 'mt-12' : undefined}>
        <Heading id="all-plans" title="plans.choose" look="reading" />
        {plans.isPending ? (
          <Skeleton className="mt-4 h-40 w-full" />
        ) : plans.isError ? (
          <Failed onRetry={() => void plans.refetch()} />
        ) : (
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                member={member}
                memberKnown={!userPending}
                following={following.has(plan.id)}
              />
            ))}
          </div>
        )}
      </section>
    </PageIntro>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="mt-4 space-y-3">
      <p className="text-slate-700">{intl.formatMessage({ id: 'plans.loadFailed' })}</p>
      <Button variant="outline" onClick={onRetry}>
        {intl.formatMessage({ id: 'myNotes.retry' })}
      </Button>
    </div>
  );
}

function PlanCard({
  plan,
  member,
  memberKnown,
  following,
}: {
  plan: PlanSummary;
  member: boolean;
  memberKnown: boolean;
  following: boolean;
}) {
  const intl = useIntl();
  const planName = usePlanName();
  const start = useStartPlan();
  const [reminder, setReminder] = useState('');
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const name = planName(plan.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ planId: plan.id, timeZone, reminderTime: reminder || null });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          {name}
        </CardTitle>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'plans.size' },
            { days: plan.dayCount, chapters: plan.chapterCount },
          )}
        </p>
      </CardHeader>
      <CardContent>
        {!memberKnown ? null : !member ? (
          <Link href={pathTo('login')} className="font-medium text-navy-700 underline">
            {intl.formatMessage({ id: 'plans.signIn' })}
          </Link>
        ) : following ? (
          <p className="text-sm font-medium text-navy-800">
            {intl.formatMessage({ id: 'plans.following' })}
          </p>
        ) : (
          <form onSubmit={submit} className="space-y-3">
            <TextField
              type="time"
              label={intl.formatMessage({ id: 'plans.reminderOptional' })}
              value={reminder}
              onChange={(event) => setReminder(event.target.value)}
            />
            <TimeZoneField value={timeZone} onChange={setTimeZone} />
            <Button type="submit" disabled={start.isPending}>
              {intl.formatMessage({ id: 'plans.start' })}
              <span className="sr-only"> {name}</span>
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function MemberPlanCard({ plan }: { plan: MemberPlan }) {
  const intl = useIntl();
  const planName = usePlanName();
  const tick = useTickDay();
  const update = useUpdatePlan();
  const [reminder, setReminder] = useState(plan.reminderTime ?? '');
  const [timeZone, setTimeZone] = useState(plan.timeZone);
  const [stopping, setStopping] = useState(false);
  const done = new Set(plan.doneDays);
  const todayDone = done.has(plan.today);
  const name = planName(plan.planId);
  const recent = Array.from({ length: Math.min(7, plan.today) }, (_, i) => plan.today - i);

  return (
    <Card data-testid="member-plan">
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          {name}
        </CardTitle>
        <p className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'plans.dayOf' }, { day: plan.today, days: plan.dayCount })}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span id={`progress-${plan.id}`}>
              {intl.formatMessage({ id: 'plans.progress' }, { percent: plan.percent })}
            </span>
            <span className="flex items-center gap-1 text-navy-800">
              <Flame className="size-4" aria-hidden="true" />
              {intl.formatMessage({ id: 'plans.streak' }, { count: plan.streak })}
            </span>
          </div>
          <progress
            className="mt-2 h-2 w-full accent-navy-700"
            max={100}
            value={plan.percent}
            aria-labelledby={`progress-${plan.id}`}
          />
        </div>
        <div>
          <h4 className="font-semibold text-navy-900">
            {intl.formatMessage({ id: 'plans.today' })}
          </h4>
          <div className="mt-2">
            <PassageLinks passages={plan.todayPassages} />
          </div>
          <Button
            type="button"
            className="mt-3"
            variant={todayDone ? 'secondary' : 'default'}
            aria-pressed={todayDone}
            disabled={tick.isPending}
            onClick={() => tick.mutate({ id: plan.id, day: plan.today, done: !todayDone })}
          >
            <CalendarCheck aria-hidden="true" />
            {intl.formatMessage({ id: todayDone ? 'plans.todayDone' : 'plans.markToday' })}
          </Button>
        </div>
        <fieldset>
          <legend className="font-semibold text-navy-900">
            {intl.formatMessage({ id: 'plans.recentDays' })}
          </legend>
          <ul className="mt-2 flex flex-wrap gap-3">
            {recent.map((day) => (
              <li key={day}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-navy-700"
                    checked={done.has(day)}
                    disabled={tick.isPending}
                    onChange={(event) =>
                      tick.mutate({ id: plan.id, day, done: event.target.checked })
                    }
                  />
                  {intl.formatMessage({ id: 'plans.day' }, { day })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <form
          className="grid max-w-xl gap-3 sm:grid-cols-2 sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ id: plan.id, reminderTime: reminder || null, timeZone });
          }}
        >
          <div>
            <TextField
              type="time"
              label={intl.formatMessage({ id: 'plans.reminder' })}
              hint={intl.formatMessage({ id: 'plans.reminderHint' })}
              value={reminder}
              onChange={(event) => setReminder(event.target.value)}
            />
          </div>
          <div className="min-w-0">
            <TimeZoneField value={timeZone} onChange={setTimeZone} />
          </div>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={update.isPending}
          >
            {intl.formatMessage({ id: 'plans.saveReminder' })}
          </Button>
        </form>
        <Button type="button" variant="ghost" onClick={() => setStopping(true)}>
          {intl.formatMessage({ id: 'plans.stop' })}
        </Button>
        <ConfirmDialog
          open={stopping}
          onOpenChange={setStopping}
          title={intl.formatMessage({ id: 'plans.stopTitle' })}
          confirmLabel={intl.formatMessage({ id: 'plans.stop' })}
          pending={update.isPending}
          onConfirm={() =>
            update.mutate({ id: plan.id, stop: true }, { onSuccess: () => setStopping(false) })
          }
        >
          {intl.formatMessage({ id: 'plans.stopBody' }, { planName: name })}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
