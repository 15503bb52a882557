import type { ChangePasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { authApi } from '@contract/auth';

export const changePassword = (body: ChangePasswordBody) =>
  apiSend('POST', authApi.changePassword(), body);

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    meta: { errorTitle: 'Password Change Failed', errorFallback: 'Failed to change password' },
  });
