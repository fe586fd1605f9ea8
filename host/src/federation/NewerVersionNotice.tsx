import { Alert, Button } from 'antd';
import { PLATFORM_MESSAGES } from '@lab/shared/platform';
import { useNewerVersions } from './use-newer-versions';

/** A quiet banner above the page once a remote it runs has a newer version for this user. */
export function NewerVersionNotice() {
  const newer = useNewerVersions();
  if (!newer.length) return null;
  return (
    <Alert
      role="status"
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={PLATFORM_MESSAGES.newerVersion(newer)}
      action={
        <Button size="small" type="primary" onClick={() => window.location.reload()}>
          {PLATFORM_MESSAGES.reload}
        </Button>
      }
    />
  );
}
