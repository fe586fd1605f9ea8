import { ArrowLeftOutlined } from '@ant-design/icons';
import { USER_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

export type UserLoadProblem = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string };
export type UserPageLoad<T> = { state: 'ready'; data: T } | UserLoadProblem;

/** Where a user page's load stands: loading, missing (404: gone or outside what the viewer may see), failed, or ready. */
export function userPageLoad<T>({ data, loading, error }: LoadedData<T>): UserPageLoad<T> {
  if (error) return errorStatus(error) === 404 ? { state: 'missing' } : { state: 'failed', message: errorText(error, USER_MESSAGES.fetchFailed) };
  if (loading || data === undefined) return { state: 'loading' };
  return { state: 'ready', data };
}

export function BackToUsersButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/users')}>
      Back to Users
    </Button>
  );
}

/** What a user page shows until its user is there: a spinner, 'User Not Found', or 'Error' with the reason (spec 3 section 2). */
export function UserLoadFallback({ load, loadingLabel }: { load: UserLoadProblem; loadingLabel: string }) {
  if (load.state === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin aria-label={loadingLabel} />
      </Flex>
    );
  }
  if (load.state === 'missing') {
    return <Result status="404" title={USER_MESSAGES.notFoundTitle} subTitle={USER_MESSAGES.notFound} extra={<BackToUsersButton />} />;
  }
  return (
    <Card>
      <Result status="error" title="Error" subTitle={load.message} extra={<BackToUsersButton />} />
    </Card>
  );
}

/** The denial of the users screens (spec 3 section 6). */
export function UsersAccessDenied() {
  return <Result status="403" title={USER_MESSAGES.accessDenied} subTitle={USER_MESSAGES.manageDenied} />;
}
