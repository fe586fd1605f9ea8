import { isRole, type Role, type UserListQuery } from '@lab/shared';
import { positiveIntegerParam as positiveInteger, useUrlQuery } from '@lab/shared/react';

/**
 * The users list's filters live in the page's address under the API's own query names
 * (?search=ann&role=clinician&institution_id=2&active=false&page=3): they survive a visit to a
 * user and back, and a filtered list can be shared as a link.
 */
export interface UserListFilters {
  search: string;
  role?: Role;
  institutionId?: number;
  /** true: active only, false: inactive only, undefined: both. */
  active?: boolean;
}

/** The filters an address holds; anything unreadable counts as not set. */
export function readUserFilters(params: URLSearchParams): UserListFilters {
  const role = params.get('role');
  const active = params.get('active');
  return {
    search: (params.get('search') ?? '').trim(),
    role: isRole(role) ? role : undefined,
    institutionId: positiveInteger(params.get('institution_id')),
    active: active === 'true' ? true : active === 'false' ? false : undefined,
  };
}

/** The GET /users query of the filters and a page (unset filters left out). */
export function userListQuery(filters: UserListFilters, page: number): Omit<UserListQuery, 'limit'> {
  return { page, search: filters.search || undefined, role: filters.role, institution_id: filters.institutionId, active: filters.active };
}

export const isFilteringUsers = (f: UserListFilters) => !!(f.search || f.role || f.institutionId || f.active !== undefined);

/** The filters and page of the address (the filter bar changes the filters there). */
export function useUserListFilters() {
  const { params, page, setPage } = useUrlQuery();
  return { filters: readUserFilters(params), page, setPage };
}
