import { Laptop } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
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
    <Card>
      <CardHeader>
        <CardTitle as="h2">{intl.formatMessage({ id: 'sessions.title' })}</CardTitle>
        <CardDescription>{intl.formatMessage({ id: 'sessions.description' })}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'sessions.loading' })}
            className="space-y-3"
          >
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError ? (
          <LoadFailed
            what={intl.formatMessage({ id: 'sessions.what' })}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <ul
            className="divide-y divide-navy-100"
            aria-label={intl.formatMessage({ id: 'sessions.devices' })}
          >
            {list.data.sessions.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Laptop className="mt-0.5 size-5 shrink-0 text-navy-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="font-medium break-words text-navy-950">
                      {session.device}
                      {session.current ? (
                        <span className="ml-2 rounded bg-navy-100 px-1.5 py-0.5 text-xs font-semibold text-navy-800">
                          {intl.formatMessage({ id: 'sessions.thisDevice' })}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      {intl.formatMessage(
                        { id: 'sessions.when' },
                        {
                          signedIn: dateTime(session.createdAt),
                          lastUsed: dateTime(session.lastSeenAt),
                        },
                      )}
                    </p>
                  </div>
                </div>
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
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
