import type { RegisterBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { authApi } from '@contract/auth';

export const register = (body: RegisterBody) => apiSend('POST', authApi.register(), body);

export const useRegister = () =>
  useMutation({
    mutationFn: register,
    meta: {
      errorTitle: 'Registration Failed',
      errorFallback: 'There was an error creating your account. Please try again.',
    },
  });
