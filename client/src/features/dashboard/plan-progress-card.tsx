import { pathTo } from '@contract/pages';
import { planNameId } from '@contract/study-tools';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMyPlans } from '@client/features/bible/api/study-tools';

/** The dashboard's card of the reading plans the member follows: day, progress and streak. */
export function PlanProgressCard() {
  const intl = useIntl();
  const plans = useMyPlans(true);
  return (
    <Card className="mt-8" data-testid="plan-progress">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {intl.formatMessage({ id: 'plans.mine' })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {plans.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : plans.isError ? (
          <p className="text-red-700">{intl.formatMessage({ id: 'plans.loadFailed' })}</p>
        ) : plans.data.plans.length === 0 ? (
          <p className="text-slate-700">
            {intl.formatMessage({ id: 'plans.none' })}{' '}
            <Link href={pathTo('readingPlans')} className="font-medium text-navy-700 underline">
              {intl.formatMessage({ id: 'plans.choose' })}
            </Link>
          </p>
        ) : (
          <ul className="space-y-4">
            {plans.data.plans.map((plan) => (
              <li key={plan.id}>
                <Link href={pathTo('readingPlans')} className="font-medium text-navy-900 underline">
                  {intl.formatMessage({ id: planNameId(plan.planId) })}
                </Link>
                <p className="text-sm text-slate-700">
                  {intl.formatMessage(
                    { id: 'plans.dayOf' },
                    { day: plan.today, days: plan.dayCount },
                  )}{' '}
                  · {intl.formatMessage({ id: 'plans.progress' }, { percent: plan.percent })} ·{' '}
                  {intl.formatMessage({ id: 'plans.streak' }, { count: plan.streak })}
                </p>
                <progress
                  className="mt-1 h-2 w-full accent-navy-700"
                  max={100}
                  value={plan.percent}
                  aria-label={intl.formatMessage(
                    { id: 'plans.progress' },
                    { percent: plan.percent },
                  )}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
