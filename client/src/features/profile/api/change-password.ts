import type { ChangePasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const changePassword = (body: ChangePasswordBody) =>
  apiSend('POST', '/api/change-password', body);

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    meta: { errorTitle: 'Password Change Failed', errorFallback: 'Failed to change password' },
  });
