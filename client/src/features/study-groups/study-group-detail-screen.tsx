import { canBeRowId } from '@contract/fields';
import { Heading } from '@client/components/headed-section';
import { isFull, type Discussion, type StudyGroupDetail } from '@contract/study-groups';
import { pathTo } from '@contract/pages';
import { CalendarDays, Trash2, UsersRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { IconButton } from '@client/components/icon-button';
import { PageIntro } from '@client/components/page-intro';
import { BackLink, TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { useLocalizer } from '@client/lib/localize';
import {
  useCreateDiscussion,
  useCreatePost,
  useDeleteDiscussion,
  useDeletePost,
  useMembership,
  useStudyGroup,
} from './api/study-groups';
import { membersLabel, textareaClass } from './group-parts';
import { GroupMeetings } from './group-meetings';
import { ManageGroup } from './manage-group';
import { usePageFormat } from '@client/lib/format';

function DiscussionCard({
  discussion,
  canManage,
  canWrite,
}: {
  discussion: Discussion;
  canManage: boolean;
  /** Replies are shown to others: only a member whose address is verified may write one. */
  canWrite: boolean;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  // A deleted member's name comes as the API's English "Former member".
  const localizer = useLocalizer();
  const id = useId();
  const [reply, setReply] = useState('');
  const post = useCreatePost();
  const remove = useDeletePost();
  const removeDiscussion = useDeleteDiscussion();
  const [asking, setAsking] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return;
    post.mutate({ discussionId: discussion.id, content: reply }, { onSuccess: () => setReply('') });
  };
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle as="h3" className="text-lg" data-members-words>
            {discussion.title}
          </CardTitle>
          {canManage ? (
            <IconButton
              icon={Trash2}
              label={intl.formatMessage(
                { id: 'groups.deleteDiscussion' },
                { title: discussion.title },
              )}
              onClick={() => setAsking(true)}
            />
          ) : null}
        </div>
        <p className="text-sm text-slate-600">
          {localizer.text(discussion.authorName)} · {format.dateTime(discussion.createdAt)}
          {discussion.scheduledDate
            ? ` · ${intl.formatMessage(
                { id: 'groups.meetingOn' },
                { date: format.dateTime(discussion.scheduledDate) },
              )}`
            : ''}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-slate-800" data-members-words>
          {discussion.content}
        </p>
        {discussion.posts.length > 0 ? (
          <ul className="space-y-3 border-l-2 border-navy-100 pl-4">
            {discussion.posts.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-2">
                <div>
                  <p className="text-sm font-semibold text-navy-900">
                    {localizer.text(p.authorName)}{' '}
                    <span className="font-normal text-slate-600">
                      {format.dateTime(p.createdAt)}
                    </span>
                  </p>
                  <p className="whitespace-pre-line text-slate-800" data-members-words>
                    {p.content}
                  </p>
                </div>
                {canManage ? (
                  <IconButton
                    icon={Trash2}
                    label={intl.formatMessage(
                      { id: 'groups.deleteReply' },
                      { name: localizer.text(p.authorName) },
                    )}
                    onClick={() => remove.mutate(p.id)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {canWrite ? (
          <form onSubmit={submit} className="space-y-2">
            <Label htmlFor={`${id}-reply`}>{intl.formatMessage({ id: 'groups.reply' })}</Label>
            <textarea
              id={`${id}-reply`}
              rows={2}
              className={textareaClass}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
            <Button type="submit" size="sm" disabled={post.isPending || !reply.trim()}>
              {intl.formatMessage({ id: 'groups.postReply' })}
            </Button>
          </form>
        ) : null}
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={intl.formatMessage({ id: 'groups.deleteDiscussionTitle' })}
          confirmLabel={intl.formatMessage({ id: 'admin.content.delete' })}
          pending={removeDiscussion.isPending}
          onConfirm={() =>
            removeDiscussion.mutate(discussion.id, { onSuccess: () => setAsking(false) })
          }
        >
          {intl.formatMessage({ id: 'groups.deleteDiscussionBody' }, { title: discussion.title })}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}

function NewDiscussion({ groupId }: { groupId: number }) {
  const intl = useIntl();
  const id = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [when, setWhen] = useState('');
  const create = useCreateDiscussion(groupId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !content.trim()) return;
    create.mutate(
      {
        title,
        content,
        ...(when ? { scheduledDate: new Date(when).toISOString() } : {}),
      },
      {
        onSuccess: () => {
          setTitle('');
          setContent('');
          setWhen('');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          {intl.formatMessage({ id: 'groups.startHeading' })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-2">
            <Label htmlFor={`${id}-title`}>
              {intl.formatMessage({ id: 'groups.discussionTitle' })}
            </Label>
            <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-content`}>{intl.formatMessage({ id: 'groups.message' })}</Label>
            <textarea
              id={`${id}-content`}
              rows={3}
              className={textareaClass}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-when`}>{intl.formatMessage({ id: 'groups.meetingDate' })}</Label>
            <Input
              id={`${id}-when`}
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={create.isPending || !title.trim() || !content.trim()}>
            {intl.formatMessage({ id: 'groups.start' })}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Membership({ group, signedIn }: { group: StudyGroupDetail; signedIn: boolean }) {
  const intl = useIntl();
  const membership = useMembership(group.id, group.myRole ? 'leave' : 'join');
  if (!signedIn) {
    return (
      <p className="text-slate-700">
        {intl.formatMessage(
          { id: 'groups.logInToJoin' },
          { link: (text) => <TextLink href={pathTo('login')}>{text}</TextLink> },
        )}
      </p>
    );
  }
  if (group.myRole === 'leader') {
    return (
      <p className="font-semibold text-navy-800">{intl.formatMessage({ id: 'groups.youLead' })}</p>
    );
  }
  if (group.myRole) {
    return (
      <Button
        variant="outline"
        disabled={membership.isPending}
        onClick={() =>
          membership.mutate(undefined, {
            onSuccess: () => toast({ title: intl.formatMessage({ id: 'groups.left' }) }),
          })
        }
      >
        {intl.formatMessage({ id: 'groups.leave' })}
      </Button>
    );
  }
  const full = isFull(group);
  return (
    <Button
      disabled={full || membership.isPending}
      onClick={() =>
        membership.mutate(undefined, {
          onSuccess: () =>
            toast({
              title: intl.formatMessage({ id: 'groups.joined' }),
              description: intl.formatMessage({ id: 'groups.welcome' }, { name: group.name }),
            }),
        })
      }
    >
      {intl.formatMessage({ id: full ? 'groups.full' : 'groups.join' })}
    </Button>
  );
}

export function StudyGroupDetailScreen() {
  const intl = useIntl();
  const format = usePageFormat();
  const { id = '' } = useParams<{ id: string }>();
  const possible = canBeRowId(id);
  const { data: group, isPending, error } = useStudyGroup(id, { enabled: possible });
  const { data: user } = useCurrentUser();
  const missing = !possible || errorStatus(error) === 404;

  if (possible && isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'page.studyGroupDetail.title' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }
  if (missing || error || !group) {
    return (
      <PageIntro
        title={intl.formatMessage({ id: missing ? 'groups.notFound' : 'groups.notAvailable' })}
        lead={intl.formatMessage({ id: 'groups.notFoundLead' })}
      >
        <TextLink href={pathTo('studyGroups')}>
          {intl.formatMessage({ id: 'groups.back' })}
        </TextLink>
      </PageIntro>
    );
  }

  return (
    <div className="container-page max-w-4xl py-12 sm:py-16">
      <BackLink href={pathTo('studyGroups')}>{intl.formatMessage({ id: 'groups.back' })}</BackLink>
      <h1
        className="mt-6 font-serif text-3xl font-bold text-navy-900 sm:text-4xl"
        data-members-words
      >
        {group.name}
      </h1>
      {group.topic ? (
        <p className="mt-2 font-semibold text-navy-700" data-members-words>
          {group.topic}
        </p>
      ) : null}
      {group.description ? (
        <p
          className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-800"
          data-members-words
        >
          {group.description}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-6 text-slate-700">
        <p className="flex items-center gap-2">
          <UsersRound className="size-4" aria-hidden="true" />
          {membersLabel(intl, group)}
          {isFull(group) ? (
            <strong className="text-red-800"> · {intl.formatMessage({ id: 'groups.full' })}</strong>
          ) : null}
        </p>
        {group.meetingSchedule ? (
          <p className="flex items-center gap-2" data-members-words>
            <CalendarDays className="size-4" aria-hidden="true" />
            {group.meetingSchedule}
          </p>
        ) : null}
      </div>
      {group.nextMeeting ? (
        <p className="mt-4 rounded-md bg-gold-100 px-4 py-3 text-navy-900">
          {intl.formatMessage(
            { id: 'groups.nextMeeting' },
            {
              strong: (text) => <strong>{text}</strong>,
              title: group.nextMeeting.title,
              date: format.dateTime(group.nextMeeting.scheduledDate),
            },
          )}
        </p>
      ) : null}
      <div className="mt-6">
        <Membership group={group} signedIn={!!user} />
      </div>
      {group.canManage ? <ManageGroup group={group} /> : null}
      {/* Only members and staff may read the meetings: nobody else is asked for them. */}
      {group.myRole || group.canManage ? (
        <GroupMeetings groupId={group.id} canManage={group.canManage} />
      ) : null}

      <Heading title="groups.discussions" look="reading" className="mt-12" />
      {group.discussions === null ? (
        <p className="mt-4 text-slate-700">{intl.formatMessage({ id: 'groups.joinToRead' })}</p>
      ) : (
        <div className="mt-4 space-y-4">
          {/* What members write is shown to others: an unverified address is asked to verify. */}
          {user && !user.emailVerified ? (
            <VerifyEmailNotice user={user} />
          ) : (
            <NewDiscussion groupId={group.id} />
          )}
          {group.discussions.length === 0 ? (
            <p className="text-slate-700">{intl.formatMessage({ id: 'groups.noDiscussions' })}</p>
          ) : (
            group.discussions.map((d) => (
              <DiscussionCard
                key={d.id}
                discussion={d}
                canManage={group.canManage}
                canWrite={user?.emailVerified === true}
              />
            ))
          )}
        </div>
      )}
    </div>
  );
}
