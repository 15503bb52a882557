import { Laptop } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { DeviceList, DeviceRow } from './device-list';
import { useActiveSessions, useEndSession } from './api/sessions';
import { usePageFormat } from '@client/lib/format';

/** Where the member is signed in; any other device can be signed out from here. */
export function ActiveSessions() {
  const intl = useIntl();
  const format = usePageFormat();
  const dateTime = (iso: string) => format.dateTime(iso);
  const list = useActiveSessions();
  const end = useEndSession();

  const signOut = (id: string, device: string) =>
    end.mutate(id, {
      onSuccess: () =>
        toast({
          title: intl.formatMessage({ id: 'sessions.signedOut' }),
          description: intl.formatMessage({ id: 'sessions.signedOutBody' }, { device }),
        }),
    });

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'sessions.title' })}
      description={intl.formatMessage({ id: 'sessions.description' })}
    >
      <DeviceList
        query={list}
        loadingLabel={intl.formatMessage({ id: 'sessions.loading' })}
        placeholders={2}
        what={intl.formatMessage({ id: 'sessions.what' })}
        label={intl.formatMessage({ id: 'sessions.devices' })}
      >
        {list.data?.sessions.map((session) => (
          <DeviceRow
            key={session.id}
            icon={Laptop}
            name={session.device}
            tag={session.current ? intl.formatMessage({ id: 'sessions.thisDevice' }) : undefined}
            detail={intl.formatMessage(
              { id: 'sessions.when' },
              { signedIn: dateTime(session.createdAt), lastUsed: dateTime(session.lastSeenAt) },
            )}
          >
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={end.isPending}
                onClick={() => signOut(session.id, session.device)}
                aria-label={intl.formatMessage(
                  { id: 'sessions.signOutDevice' },
                  { device: session.device, lastUsed: dateTime(session.lastSeenAt) },
                )}
              >
                {intl.formatMessage({ id: 'sessions.signOut' })}
              </Button>
            )}
          </DeviceRow>
        ))}
      </DeviceList>
    </SectionCard>
  );
}
