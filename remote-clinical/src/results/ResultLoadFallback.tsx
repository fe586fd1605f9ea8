import { RESULT_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import { BackLink, type LoadedData, LoadingSpinner } from '@lab/shared/react';
import { Card, Result } from 'antd';

/** What a result page shows until its data is there: a spinner, 'Result Not Found' (404), or an error card (`failure` when the server gave no text). */
export function ResultLoadFallback({ load, failure, loadingLabel }: { load: Pick<LoadedData<unknown>, 'error'>; failure: string; loadingLabel: string }) {
  if (load.error) {
    if (errorStatus(load.error) === 404) {
      return <Result status="404" title={RESULT_MESSAGES.notFound} subTitle="The test result does not exist or is not in your institution." extra={<BackLink to="/results" plain>Back to Test Results</BackLink>} />;
    }
    return (
      <Card>
        <Result status="error" title={errorText(load.error, failure)} extra={<BackLink to="/results" plain>Back to Test Results</BackLink>} />
      </Card>
    );
  }
  return (
    <LoadingSpinner label={loadingLabel} />
  );
}
