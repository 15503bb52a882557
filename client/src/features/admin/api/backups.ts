import { backupListSchema, backupSchema, backupsApi } from '@contract/backups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

export const backupsKey = [backupsApi.list.pattern] as const;

/** The backups the site keeps, newest first, with its schedule. */
export const backupsQuery = () => apiQuery(backupsKey, backupsApi.list(), backupListSchema);

export const useBackups = () => useQuery(backupsQuery());

export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', backupsApi.list(), undefined, backupSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
