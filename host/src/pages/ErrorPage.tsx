import { Button, Flex, Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error ?? 'Unknown error');
}

/** The generic unexpected-error page, also shown for unknown routes. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title="Unexpected Application Error!"
        subTitle={errorMessage(error)}
        extra={
          <Link to="/dashboard">
            <Button type="primary">Back to Dashboard</Button>
          </Link>
        }
      />
    </Flex>
  );
}
