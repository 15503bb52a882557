import { profileAnswerSchema, type ProfileBody, authApi } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const updateProfile = (body: ProfileBody) =>
  apiSend('PUT', authApi.profile(), body, profileAnswerSchema);

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update profile' },
  });
