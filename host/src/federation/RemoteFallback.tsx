import { Button, Card, Result } from 'antd';

export const UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

export function RemoteFallback({ areaTitle, onRetry }: { areaTitle: string; onRetry: () => void }) {
  return (
    <Card role="alert" aria-label={`${areaTitle} unavailable`}>
      <Result
        status="warning"
        title={UNAVAILABLE_TITLE}
        subTitle={`${areaTitle} could not be loaded. The rest of the portal keeps working; try again in a moment.`}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}
