import { CloudDownloadOutlined, CloudUploadOutlined, SyncOutlined } from '@ant-design/icons';
import {
  canActOnExternalLab,
  EXTERNAL_LAB_MESSAGES,
  externalStatusLabel,
  formatDateTime,
  isExternalLabStatus,
  showsCheckStatus,
  type ExternalLabStatus,
  type TestRequestDetail,
} from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { StatusTag, type TagTone } from '@lab/shared/react';
import { Alert, Button, Card, Descriptions, Flex, Space, Typography } from 'antd';
import { confirmExternalSubmit } from './confirm-submit';
import { ExternalTimeline } from './ExternalTimeline';
import { useExternalLab, type ExternalAction } from './use-external-lab';

// The tag's tone only echoes its label, which carries the meaning.
const STATUS_TONES: Record<ExternalLabStatus, TagTone> = {
  pending: 'gold',
  submitted: 'blue',
  sample_received: 'cyan',
  complete: 'green',
  failed: 'red',
};

function ExternalStatusTag({ status }: { status: string | null }) {
  // no status yet is the product's pending: awaiting submission
  const shown = status ?? 'pending';
  return <StatusTag tone={isExternalLabStatus(shown) ? STATUS_TONES[shown] : 'default'}>{externalStatusLabel(shown)}</StatusTag>;
}

interface Props {
  request: TestRequestDetail;
  /** Something the page shows changed (a result was created or imported): reload the request. */
  onChanged: () => void;
}

/** The external lab integration panel on the test request detail. */
export function ExternalLabPanel({ request, onChanged }: Props) {
  const user = useSession((s) => s.user);
  const lab = useExternalLab(request, onChanged);
  const { status, running, failure } = lab;
  if (!status.api_enabled) return null;

  const mayAct = canActOnExternalLab(user);
  const buttonState = (action: ExternalAction) => ({ loading: running === action, disabled: running !== null && running !== action });
  const offersCheck = showsCheckStatus(status.external_api_status) && status.result_id !== null;
  // a failed call usually records the same reason on the status: say it once
  const showsFailureReason = status.external_api_status === 'failed' && !!status.failure_reason && failure?.reason !== status.failure_reason;
  // a call that did not reach the lab leaves the order as it was: the warning says when and why, once
  const unreachable = status.attempt_error && status.last_attempt_at ? { when: status.last_attempt_at, why: status.attempt_error } : null;
  const showsFailure = failure && !(unreachable && failure.reason === unreachable.why);

  return (
    <Card title="External Lab Integration" data-testid="external-lab-panel">
      <Flex vertical gap={12}>
        {lab.loadError && <Alert type="error" showIcon title={lab.loadError} />}
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Kit Barcode">
            {request.barcode_number ? <Typography.Text code>{request.barcode_number}</Typography.Text> : EXTERNAL_LAB_MESSAGES.noBarcode}
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <ExternalStatusTag status={status.external_api_status} />
          </Descriptions.Item>
          {status.external_lab_id && (
            <Descriptions.Item label="External Order ID">
              <Typography.Text code>{status.external_lab_id}</Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
        {status.last_sync && <Typography.Text type="secondary">Last checked {formatDateTime(status.last_sync)}</Typography.Text>}
        {showsFailureReason && <Alert type="error" showIcon title={status.failure_reason} />}
        {unreachable && (
          <Alert
            type="warning"
            showIcon
            title={EXTERNAL_LAB_MESSAGES.labUnreachable(formatDateTime(unreachable.when))}
            description={
              <>
                {unreachable.why}
                {status.next_attempt_at && (
                  <>
                    <br />
                    {EXTERNAL_LAB_MESSAGES.nextAttempt(formatDateTime(status.next_attempt_at))}
                  </>
                )}
              </>
            }
          />
        )}

        <ExternalTimeline status={status} />

        {showsFailure && <Alert type="error" showIcon closable onClose={lab.dismiss} title={failure.message} description={failure.reason ?? undefined} />}
        {lab.notice && <Alert type="success" showIcon closable onClose={lab.dismiss} title={lab.notice} />}

        {mayAct && (
          <Space wrap>
            {status.can_submit && (
              <Button type="primary" icon={<CloudUploadOutlined />} {...buttonState('submit')} onClick={() => confirmExternalSubmit(request, lab.submit)}>
                Submit to External Lab
              </Button>
            )}
            {offersCheck && (
              <Button icon={<SyncOutlined />} {...buttonState('sync')} onClick={lab.sync}>
                Check Status
              </Button>
            )}
            {status.can_fetch_results && (
              <Button icon={<CloudDownloadOutlined />} {...buttonState('fetch')} onClick={lab.fetchResults}>
                Fetch Results
              </Button>
            )}
          </Space>
        )}
      </Flex>
    </Card>
  );
}
