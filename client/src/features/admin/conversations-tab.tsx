import type { ConversationStatus } from '@contract/conversations';
import { Heading } from '@client/components/headed-section';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@contract/messages/en';
import {
  ConversationListItem,
  useConversationWords,
} from '@client/components/conversation/conversation-list-item';
import { ThreadPanel } from '@client/components/conversation/thread-panel';
import { useSelectedConversation } from '@client/components/conversation/use-selected-conversation';
import { ChoiceButtons } from '@client/components/choice-buttons';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { hasPermission } from '@contract/staff';
import {
  adminConversationsKey,
  markAdminConversationRead,
  useAdminConversation,
  useAdminConversations,
  useAdminReply,
  useSetConversationStatus,
} from './api/conversations';
import { RemoveFactors } from './remove-factors';
import { SignOutEverywhere } from './sign-out-everywhere';

type Filter = 'all' | ConversationStatus;
const filters: { value: Filter; label: MessageId }[] = [
  { value: 'all', label: 'admin.conversations.all' },
  { value: 'open', label: 'admin.conversations.open' },
  { value: 'closed', label: 'admin.conversations.closed' },
];

/** The admin panel's Conversations tab: every member's thread, newest activity first. */
export function ConversationsTab() {
  const intl = useIntl();
  const [selected, setSelected] = useSelectedConversation();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useAdminConversations();
  const shown = list.data?.filter((c) => filter === 'all' || c.status === filter);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <section aria-labelledby="admin-conversations-heading" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id="admin-conversations-heading" title="admin.tabs.conversations" look="panel" />
          <ChoiceButtons
            label={intl.formatMessage({ id: 'admin.conversations.filter' })}
            className="flex gap-1"
            choices={filters.map((f) => ({
              value: f.value,
              label: intl.formatMessage({ id: f.label }),
            }))}
            value={filter}
            onChoose={setFilter}
          />
        </div>
        {list.isPending ? (
          <Skeleton className="mt-4 h-40 w-full" />
        ) : list.isError ? (
          <p className="mt-4 text-red-700">
            {intl.formatMessage({ id: 'admin.conversations.loadFailed' })}
          </p>
        ) : !shown?.length ? (
          <p className="mt-4 text-slate-700">
            {intl.formatMessage({ id: 'admin.conversations.none' })}
          </p>
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
  const intl = useIntl();
  // Signing a member out and removing their factors are the people managers' (not every pastor's).
  const { data: me } = useCurrentUser();
  const managesPeople = !!me && hasPermission(me.roles, 'people.manage');
  const words = useConversationWords();
  const thread = useAdminConversation(id);
  const reply = useAdminReply(id ?? 0);
  const setStatus = useSetConversationStatus(id ?? 0);

  return (
    <ThreadPanel
      id={id}
      thread={thread}
      listKey={adminConversationsKey}
      markRead={markAdminConversationRead}
      viewer="admin"
      prompt={intl.formatMessage({ id: 'admin.conversations.prompt' })}
      header={(data) => (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-navy-200 pb-3">
          <div>
            <h3 className="font-serif text-xl font-bold text-navy-900">{data.title}</h3>
            <p className="text-sm text-slate-600">
              {data.member.name} · {data.member.email} · {words.category(data.category)} ·{' '}
              {intl.formatMessage({ id: 'admin.conversations.state' }, { status: data.status })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {managesPeople ? (
              <>
                <SignOutEverywhere member={data.member} />
                <RemoveFactors member={data.member} />
              </>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              disabled={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(data.status === 'closed' ? 'open' : 'closed', {
                  onSuccess: () => void thread.refetch(),
                })
              }
            >
              {intl.formatMessage({
                id:
                  data.status === 'closed'
                    ? 'admin.conversations.reopen'
                    : 'admin.conversations.markClosed',
              })}
            </Button>
          </div>
        </header>
      )}
      replyLabel={intl.formatMessage({ id: 'admin.conversations.replyLabel' })}
      replying={reply.isPending}
      send={(content, files) => reply.mutateAsync({ content, files })}
      notified={intl.formatMessage({ id: 'admin.conversations.notified' })}
    />
  );
}
