import type { ResetPasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { authApi } from '@contract/auth';

export const resetPassword = (body: ResetPasswordBody) =>
  apiSend('POST', authApi.resetPassword(), body);

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    meta: { errorTitle: 'Reset Failed', errorFallback: 'Failed to reset password' },
  });
