import { USER_MESSAGES } from '@lab/shared';
import { AccessDenied, BackLink, type LoadedData, LoadFallback, type LoadProblem, pageLoad, type PageLoad } from '@lab/shared/react';

export type UserLoadProblem = LoadProblem;
export type UserPageLoad<T> = PageLoad<T>;

/** Where a user page's load stands (see pageLoad). */
export function userPageLoad<T>(loaded: LoadedData<T>): UserPageLoad<T> {
  return pageLoad(loaded, USER_MESSAGES.fetchFailed);
}

export function UserLoadFallback({ load, loadingLabel }: { load: UserLoadProblem; loadingLabel: string }) {
  return <LoadFallback load={load} loadingLabel={loadingLabel} notFound={{ title: USER_MESSAGES.notFoundTitle, subTitle: USER_MESSAGES.notFound }} failedTitle="Error" back={<BackLink to="/users" plain>Back to Users</BackLink>} />;
}

/** The denial of the users screens. */
/** No access to the users form; `reason` says why a user the viewer sees is not theirs to change. */
export function UsersAccessDenied({ reason = USER_MESSAGES.manageDenied }: { reason?: string }) {
  return <AccessDenied reason={reason} />;
}
