import { apiPath, EXTERNAL_LAB_PATHS, type ExternalApiStatus, type ExternalFetchResponse, type ExternalSubmitResponse } from '@lab/shared';
import { apiClient, errorText } from '@lab/shared/client';

// The external lab integration's calls. A request has a result only once its
// order went out, so the status of a request without one comes with the request's detail.

export async function fetchApiStatus(resultId: number): Promise<ExternalApiStatus> {
  const { data } = await apiClient.get<ExternalApiStatus>(apiPath(EXTERNAL_LAB_PATHS.apiStatus, { id: resultId }));
  return data;
}

/** Asks the external lab now and answers the refreshed status. */
export async function syncStatus(resultId: number): Promise<ExternalApiStatus> {
  const { data } = await apiClient.post<ExternalApiStatus>(apiPath(EXTERNAL_LAB_PATHS.syncStatus, { id: resultId }));
  return data;
}

export async function submitOrder(provider: string, requestId: number): Promise<ExternalSubmitResponse> {
  const { data } = await apiClient.post<ExternalSubmitResponse>(apiPath(EXTERNAL_LAB_PATHS.submitOrder, { provider, testRequestId: requestId }));
  return data;
}

export async function fetchExternalResults(provider: string, requestId: number): Promise<ExternalFetchResponse> {
  const { data } = await apiClient.post<ExternalFetchResponse>(apiPath(EXTERNAL_LAB_PATHS.fetchResults, { provider, testRequestId: requestId }));
  return data;
}

/** A failed call as the panel shows it. */
export interface ExternalFailure {
  /** The server's `error`, or the panel's fallback. */
  message: string;
  /** Why, when the server says (the external lab's answer, a timeout). */
  reason: string | null;
  /** The status the server recorded with the failure (502 and 504 carry it): the panel shows it. */
  status: ExternalApiStatus | null;
}

/** Reads a failure's body: the API answers 502/504 with `{ success: false, error, reason, status }`. */
export function externalFailure(error: unknown, fallback: string): ExternalFailure {
  // the body of an answered call; errorText reads `error` from the same place
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const { reason, status } = (body && typeof body === 'object' ? body : {}) as { reason?: unknown; status?: unknown };
  return {
    message: errorText(error, fallback),
    reason: typeof reason === 'string' && reason.trim() ? reason : null,
    status: status && typeof status === 'object' ? (status as ExternalApiStatus) : null,
  };
}
