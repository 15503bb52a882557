import type { CurrentUser, LoginAnswer, LoginBody, SecondFactorBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

/** The member, or `{ secondFactor }` when the account asks for a code next. */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  const res = await apiRequest('POST', '/api/auth/login', body);
  return (await res.json()) as LoginAnswer;
}

export const useLogin = () => useMutation({ mutationFn: login });

/** The second step: a code of the authenticator app, or a recovery code. */
export async function loginSecondFactor(body: SecondFactorBody): Promise<CurrentUser> {
  const res = await apiRequest('POST', '/api/auth/login/second-factor', body);
  return (await res.json()) as CurrentUser;
}

export const useLoginSecondFactor = () => useMutation({ mutationFn: loginSecondFactor });
