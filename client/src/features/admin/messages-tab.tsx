import { CONTACT_SUBJECTS } from '@contract/contact';
import { Mail, MailOpen } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDateTime } from '@client/lib/format';
import { useContactMessages, useMarkContactMessageRead } from './api/contact-messages';

const subjectLabel = (value: string | null) =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? 'No subject';

/** The admin panel's Messages tab: contact messages, newest first. */
export function MessagesTab() {
  const { data, isPending, isError } = useContactMessages();
  const markRead = useMarkContactMessageRead();

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-red-700">Messages could not be loaded.</p>;
  const unread = data.messages.filter((m) => !m.readAt).length;
  if (data.messages.length === 0) {
    return <p className="text-navy-800">No messages yet.</p>;
  }
  return (
    <section aria-label="Contact messages" className="space-y-4">
      <p className="text-sm text-slate-600">
        {data.messages.length} messages, {unread} unread
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
                  <span className="mr-2 text-xs text-navy-800 uppercase">New</span>
                )}
                {subjectLabel(m.subject)} — {m.name}
              </h3>
              <time className="text-sm text-slate-600" dateTime={m.createdAt}>
                {formatDateTime(m.createdAt)}
              </time>
            </div>
            <p className="text-sm text-slate-700">{m.email}</p>
            <p className="mt-3 whitespace-pre-wrap text-navy-950">{m.message}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild size="sm">
                <a
                  href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(m.subject)}`)}`}
                >
                  <Mail aria-hidden="true" />
                  Reply by e-mail
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
                  Mark as read
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
