import type { CurrentUser, LoginBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function login(body: LoginBody): Promise<CurrentUser> {
  const res = await apiRequest('POST', '/api/auth/login', body);
  return (await res.json()) as CurrentUser;
}

export const useLogin = () => useMutation({ mutationFn: login });
