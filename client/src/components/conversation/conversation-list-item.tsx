import type { ConversationStatus } from '@contract/conversations';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@client/lib/utils';
import { UnreadBadge } from './unread-badge';
import { usePageFormat } from '@client/lib/format';

/**
 * A conversation's category and status in the page's language, and its dates as the member area
 * writes them ("Nov 24, 2026, 4:38 PM" in English).
 */
export function useConversationWords() {
  const intl = useIntl();
  const format = usePageFormat();
  return {
    category: (category: string) =>
      intl.formatMessage({ id: 'conversation.category' }, { category }),
    status: (status: ConversationStatus) =>
      intl.formatMessage({ id: 'conversation.status' }, { status }),
    dateTime: (iso: string) => format.dateTime(iso),
  };
}

/** One conversation in a list (member portal and admin inbox): title, unread badge, meta line. */
export function ConversationListItem({
  conversation: c,
  selected,
  onSelect,
  detail,
}: {
  conversation: {
    title: string;
    unreadCount: number;
    category: string;
    status: ConversationStatus;
    updatedAt: string;
  };
  selected: boolean;
  onSelect: () => void;
  /** An extra line under the title (the admin's view shows the member). */
  detail?: ReactNode;
}) {
  const words = useConversationWords();
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'w-full rounded-lg border px-4 py-3 text-left transition-colors',
          selected
            ? 'border-navy-700 bg-navy-50'
            : 'border-navy-200 bg-white hover:border-navy-400',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className={cn('font-semibold text-navy-900', c.unreadCount > 0 && 'font-bold')}>
            {c.title}
          </span>
          <UnreadBadge count={c.unreadCount} />
        </span>
        {detail ? <span className="mt-1 block text-sm text-navy-800">{detail}</span> : null}
        <span className="mt-1 block text-xs text-slate-600">
          {words.category(c.category)} · {words.status(c.status)} · {words.dateTime(c.updatedAt)}
        </span>
      </button>
    </li>
  );
}
