import { formatResultId, nextReviewStatus, RESULT_MESSAGES, type ResultStatus, type TestResultDetail } from '@lab/shared';
import { confirmAction } from '@lab/shared/react';
import { reviewResult } from './results-api';

/** The name of a review step, by the status it leads to. */
const STEP_LABELS: Partial<Record<ResultStatus, string>> = { reviewed: 'Mark as reviewed', final: 'Mark as final' };

/** 'Mark as reviewed' for a draft, 'Mark as final' for a reviewed result, null when no step is left. */
export function reviewStepLabel(status: string): string | null {
  const next = nextReviewStatus(status);
  return next ? (STEP_LABELS[next] ?? null) : null;
}

function confirmation(id: number, next: ResultStatus) {
  const resultId = formatResultId(id);
  if (next === 'final') return { title: `Finalise ${resultId}?`, content: 'A final result changes only by amendment, with a reason.' };
  return { title: `Mark ${resultId} as reviewed?`, content: 'You will be recorded as its reviewer.' };
}

/** Asks first, then takes the result one review step on (draft to reviewed, reviewed to final). */
export function confirmReview(result: { id: number; status: string }, onReviewed: (detail: TestResultDetail) => void, setError: (text: string | null) => void) {
  const next = nextReviewStatus(result.status);
  if (!next) return;
  let reviewed: TestResultDetail;
  confirmAction({
    ...confirmation(result.id, next),
    okText: STEP_LABELS[next] ?? 'Confirm',
    action: async () => {
      reviewed = await reviewResult(result.id, next);
    },
    done: () => onReviewed(reviewed),
    setError,
    failure: RESULT_MESSAGES.reviewFailed,
  });
}
