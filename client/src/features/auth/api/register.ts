import type { RegisterBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const register = (body: RegisterBody) => apiSend('POST', '/api/auth/register', body);

export const useRegister = () =>
  useMutation({
    mutationFn: register,
    meta: {
      errorTitle: 'Registration Failed',
      errorFallback: 'There was an error creating your account. Please try again.',
    },
  });
