import { pathTo } from '@contract/pages';
import {
  PRAYER_PAGE_SIZE,
  prayerCategories,
  prayerHref,
  prayerViewOf,
  type PrayerView,
} from '@contract/prayer';
import { useIntl } from 'react-intl';
import { FilterNav } from '@client/components/filter-link';
import { Link, useLocation, useSearch } from 'wouter';
import { PagedGrid } from '@client/components/paged-grid';
import { Button } from '@client/components/ui/button';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { useCurrentUser } from '@client/lib/auth';
import { usePageLanguage } from '@client/lib/i18n';
import { localizePath } from '@contract/i18n';
import { useLocalizer } from '@client/lib/localize';
import { usePlainFormAnswer } from '@client/lib/plain-form';
import { HeadedSection } from '@client/components/headed-section';
import { usePrayerList } from './api/prayer';
import { PrayerCard, useCategoryLabel } from './prayer-card';
import { SharePrayerForm } from './share-prayer-form';
import { PageTitle } from '@client/components/page-intro';

const grid = 'grid gap-4 md:grid-cols-2 lg:grid-cols-3';

/**
 * The prayer wall: urgent requests first, then those prayed for least, then the newest, 20 a
 * page; a category filter and the answered prayers. Its address holds the view, the filter is a
 * plain GET form and "I prayed" a plain POST, so the wall works without JavaScript.
 */
export function PrayerScreen() {
  const intl = useIntl();
  const localizer = useLocalizer();
  const lang = usePageLanguage();
  const view = prayerViewOf(useSearch());
  const [, navigate] = useLocation();
  const list = usePrayerList(view);
  const { data: user } = useCurrentUser();
  const plain = usePlainFormAnswer('prayed');
  const categoryLabel = useCategoryLabel();
  const href = (change: Partial<PrayerView>) => prayerHref({ ...view, page: 1, ...change });
  const plainError = plain && !plain.sent ? Object.values(plain.fieldErrors)[0]?.[0] : undefined;

  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={intl.formatMessage({ id: 'page.prayer.title' })}
        lead={intl.formatMessage({ id: 'prayer.intro' })}
      />

      <div aria-live="polite">
        {plain?.sent ? (
          <p className="mt-6 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
            {intl.formatMessage({ id: 'prayer.prayedThanks' })}
          </p>
        ) : plainError ? (
          <p className="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
            {localizer.text(plainError)}{' '}
            {user ? null : (
              <Link href={pathTo('login')} className="font-semibold underline">
                {intl.formatMessage({ id: 'prayer.share.signInLink' })}
              </Link>
            )}
          </p>
        ) : null}
      </div>

      <HeadedSection
        title="prayer.share.title"
        look="form"
        className="mt-8 rounded-xl border border-navy-100 bg-white p-5 sm:p-6"
      >
        <div className="mt-4">
          {user && !user.emailVerified ? (
            <VerifyEmailNotice user={user} />
          ) : user ? (
            <SharePrayerForm />
          ) : (
            <p className="text-slate-700">
              {intl.formatMessage({ id: 'prayer.share.signIn' })}{' '}
              <Button asChild variant="link" className="h-auto p-0">
                <Link href={pathTo('login')}>
                  {intl.formatMessage({ id: 'prayer.share.signInLink' })}
                </Link>
              </Button>
            </p>
          )}
        </div>
      </HeadedSection>

      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FilterNav
          label={intl.formatMessage({ id: 'prayer.tabs' })}
          choices={[false, true].map((answered) => ({
            key: String(answered),
            href: href({ answered }),
            current: view.answered === answered,
            label: intl.formatMessage({ id: answered ? 'prayer.tab.answered' : 'prayer.tab.open' }),
          }))}
        />
        {/* A plain GET form: the address it makes is the wall's, rendered by the server. */}
        <form
          method="get"
          action={localizePath('/prayer', lang)}
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('category');
            const category = prayerViewOf(`category=${String(value ?? '')}`).category;
            navigate(href({ category }));
          }}
        >
          {view.answered ? <input type="hidden" name="answered" value="true" /> : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="prayer-category" className="text-sm font-medium text-navy-900">
              {intl.formatMessage({ id: 'prayer.filter.label' })}
            </label>
            <select
              id="prayer-category"
              name="category"
              key={view.category ?? ''}
              defaultValue={view.category ?? ''}
              className="h-10 rounded-md border border-navy-300 bg-white px-3 text-base sm:text-sm"
            >
              <option value="">{intl.formatMessage({ id: 'prayer.filter.all' })}</option>
              {prayerCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {intl.formatMessage({ id: 'prayer.filter.apply' })}
          </Button>
        </form>
      </div>

      <section
        aria-label={intl.formatMessage({
          id: view.answered ? 'prayer.tab.answered' : 'prayer.tab.open',
        })}
        aria-busy={list.isPending}
        className="mt-8"
      >
        <PagedGrid
          list={list}
          gridClassName={grid}
          skeletonClassName="h-56 rounded-xl"
          itemClassName="min-w-0"
          failed={<p className="text-red-700">{intl.formatMessage({ id: 'prayer.loadFailed' })}</p>}
          empty={intl.formatMessage({
            id: view.answered ? 'prayer.emptyAnswered' : 'prayer.empty',
          })}
          renderItem={(request) => (
            <PrayerCard request={request} view={view} signedIn={Boolean(user)} />
          )}
          pager={{
            label: intl.formatMessage({ id: 'prayer.pagination' }),
            page: view.page,
            pageSize: PRAYER_PAGE_SIZE,
            hrefOf: (page) => href({ page }),
          }}
        />
      </section>
    </div>
  );
}
