import type { ChangePasswordBody, ChangePasswordResponse, ProfileResponse, SessionUser, UpdateProfileBody, UpdateProfileResponse } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchProfile(): Promise<SessionUser> {
  const { data } = await apiClient.get<ProfileResponse>('/auth/profile');
  return data.user;
}

export async function updateProfile(changes: UpdateProfileBody): Promise<SessionUser> {
  const { data } = await apiClient.put<UpdateProfileResponse>('/auth/profile', changes);
  return data.user;
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiClient.post<ChangePasswordResponse>('/auth/change-password', body);
}
