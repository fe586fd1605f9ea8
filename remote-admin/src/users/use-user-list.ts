import { USER_MESSAGES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { userListQuery, type UserListFilters } from './use-user-list-filters';
import { fetchUsers } from './users-api';

/** The users page the filters ask for; reloads whenever they change. */
export function useUserList(filters: UserListFilters, page: number) {
  const { search, role, institutionId, active } = filters;
  const { data, loading, error } = useLoadedData(
    () =>
      fetchUsers(userListQuery(filters, page)).catch((error: unknown) => {
        // a failed list fetch is only logged; the page shows an empty list
        console.error(errorText(error, USER_MESSAGES.fetchFailed), error);
        throw error;
      }),
    [search, role, institutionId, active, page],
  );
  // after a failure the previous answer is dropped too: the list never shows rows of other filters
  const shown = error ? undefined : data;
  return { users: shown?.users ?? [], pagination: shown?.pagination ?? null, loading };
}
