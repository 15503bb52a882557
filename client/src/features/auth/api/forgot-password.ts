import type { ForgotPasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiSend('POST', '/api/forgot-password', body);

export const useForgotPassword = () =>
  useMutation({
    mutationFn: forgotPassword,
    meta: { errorTitle: 'Request Failed', errorFallback: 'Failed to send reset email' },
  });
