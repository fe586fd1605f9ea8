// The users screens' calls, one function per request.
import {
  apiPath,
  INSTITUTION_PATHS,
  USER_PATHS,
  USERS_PAGE_SIZE,
  type CustomEmailBody,
  type DeactivateUserResponse,
  type InstitutionOption,
  type MyInstitutionsResponse,
  type UserDetail,
  type UserEmailKind,
  type UserEmailResponse,
  type UserListQuery,
  type UserListResponse,
  type UserResponse,
  type UserWriteBody,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchUsers(query: Omit<UserListQuery, 'limit'>): Promise<UserListResponse> {
  const { data } = await apiClient.get<UserListResponse>(USER_PATHS.list, { params: { ...query, limit: USERS_PAGE_SIZE } });
  return data;
}

export async function fetchUser(id: number | string): Promise<UserDetail> {
  const { data } = await apiClient.get<UserResponse>(apiPath(USER_PATHS.one, { id }));
  return data.user;
}

export async function createUser(body: UserWriteBody): Promise<UserDetail> {
  const { data } = await apiClient.post<UserResponse>(USER_PATHS.list, body);
  return data.user;
}

export async function updateUser(id: number | string, body: UserWriteBody): Promise<UserDetail> {
  const { data } = await apiClient.put<UserResponse>(apiPath(USER_PATHS.one, { id }), body);
  return data.user;
}

export async function deactivateUser(id: number): Promise<DeactivateUserResponse> {
  const { data } = await apiClient.post<DeactivateUserResponse>(apiPath(USER_PATHS.deactivate, { id }));
  return data;
}

/** POST /users/{id}/emails/{kind}: only the custom email has a body. */
export async function sendUserEmail(id: number, kind: UserEmailKind, body?: CustomEmailBody): Promise<UserEmailResponse> {
  const { data } = await apiClient.post<UserEmailResponse>(apiPath(USER_PATHS.email, { id, kind }), body);
  return data;
}

/** The caller's institutions (all of them for super_admin). */
export async function fetchMyInstitutions(): Promise<InstitutionOption[]> {
  const { data } = await apiClient.get<MyInstitutionsResponse>(INSTITUTION_PATHS.mine);
  return data.institutions;
}

