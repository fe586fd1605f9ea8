import axios, { AxiosError, type AxiosInstance } from 'axios';
import { AUTH_PATHS } from '../contracts/auth-paths';
import { onUnauthorized } from './unauthorized';

/** Reads the current token; set by the session store so the client never imports it. */
let tokenSource: () => string | null = () => null;
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/** The one API client of the portal: base /api, JSON, bearer token, the 401 rule. */
export const apiClient: AxiosInstance = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const token = tokenSource();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // A failed sign-in is not a lost session: its 401 is shown on the login page.
    if (error instanceof AxiosError && error.response?.status === 401 && error.config?.url !== AUTH_PATHS.login) {
      onUnauthorized();
    }
    return Promise.reject(error);
  },
);

/** The server's `error` text of a failed call, or the caller's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string' && body.error.trim()) return body.error;
  }
  return fallback;
}

/** The HTTP status of a failed call the server answered (404, 500...), else undefined. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
