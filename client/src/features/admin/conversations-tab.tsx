import type { ConversationStatus } from '@contract/conversations';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { MessageThread } from '@client/components/conversation/message-thread';
import { ReplyBox } from '@client/components/conversation/reply-box';
import {
  categoryLabel,
  ConversationListItem,
} from '@client/components/conversation/conversation-list-item';
import { useMarkReadInList } from '@client/components/conversation/use-mark-read-in-list';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import {
  adminConversationsKey,
  useAdminConversation,
  useAdminConversations,
  useAdminReply,
  useSetConversationStatus,
} from './conversations-api';

type Filter = 'all' | ConversationStatus;
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** The admin panel's Conversations tab: every member's thread, newest activity first. */
export function ConversationsTab() {
  const search = useSearch();
  const linked = Number(new URLSearchParams(search).get('conversation'));
  const [selected, setSelected] = useState<number | null>(
    Number.isInteger(linked) && linked > 0 ? linked : null,
  );
  const [filter, setFilter] = useState<Filter>('all');
  const list = useAdminConversations();
  const shown = list.data?.filter((c) => filter === 'all' || c.status === filter);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section aria-labelledby="admin-conversations-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id="admin-conversations-heading"
            className="font-serif text-xl font-bold text-navy-900"
          >
            Conversations
          </h2>
          <div role="group" aria-label="Show" className="flex gap-1">
            {filters.map((f) => (
              <Button
                key={f.value}
                size="sm"
                variant={filter === f.value ? 'default' : 'outline'}
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
              </Button>
            ))}
          </div>
        </div>
        {list.isPending ? (
          <Skeleton className="mt-4 h-40 w-full" />
        ) : list.isError ? (
          <p className="mt-4 text-red-700">The conversations could not be loaded.</p>
        ) : !shown?.length ? (
          <p className="mt-4 text-slate-700">No conversations here.</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {shown.map((c) => (
              <ConversationListItem
                key={c.id}
                conversation={c}
                selected={c.id === selected}
                onSelect={() => setSelected(c.id)}
                detail={`${c.member.name} · ${c.member.email}`}
              />
            ))}
          </ul>
        )}
      </section>
      <AdminThread id={selected} />
    </div>
  );
}

function AdminThread({ id }: { id: number | null }) {
  const thread = useAdminConversation(id);
  const reply = useAdminReply(id ?? 0);
  const setStatus = useSetConversationStatus(id ?? 0);
  const messageCount = thread.data?.messages.length;

  useMarkReadInList(adminConversationsKey, id, messageCount);

  return (
    <section
      aria-label="Conversation"
      className="flex h-[600px] min-w-0 flex-col rounded-xl border border-navy-200 bg-white p-4 shadow-sm"
    >
      {id === null ? (
        <p className="m-auto text-center text-slate-700">Choose a conversation to read it.</p>
      ) : thread.isPending ? (
        <Skeleton className="h-full w-full" />
      ) : thread.isError || !thread.data ? (
        <p className="m-auto text-red-700">This conversation could not be loaded.</p>
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-3 border-b border-navy-200 pb-3">
            <div>
              <h3 className="font-serif text-xl font-bold text-navy-900">{thread.data.title}</h3>
              <p className="text-sm text-slate-600">
                {thread.data.member.name} · {thread.data.member.email} ·{' '}
                {categoryLabel(thread.data.category)} ·{' '}
                {thread.data.status === 'closed' ? 'Closed' : 'Open'}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(thread.data.status === 'closed' ? 'open' : 'closed', {
                  onSuccess: () => void thread.refetch(),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Update Failed',
                      description: errorMessage(error, 'Please try again later.'),
                    }),
                })
              }
            >
              {thread.data.status === 'closed' ? 'Reopen' : 'Mark Closed'}
            </Button>
          </header>
          <div
            className="min-h-0 flex-1 overflow-y-auto py-4"
            tabIndex={0}
            role="region"
            aria-label="Thread"
          >
            <MessageThread messages={thread.data.messages} viewer="admin" />
          </div>
          <ReplyBox
            key={id}
            label="Reply to the member"
            pending={reply.isPending}
            onSend={(content, files) =>
              reply.mutateAsync(
                { content, files },
                {
                  onSuccess: () =>
                    toast({ title: 'Message Sent', description: 'The member will be notified.' }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Failed to send message',
                      description: errorMessage(error, 'Please try again later.'),
                    }),
                },
              )
            }
          />
        </>
      )}
    </section>
  );
}
