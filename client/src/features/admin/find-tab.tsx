import {
  adminSearchScopePermission,
  adminSearchScopes,
  type AdminSearchQuery,
  type AdminSearchScope,
} from '@contract/search';
import { rolesMeet } from '@contract/staff';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { useAdminPanel } from './admin-panel';
import { useAdminSearch } from './api/search';

/** The tab that keeps each scope's records, named as the panel names it. */
const scopeTab = {
  people: 'people',
  conversations: 'conversations',
  subscribers: 'newsletter',
  donations: 'donations',
} as const satisfies Record<AdminSearchScope, string>;

/**
 * One search over what a staff member may open, by name or e-mail address: people,
 * conversations, newsletter subscribers and gifts, each only with its permission (the server
 * answers only those), each group leading to its tab.
 */
export function FindTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const { openTab } = useAdminPanel();
  const roles = useCurrentUser().data?.roles ?? [];
  const scopes = adminSearchScopes.filter((scope) =>
    rolesMeet(roles, adminSearchScopePermission[scope]),
  );
  const [text, setText] = useState('');
  const [scope, setScope] = useState<AdminSearchScope | ''>('');
  const [query, setQuery] = useState<AdminSearchQuery>();
  const found = useAdminSearch(query);
  const scopeLabel = (value: AdminSearchScope) =>
    intl.formatMessage({ id: `admin.tabs.${scopeTab[value]}` });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) setQuery(scope ? { q, scope } : { q });
  };

  return (
    <section aria-labelledby="find-heading" className="space-y-4">
      <h2 id="find-heading" className="font-serif text-2xl font-bold text-navy-900">
        {intl.formatMessage({ id: 'admin.find.heading' })}
      </h2>
      <p className="text-slate-700">{intl.formatMessage({ id: 'admin.find.hint' })}</p>
      <form
        role="search"
        onSubmit={onSearch}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      >
        <TextField
          label={intl.formatMessage({ id: 'admin.find.query' })}
          type="search"
          value={text}
          required
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'admin.find.scope' })}
          value={scope}
          onChange={(e) => setScope(e.target.value as AdminSearchScope | '')}
          options={[
            { value: '', label: intl.formatMessage({ id: 'admin.find.everywhere' }) },
            ...scopes.map((value) => ({ value, label: scopeLabel(value) })),
          ]}
        />
        <Button type="submit">{intl.formatMessage({ id: 'admin.find.submit' })}</Button>
      </form>
      {query === undefined ? null : found.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {localizer.text(errorMessage(found.error, intl.formatMessage({ id: 'search.failed' })))}
        </p>
      ) : found.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : found.data.groups.every((group) => group.total === 0) ? (
        <p className="text-slate-700" aria-live="polite">
          {intl.formatMessage({ id: 'admin.find.none' }, { query: found.data.query })}
        </p>
      ) : (
        <div className="space-y-6" aria-live="polite">
          {found.data.groups
            .filter((group) => group.total > 0)
            .map((group) => (
              <section key={group.scope} aria-labelledby={`find-${group.scope}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`find-${group.scope}`} className="font-semibold text-navy-900">
                    {scopeLabel(group.scope)}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      {intl.formatMessage({ id: 'admin.find.count' }, { total: group.total })}
                    </span>
                  </h3>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openTab(scopeTab[group.scope])}
                  >
                    {intl.formatMessage(
                      { id: 'admin.find.open' },
                      { tab: scopeLabel(group.scope) },
                    )}
                  </Button>
                </div>
                <ul className="mt-2 space-y-2">
                  {group.items.map((item) => (
                    <li key={item.id} className="rounded-lg border border-navy-100 bg-white p-3">
                      <p className="font-semibold wrap-anywhere text-navy-900">{item.title}</p>
                      <p className="text-sm wrap-anywhere text-slate-700">{item.detail}</p>
                      <p className="text-xs text-slate-600">
                        <time dateTime={item.createdAt}>{format.date(item.createdAt)}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      )}
    </section>
  );
}
