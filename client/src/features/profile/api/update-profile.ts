import type { CurrentUser, ProfileBody } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function updateProfile(body: ProfileBody): Promise<CurrentUser> {
  const res = await apiRequest('PUT', '/api/profile', body);
  return (await res.json()) as CurrentUser;
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
