import { LayoutDashboard, LogOut, MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathTo } from '@contract/pages';
import { AccessRestricted } from '@client/components/access-restricted';
import {
  ConversationListItem,
  useConversationWords,
} from '@client/components/conversation/conversation-list-item';
import { ThreadPanel } from '@client/components/conversation/thread-panel';
import { useSelectedConversation } from '@client/components/conversation/use-selected-conversation';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { useLogout } from '@client/lib/use-logout';
import { HeadedSection } from '@client/components/headed-section';
import {
  conversationsKey,
  markConversationRead,
  useConversation,
  useConversations,
  useSendMessage,
} from './api/conversations';
import { NewConversationDialog } from './new-conversation-dialog';

const heading = 'font-serif text-3xl font-bold text-navy-900 sm:text-4xl';

export function MemberPortalScreen() {
  const intl = useIntl();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className={heading}>{intl.formatMessage({ id: 'nav.memberPortal' })}</h1>
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (!user) return <AccessRestricted />;
  return <Portal />;
}

function Portal() {
  const intl = useIntl();
  const [selected, setSelected] = useSelectedConversation();
  const [creating, setCreating] = useState(false);
  const list = useConversations();
  const logout = useLogout();

  return (
    <div className="container-page py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className={heading}>{intl.formatMessage({ id: 'nav.memberPortal' })}</h1>
          <p className="mt-2 text-slate-700">{intl.formatMessage({ id: 'portal.lead' })}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setCreating(true)}>
            <MessageSquarePlus aria-hidden="true" />
            {intl.formatMessage({ id: 'portal.newConversation' })}
          </Button>
          <Button asChild variant="outline">
            <Link href={pathTo('dashboard')}>
              <LayoutDashboard aria-hidden="true" />
              {intl.formatMessage({ id: 'account.dashboard' })}
            </Link>
          </Button>
          <Button variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            {intl.formatMessage({ id: 'account.logout' })}
          </Button>
        </div>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <HeadedSection title="portal.conversations" look="panel" className="min-w-0">
          <ConversationList list={list} selected={selected} onSelect={setSelected} />
        </HeadedSection>
        <ThreadPane id={selected} />
      </div>

      <NewConversationDialog open={creating} onOpenChange={setCreating} onStarted={setSelected} />
    </div>
  );
}

function ConversationList({
  list,
  selected,
  onSelect,
}: {
  list: ReturnType<typeof useConversations>;
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  if (list.isPending) return <Skeleton className="mt-4 h-40 w-full" />;
  if (list.isError) {
    return <p className="mt-4 text-red-700">{intl.formatMessage({ id: 'portal.loadFailed' })}</p>;
  }
  const conversations = list.data;
  if (!conversations?.length) {
    return <p className="mt-4 text-slate-700">{intl.formatMessage({ id: 'portal.none' })}</p>;
  }
  return (
    <ul className="mt-4 space-y-2">
      {conversations.map((c) => (
        <ConversationListItem
          key={c.id}
          conversation={c}
          selected={c.id === selected}
          onSelect={() => onSelect(c.id)}
        />
      ))}
    </ul>
  );
}

function ThreadPane({ id }: { id: number | null }) {
  const intl = useIntl();
  const words = useConversationWords();
  const thread = useConversation(id);
  const send = useSendMessage(id ?? 0);

  return (
    <ThreadPanel
      id={id}
      thread={thread}
      listKey={conversationsKey}
      markRead={markConversationRead}
      viewer="member"
      prompt={intl.formatMessage({ id: 'portal.prompt' })}
      header={(data) => (
        <header className="border-b border-navy-200 pb-3">
          <h2 className="font-serif text-xl font-bold text-navy-900">{data.title}</h2>
          <p className="text-sm text-slate-600">
            {words.category(data.category)} · {words.status(data.status)}
          </p>
        </header>
      )}
      replying={send.isPending}
      send={(content, files) => send.mutateAsync({ content, files })}
      notified={intl.formatMessage({ id: 'portal.notified' })}
    />
  );
}
