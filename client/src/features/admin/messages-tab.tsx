import type { MessageId } from '@contract/messages/en';
import { Mail, MailOpen } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useContactMessages, useMarkContactMessageRead } from './api/contact-messages';
import { contactSubjectIds } from '@client/lib/contact-subjects';
import { usePageFormat } from '@client/lib/format';

const subjectId = (value: string | null): MessageId =>
  Object.entries(contactSubjectIds).find(([subject]) => subject === value)?.[1] ??
  'admin.messages.noSubject';

/** The admin panel's Messages tab: contact messages, newest first. */
export function MessagesTab() {
  const { data, isPending, isError } = useContactMessages();
  const markRead = useMarkContactMessageRead();
  const intl = useIntl();
  const format = usePageFormat();
  const subjectLabel = (value: string | null) => intl.formatMessage({ id: subjectId(value) });

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError)
    return (
      <p className="text-red-700">{intl.formatMessage({ id: 'admin.messages.loadFailed' })}</p>
    );
  const unread = data.messages.filter((m) => !m.readAt).length;
  if (data.messages.length === 0) {
    return <p className="text-navy-800">{intl.formatMessage({ id: 'admin.messages.none' })}</p>;
  }
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.messages.label' })} className="space-y-4">
      <p className="text-sm text-slate-600">
        {intl.formatMessage(
          { id: 'admin.messages.count' },
          { count: data.messages.length, unread },
        )}
      </p>
      <ul className="space-y-4">
        {data.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg border p-4 ${m.readAt ? 'border-navy-100 bg-white' : 'border-gold-400 bg-gold-50'}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-navy-900">
                {m.readAt ? null : (
                  <span className="mr-2 text-xs text-navy-800 uppercase">
                    {intl.formatMessage({ id: 'admin.messages.new' })}
                  </span>
                )}
                {subjectLabel(m.subject)} — {m.name}
              </h3>
              <time className="text-sm text-slate-600" dateTime={m.createdAt}>
                {format.dateTime(m.createdAt)}
              </time>
            </div>
            <p className="text-sm text-slate-700">{m.email}</p>
            <p className="mt-3 whitespace-pre-wrap text-navy-950">{m.message}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              {/* Its label is long in Spanish and Portuguese: it wraps on a narrow phone. */}
              <Button asChild size="sm" className="h-auto min-h-9 py-1.5 whitespace-normal">
                <a
                  href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(m.subject)}`)}`}
                >
                  <Mail aria-hidden="true" />
                  {intl.formatMessage({ id: 'admin.messages.reply' })}
                </a>
              </Button>
              {m.readAt ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate(m.id)}
                >
                  <MailOpen aria-hidden="true" />
                  {intl.formatMessage({ id: 'admin.messages.markRead' })}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
