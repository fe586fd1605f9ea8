import { CLINICIAN_ROLE, type UserDetail, type UserListItem } from '@lab/shared';

export const stMarys = { id: 1, name: "St Mary's General Hospital", address: null };
export const royal = { id: 2, name: 'Royal Infirmary', address: null };

/** A complete user as GET /users/{id} answers it: an active clinician of two institutions. */
export function sampleUser(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 7,
    email: 'emily.watson@stmarys.example',
    first_name: 'Emily',
    last_name: 'Watson',
    role: CLINICIAN_ROLE,
    phone: null,
    institution_id: 1,
    institution_name: stMarys.name,
    is_active: true,
    created_at: '2026-11-02T09:30:00Z',
    updated_at: '2026-11-20T16:05:00Z',
    institution_ids: [1, 2],
    institutions: [
      { id: 2, name: royal.name },
      { id: 1, name: stMarys.name },
    ],
    permissions: [],
    other_institution_count: 0,
    ...overrides,
  };
}

/** A row of the users list. */
export function sampleListItem(id: number, overrides: Partial<UserListItem> = {}): UserListItem {
  const { institution_ids: _ids, institutions: _refs, permissions: _p, updated_at: _u, ...item } = sampleUser({ id, last_name: `Watson${id}`, email: `user${id}@test.lab` });
  return { ...item, ...overrides };
}
