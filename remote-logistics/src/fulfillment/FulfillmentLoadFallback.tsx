import { ArrowLeftOutlined } from '@ant-design/icons';
import { FULFILLMENT_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

function BackToFulfillmentButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/fulfillment')}>
      Back to Fulfillment
    </Button>
  );
}

/** What the detail shows until its request is there: a spinner, 'Fulfillment Request Not Found' (404), or an error panel. */
export function FulfillmentLoadFallback({ error }: { error: unknown }) {
  if (error) {
    if (errorStatus(error) === 404) {
      return <Result status="404" title={FULFILLMENT_MESSAGES.notFound} subTitle="The fulfillment request does not exist or is not in your scope." extra={<BackToFulfillmentButton />} />;
    }
    return (
      <Card>
        <Result status="error" title={errorText(error, FULFILLMENT_MESSAGES.detailFailed)} extra={<BackToFulfillmentButton />} />
      </Card>
    );
  }
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin aria-label="Loading fulfillment request" />
    </Flex>
  );
}
