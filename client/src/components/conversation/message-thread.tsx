import type { Attachment, ConversationMessage } from '@contract/conversations';
import { Download, FileText, Image as ImageIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePageFormat } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { useConversationWords } from './conversation-list-item';

function AttachmentChip({ attachment }: { attachment: Attachment }) {
  const format = usePageFormat();
  const image = attachment.fileType.startsWith('image/');
  const Icon = image ? ImageIcon : FileText;
  return (
    <a
      href={attachment.url}
      {...(image ? { target: '_blank', rel: 'noopener' } : { download: attachment.fileName })}
      className="inline-flex max-w-full items-center gap-2 rounded-md border border-current/30 bg-white/90 px-2 py-1 text-xs font-medium text-navy-900 hover:bg-white"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{attachment.fileName}</span>
      <span className="shrink-0 text-slate-600">{format.bytes(attachment.fileSize)}</span>
      {image ? null : <Download className="size-3 shrink-0" aria-hidden="true" />}
    </a>
  );
}

/**
 * The messages of one conversation, oldest first. The viewer's own side sits on the right; the
 * other side on the left in another colour, each labelled, so the two are never confused.
 */
export function MessageThread({
  messages,
  viewer,
}: {
  messages: ConversationMessage[];
  viewer: 'member' | 'admin';
}) {
  const intl = useIntl();
  const { dateTime } = useConversationWords();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  return (
    <ol className="space-y-4" aria-label={intl.formatMessage({ id: 'conversation.messages' })}>
      {messages.map((m) => {
        const own = viewer === 'admin' ? m.isFromAdmin : !m.isFromAdmin;
        const who = m.isFromAdmin
          ? viewer === 'admin'
            ? intl.formatMessage({ id: 'conversation.ministry' })
            : intl.formatMessage({ id: 'conversation.ministryReply' })
          : viewer === 'member'
            ? intl.formatMessage({ id: 'conversation.you' })
            : m.senderName;
        return (
          <li key={m.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
            <article
              className={cn(
                'max-w-[85%] rounded-lg px-4 py-3 shadow-sm',
                m.isFromAdmin
                  ? 'border-l-4 border-gold-400 bg-navy-800 text-white'
                  : 'border border-navy-200 bg-navy-50 text-navy-950',
              )}
              aria-label={`${who}, ${dateTime(m.createdAt)}`}
            >
              <p className="text-xs font-semibold tracking-wide uppercase opacity-90">
                {who} · <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              </p>
              {m.content ? <p className="mt-1 whitespace-pre-wrap">{m.content}</p> : null}
              {m.attachments.length > 0 ? (
                <ul
                  className="mt-2 flex flex-wrap gap-2"
                  aria-label={intl.formatMessage({ id: 'conversation.attachments' })}
                >
                  {m.attachments.map((a) => (
                    <li key={a.id} className="max-w-full">
                      <AttachmentChip attachment={a} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
