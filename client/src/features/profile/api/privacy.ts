import { authApi } from '@contract/auth';
import { dataExportSchema, privacyApi, type DeleteAccountBody } from '@contract/privacy';
import { messageSchema } from '@contract/errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiGet, apiSend } from '@client/lib/api';

/** While the archive is being prepared, the profile asks how it stands this often. */
const PREPARING_POLL_MS = 3_000;

/** How the member's data archive stands (none, requested, ready, failed). */
export const dataExportQuery = () =>
  queryOptions({
    queryKey: [privacyApi.myData.pattern],
    queryFn: () => apiGet(privacyApi.myData(), dataExportSchema),
  });

export function useDataExport() {
  return useQuery({
    ...dataExportQuery(),
    refetchInterval: (query) =>
      query.state.data?.status === 'requested' ? PREPARING_POLL_MS : false,
  });
}

/** Asks for a new archive (or answers the one in progress). */
export function useRequestDataExport() {
  const intl = useIntl();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', privacyApi.myData(), undefined, dataExportSchema),
    onSuccess: (started) => client.setQueryData(dataExportQuery().queryKey, started),
    meta: {
      errorTitle: intl.formatMessage({ id: 'privacy.download.startFailed' }),
      errorFallback: intl.formatMessage({ id: 'privacy.download.startFailed' }),
    },
  });
}

/** Ends the member's account, proved by their password (and a code when the app is on). */
export function useDeleteAccount() {
  const intl = useIntl();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiSend('DELETE', authApi.profile(), body, messageSchema),
    meta: {
      errorTitle: intl.formatMessage({ id: 'privacy.delete.failed' }),
      errorFallback: intl.formatMessage({ id: 'privacy.delete.failed' }),
    },
  });
}
