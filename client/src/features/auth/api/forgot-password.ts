import type { ForgotPasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  await apiRequest('POST', '/api/forgot-password', body);
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
