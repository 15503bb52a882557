import { messageSchema } from '@contract/errors';
import { adminStudyGroupListSchema, studyGroupSchema } from '@contract/study-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiGet, apiSend } from '@client/lib/api';

const ADMIN_GROUPS = '/api/admin/study-groups';

/** Every study group, hidden and closed ones too, matching `q`. */
export const adminGroupsQuery = (q: string) =>
  queryOptions({
    queryKey: [ADMIN_GROUPS, { q }],
    queryFn: ({ signal }) =>
      apiGet(
        q ? `${ADMIN_GROUPS}?${new URLSearchParams({ q }).toString()}` : ADMIN_GROUPS,
        adminStudyGroupListSchema,
        { signal },
      ),
  });

export const useAdminGroups = (q: string) =>
  useQuery({ ...adminGroupsQuery(q), placeholderData: (previous) => previous });

export type GroupAction = { kind: 'hide' | 'show' | 'remove'; id: number };

/** Hides a group, shows it again, or removes it; the list is read again after. */
export function useGroupAction() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: async (action: GroupAction) => {
      if (action.kind === 'remove') {
        await apiSend('DELETE', `/api/study-groups/${action.id}`, undefined, messageSchema);
        return;
      }
      await apiSend(
        'PUT',
        `${ADMIN_GROUPS}/${action.id}/visibility`,
        { hidden: action.kind === 'hide' },
        studyGroupSchema,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: [ADMIN_GROUPS] }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.update' }) },
  });
}
