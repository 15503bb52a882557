import { languageNames, siteLanguages, type SiteLanguage } from '@contract/i18n';
import { Users } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSubscriptions } from './api/newsletter';
import { PAGE_SIZE, selectClass, languageFrom } from './newsletter/parts';
import { LanguageOptions } from './parts/language-options';
import { ListSearch } from './parts/list-search';
import { Composer } from './newsletter/composer';
import { CampaignHistory } from './newsletter/campaign-history';
import { SubscriberList } from './newsletter/subscriber-list';

/** The admin panel's Newsletter tab: subscribers, the composer and the campaign history. */
export function NewsletterTab() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [language, setLanguage] = useState<SiteLanguage | null>(null);
  const search = useDeferredValue(q.trim());
  const subscriptions = useSubscriptions(search, page, PAGE_SIZE, language ?? undefined);
  const subscriberCount = subscriptions.data?.subscriberCount;
  const pendingCount = subscriptions.data?.pendingCount ?? 0;
  const languageCounts = subscriptions.data?.languageCounts;
  const filterId = useId();

  return (
    <div className="space-y-8">
      <p className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Users className="size-5" aria-hidden="true" />
        {subscriberCount === undefined ? (
          <Skeleton className="h-6 w-40" />
        ) : (
          <>
            <span data-testid="subscriber-count">
              {intl.formatMessage(
                { id: 'admin.newsletter.subscribers' },
                { count: subscriberCount },
              )}
            </span>
            {pendingCount > 0 ? (
              <span className="text-base font-normal text-slate-600">
                {intl.formatMessage({ id: 'admin.newsletter.waiting' }, { count: pendingCount })}
              </span>
            ) : null}
          </>
        )}
      </p>
      {languageCounts ? (
        <ul
          className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700"
          aria-label={intl.formatMessage({ id: 'newsletterAdmin.byLanguage' })}
          data-testid="language-counts"
        >
          {siteLanguages.map((lang) => (
            <li key={lang}>
              <span lang={lang}>{languageNames[lang]}</span>: {languageCounts[lang]}
            </li>
          ))}
        </ul>
      ) : null}
      <Composer subscriberCount={subscriberCount} languageCounts={languageCounts} />
      <CampaignHistory subscriberCount={subscriberCount} languageCounts={languageCounts} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            {intl.formatMessage({ id: 'admin.newsletter.subscribersHeading' })}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-end gap-4">
            <ListSearch
              id="subscriber-search"
              label={intl.formatMessage({ id: 'admin.newsletter.search' })}
              placeholder={intl.formatMessage({ id: 'admin.newsletter.searchPlaceholder' })}
              value={q}
              onSearch={(value) => {
                setQ(value);
                setPage(1);
              }}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={filterId}>
                {intl.formatMessage({ id: 'newsletterAdmin.filterLanguage' })}
              </Label>
              <select
                id={filterId}
                className={selectClass}
                value={language ?? ''}
                onChange={(e) => {
                  setLanguage(languageFrom(e.target.value));
                  setPage(1);
                }}
              >
                <option value="">
                  {intl.formatMessage({ id: 'newsletterAdmin.allLanguages' })}
                </option>
                <LanguageOptions />
              </select>
            </div>
          </div>
          <SubscriberList subscriptions={subscriptions} page={page} onPage={setPage} />
        </CardContent>
      </Card>
    </div>
  );
}
