import type {
  CreateDiscussionBody,
  CreatePostBody,
  CreateStudyGroupBody,
  StudyGroup,
  StudyGroupDetail,
} from '@contract/study-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, HttpError } from '@client/lib/api';

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', ...(signal ? { signal } : {}) });
  if (!res.ok) throw new HttpError(res.status, (await res.text()) || res.statusText);
  return (await res.json()) as T;
}

export function useStudyGroups(q: string) {
  const term = q.trim();
  const url = term ? `/api/study-groups?q=${encodeURIComponent(term)}` : '/api/study-groups';
  return useQuery<StudyGroup[]>({
    queryKey: ['/api/study-groups', 'list', term],
    queryFn: ({ signal }) => getJson<StudyGroup[]>(url, signal),
    placeholderData: (previous) => previous,
  });
}

export const groupKey = (id: string | number) => ['/api/study-groups', 'detail', String(id)];

export function useStudyGroup(id: string, opts: { enabled: boolean }) {
  return useQuery<StudyGroupDetail>({
    queryKey: groupKey(id),
    queryFn: ({ signal }) => getJson<StudyGroupDetail>(`/api/study-groups/${id}`, signal),
    enabled: opts.enabled,
  });
}

/** After any change: lists, the group's page and the dashboard's own groups are read again. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/study-groups'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/study-groups/my'] }),
    ]);
}

export function useCreateGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (body: CreateStudyGroupBody) => {
      const res = await apiRequest('POST', '/api/study-groups', body);
      return (await res.json()) as StudyGroup;
    },
    onSuccess: invalidate,
  });
}

export function useMembership(id: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (action: 'join' | 'leave') => {
      await apiRequest('POST', `/api/study-groups/${id}/${action}`);
    },
    onSettled: invalidate,
  });
}

export function useCreateDiscussion(groupId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (body: CreateDiscussionBody) => {
      await apiRequest('POST', `/api/study-groups/${groupId}/discussions`, body);
    },
    onSuccess: invalidate,
  });
}

export function useCreatePost() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async ({ discussionId, ...body }: CreatePostBody & { discussionId: number }) => {
      await apiRequest('POST', `/api/discussions/${discussionId}/posts`, body);
    },
    onSuccess: invalidate,
  });
}

export function useDeletePost() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (postId: number) => {
      await apiRequest('DELETE', `/api/posts/${postId}`);
    },
    onSuccess: invalidate,
  });
}
