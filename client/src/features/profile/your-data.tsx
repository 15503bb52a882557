import { localizePath } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import { DATA_EXPORT_DAYS } from '@contract/privacy';
import { Download, RefreshCw, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/ui/card';
import { toastAfterReload } from '@client/components/ui/toast-store';
import { usePageFormat } from '@client/lib/format';
import { usePageLanguage } from '@client/lib/i18n';
import { useDataExport, useDeleteAccount, useRequestDataExport } from './api/privacy';
import { useTwoFactorStatus } from './api/two-factor';
import { OwnerCheckForm } from '@client/components/owner-check-form';
import { wrapping } from './two-step-verification';

/**
 * The member's privacy rights: everything the site keeps about them as one archive, prepared in
 * the background (asked for here, its progress followed, then a plain link the server answers as
 * a download), and the end of their account after their password
 * (and a code when two-step verification is on). Once deleted, the whole app reloads at the home
 * page, so nothing of the account stays in memory.
 */
export function YourData() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const status = useTwoFactorStatus();
  const remove = useDeleteAccount();

  return (
    <div className="space-y-8">
      <p className="text-slate-700">{intl.formatMessage({ id: 'privacy.lead' })}</p>
      <SectionCard
        title={intl.formatMessage({ id: 'privacy.download.title' })}
        description={intl.formatMessage(
          { id: 'privacy.download.body' },
          { days: DATA_EXPORT_DAYS },
        )}
        titleAs="h3"
      >
        <DataArchive />
      </SectionCard>
      <SectionCard
        title={intl.formatMessage({ id: 'privacy.delete.title' })}
        description={intl.formatMessage({ id: 'privacy.delete.body' })}
        titleAs="h3"
      >
        <OwnerCheckForm
          askCode={status.data?.enabled ?? false}
          label={intl.formatMessage({ id: 'privacy.delete.title' })}
          pending={remove.isPending}
          submitLabel={
            <>
              <Trash2 aria-hidden="true" />
              {intl.formatMessage({ id: 'privacy.delete.action' })}
            </>
          }
          onSubmit={async (values) => {
            await remove.mutateAsync(values);
            toastAfterReload({ title: intl.formatMessage({ id: 'server.privacy.deleted' }) });
            window.location.assign(localizePath(pathTo('home'), lang));
          }}
        />
      </SectionCard>
    </div>
  );
}

/** The archive's state: a button to ask for it, its progress, its link when ready. */
function DataArchive() {
  const intl = useIntl();
  const format = usePageFormat();
  const current = useDataExport();
  const start = useRequestDataExport();
  const state = current.data;
  const prepare = (label: 'privacy.download.action' | 'privacy.download.again') => (
    <Button
      type="button"
      variant={label === 'privacy.download.again' ? 'outline' : 'default'}
      className={wrapping}
      disabled={start.isPending || current.isPending}
      onClick={() => start.mutate()}
    >
      {label === 'privacy.download.again' ? (
        <RefreshCw aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {intl.formatMessage({ id: label })}
    </Button>
  );
  return (
    <div className="space-y-4" aria-live="polite">
      {state?.status === 'requested' && state.requestedAt && (
        <p className="text-slate-700" role="status">
          {intl.formatMessage(
            { id: 'privacy.download.requested' },
            { when: format.dateTime(state.requestedAt) },
          )}
        </p>
      )}
      {state?.status === 'failed' && (
        <p className="text-red-700" role="alert">
          {intl.formatMessage({ id: 'privacy.download.failed' })}
        </p>
      )}
      {state?.status === 'ready' && state.url && (
        <>
          <p className="text-slate-700">
            {intl.formatMessage(
              { id: 'privacy.download.ready' },
              {
                size: format.bytes(state.size ?? 0),
                when: format.dateTime(state.readyAt ?? state.requestedAt ?? ''),
                until: format.dateTime(state.expiresAt ?? ''),
              },
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild className={wrapping}>
              <a href={state.url} download>
                <Download aria-hidden="true" />
                {intl.formatMessage({ id: 'privacy.download.file' })}
              </a>
            </Button>
            {prepare('privacy.download.again')}
          </div>
        </>
      )}
      {(state?.status === 'none' || state?.status === 'failed') &&
        prepare('privacy.download.action')}
    </div>
  );
}
