import type { ForgotPasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { authApi } from '@contract/auth';

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiSend('POST', authApi.forgotPassword(), body);

export const useForgotPassword = () =>
  useMutation({
    mutationFn: forgotPassword,
    meta: { errorTitle: 'Request Failed', errorFallback: 'Failed to send reset email' },
  });
