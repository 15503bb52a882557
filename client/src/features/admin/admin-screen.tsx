import { pathTo } from '@contract/pages';
import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AccessRestricted, AdministratorsOnly } from '@client/components/access-restricted';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs } from '@client/components/ui/tabs';
import { useCurrentUser } from '@client/lib/auth';
import { AdminPanelProvider, useUnsavedRegistry } from './admin-panel';
import { ConversationsTab } from './conversations-tab';
import { DonationsTab } from './donations-tab';
import { MessagesTab } from './messages-tab';
import { NewsletterTab } from './newsletter-tab';
import { QuestionsTab } from './questions-tab';

const heading = 'font-serif text-3xl font-bold text-navy-900 sm:text-4xl';

/* The publishing tabs are one chunk of their own, loaded when one of them is first opened, so
   the panel's other tabs do not carry the editor. */
const loadContent = () => import('./content/content-area');
const EbooksTab = lazy(() => loadContent().then((m) => ({ default: m.EbooksTab })));
const VideosTab = lazy(() => loadContent().then((m) => ({ default: m.VideosTab })));
const ArticlesTab = lazy(() => loadContent().then((m) => ({ default: m.ArticlesTab })));

function LazyTab({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * An administrator whose session has not passed two-step verification: the server refuses every
 * administrator request until it has, so the panel says what to do instead of showing its tabs.
 */
function SecondFactorNeeded() {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <ShieldCheck className="size-12 text-navy-400" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy-900">
        Two-step verification needed
      </h1>
      <p className="mt-3 max-w-md text-lg text-slate-700">
        The admin panel needs two-step verification. Turn it on in your profile with an
        authenticator app; if it is already on, sign out and sign in again with your code.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild className="h-auto min-h-10 py-2 text-center whitespace-normal">
          <Link href={pathTo('profile', { hash: 'two-step-verification' })}>
            Set Up Two-Step Verification
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={pathTo('dashboard')}>Go to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The administrator's panel: one tab per area, each in its own file and owned by that
 * area's feature work.
 */
export function AdminScreen() {
  const { data: user, isPending } = useCurrentUser();
  const [tab, setTab] = useState('conversations');
  const unsaved = useUnsavedRegistry();
  /** The tab asked for while another holds unsaved work: the panel asks before opening it. */
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  const panel = useMemo(
    () => ({
      openTab: (value: string) => (unsaved.any() ? setLeaveFor(value) : setTab(value)),
      setUnsaved: unsaved.setUnsaved,
    }),
    [unsaved],
  );

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
  if (user.secondFactorRequired) return <SecondFactorNeeded />;
  return (
    <AdminPanelProvider value={panel}>
      <div className="container-page py-12">
        <h1 className={heading}>Admin Panel</h1>
        <div className="mt-8">
          <Tabs
            label="Admin sections"
            value={tab}
            onValueChange={panel.openTab}
            items={[
              { value: 'conversations', label: 'Conversations', content: <ConversationsTab /> },
              { value: 'newsletter', label: 'Newsletter', content: <NewsletterTab /> },
              { value: 'questions', label: 'Questions', content: <QuestionsTab /> },
              { value: 'messages', label: 'Messages', content: <MessagesTab /> },
              { value: 'donations', label: 'Donations', content: <DonationsTab /> },
              {
                value: 'ebooks',
                label: 'Ebooks',
                content: (
                  <LazyTab>
                    <EbooksTab />
                  </LazyTab>
                ),
              },
              {
                value: 'videos',
                label: 'Videos',
                content: (
                  <LazyTab>
                    <VideosTab />
                  </LazyTab>
                ),
              },
              {
                value: 'articles',
                label: 'Articles',
                content: (
                  <LazyTab>
                    <ArticlesTab />
                  </LazyTab>
                ),
              },
            ]}
          />
        </div>
      </div>
      <ConfirmDialog
        open={leaveFor !== null}
        onOpenChange={(open) => (open ? null : setLeaveFor(null))}
        title="Leave Without Saving?"
        confirmLabel="Leave"
        pending={false}
        onConfirm={() => {
          if (leaveFor) setTab(leaveFor);
          unsaved.clear();
          setLeaveFor(null);
        }}
      >
        Your changes have not been saved. If you leave now, they are lost.
      </ConfirmDialog>
    </AdminPanelProvider>
  );
}
