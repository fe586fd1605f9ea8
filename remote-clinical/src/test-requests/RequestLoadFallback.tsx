import { TEST_REQUEST_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { BackLink } from '@lab/shared/react';
import { Card, Flex, Result, Spin } from 'antd';

/** What the detail shows until its request is there: a spinner, 'Test Request Not Found' (404), or an error card. */
export function RequestLoadFallback({ load }: { load: Pick<LoadedData<unknown>, 'error'> }) {
  if (load.error) {
    if (errorStatus(load.error) === 404) {
      return <Result status="404" title={TEST_REQUEST_MESSAGES.notFound} subTitle="The test request does not exist, was archived, or is not in your institution." extra={<BackLink to="/tests" plain>Back to Test Requests</BackLink>} />;
    }
    return (
      <Card>
        <Result status="error" title={errorText(load.error, TEST_REQUEST_MESSAGES.fetchDetailFailed)} extra={<BackLink to="/tests" plain>Back to Test Requests</BackLink>} />
      </Card>
    );
  }
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin aria-label="Loading test request" />
    </Flex>
  );
}
