import { CheckOutlined } from '@ant-design/icons';
import { hasFailedDelta, nextReviewStatus, type TestResultDetail } from '@lab/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { DeltaReleaseDialog } from './DeltaReleaseDialog';
import { confirmReview, reviewStepLabel } from './result-review';

/** Where the detail shows why the review step is disabled: the button points at it. */
export const REVIEW_REFUSAL_ID = 'result-review-refusal';

interface ResultReviewActionProps {
  result: TestResultDetail;
  /** Why the user may not take the step (shown by the page beside the actions), or null. */
  refusal: string | null;
  onReviewed(result: TestResultDetail): void;
  setError(text: string | null): void;
}

/**
 * The detail's next review step: confirmed first; a release past a failed delta check asks for a
 * comment instead; disabled, pointing at the reason, when the user may not take it.
 */
export function ResultReviewAction({ result, refusal, onReviewed, setError }: ResultReviewActionProps) {
  const [deltaOpen, setDeltaOpen] = useState(false);
  const step = reviewStepLabel(result.status);
  if (!step) return null;
  const asksComment = nextReviewStatus(result.status) === 'final' && hasFailedDelta(result.result_values);
  return (
    <>
      <Button
        icon={<CheckOutlined />}
        disabled={!!refusal}
        aria-describedby={refusal ? REVIEW_REFUSAL_ID : undefined}
        onClick={() => (asksComment ? setDeltaOpen(true) : confirmReview(result, onReviewed, setError))}
      >
        {step}
      </Button>
      {asksComment && deltaOpen && (
        <DeltaReleaseDialog
          result={result}
          open
          onClose={() => setDeltaOpen(false)}
          onReleased={(released) => {
            setDeltaOpen(false);
            onReviewed(released);
          }}
        />
      )}
    </>
  );
}
