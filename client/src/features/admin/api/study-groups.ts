import { messageSchema } from '@contract/errors';
import {
  adminStudyGroupListSchema,
  studyGroupSchema,
  studyGroupsApi,
} from '@contract/study-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiQuery, apiSend } from '@client/lib/api';

const adminGroupsKey = [studyGroupsApi.adminList.pattern] as const;

/** Every study group, hidden and closed ones too, matching `q`. */
export const adminGroupsQuery = (q: string) =>
  apiQuery(
    [...adminGroupsKey, { q }],
    studyGroupsApi.adminList({ search: { q: q || undefined } }),
    adminStudyGroupListSchema,
  );

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
        await apiSend('DELETE', studyGroupsApi.group({ id: action.id }), undefined, messageSchema);
        return;
      }
      await apiSend(
        'PUT',
        studyGroupsApi.visibility({ id: action.id }),
        { hidden: action.kind === 'hide' },
        studyGroupSchema,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminGroupsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.update' }) },
  });
}
