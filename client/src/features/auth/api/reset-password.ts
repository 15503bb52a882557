import type { ResetPasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const resetPassword = (body: ResetPasswordBody) =>
  apiSend('POST', '/api/reset-password', body);

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    meta: { errorTitle: 'Reset Failed', errorFallback: 'Failed to reset password' },
  });
