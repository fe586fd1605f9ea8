import { AUTH_PATHS, type ChangePasswordBody, type ChangePasswordResponse, type ProfileResponse, type SessionUser, type UpdateProfileBody, type UpdateProfileResponse } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchProfile(): Promise<SessionUser> {
  const { data } = await apiClient.get<ProfileResponse>(AUTH_PATHS.profile);
  return data.user;
}

export async function updateProfile(changes: UpdateProfileBody): Promise<SessionUser> {
  const { data } = await apiClient.put<UpdateProfileResponse>(AUTH_PATHS.profile, changes);
  return data.user;
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiClient.post<ChangePasswordResponse>(AUTH_PATHS.changePassword, body);
}
