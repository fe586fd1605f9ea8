import { PhoneOutlined } from '@ant-design/icons';
import { CRITICAL_NOTIFICATION_METHOD_LABELS, formatDateTime, RESULT_SAFETY_MESSAGES as S, RESULT_SAFETY_TEXTS as T, type CriticalNotification, type TestResultDetail } from '@lab/shared';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { person } from '../../common/people';
import { CriticalCallbackDialog } from './CriticalCallbackDialog';
import { CriticalValueList } from './CriticalValueList';
import { valuesToTell } from './values-to-tell';

const callbackLine = (n: CriticalNotification) =>
  T.callbackLine(n.notified_person, n.role, CRITICAL_NOTIFICATION_METHOD_LABELS[n.method], formatDateTime(n.notified_at), person(n.recorded_by_name, n.recorded_by_lastname));

/**
 * At the top of a result with critical values: in red while their call-back is not recorded (the
 * values, and the button to record it), in green once it is (who was told, how, when, and who
 * recorded it).
 */
export function CriticalBanner({ result, onRecorded }: { result: TestResultDetail; onRecorded(result: TestResultDetail): void }) {
  const [open, setOpen] = useState(false);
  // the result's own critical values, or those of an amendment waiting for release
  if (result.critical_count === 0 && !result.critical_unacknowledged) return null;
  const callbacks = result.critical_notifications.length > 0 && (
    <ul aria-label={T.reportCallbackSection} style={{ margin: 0, paddingInlineStart: 20 }}>
      {result.critical_notifications.map((n) => (
        <li key={n.id}>{callbackLine(n)}</li>
      ))}
    </ul>
  );

  if (!result.critical_unacknowledged) {
    return <Alert type="success" showIcon title={S.callbackDone} description={callbacks} />;
  }
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={S.callbackPending}
        description={
          <Flex vertical gap={8} align="flex-start">
            <CriticalValueList values={valuesToTell(result)} />
            {callbacks}
            <Button danger type="primary" icon={<PhoneOutlined />} onClick={() => setOpen(true)}>
              {T.recordCallback}
            </Button>
          </Flex>
        }
      />
      {/* mounted on each opening: a fresh call, its time now */}
      {open && (
        <CriticalCallbackDialog
          result={result}
          open
          onClose={() => setOpen(false)}
          onRecorded={(updated) => {
            setOpen(false);
            onRecorded(updated);
          }}
        />
      )}
    </>
  );
}
