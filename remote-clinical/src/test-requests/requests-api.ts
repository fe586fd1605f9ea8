import {
  CUSTOM_NOTIFICATION,
  TEST_REQUESTS_PAGE_SIZE,
  type CancelTestRequestResponse,
  type SendReminderResponse,
  type TestPriority,
  type TestRequestDetail,
  type TestRequestPage,
  type TestRequestStatus,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export interface RequestListFilters {
  page: number;
  status?: TestRequestStatus;
  priority?: TestPriority;
  search?: string;
}

export async function fetchRequests(filters: RequestListFilters): Promise<TestRequestPage> {
  const params = { page: filters.page, limit: TEST_REQUESTS_PAGE_SIZE, status: filters.status, priority: filters.priority, search: filters.search || undefined };
  const { data } = await apiClient.get<TestRequestPage>('/tests/requests', { params });
  return data;
}

export async function fetchRequest(id: number | string): Promise<TestRequestDetail> {
  const { data } = await apiClient.get<TestRequestDetail>(`/tests/requests/${id}`);
  return data;
}

export async function changeRequestStatus(id: number, status: TestRequestStatus): Promise<TestRequestDetail> {
  const { data } = await apiClient.put<TestRequestDetail>(`/tests/requests/${id}/status`, { status });
  return data;
}

export async function archiveRequest(id: number): Promise<void> {
  await apiClient.delete(`/tests/requests/${id}`);
}

/** The send-notification modal's message, to the request's patient (email and SMS). */
export async function sendNotification(id: number, message: string): Promise<SendReminderResponse> {
  const { data } = await apiClient.post<SendReminderResponse>(`/tests/requests/${id}/send-reminder`, { reminder_type: CUSTOM_NOTIFICATION, custom_message: message });
  return data;
}

/** Cancel with a notice: the server tells the patient, then cancels, and answers the cancelled request. */
export async function cancelWithNotice(id: number, message: string): Promise<CancelTestRequestResponse> {
  const { data } = await apiClient.post<CancelTestRequestResponse>(`/tests/requests/${id}/cancel`, { message });
  return data;
}
