import { CheckOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatResultId,
  hasFailedDelta,
  releaseRefusal,
  RESULT_SAFETY_MESSAGES as S,
  RESULT_SAFETY_TEXTS as T,
  versionAuthor,
  type TestResultDetail,
} from '@lab/shared';
import { confirmAction } from '@lab/shared/react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { DeltaReleaseDialog } from './DeltaReleaseDialog';
import { ResultValueCards } from './ResultValueCards';
import { releaseAmendment } from './results-api';

const REFUSAL_ID = 'amendment-release-refusal';

/** Why this user may not release the amendment waiting: they wrote it, or its critical values wait for their call-back. */
export function amendmentRefusal(result: TestResultDetail, userId: number): string | null {
  const pending = result.pending_amendment;
  if (!pending) return null;
  if (result.second_person_required && pending.author_id === userId) return S.amendmentOwnWork;
  return releaseRefusal({
    to: 'final',
    secondPersonRequired: false,
    userId,
    enteredBy: null,
    valuesBy: null,
    values: pending.result_values,
    acknowledged: result.critical_notifications.flatMap((n) => n.values),
    deltaComment: 'asked for by the release dialog',
  });
}

interface PendingAmendmentProps {
  result: TestResultDetail;
  userId: number;
  onReleased(result: TestResultDetail): void;
  setError(text: string | null): void;
}

/**
 * An amendment saved but not released: what it changes and why, and the release a second person
 * gives it (confirmed first; with a comment past a failed delta check; disabled with the reason).
 */
export function PendingAmendment({ result, userId, onReleased, setError }: PendingAmendmentProps) {
  const [deltaOpen, setDeltaOpen] = useState(false);
  const pending = result.pending_amendment;
  if (!pending) return null;
  const refusal = amendmentRefusal(result, userId);
  const asksComment = hasFailedDelta(pending.result_values);
  const release = () => {
    if (asksComment) return setDeltaOpen(true);
    let released: TestResultDetail;
    confirmAction({
      title: T.releaseAmendmentTitle(formatResultId(result.id)),
      content: T.releaseAmendmentContent,
      okText: T.releaseAmendment,
      action: async () => {
        released = await releaseAmendment(result.id);
      },
      done: () => onReleased(released),
      setError,
      failure: T.releaseAmendmentFailed,
    });
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={S.amendmentPending}
      description={
        <Flex vertical gap={12} align="stretch">
          <span>{T.amendmentWaitingDescription(pending.reason || '—', versionAuthor(pending), formatDateTime(pending.created_at))}</span>
          <Typography.Text strong>{T.amendmentValuesHeading}</Typography.Text>
          <ResultValueCards values={pending.result_values} />
          <Flex gap={8} align="center" wrap>
            <Button type="primary" icon={<CheckOutlined />} disabled={!!refusal} aria-describedby={refusal ? REFUSAL_ID : undefined} onClick={release}>
              {T.releaseAmendment}
            </Button>
            {refusal && <span id={REFUSAL_ID}>{refusal}</span>}
          </Flex>
          {deltaOpen && (
            <DeltaReleaseDialog
              result={result}
              open
              onClose={() => setDeltaOpen(false)}
              release={(comment) => releaseAmendment(result.id, comment)}
              onReleased={(released) => {
                setDeltaOpen(false);
                onReleased(released);
              }}
            />
          )}
        </Flex>
      }
    />
  );
}
