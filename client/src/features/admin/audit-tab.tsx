import { AUDIT_ACTIONS, type AuditQuery } from '@contract/people';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Pager } from '@client/components/pager';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { HeadedSection } from '@client/components/headed-section';
import { auditExportHref, useAudit } from './api/people';

/** The audit trail: who did what and when, searched by person, action and dates; a CSV of it. */
export function AuditTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const audit = useAudit(query);
  const actionName = (id: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(id)
      ? intl.formatMessage({ id: `audit.action.${id as (typeof AUDIT_ACTIONS)[number]}` })
      : id;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      page: 1,
      ...(actor.trim() ? { actor: actor.trim() } : {}),
      ...(action ? { action } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  };

  return (
    <HeadedSection title="audit.heading" look="section" className="space-y-4">
      <form
        role="search"
        onSubmit={onSearch}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
      >
        <TextField
          label={intl.formatMessage({ id: 'audit.actor' })}
          type="search"
          value={actor}
          maxLength={100}
          onChange={(e) => setActor(e.target.value)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'audit.action' })}
          value={action}
          onChange={(e) => setAction(e.target.value)}
          options={[
            { value: '', label: intl.formatMessage({ id: 'audit.anyAction' }) },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionName(a) })),
          ]}
        />
        <TextField
          label={intl.formatMessage({ id: 'audit.from' })}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'audit.to' })}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit">{intl.formatMessage({ id: 'audit.show' })}</Button>
      </form>
      <Button asChild variant="outline">
        <a href={auditExportHref(query.from, query.to)} download>
          <Download className="size-4" aria-hidden="true" />
          {intl.formatMessage({ id: 'audit.export' })}
        </a>
      </Button>
      {audit.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {localizer.text(errorMessage(audit.error, intl.formatMessage({ id: 'audit.none' })))}
        </p>
      ) : audit.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {intl.formatMessage({ id: 'audit.count' }, { total: audit.data.total })}
          </p>
          {audit.data.entries.length === 0 ? (
            <p className="text-slate-700">{intl.formatMessage({ id: 'audit.none' })}</p>
          ) : (
            <ul className="space-y-2">
              {audit.data.entries.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-navy-100 bg-white p-3">
                  <p className="font-semibold text-navy-900">{actionName(entry.action)}</p>
                  <p className="text-sm wrap-anywhere text-slate-700">{entry.summary}</p>
                  <p className="text-xs wrap-anywhere text-slate-600">
                    <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                    {entry.actor ? ` · ${entry.actor}` : ''}
                    {entry.address ? ` · ${entry.address}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pager
            label={intl.formatMessage({ id: 'people.pages' })}
            page={audit.data.page}
            total={audit.data.total}
            pageSize={audit.data.pageSize}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
    </HeadedSection>
  );
}
