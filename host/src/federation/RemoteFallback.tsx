import { Button, Card, Result } from 'antd';

export const UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

/** `detail` replaces the usual explanation (a remote this host cannot run says which contract it needs). */
export function RemoteFallback({ areaTitle, onRetry, detail }: { areaTitle: string; onRetry: () => void; detail?: string }) {
  return (
    <Card role="alert" aria-label={`${areaTitle} unavailable`}>
      <Result
        status="warning"
        title={UNAVAILABLE_TITLE}
        subTitle={detail ?? `${areaTitle} could not be loaded. The rest of the portal keeps working; try again in a moment.`}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}
