import {
  apiPath,
  RESULT_FORM_REQUESTS_LIMIT,
  RESULT_PATHS,
  TEST_REQUEST_PATHS,
  RESULTS_PAGE_SIZE,
  type CriticalNotificationPayload,
  type ResultActivityResponse,
  type ResultListQuery,
  type ResultRequestMarkers,
  type ResultPayload,
  type ResultStatus,
  type TestRequestPage,
  type TestResultDetail,
  type TestResultPage,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export interface ResultListFilters {
  page: number;
  /** Where the page starts (the previous page's `pagination.next`), for a next page. */
  after?: string;
  status?: ResultStatus;
  search?: string;
  critical?: ResultListQuery['critical'];
}

export async function fetchResults(filters: ResultListFilters): Promise<TestResultPage> {
  const params = { page: filters.page, after: filters.after, limit: RESULTS_PAGE_SIZE, status: filters.status, search: filters.search || undefined, critical: filters.critical };
  const { data } = await apiClient.get<TestResultPage>(RESULT_PATHS.list, { params });
  return data;
}

export async function fetchRecentActivity(): Promise<ResultActivityResponse> {
  const { data } = await apiClient.get<ResultActivityResponse>(RESULT_PATHS.recentActivity);
  return data;
}

export async function fetchResult(id: number | string): Promise<TestResultDetail> {
  const { data } = await apiClient.get<TestResultDetail>(apiPath(RESULT_PATHS.one, { id }));
  return data;
}

/** The result as its PDF report shows it (the same answer; the server audits the read as a report). */
export async function fetchResultReport(id: number | string): Promise<TestResultDetail> {
  const { data } = await apiClient.get<TestResultDetail>(apiPath(RESULT_PATHS.report, { id }));
  return data;
}

export async function createResult(payload: ResultPayload): Promise<TestResultDetail> {
  const { data } = await apiClient.post<TestResultDetail>(RESULT_PATHS.list, payload);
  return data;
}

export async function updateResult(id: number | string, payload: ResultPayload): Promise<TestResultDetail> {
  const { data } = await apiClient.put<TestResultDetail>(apiPath(RESULT_PATHS.one, { id }), payload);
  return data;
}

/** One step of the Review sequence: `status` is nextReviewStatus of the current one; a release past a failed delta check carries its comment. */
export async function reviewResult(id: number, status: ResultStatus, deltaComment?: string): Promise<TestResultDetail> {
  const body = deltaComment === undefined ? { id, status } : { id, status, delta_comment: deltaComment };
  const { data } = await apiClient.post<TestResultDetail>(apiPath(RESULT_PATHS.review, { id }), body);
  return data;
}

/** A second person releases the amendment waiting; a value past its delta limit carries the comment confirming it. */
export async function releaseAmendment(id: number, deltaComment?: string): Promise<TestResultDetail> {
  const body = deltaComment === undefined ? {} : { delta_comment: deltaComment };
  const { data } = await apiClient.post<TestResultDetail>(apiPath(RESULT_PATHS.releaseAmendment, { id }), body);
  return data;
}

/** Records the call-back of the result's critical values; answers the result as it is now. */
export async function recordCriticalNotification(id: number, payload: CriticalNotificationPayload): Promise<TestResultDetail> {
  const { data } = await apiClient.post<TestResultDetail>(apiPath(RESULT_PATHS.criticalNotifications, { id }), payload);
  return data;
}

/** The markers of a request with the range that fits its patient: what a new result's form asks values for. */
export async function fetchRequestMarkers(requestId: number): Promise<ResultRequestMarkers> {
  const { data } = await apiClient.get<ResultRequestMarkers>(apiPath(RESULT_PATHS.requestMarkers, { id: requestId }));
  return data;
}

/** The completed test requests the form offers (each with its result_id, if it has one). */
export async function fetchCompletedRequests(): Promise<TestRequestPage> {
  const { data } = await apiClient.get<TestRequestPage>(TEST_REQUEST_PATHS.list, { params: { status: 'completed', limit: RESULT_FORM_REQUESTS_LIMIT } });
  return data;
}
