import { canBeRowId } from '@contract/fields';
import { isFull, type Discussion, type StudyGroupDetail } from '@contract/study-groups';
import { pathTo } from '@contract/pages';
import { ArrowLeft, CalendarDays, Trash2, UsersRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import {
  useCreateDiscussion,
  useCreatePost,
  useDeletePost,
  useMembership,
  useStudyGroup,
} from './api/study-groups';
import { formatDateTime } from '@client/lib/format';
import { membersLabel, textareaClass } from './group-parts';

function DiscussionCard({ discussion, canManage }: { discussion: Discussion; canManage: boolean }) {
  const id = useId();
  const [reply, setReply] = useState('');
  const post = useCreatePost();
  const remove = useDeletePost();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return;
    post.mutate({ discussionId: discussion.id, content: reply }, { onSuccess: () => setReply('') });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-lg">
          {discussion.title}
        </CardTitle>
        <p className="text-sm text-slate-600">
          {discussion.authorName} · {formatDateTime(discussion.createdAt)}
          {discussion.scheduledDate
            ? ` · Meeting on ${formatDateTime(discussion.scheduledDate)}`
            : ''}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-slate-800">{discussion.content}</p>
        {discussion.posts.length > 0 ? (
          <ul className="space-y-3 border-l-2 border-navy-100 pl-4">
            {discussion.posts.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-2">
                <div>
                  <p className="text-sm font-semibold text-navy-900">
                    {p.authorName}{' '}
                    <span className="font-normal text-slate-600">
                      {formatDateTime(p.createdAt)}
                    </span>
                  </p>
                  <p className="whitespace-pre-line text-slate-800">{p.content}</p>
                </div>
                {canManage ? (
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Delete reply by ${p.authorName}`}
                    onClick={() => remove.mutate(p.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <form onSubmit={submit} className="space-y-2">
          <Label htmlFor={`${id}-reply`}>Reply</Label>
          <textarea
            id={`${id}-reply`}
            rows={2}
            className={textareaClass}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={post.isPending || !reply.trim()}>
            Post Reply
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function NewDiscussion({ groupId }: { groupId: number }) {
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
          Start a Discussion
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-content`}>Message</Label>
            <textarea
              id={`${id}-content`}
              rows={3}
              className={textareaClass}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-when`}>Meeting date (optional)</Label>
            <Input
              id={`${id}-when`}
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={create.isPending || !title.trim() || !content.trim()}>
            Start Discussion
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Membership({ group, signedIn }: { group: StudyGroupDetail; signedIn: boolean }) {
  const membership = useMembership(group.id, group.myRole ? 'leave' : 'join');
  if (!signedIn) {
    return (
      <p className="text-slate-700">
        <TextLink href={pathTo('login')}>Log in</TextLink> to join this group.
      </p>
    );
  }
  if (group.myRole === 'leader') {
    return <p className="font-semibold text-navy-800">You lead this group.</p>;
  }
  if (group.myRole) {
    return (
      <Button
        variant="outline"
        disabled={membership.isPending}
        onClick={() =>
          membership.mutate(undefined, { onSuccess: () => toast({ title: 'Left Group' }) })
        }
      >
        Leave Group
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
            toast({ title: 'Joined Group', description: `Welcome to ${group.name}!` }),
        })
      }
    >
      {full ? 'Full' : 'Join Group'}
    </Button>
  );
}

export function StudyGroupDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const possible = canBeRowId(id);
  const { data: group, isPending, error } = useStudyGroup(id, { enabled: possible });
  const { data: user } = useCurrentUser();
  const missing = !possible || errorStatus(error) === 404;

  if (possible && isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="sr-only">Study Group</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }
  if (missing || error || !group) {
    return (
      <PageIntro
        title={missing ? 'Study Group Not Found' : 'Study Group Not Available'}
        lead="This study group does not exist or is no longer active."
      >
        <TextLink href={pathTo('studyGroups')}>Back to all study groups</TextLink>
      </PageIntro>
    );
  }

  return (
    <div className="container-page max-w-4xl py-12 sm:py-16">
      <TextLink href={pathTo('studyGroups')} className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to all study groups
      </TextLink>
      <h1 className="mt-6 font-serif text-3xl font-bold text-navy-900 sm:text-4xl">{group.name}</h1>
      {group.topic ? <p className="mt-2 font-semibold text-navy-700">{group.topic}</p> : null}
      {group.description ? (
        <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-800">
          {group.description}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-6 text-slate-700">
        <p className="flex items-center gap-2">
          <UsersRound className="size-4" aria-hidden="true" />
          {membersLabel(group)}
          {isFull(group) ? <strong className="text-red-800"> · Full</strong> : null}
        </p>
        {group.meetingSchedule ? (
          <p className="flex items-center gap-2">
            <CalendarDays className="size-4" aria-hidden="true" />
            {group.meetingSchedule}
          </p>
        ) : null}
      </div>
      {group.nextMeeting ? (
        <p className="mt-4 rounded-md bg-gold-100 px-4 py-3 text-navy-900">
          Next meeting: <strong>{group.nextMeeting.title}</strong> on{' '}
          {formatDateTime(group.nextMeeting.scheduledDate)}
        </p>
      ) : null}
      <div className="mt-6">
        <Membership group={group} signedIn={!!user} />
      </div>

      <h2 className="mt-12 font-serif text-2xl font-semibold text-navy-900">Discussions</h2>
      {group.discussions === null ? (
        <p className="mt-4 text-slate-700">
          Join the group to read and take part in its discussions.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <NewDiscussion groupId={group.id} />
          {group.discussions.length === 0 ? (
            <p className="text-slate-700">No discussions yet.</p>
          ) : (
            group.discussions.map((d) => (
              <DiscussionCard key={d.id} discussion={d} canManage={group.canManage} />
            ))
          )}
        </div>
      )}
    </div>
  );
}
