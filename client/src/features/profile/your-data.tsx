import { localizePath } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import { privacyApi } from '@contract/privacy';
import { Download, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { toastAfterReload } from '@client/components/ui/toast-store';
import { usePageLanguage } from '@client/lib/i18n';
import { useDeleteAccount } from './api/privacy';
import { useTwoFactorStatus } from './api/two-factor';
import { OwnerCheckForm } from '@client/components/owner-check-form';
import { wrapping } from './two-step-verification';

/**
 * The member's privacy rights: everything the site keeps about them as one JSON file (a plain
 * link: the server answers it as a download), and the end of their account after their password
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
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'privacy.download.title' })}</CardTitle>
          <CardDescription>{intl.formatMessage({ id: 'privacy.download.body' })}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className={wrapping}>
            <a href={privacyApi.myData()} download>
              <Download aria-hidden="true" />
              {intl.formatMessage({ id: 'privacy.download.action' })}
            </a>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{intl.formatMessage({ id: 'privacy.delete.title' })}</CardTitle>
          <CardDescription>{intl.formatMessage({ id: 'privacy.delete.body' })}</CardDescription>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>
    </div>
  );
}
