// The reminder rules' calls, one function per
// request. The rule's reminder_type is its key in the path. Lists answer { items }, writes { item }.
import { apiPath, REMINDER_PATHS, type ReminderConfig, type ReminderConfigBody, type ReminderConfigListResponse, type ReminderConfigResponse } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

const rulePath = (reminderType: string) => apiPath(REMINDER_PATHS.one, { type: reminderType });

export async function fetchReminderConfigs(): Promise<ReminderConfig[]> {
  const { data } = await apiClient.get<ReminderConfigListResponse>(REMINDER_PATHS.list);
  return data.items;
}

/** 201 { item }; a reminder_type already used is a 409 { error }. */
export async function createReminderConfig(body: ReminderConfigBody): Promise<ReminderConfig> {
  const { data } = await apiClient.post<ReminderConfigResponse>(REMINDER_PATHS.list, body);
  return data.item;
}

/** PUT takes the whole rule (the Activate/Deactivate button too, with is_active flipped). */
export async function updateReminderConfig(reminderType: string, body: ReminderConfigBody): Promise<ReminderConfig> {
  const { data } = await apiClient.put<ReminderConfigResponse>(rulePath(reminderType), body);
  return data.item;
}

export async function deleteReminderConfig(reminderType: string): Promise<string> {
  const { data } = await apiClient.delete<{ message: string }>(rulePath(reminderType));
  return data.message;
}
