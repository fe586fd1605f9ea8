import { formatRequestId, formatResultId, RESULT_MESSAGES, type TestRequestSummary } from '@lab/shared';
import { requestPatientName } from '../common/people';

/** What the form needs of a test request to offer it. */
export type RequestChoice = Pick<TestRequestSummary, 'id' | 'test_name' | 'patient_first_name' | 'patient_last_name' | 'result_id'> & { status: string };

export interface RequestOption {
  value: number;
  label: string;
  disabled: boolean;
}

/** Why a result cannot be entered for the request (it has one already, or it is cancelled), or null. */
export function unavailableReason(request: RequestChoice): string | null {
  if (request.result_id) return RESULT_MESSAGES.alreadyHasResult(formatResultId(request.result_id));
  if (request.status === 'cancelled') return RESULT_MESSAGES.requestCancelled;
  return null;
}

/** 'REQ-000123 · Lipid Panel · Olivia Harrington', and why it cannot be chosen: '(has RES-000045)', '(cancelled)'. */
export function requestLabel(request: RequestChoice): string {
  const label = `${formatRequestId(request.id)} · ${request.test_name} · ${requestPatientName(request)}`;
  if (request.result_id) return `${label} (has ${formatResultId(request.result_id)})`;
  if (request.status === 'cancelled') return `${label} (cancelled)`;
  return label;
}

export const requestOption = (request: RequestChoice): RequestOption => ({ value: request.id, label: requestLabel(request), disabled: unavailableReason(request) !== null });

/** The options, those that can be chosen first (each group keeps its order: newest first). */
export function requestOptions(requests: RequestChoice[]): RequestOption[] {
  const options = requests.map(requestOption);
  return [...options.filter((o) => !o.disabled), ...options.filter((o) => o.disabled)];
}
