import type { RegisterBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function register(body: RegisterBody): Promise<void> {
  await apiRequest('POST', '/api/auth/register', body);
}

export const useRegister = () => useMutation({ mutationFn: register });
