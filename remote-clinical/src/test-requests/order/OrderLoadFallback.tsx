import { TEST_REQUEST_MESSAGES as M } from '@lab/shared';
import { BackLink } from '@lab/shared/react';
import { Card, Flex, Result, Spin } from 'antd';
import type { OrderFormLoad } from './use-order-form-load';

/** What the order form shows until it can start: a spinner, 'Test Request Not Found', or an error card. */
export function OrderLoadFallback({ load }: { load: Exclude<OrderFormLoad, { state: 'ready' }> }) {
  if (load.state === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin aria-label="Loading order form" />
      </Flex>
    );
  }
  if (load.state === 'missing') return <Result status="404" title={M.notFound} extra={<BackLink to="/tests" plain>Back to Test Requests</BackLink>} />;
  return (
    <Card>
      <Result status="error" title={load.message} extra={<BackLink to="/tests" plain>Back to Test Requests</BackLink>} />
    </Card>
  );
}
