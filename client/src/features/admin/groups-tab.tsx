import type { AdminStudyGroup } from '@contract/study-groups';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { pathTo } from '@contract/pages';
import { usePageLanguage } from '@client/lib/i18n';
import { useGroupAction, useAdminGroups, type GroupAction } from './api/study-groups';
import { usePageFormat } from '@client/lib/format';
import { ListSearch } from './parts/list-search';
import { useMemberName } from './people-names';

/** The question each action asks before it is done. */
const confirmIds = {
  hide: {
    title: 'admin.groups.hideTitle',
    body: 'admin.groups.hideBody',
    done: 'admin.groups.hidden',
  },
  show: {
    title: 'admin.groups.showTitle',
    body: 'admin.groups.showBody',
    done: 'admin.groups.shown',
  },
  remove: {
    title: 'admin.groups.removeTitle',
    body: 'admin.groups.removeBody',
    done: 'admin.groups.removed',
  },
} as const;

const actionLabel = {
  hide: 'admin.groups.hide',
  show: 'admin.groups.show',
  remove: 'admin.groups.remove',
} as const;

/**
 * The admin panel's Study groups tab: every group members made, hidden and closed ones too, with
 * hide, show again and remove, each asked first.
 */

const wrapping = 'h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal wrap-anywhere';

export function GroupsTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const lang = usePageLanguage();
  const memberName = useMemberName();
  const [q, setQ] = useState('');
  const groups = useAdminGroups(useDeferredValue(q.trim()));
  const action = useGroupAction();
  const [asking, setAsking] = useState<{
    kind: GroupAction['kind'];
    group: AdminStudyGroup;
  } | null>(null);

  const state = (g: AdminStudyGroup) =>
    [
      g.isHidden ? intl.formatMessage({ id: 'admin.groups.isHidden' }) : null,
      g.isActive ? null : intl.formatMessage({ id: 'admin.groups.isClosed' }),
    ].filter(Boolean);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{intl.formatMessage({ id: 'admin.groups.heading' })}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ListSearch
          id="group-search"
          label={intl.formatMessage({ id: 'admin.groups.search' })}
          value={q}
          onSearch={setQ}
        />
        {groups.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : groups.isError ? (
          <p role="alert" className="text-red-700">
            {intl.formatMessage({ id: 'admin.groups.failed' })}
          </p>
        ) : groups.data.length === 0 ? (
          <p className="text-slate-700">{intl.formatMessage({ id: 'admin.groups.none' })}</p>
        ) : (
          <ul
            className="divide-y divide-navy-100"
            aria-label={intl.formatMessage({ id: 'admin.groups.heading' })}
          >
            {groups.data.map((g) => (
              <li key={g.id} className="space-y-2 py-4" data-testid="admin-group">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-navy-900">
                      <a
                        className="underline-offset-2 hover:underline"
                        href={pathTo('studyGroupDetail', { id: g.id }, { lang })}
                      >
                        {g.name}
                      </a>
                    </h3>
                    <p className="text-sm text-slate-700">
                      {intl.formatMessage(
                        { id: 'admin.groups.summary' },
                        {
                          leader: memberName(g.leaderName),
                          members: g.currentMembers,
                          max: g.maxMembers,
                          discussions: g.discussionCount,
                          date: format.shortDate(g.createdAt),
                        },
                      )}
                    </p>
                  </div>
                  {state(g).map((label) => (
                    <span
                      key={label}
                      className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900"
                    >
                      {label}
                    </span>
                  ))}
                </div>
                <div className="flex flex-wrap gap-2">
                  {/* A group's name may be long: its buttons wrap rather than widen the page. */}
                  <Button
                    size="sm"
                    variant="outline"
                    className={wrapping}
                    onClick={() => setAsking({ kind: g.isHidden ? 'show' : 'hide', group: g })}
                  >
                    {g.isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}{' '}
                    {intl.formatMessage(
                      { id: actionLabel[g.isHidden ? 'show' : 'hide'] },
                      { name: g.name },
                    )}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className={cn(wrapping, 'text-red-700')}
                    onClick={() => setAsking({ kind: 'remove', group: g })}
                  >
                    <Trash2 aria-hidden="true" />{' '}
                    {intl.formatMessage({ id: actionLabel.remove }, { name: g.name })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => (open ? null : setAsking(null))}
          title={intl.formatMessage({ id: confirmIds[asking?.kind ?? 'hide'].title })}
          confirmLabel={intl.formatMessage(
            { id: actionLabel[asking?.kind ?? 'hide'] },
            { name: asking?.group.name ?? '' },
          )}
          pending={action.isPending}
          onConfirm={() => {
            if (!asking) return;
            const { kind, group } = asking;
            action.mutate(
              { kind, id: group.id },
              {
                onSuccess: () => {
                  toast({
                    title: intl.formatMessage({ id: confirmIds[kind].done }),
                    description: group.name,
                  });
                  setAsking(null);
                },
              },
            );
          }}
        >
          {intl.formatMessage(
            { id: confirmIds[asking?.kind ?? 'hide'].body },
            { name: asking?.group.name ?? '' },
          )}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
