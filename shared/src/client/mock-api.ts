// For tests only (re-exported by @lab/shared/testing): answers the API client's calls without a server.
// It lives beside the client because only the client's folder knows axios.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './api-client';

export type MockReply = [status: number, body?: unknown];
export type MockHandler = (request: { body: unknown; params: Record<string, unknown>; config: InternalAxiosRequestConfig }) => MockReply | Promise<MockReply>;

export interface MockApi {
  /** Every call made, as 'METHOD /path'. */
  calls: string[];
  restore(): void;
}

/**
 * Answers the shared API client's calls from `routes` ('GET /patients' -> handler).
 * An unmatched call answers 404 so a test notices it.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>): MockApi {
  const previous = apiClient.defaults.adapter;
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    calls.push(key);
    const route = routes[key];
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const [status, data] = route
      ? typeof route === 'function'
        ? await route({ body, params: (config.params ?? {}) as Record<string, unknown>, config })
        : route
      : [404, { error: `No mock for ${key}` }];
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls, restore: () => void (apiClient.defaults.adapter = previous) };
}
