import type { ResetPasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiRequest('POST', '/api/reset-password', body);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
