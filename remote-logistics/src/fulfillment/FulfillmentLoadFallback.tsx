import { FULFILLMENT_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import { BackLink, LoadingSpinner } from '@lab/shared/react';
import { Card, Result } from 'antd';

/** What the detail shows until its request is there: a spinner, 'Fulfillment Request Not Found' (404), or an error panel. */
export function FulfillmentLoadFallback({ error }: { error: unknown }) {
  if (error) {
    if (errorStatus(error) === 404) {
      return <Result status="404" title={FULFILLMENT_MESSAGES.notFound} subTitle="The fulfillment request does not exist or is not in your scope." extra={<BackLink to="/fulfillment" plain>Back to Fulfillment</BackLink>} />;
    }
    return (
      <Card>
        <Result status="error" title={errorText(error, FULFILLMENT_MESSAGES.detailFailed)} extra={<BackLink to="/fulfillment" plain>Back to Fulfillment</BackLink>} />
      </Card>
    );
  }
  return (
    <LoadingSpinner label="Loading fulfillment request" />
  );
}
