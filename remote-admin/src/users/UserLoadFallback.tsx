import { ArrowLeftOutlined } from '@ant-design/icons';
import { USER_MESSAGES } from '@lab/shared';
import { LoadFallback, pageLoad, type LoadedData, type LoadProblem, type PageLoad } from '@lab/shared/react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export type UserLoadProblem = LoadProblem;
export type UserPageLoad<T> = PageLoad<T>;

/** Where a user page's load stands (see pageLoad). */
export function userPageLoad<T>(loaded: LoadedData<T>): UserPageLoad<T> {
  return pageLoad(loaded, USER_MESSAGES.fetchFailed);
}

export function BackToUsersButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/users')}>
      Back to Users
    </Button>
  );
}

export function UserLoadFallback({ load, loadingLabel }: { load: UserLoadProblem; loadingLabel: string }) {
  return <LoadFallback load={load} loadingLabel={loadingLabel} notFound={{ title: USER_MESSAGES.notFoundTitle, subTitle: USER_MESSAGES.notFound }} failedTitle="Error" back={<BackToUsersButton />} />;
}

/** The denial of the users screens. */
/** No access to the users form; `reason` says why a user the viewer sees is not theirs to change. */
export function UsersAccessDenied({ reason = USER_MESSAGES.manageDenied }: { reason?: string }) {
  return <Result status="403" title={USER_MESSAGES.accessDenied} subTitle={reason} />;
}
