import { REMINDER_MESSAGES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { Alert, Button, Flex, Typography } from 'antd';

/**
 * A failed round: 'Failed to fetch monitoring data' under the heading 'Error
 * loading monitoring data', with the server's own reason below when it gave one, and Retry. The
 * last good data, if any, stays below with its refresh time.
 */
export function MonitoringError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const reason = errorText(error, REMINDER_MESSAGES.monitoringFetchFailed);
  return (
    <Alert
      type="error"
      showIcon
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {REMINDER_MESSAGES.monitoringErrorTitle}
        </Typography.Title>
      }
      description={
        <Flex vertical>
          <span>{REMINDER_MESSAGES.monitoringFetchFailed}</span>
          {reason !== REMINDER_MESSAGES.monitoringFetchFailed && <Typography.Text type="secondary">{reason}</Typography.Text>}
        </Flex>
      }
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
