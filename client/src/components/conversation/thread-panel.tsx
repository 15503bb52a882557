import type { ConversationMessage } from '@contract/conversations';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MessageThread } from '@client/components/conversation/message-thread';
import { ReplyBox } from '@client/components/conversation/reply-box';
import { useMarkRead } from '@client/components/conversation/use-mark-read';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';

/**
 * One conversation beside the list, for the member's portal and the admin panel alike: a prompt
 * until one is chosen, loading and error states, the caller's header, the scrollable messages and
 * the reply box with its 'Message Sent' toast. Showing a thread marks it read, on the server and
 * in the cached list.
 */
export function ThreadPanel<T extends { messages: ConversationMessage[] }>({
  id,
  thread,
  listKey,
  markRead,
  viewer,
  prompt,
  header,
  replyLabel,
  replying,
  send,
  notified,
}: {
  id: number | null;
  thread: UseQueryResult<T>;
  /** The conversation list whose unread badge clears once the thread is shown. */
  listKey: QueryKey;
  /** Marks the thread read for this viewer (the API's POST …/read). */
  markRead: (id: number) => Promise<unknown>;
  viewer: 'member' | 'admin';
  /** Shown until a conversation is chosen. */
  prompt: string;
  header: (data: T) => ReactNode;
  replyLabel?: string;
  replying: boolean;
  send: (content: string, files: File[]) => Promise<unknown>;
  /** The 'Message Sent' toast's description: who will be told. */
  notified: string;
}) {
  const intl = useIntl();
  useMarkRead(listKey, id, thread.data?.messages.length, markRead);
  return (
    <section
      aria-label={intl.formatMessage({ id: 'conversation.region' })}
      className="flex h-[600px] min-w-0 flex-col rounded-xl border border-navy-200 bg-white p-4 shadow-sm"
    >
      {id === null ? (
        <p className="m-auto text-center text-slate-700">{prompt}</p>
      ) : thread.isPending ? (
        <Skeleton className="h-full w-full" />
      ) : thread.isError || !thread.data ? (
        <p className="m-auto text-red-700">
          {intl.formatMessage({ id: 'conversation.loadFailed' })}
        </p>
      ) : (
        <>
          {header(thread.data)}
          <div
            className="min-h-0 flex-1 overflow-y-auto py-4"
            tabIndex={0}
            role="region"
            aria-label={intl.formatMessage({ id: 'conversation.thread' })}
          >
            <MessageThread messages={thread.data.messages} viewer={viewer} />
          </div>
          <ReplyBox
            key={id}
            {...(replyLabel ? { label: replyLabel } : {})}
            pending={replying}
            onSend={async (content, files) => {
              // A failure is toasted by the mutation ('Failed to send message') and rethrown
              // here, so the reply box keeps what was typed.
              await send(content, files);
              toast({
                title: intl.formatMessage({ id: 'conversation.sent' }),
                description: notified,
              });
            }}
          />
        </>
      )}
    </section>
  );
}
