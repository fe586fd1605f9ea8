import { errorText } from '@lab/shared/client';
import { Alert, Button } from 'antd';

/** A failed load: the server's error when it gave one, else `fallback`, in red, with Retry. */
export function AnalyticsError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(error, fallback)}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    />
  );
}
