import type { ProfileResponse, SessionUser } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone: string;
}

export async function fetchProfile(): Promise<SessionUser> {
  const { data } = await apiClient.get<ProfileResponse>('/auth/profile');
  return data.user;
}

export async function updateProfile(changes: ProfileChanges): Promise<SessionUser> {
  const { data } = await apiClient.put<{ user: SessionUser; message?: string }>('/auth/profile', changes);
  return data.user;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await apiClient.post('/auth/change-password', { current_password: currentPassword, new_password: newPassword });
}
