import {
  apiPath,
  CUSTOM_NOTIFICATION,
  TEST_REQUEST_PATHS,
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
  /** Where the page starts (the previous page's `pagination.next`), for a next page. */
  after?: string;
  status?: TestRequestStatus;
  priority?: TestPriority;
  search?: string;
}

export async function fetchRequests(filters: RequestListFilters): Promise<TestRequestPage> {
  const params = { page: filters.page, after: filters.after, limit: TEST_REQUESTS_PAGE_SIZE, status: filters.status, priority: filters.priority, search: filters.search || undefined };
  const { data } = await apiClient.get<TestRequestPage>(TEST_REQUEST_PATHS.list, { params });
  return data;
}

export async function fetchRequest(id: number | string): Promise<TestRequestDetail> {
  const { data } = await apiClient.get<TestRequestDetail>(apiPath(TEST_REQUEST_PATHS.one, { id }));
  return data;
}

export async function changeRequestStatus(id: number, status: TestRequestStatus): Promise<TestRequestDetail> {
  const { data } = await apiClient.put<TestRequestDetail>(apiPath(TEST_REQUEST_PATHS.status, { id }), { status });
  return data;
}

export async function archiveRequest(id: number): Promise<void> {
  await apiClient.delete(apiPath(TEST_REQUEST_PATHS.one, { id }));
}

/** The send-notification modal's message, to the request's patient (email and SMS). */
export async function sendNotification(id: number, message: string): Promise<SendReminderResponse> {
  const { data } = await apiClient.post<SendReminderResponse>(apiPath(TEST_REQUEST_PATHS.sendReminder, { id }), { reminder_type: CUSTOM_NOTIFICATION, custom_message: message });
  return data;
}

/** Cancel with a notice: the server tells the patient, then cancels, and answers the cancelled request. */
export async function cancelWithNotice(id: number, message: string): Promise<CancelTestRequestResponse> {
  const { data } = await apiClient.post<CancelTestRequestResponse>(apiPath(TEST_REQUEST_PATHS.cancel, { id }), { message });
  return data;
}
