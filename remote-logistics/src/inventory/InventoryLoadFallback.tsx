import { ArrowLeftOutlined } from '@ant-design/icons';
import { INVENTORY_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

export function BackToInventoryButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/inventory')}>
      Back to Inventory
    </Button>
  );
}

/** What an item page shows until its item is there: a spinner, 'Item Not Found' (404), or an Error panel (`failure` when the server gave no text). */
export function InventoryLoadFallback({ load, failure, loadingLabel }: { load: Pick<LoadedData<unknown>, 'error'>; failure: string; loadingLabel: string }) {
  if (load.error) {
    if (errorStatus(load.error) === 404) {
      return <Result status="404" title={INVENTORY_MESSAGES.notFound} subTitle="The inventory item does not exist or is not in your scope." extra={<BackToInventoryButton />} />;
    }
    return (
      <Card>
        <Result status="error" title="Error" subTitle={errorText(load.error, failure)} extra={<BackToInventoryButton />} />
      </Card>
    );
  }
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin aria-label={loadingLabel} />
    </Flex>
  );
}
