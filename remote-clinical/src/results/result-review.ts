import { formatResultId, nextReviewStatus, releaseRefusal, RESULT_MESSAGES, type ResultStatus, type TestResultDetail } from '@lab/shared';
import { confirmAction } from '@lab/shared/react';
import { reviewResult } from './results-api';

/** The name of a review step, by the status it leads to. */
const STEP_LABELS: Partial<Record<ResultStatus, string>> = { reviewed: 'Mark as reviewed', final: 'Mark as final' };

/** 'Mark as reviewed' for a draft, 'Mark as final' for a reviewed result, null when no step is left. */
export function reviewStepLabel(status: string): string | null {
  const next = nextReviewStatus(status);
  return next ? (STEP_LABELS[next] ?? null) : null;
}

/**
 * Why this user may not take the result's next review step, by the API's own rules: the one who
 * entered or last changed the values may not review or release them (where the institution asks
 * for a second person), and critical values need their call-back before release. A failed delta
 * check is not a refusal: the release asks for its comment.
 */
export function reviewRefusal(result: TestResultDetail, userId: number): string | null {
  const next = nextReviewStatus(result.status);
  if (!next) return null;
  return releaseRefusal({
    to: next,
    secondPersonRequired: result.second_person_required,
    userId,
    enteredBy: result.entered_by,
    valuesBy: result.values_by,
    values: result.result_values,
    acknowledged: result.critical_notifications.flatMap((n) => n.values),
    deltaComment: 'asked for by the release dialog',
  });
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
