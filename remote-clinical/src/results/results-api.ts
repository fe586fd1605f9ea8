import {
  apiPath,
  RESULT_FORM_REQUESTS_LIMIT,
  RESULT_PATHS,
  TEST_REQUEST_PATHS,
  RESULTS_PAGE_SIZE,
  type ResultActivityResponse,
  type ResultPayload,
  type ResultStatus,
  type TestRequestPage,
  type TestResultDetail,
  type TestResultPage,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export interface ResultListFilters {
  page: number;
  status?: ResultStatus;
  search?: string;
}

export async function fetchResults(filters: ResultListFilters): Promise<TestResultPage> {
  const params = { page: filters.page, limit: RESULTS_PAGE_SIZE, status: filters.status, search: filters.search || undefined };
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

/** One step of the Review sequence: `status` is nextReviewStatus of the current one. */
export async function reviewResult(id: number, status: ResultStatus): Promise<TestResultDetail> {
  const { data } = await apiClient.post<TestResultDetail>(apiPath(RESULT_PATHS.review, { id }), { id, status });
  return data;
}

/** The completed test requests the form offers (each with its result_id, if it has one). */
export async function fetchCompletedRequests(): Promise<TestRequestPage> {
  const { data } = await apiClient.get<TestRequestPage>(TEST_REQUEST_PATHS.list, { params: { status: 'completed', limit: RESULT_FORM_REQUESTS_LIMIT } });
  return data;
}
