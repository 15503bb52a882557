import { useState } from 'react';
import { AccessRestricted, AdministratorsOnly } from '@client/components/access-restricted';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs } from '@client/components/ui/tabs';
import { useCurrentUser } from '@client/lib/auth';
import { ConversationsTab } from './conversations-tab';
import { DonationsTab } from './donations-tab';
import { MessagesTab } from './messages-tab';
import { NewsletterTab } from './newsletter-tab';
import { QuestionsTab } from './questions-tab';

const heading = 'font-serif text-3xl font-bold text-navy-900 sm:text-4xl';

/**
 * The administrator's panel: one tab per area, each in its own file and owned by that
 * area's feature work.
 */
export function AdminScreen() {
  const { data: user, isPending } = useCurrentUser();
  const [tab, setTab] = useState('conversations');

  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className={heading}>Admin Panel</h1>
        <Skeleton className="mt-8 h-64 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessRestricted
        title="Access Denied"
        message="Please log in with an administrator account to open the admin panel."
      />
    );
  }
  if (!user.isAdmin) return <AdministratorsOnly />;
  return (
    <div className="container-page py-12">
      <h1 className={heading}>Admin Panel</h1>
      <div className="mt-8">
        <Tabs
          label="Admin sections"
          value={tab}
          onValueChange={setTab}
          items={[
            { value: 'conversations', label: 'Conversations', content: <ConversationsTab /> },
            { value: 'newsletter', label: 'Newsletter', content: <NewsletterTab /> },
            { value: 'questions', label: 'Questions', content: <QuestionsTab /> },
            { value: 'messages', label: 'Messages', content: <MessagesTab /> },
            { value: 'donations', label: 'Donations', content: <DonationsTab /> },
          ]}
        />
      </div>
    </div>
  );
}
