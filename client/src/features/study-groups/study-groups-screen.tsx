import { isFull, type StudyGroup } from '@contract/study-groups';
import { pathTo } from '@contract/pages';
import { CalendarDays, UsersRound } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LanguageBadge, useWordsLanguage } from '@client/components/language-badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { SearchInput } from '@client/components/search-input';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { useCurrentUser } from '@client/lib/auth';
import { usePageLanguage } from '@client/lib/i18n';
import { MemberPostTitle } from '@client/components/member-post-title';
import { useStudyGroups } from './api/study-groups';
import { CreateGroupDialog } from './create-group-dialog';
import { membersLabel } from './group-parts';
import { PageTitle } from '@client/components/page-intro';

/** A group in the list; one held in another language than the page's says so. */
export function GroupCard({ group }: { group: StudyGroup }) {
  const intl = useIntl();
  const full = isFull(group);
  const lang = useWordsLanguage(group.language);
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <MemberPostTitle href={pathTo('studyGroupDetail', { id: group.id })} lang={lang}>
            {group.name}
          </MemberPostTitle>
          <div className="flex flex-wrap justify-end gap-1">
            <LanguageBadge language={group.language} />
            {full ? (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                {intl.formatMessage({ id: 'groups.full' })}
              </span>
            ) : null}
          </div>
        </div>
        {group.topic ? (
          <p className="text-sm font-semibold text-navy-700" lang={lang} data-members-words>
            {group.topic}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {group.description ? (
          <p className="line-clamp-3 text-slate-700" lang={lang} data-members-words>
            {group.description}
          </p>
        ) : null}
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <UsersRound className="size-4" aria-hidden="true" />
          {membersLabel(intl, group)}
        </p>
        {group.meetingSchedule ? (
          <p
            className="flex items-center gap-2 text-sm text-slate-700"
            lang={lang}
            data-members-words
          >
            <CalendarDays className="size-4" aria-hidden="true" />
            {group.meetingSchedule}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          {full ? (
            <Button disabled className="w-full">
              {intl.formatMessage({ id: 'groups.full' })}
            </Button>
          ) : (
            <Button asChild className="w-full">
              <Link href={pathTo('studyGroupDetail', { id: group.id })}>
                {intl.formatMessage({ id: 'groups.view' })}
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

export function StudyGroupsScreen() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  // The page's language first: a Spanish page lists the groups that meet in Spanish, then others.
  const { data, isPending, isError } = useStudyGroups(deferred, usePageLanguage());
  const { data: user } = useCurrentUser();

  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={intl.formatMessage({ id: 'page.studyGroups.title' })}
        lead={intl.formatMessage({ id: 'groups.lead' })}
        action={
          // A group is shown to everyone: only a verified address may create one.
          user && !user.emailVerified ? (
            <VerifyEmailNotice user={user} className="w-full" />
          ) : user ? (
            <CreateGroupDialog />
          ) : (
            <Button asChild variant="accent">
              <Link href={pathTo('login')}>{intl.formatMessage({ id: 'groups.create' })}</Link>
            </Button>
          )
        }
      />
      <div className="mt-8 max-w-xl" role="search">
        <Label htmlFor="group-search">{intl.formatMessage({ id: 'groups.search' })}</Label>
        <SearchInput
          id="group-search"
          boxClassName="mt-1"
          placeholder={intl.formatMessage({ id: 'groups.searchPlaceholder' })}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <div className="mt-8" aria-live="polite">
        {isPending ? (
          <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        ) : isError ? (
          <p className="text-red-700">{intl.formatMessage({ id: 'groups.loadFailed' })}</p>
        ) : data.length === 0 ? (
          <p className="text-slate-700">{intl.formatMessage({ id: 'groups.none' })}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.map((g) => (
              <li key={g.id}>
                <GroupCard group={g} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
