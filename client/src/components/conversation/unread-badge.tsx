import { useIntl } from 'react-intl';

/** The number of unseen messages, for eyes and for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span
      className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
      data-testid="unread-badge"
    >
      {count}
      <span className="sr-only">&nbsp;{intl.formatMessage({ id: 'conversation.unread' })}</span>
    </span>
  );
}
