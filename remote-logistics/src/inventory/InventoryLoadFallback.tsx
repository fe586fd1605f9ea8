import { INVENTORY_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { BackLink, LoadingSpinner } from '@lab/shared/react';
import { Card, Result } from 'antd';

/** What an item page shows until its item is there: a spinner, 'Item Not Found' (404), or an Error panel (`failure` when the server gave no text). */
export function InventoryLoadFallback({ load, failure, loadingLabel }: { load: Pick<LoadedData<unknown>, 'error'>; failure: string; loadingLabel: string }) {
  if (load.error) {
    if (errorStatus(load.error) === 404) {
      return <Result status="404" title={INVENTORY_MESSAGES.notFound} subTitle="The inventory item does not exist or is not in your scope." extra={<BackLink to="/inventory" plain>Back to Inventory</BackLink>} />;
    }
    return (
      <Card>
        <Result status="error" title="Error" subTitle={errorText(load.error, failure)} extra={<BackLink to="/inventory" plain>Back to Inventory</BackLink>} />
      </Card>
    );
  }
  return (
    <LoadingSpinner label={loadingLabel} />
  );
}
