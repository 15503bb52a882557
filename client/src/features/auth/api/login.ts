import {
  currentUserSchema,
  loginAnswerSchema,
  type LoginWithFactorBody,
  type SecondFactorBody,
  authApi,
} from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

/**
 * The member, or `{ secondFactor }` when the account asks for a code next. A code sent with the
 * password counts only while the account is held back from new browsers.
 */
export const login = (body: LoginWithFactorBody) =>
  apiSend('POST', authApi.login(), body, loginAnswerSchema);

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    meta: {
      errorTitle: 'Login Failed',
      errorFallback: 'Invalid email or password. Please try again.',
    },
  });

/** The second step: a code of the authenticator app, or a recovery code. */
export const loginSecondFactor = (body: SecondFactorBody) =>
  apiSend('POST', authApi.loginSecondFactor(), body, currentUserSchema);

export const useLoginSecondFactor = () =>
  useMutation({
    mutationFn: loginSecondFactor,
    meta: {
      errorTitle: 'Login Failed',
      errorFallback: 'That code did not work. Please try again.',
    },
  });
