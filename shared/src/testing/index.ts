// Test entry: a session and an API without the shell or a server, for remote and host unit tests.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client/api-client';
import { useSession } from '../client/session-store';
import { DEFAULT_AREAS_BY_ROLE, type Role } from '../roles';
import type { SessionUser } from '../types';

/** A plausible signed-in user of the given role. */
export function testUser(role: Role = 'super_admin', overrides: Partial<SessionUser> = {}): SessionUser {
  const hasInstitution = role !== 'super_admin' && role !== 'fulfillment_agent';
  return {
    id: 1,
    email: `${role}@test.lab`,
    first_name: 'Test',
    last_name: 'User',
    role,
    phone: null,
    institution_id: hasInstitution ? 1 : null,
    institution_name: hasInstitution ? "St Mary's General Hospital" : null,
    institution_ids: hasInstitution ? [1] : [],
    permissions: [...DEFAULT_AREAS_BY_ROLE[role]],
    is_active: true,
    ...overrides,
  };
}

/** Puts a signed-in session in the shared store (and nothing in localStorage). */
export function mockSession(user: SessionUser = testUser()): SessionUser {
  useSession.setState({ status: 'authenticated', token: 'test-token', user });
  return user;
}

export function clearMockSession(): void {
  useSession.setState({ status: 'anonymous', token: null, user: null });
}

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
