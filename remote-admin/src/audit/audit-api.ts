// The Audit Trail page's calls.
import { AUDIT_PAGE_SIZE, AUDIT_PATHS, USER_PATHS, type AuditQuery, type AuditResponse, type UserListItem, type UserListResponse } from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchAuditPage(query: Omit<AuditQuery, 'limit'>): Promise<AuditResponse> {
  const { data } = await apiClient.get<AuditResponse>(AUDIT_PATHS.list, { params: { ...query, limit: AUDIT_PAGE_SIZE } });
  return data;
}

/** People to filter by: the users the viewer may see whose name or email holds `search`. */
export async function searchPeople(search: string): Promise<UserListItem[]> {
  const { data } = await apiClient.get<UserListResponse>(USER_PATHS.list, { params: { search: search || undefined, limit: 20 } });
  return data.users;
}
