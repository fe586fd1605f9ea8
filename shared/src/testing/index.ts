// Test entry: a session and an API without the shell or a server, for remote and host unit tests.
import { useSession } from '../client/session-store';
import { DEFAULT_AREAS_BY_ROLE, type Role } from '../access';
import type { SessionUser } from '../types';

export { mockApi, type MockApi, type MockHandler, type MockReply } from '../client/mock-api';

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
export { allText, drawnTexts, type DrawnText, type ReadablePdf } from './pdf-text-reader';
