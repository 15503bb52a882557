import type { ChangePasswordBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('POST', '/api/change-password', body);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
