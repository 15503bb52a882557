import type { SiteLanguage } from '@contract/i18n';
import {
  studyGroupDetailSchema,
  studyGroupListSchema,
  studyGroupSchema,
  type CreateDiscussionBody,
  type CreatePostBody,
  type CreateStudyGroupBody,
  type UpdateStudyGroupBody,
  studyGroupsApi,
  groupKey,
} from '@contract/study-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';

/**
 * The active groups whose name, topic or description holds `q` (all when it is blank), those of
 * the page's language `lang` first.
 */
export const studyGroupsQuery = (q: string, lang: SiteLanguage) => {
  const term = q.trim();
  const url = studyGroupsApi.list({ search: { q: term || undefined, lang } });
  return apiQuery([studyGroupsApi.list.pattern, 'list', term, lang], url, studyGroupListSchema);
};

/** While another search's answer is on its way, the last list stays on screen. */
export const useStudyGroups = (q: string, lang: SiteLanguage) =>
  useQuery({ ...studyGroupsQuery(q, lang), placeholderData: (previous) => previous });

export const studyGroupQuery = (id: string) =>
  apiQuery(groupKey(id), studyGroupsApi.group({ id }), studyGroupDetailSchema, {
    // The server's answer for an unknown group (404) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });

export const useStudyGroup = (id: string, opts: { enabled: boolean }) =>
  useQuery({ ...studyGroupQuery(id), enabled: opts.enabled });

/** The groups the signed-in member belongs to (the dashboard shows them). */
export const myStudyGroupsQuery = () =>
  apiQuery([studyGroupsApi.my.pattern], studyGroupsApi.my(), studyGroupListSchema);

export const useMyStudyGroups = (enabled: boolean) =>
  useQuery({ ...myStudyGroupsQuery(), enabled });

/** After any change: lists, the group's page and the dashboard's own groups are read again. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [studyGroupsApi.list.pattern] }),
      queryClient.invalidateQueries({ queryKey: myStudyGroupsQuery().queryKey }),
    ]);
}

export function useCreateGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: CreateStudyGroupBody) =>
      apiSend('POST', studyGroupsApi.list(), body, studyGroupSchema),
    onSuccess: invalidate,
    meta: { errorTitle: 'Failed to create group' },
  });
}

const membershipErrorTitle = {
  join: 'Failed to join group',
  leave: 'Failed to leave group',
} as const;

/** Joins or leaves the group; read again either way (a refusal may mean it has just filled up). */
export function useMembership(id: number, action: 'join' | 'leave') {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: () => apiSend('POST', studyGroupsApi[action]({ id })),
    onSettled: invalidate,
    meta: { errorTitle: membershipErrorTitle[action] },
  });
}

export function useCreateDiscussion(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: CreateDiscussionBody) =>
      apiSend('POST', studyGroupsApi.discussions({ id: groupId }), body),
    onSuccess: invalidate,
    meta: { errorTitle: 'Failed to start discussion' },
  });
}

export function useCreatePost() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ discussionId, ...body }: CreatePostBody & { discussionId: number }) =>
      apiSend('POST', studyGroupsApi.posts({ id: discussionId }), body),
    onSuccess: invalidate,
    meta: { errorTitle: 'Failed to send reply' },
  });
}

export function useDeletePost() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (postId: number) => apiSend('DELETE', studyGroupsApi.post({ id: postId })),
    onSuccess: invalidate,
    meta: { errorTitle: 'Failed to delete' },
  });
}

/** The leader (or staff) edits, closes or reopens the group. */
export function useUpdateGroup(id: number) {
  const invalidate = useInvalidateGroups();
  const intl = useIntl();
  return useMutation({
    mutationFn: (body: UpdateStudyGroupBody) =>
      apiSend('PATCH', studyGroupsApi.group({ id }), body, studyGroupSchema),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'groups.saveFailed' }) },
  });
}

/** The leader (or staff) deletes the group with its discussions. */
export function useDeleteGroup(id: number) {
  const invalidate = useInvalidateGroups();
  const intl = useIntl();
  return useMutation({
    mutationFn: () => apiSend('DELETE', studyGroupsApi.group({ id })),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'toast.deleteFailed' }) },
  });
}

/** The leader, staff or its author removes a discussion with its replies. */
export function useDeleteDiscussion() {
  const invalidate = useInvalidateGroups();
  const intl = useIntl();
  return useMutation({
    mutationFn: (discussionId: number) =>
      apiSend('DELETE', studyGroupsApi.discussion({ id: discussionId })),
    onSuccess: invalidate,
    meta: { errorTitle: intl.formatMessage({ id: 'toast.deleteFailed' }) },
  });
}
