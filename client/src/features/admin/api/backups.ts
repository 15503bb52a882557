import { backupListSchema, backupSchema, backupsApi } from '@contract/backups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@client/lib/api';

export const backupsKey = [backupsApi.list.pattern] as const;

/** The backups the site keeps, newest first, with its schedule. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: backupsKey,
    queryFn: ({ signal }) => apiGet(backupsApi.list(), backupListSchema, { signal }),
  });

export const useBackups = () => useQuery(backupsQuery());

export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', backupsApi.list(), undefined, backupSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
