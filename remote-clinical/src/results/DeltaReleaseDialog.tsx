import { formatResultId, RESULT_SAFETY_MESSAGES as S, RESULT_SAFETY_TEXTS as T, RESULT_MESSAGES, type TestResultDetail } from '@lab/shared';
import { describedBy, FormField, useSubmit } from '@lab/shared/react';
import { Alert, Flex, Input, Modal } from 'antd';
import { useState, type FormEvent } from 'react';
import { reviewResult } from './results-api';

const FORM_ID = 'delta-release-form';
const FIELD_ID = 'delta-release-comment';

interface DeltaReleaseDialogProps {
  result: TestResultDetail;
  open: boolean;
  onClose(): void;
  onReleased(result: TestResultDetail): void;
  /** What releasing does: the review step to final unless told otherwise (an amendment's release). */
  release?(comment: string): Promise<TestResultDetail>;
}

/** Releases a result (or its amendment) with a value beyond its delta limit, once the user confirms the change with a comment. */
export function DeltaReleaseDialog({ result, open, onClose, onReleased, release = (comment) => reviewResult(result.id, 'final', comment) }: DeltaReleaseDialogProps) {
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const saving = useSubmit(async () => onReleased(await release(comment.trim())), RESULT_MESSAGES.reviewFailed);
  const error = submitted && !comment.trim() ? T.deltaCommentRequired : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!comment.trim()) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    void saving.submit();
  }

  return (
    <Modal
      open={open}
      title={T.deltaDialogTitle(formatResultId(result.id))}
      onCancel={onClose}
      okText={T.releaseWithComment}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID, loading: saving.busy }}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label={T.deltaDialogTitle(formatResultId(result.id))}>
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={S.deltaNeedsComment} />
          <FormField id={FIELD_ID} label={T.deltaCommentLabel} required error={error}>
            <Input.TextArea
              id={FIELD_ID}
              required
              rows={3}
              maxLength={1000}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(FIELD_ID, { error })}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </FormField>
          {saving.error && <Alert type="error" showIcon title={saving.error} />}
        </Flex>
      </form>
    </Modal>
  );
}
