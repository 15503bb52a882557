import { authApi } from '@contract/auth';
import type { DeleteAccountBody } from '@contract/privacy';
import { messageSchema } from '@contract/errors';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend } from '@client/lib/api';

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
