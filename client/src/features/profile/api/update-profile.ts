import type { ProfileAnswer, ProfileBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function updateProfile(body: ProfileBody): Promise<ProfileAnswer> {
  const res = await apiRequest('PUT', '/api/profile', body);
  return (await res.json()) as ProfileAnswer;
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
