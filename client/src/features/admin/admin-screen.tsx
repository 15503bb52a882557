import { pathTo } from '@contract/pages';
import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AccessRestricted, AdministratorsOnly, Notice } from '@client/components/access-restricted';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs } from '@client/components/ui/tabs';
import { useCurrentUser } from '@client/lib/auth';
import { rolesMeet, type StaffRouteRule } from '@contract/staff';
import { AdminPanelProvider, useUnsavedRegistry } from './admin-panel';
import { AuditTab } from './audit-tab';
import { FindTab } from './find-tab';
import { AnalyticsTab } from './analytics-tab';
import { BackupsTab } from './backups-tab';
import { SiteTab } from './site-tab';
import { ConversationsTab } from './conversations-tab';
import { DonationsTab } from './donations-tab';
import { GroupsTab } from './groups-tab';
import { PeopleTab } from './people-tab';
import { PrayerTab } from './prayer-tab';
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
const StudiesTab = lazy(() => loadContent().then((m) => ({ default: m.StudiesTab })));
const PagesTab = lazy(() => loadContent().then((m) => ({ default: m.PagesTab })));
const EventsTab = lazy(() => import('./events/events-tab').then((m) => ({ default: m.EventsTab })));
const HomeTab = lazy(() => import('./home/home-tab').then((m) => ({ default: m.HomeTab })));
const TimelineTab = lazy(() => loadContent().then((m) => ({ default: m.TimelineTab })));
const CharactersTab = lazy(() => loadContent().then((m) => ({ default: m.CharactersTab })));
const TrashTab = lazy(() => loadContent().then((m) => ({ default: m.TrashTab })));
const TeachingsTab = lazy(() =>
  import('./teachings/teachings-tab').then((m) => ({ default: m.TeachingsTab })),
);

function LazyTab({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">{intl.formatMessage({ id: 'admin.loading' })}</span>
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
  const intl = useIntl();
  return (
    <Notice
      icon={ShieldCheck}
      title={intl.formatMessage({ id: 'admin.twoStep.title' })}
      message={intl.formatMessage({ id: 'admin.twoStep.body' })}
    >
      <Button asChild className="h-auto min-h-10 py-2 text-center whitespace-normal">
        <Link href={pathTo('profile', { hash: 'two-step-verification' })}>
          {intl.formatMessage({ id: 'admin.twoStep.setUp' })}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={pathTo('dashboard')}>
          {intl.formatMessage({ id: 'admin.twoStep.dashboard' })}
        </Link>
      </Button>
    </Notice>
  );
}

/** The panel's tabs, in order, and what each needs (contract/staff.ts, the table the server's guard reads). */
const tabs = {
  conversations: 'conversations.manage',
  newsletter: 'newsletter.send',
  questions: ['questions.answer', 'questions.moderate'],
  groups: 'groups.moderate',
  messages: 'conversations.manage',
  prayer: ['prayer.moderate', 'prayer.manage'],
  donations: 'giving.read',
  analytics: 'analytics.read',
  backups: 'site.operate',
  site: 'site.operate',
  people: ['people.manage', 'people.suspend'],
  audit: 'audit.read',
  find: ['people.manage', 'conversations.manage', 'newsletter.send', 'giving.read'],
  ebooks: 'content.publish',
  videos: 'content.publish',
  articles: 'content.publish',
  studies: 'content.publish',
  pages: 'content.publish',
  home: 'content.publish',
  timeline: 'content.publish',
  characters: 'content.publish',
  trash: 'content.publish',
  teachings: 'content.publish',
  events: 'content.publish',
} as const satisfies Readonly<Record<string, StaffRouteRule>>;
type TabValue = keyof typeof tabs;
const tabValues = Object.keys(tabs) as TabValue[];

/** Only the tabs the roles allow. */
function visibleTabs<T extends { value: TabValue }>(
  items: readonly T[],
  roles: readonly string[],
): T[] {
  return items.filter((item) => rolesMeet(roles, tabs[item.value]));
}

/** Staff whose roles give no section of the panel (yet). */
function NoSections() {
  const intl = useIntl();
  return (
    <AdministratorsOnly
      title={intl.formatMessage({ id: 'admin.noSections.title' })}
      message={intl.formatMessage({ id: 'admin.noSections.body' })}
    />
  );
}

/**
 * The staff's panel: one tab per area the person's roles allow, each in its own file and owned by that
 * area's feature work.
 */
export function AdminScreen() {
  const intl = useIntl();
  const { data: user, isPending } = useCurrentUser();
  // The first tab the person's roles allow is open at first.
  const [chosen, setTab] = useState<string | null>(null);
  const firstTab = tabValues.find((value) => user && rolesMeet(user.roles, tabs[value]));
  const tab = chosen ?? firstTab ?? 'conversations';
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
        <h1 className={heading}>{intl.formatMessage({ id: 'admin.heading' })}</h1>
        <Skeleton className="mt-8 h-64 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessRestricted
        title={intl.formatMessage({ id: 'admin.denied.title' })}
        message={intl.formatMessage({ id: 'admin.denied.message' })}
      />
    );
  }
  if (user.roles.length === 0) return <AdministratorsOnly />;
  if (user.secondFactorRequired) return <SecondFactorNeeded />;
  if (!tabValues.some((value) => rolesMeet(user.roles, tabs[value]))) return <NoSections />;
  return (
    <AdminPanelProvider value={panel}>
      <div className="container-page py-12">
        <h1 className={heading}>{intl.formatMessage({ id: 'admin.heading' })}</h1>
        <div className="mt-8">
          <Tabs
            label={intl.formatMessage({ id: 'admin.tabs.label' })}
            value={tab}
            onValueChange={panel.openTab}
            items={visibleTabs(
              [
                {
                  value: 'conversations',
                  label: intl.formatMessage({ id: 'admin.tabs.conversations' }),
                  content: <ConversationsTab />,
                },
                {
                  value: 'newsletter',
                  label: intl.formatMessage({ id: 'admin.tabs.newsletter' }),
                  content: <NewsletterTab />,
                },
                {
                  value: 'questions',
                  label: intl.formatMessage({ id: 'admin.tabs.questions' }),
                  content: <QuestionsTab />,
                },
                {
                  value: 'groups',
                  label: intl.formatMessage({ id: 'admin.tabs.groups' }),
                  content: <GroupsTab />,
                },
                {
                  value: 'messages',
                  label: intl.formatMessage({ id: 'admin.tabs.messages' }),
                  content: <MessagesTab />,
                },
                {
                  value: 'prayer',
                  label: intl.formatMessage({ id: 'admin.tabs.prayer' }),
                  content: <PrayerTab />,
                },
                {
                  value: 'donations',
                  label: intl.formatMessage({ id: 'admin.tabs.donations' }),
                  content: <DonationsTab />,
                },
                {
                  value: 'analytics',
                  label: intl.formatMessage({ id: 'admin.tabs.analytics' }),
                  content: <AnalyticsTab />,
                },
                {
                  value: 'backups',
                  label: intl.formatMessage({ id: 'admin.tabs.backups' }),
                  content: <BackupsTab />,
                },
                {
                  value: 'site',
                  label: intl.formatMessage({ id: 'admin.tabs.site' }),
                  content: <SiteTab />,
                },
                {
                  value: 'people',
                  label: intl.formatMessage({ id: 'admin.tabs.people' }),
                  content: <PeopleTab />,
                },
                {
                  value: 'audit',
                  label: intl.formatMessage({ id: 'admin.tabs.audit' }),
                  content: <AuditTab />,
                },
                {
                  value: 'find',
                  label: intl.formatMessage({ id: 'admin.tabs.find' }),
                  content: <FindTab />,
                },
                {
                  value: 'ebooks',
                  label: intl.formatMessage({ id: 'admin.tabs.ebooks' }),
                  content: (
                    <LazyTab>
                      <EbooksTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'videos',
                  label: intl.formatMessage({ id: 'admin.tabs.videos' }),
                  content: (
                    <LazyTab>
                      <VideosTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'articles',
                  label: intl.formatMessage({ id: 'admin.tabs.articles' }),
                  content: (
                    <LazyTab>
                      <ArticlesTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'studies',
                  label: intl.formatMessage({ id: 'admin.tabs.studies' }),
                  content: (
                    <LazyTab>
                      <StudiesTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'pages',
                  label: intl.formatMessage({ id: 'admin.tabs.pages' }),
                  content: (
                    <LazyTab>
                      <PagesTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'home',
                  label: intl.formatMessage({ id: 'admin.tabs.home' }),
                  content: (
                    <LazyTab>
                      <HomeTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'timeline',
                  label: intl.formatMessage({ id: 'admin.tabs.timeline' }),
                  content: (
                    <LazyTab>
                      <TimelineTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'characters',
                  label: intl.formatMessage({ id: 'admin.tabs.characters' }),
                  content: (
                    <LazyTab>
                      <CharactersTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'trash',
                  label: intl.formatMessage({ id: 'admin.tabs.trash' }),
                  content: (
                    <LazyTab>
                      <TrashTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'teachings',
                  label: intl.formatMessage({ id: 'admin.tabs.teachings' }),
                  content: (
                    <LazyTab>
                      <TeachingsTab />
                    </LazyTab>
                  ),
                },
                {
                  value: 'events',
                  label: intl.formatMessage({ id: 'admin.tabs.events' }),
                  content: (
                    <LazyTab>
                      <EventsTab />
                    </LazyTab>
                  ),
                },
              ],
              user.roles,
            )}
          />
        </div>
      </div>
      <ConfirmDialog
        open={leaveFor !== null}
        onOpenChange={(open) => (open ? null : setLeaveFor(null))}
        title={intl.formatMessage({ id: 'admin.leave.title' })}
        confirmLabel={intl.formatMessage({ id: 'admin.leave.confirm' })}
        pending={false}
        onConfirm={() => {
          if (leaveFor) setTab(leaveFor);
          unsaved.clear();
          setLeaveFor(null);
        }}
      >
        {intl.formatMessage({ id: 'admin.leave.body' })}
      </ConfirmDialog>
    </AdminPanelProvider>
  );
}
