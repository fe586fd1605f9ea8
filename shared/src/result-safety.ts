// What stands between an entered value and a released result: the critical call-back, the delta
// check and the second person. The API refuses a release that breaks one of them; the screens ask
// the same functions what to offer and what to say.
import { isCriticalFlag } from './reference-ranges';

/** How the one who took the call-back was told of a critical value. */
export const CRITICAL_NOTIFICATION_METHODS = ['phone', 'in_person', 'electronic'] as const;
export type CriticalNotificationMethod = (typeof CRITICAL_NOTIFICATION_METHODS)[number];
export const CRITICAL_NOTIFICATION_METHOD_LABELS: Record<CriticalNotificationMethod, string> = { phone: 'Phone', in_person: 'In person', electronic: 'Electronic' };

/** A value the gate looks at: its marker, its number and its flag. */
interface FlaggedValue {
  marker_id: number;
  value: number;
  flag: string | null;
}

/** The critical values of a result's content, as a call-back acknowledges them: marker and value. */
export function criticalValues(values: readonly FlaggedValue[]): { marker_id: number; value: number }[] {
  return values.filter((v) => isCriticalFlag(v.flag)).map((v) => ({ marker_id: v.marker_id, value: v.value }));
}

/**
 * The critical values no recorded call-back covers. A call-back acknowledges the critical values
 * of the content it was recorded on; a later change to another critical value needs its own.
 */
export function unacknowledgedCriticals(values: readonly FlaggedValue[], acknowledged: readonly { marker_id: number; value: number }[]) {
  const told = new Set(acknowledged.map((a) => `${a.marker_id}:${a.value}`));
  return criticalValues(values).filter((v) => !told.has(`${v.marker_id}:${v.value}`));
}

export type DeltaKind = 'absolute' | 'percent';
export const DELTA_KINDS: readonly DeltaKind[] = ['absolute', 'percent'];
/** How far back a previous final value counts for the delta check, unless the marker says otherwise. */
export const DEFAULT_DELTA_WINDOW_DAYS = 30;

/** A marker's delta rule: no limit, no check. */
export interface DeltaRule {
  delta_limit: number | null;
  delta_kind: DeltaKind;
}

/**
 * Whether a value moved beyond its marker's delta limit from the patient's previous final value:
 * an absolute change, or a percentage of the previous value (from 0, any change is beyond).
 * A change exactly at the limit passes.
 */
export function deltaFails(rule: DeltaRule, value: number, previous: number): boolean {
  if (rule.delta_limit === null) return false;
  const change = Math.abs(value - previous);
  if (rule.delta_kind === 'absolute') return change > rule.delta_limit;
  if (previous === 0) return change > 0;
  return (change / Math.abs(previous)) * 100 > rule.delta_limit;
}

/**
 * Four eyes: where the institution asks for it (the default), whoever entered a result or last
 * changed its values may not review or release it.
 */
export function mayReleaseOwnWork(secondPersonRequired: boolean, userId: number, valuesBy: readonly (number | null)[]): boolean {
  return !secondPersonRequired || !valuesBy.includes(userId);
}

export const RESULT_SAFETY_MESSAGES = {
  secondPerson: 'A second person must review and release this result: you entered or last changed its values',
  criticalNotAcknowledged: 'This result has critical values: record the call-back before releasing it',
  deltaNeedsComment: 'A value changed beyond its delta limit since the previous result: confirm with a comment to release it',
  noCriticalValues: 'This result has no critical value to acknowledge',
  notifiedAtFuture: 'The call-back time cannot be in the future',
  notifiedAtInvalid: 'Please enter when the call-back was made',
  readBackRequired: 'The person notified must read the values back',
  notificationRequired: 'Please enter who was notified',
  notificationRecorded: 'Call-back recorded',
  callbackPending: 'Critical value: the call-back is not recorded yet',
  callbackDone: 'Critical value: call-back recorded',
  deltaWarning: 'Changed beyond the delta limit since the previous result',
  amendmentPending: 'An amendment of this result awaits release by a second person',
  amendmentOwnWork: 'A second person must release this amendment: you wrote it',
  noAmendmentPending: 'No amendment of this result awaits release',
  /** The dashboard's card for those who review results, opening the list filtered to them. */
  dashboardCard: 'Critical Values Awaiting Call-back',
} as const;

/** A save or review step as the release rules see it, with the result as it will be after it. */
export interface ReleaseStep {
  /** The status after the step; reviewed and final record the user as reviewer (final also as releaser). */
  to: string;
  secondPersonRequired: boolean;
  userId: number;
  /** Who entered the result and who last changed its values, after the step. */
  enteredBy: number | null;
  valuesBy: number | null;
  values: readonly (FlaggedValue & { delta?: { failed: boolean } | null })[];
  acknowledged: readonly { marker_id: number; value: number }[];
  deltaComment?: string | null;
}

/**
 * Why this step may not be taken, or null. Reviewing and releasing need a second person (where the
 * institution asks for it); releasing needs every critical value told and a comment for a value
 * that failed its delta check. An amendment is not such a step: a correction is never held back,
 * and its new critical values wait for their call-back in the list and on the dashboard.
 */
export function releaseRefusal(step: ReleaseStep): string | null {
  const M = RESULT_SAFETY_MESSAGES;
  if (step.to !== 'reviewed' && step.to !== 'final') return null;
  if (!mayReleaseOwnWork(step.secondPersonRequired, step.userId, [step.enteredBy, step.valuesBy])) return M.secondPerson;
  if (step.to !== 'final') return null;
  if (unacknowledgedCriticals(step.values, step.acknowledged).length) return M.criticalNotAcknowledged;
  if (hasFailedDelta(step.values) && !step.deltaComment?.trim()) return M.deltaNeedsComment;
  return null;
}

/** A failed delta check among the values: the release asks for a comment. */
export const hasFailedDelta = (values: readonly { delta?: { failed: boolean } | null }[]) => values.some((v) => v.delta?.failed);

/**
 * What the results screens and the PDF say about critical values, the call-back, the delta check
 * and who released a result: one catalogue, so the screen, the report and the tests read alike.
 */
export const RESULT_SAFETY_TEXTS = {
  criticalCount: (count: number) => `${count} critical`,
  callbackPendingShort: 'call-back pending',
  criticalFilterLabel: 'Critical values filter',
  criticalFilterOption: 'Critical values awaiting call-back',
  criticalFilterPlaceholder: 'Critical values: any',
  criticalValuesHeading: 'Critical values',
  recordCallback: 'Record call-back',
  callbackDialogTitle: 'Record the call-back of critical values',
  callbackDialogIntro: 'Record who was told of the critical values below, and that they read them back.',
  notifiedPerson: 'Person notified',
  notifiedRole: 'Their role',
  notifiedRoleHint: 'For example: ward nurse, attending physician',
  method: 'Method',
  readBack: 'They read the values back',
  notifiedAt: 'Date and time of the call',
  notes: 'Notes',
  saveCallback: 'Save call-back',
  callbackFailed: 'Failed to record the call-back',
  /** One recorded call-back, as the detail lists it. */
  callbackLine: (person: string, role: string, method: string, at: string, recordedBy: string) => `${person} (${role}) by ${method.toLowerCase()}, ${at} · recorded by ${recordedBy}`,
  matchedRange: (label: string) => `Range for: ${label}`,
  referenceRange: (range: string) => `Reference range: ${range}`,
  noReferenceRange: 'Reference range: not set',
  criticalLimits: (limits: string) => `Critical limits: ${limits}`,
  previousValue: (value: string, at: string) => `Previous: ${value} on ${at}`,
  deltaCommentLabel: 'Comment confirming the change',
  deltaCommentRequired: 'Please enter a comment confirming the change',
  deltaDialogTitle: (resultId: string) => `Release ${resultId} with a value beyond its delta limit?`,
  releaseWithComment: 'Release with comment',
  releasedBy: 'Released By',
  releasedAt: 'Released At',
  notReleased: 'Not released yet',
  releaseComment: 'Release Comment',
  readBackYes: 'Yes',
  // an amendment waiting for its second person
  amendmentWaitingDescription: (reason: string, author: string, at: string) => `Reason: ${reason} · Written by ${author}, ${at}. Until it is released the result shows what was released before.`,
  amendmentValuesHeading: 'Values of the amendment',
  releaseAmendment: 'Release amendment',
  awaitingRelease: 'Awaiting release',
  releaseAmendmentTitle: (resultId: string) => `Release the amendment of ${resultId}?`,
  releaseAmendmentContent: 'The amended content becomes the result everyone sees; you are recorded as its releaser.',
  releaseAmendmentFailed: 'Failed to release the amendment',
  // the PDF report
  reportCallbackSection: 'Critical value call-back',
  reportNoCallback: 'Critical values present: no call-back has been recorded yet.',
  reportCallbackColumns: ['Person notified', 'Role', 'Method', 'Read back', 'Time', 'Recorded by'],
  reportReleasedBy: 'Released by',
  reportNotReleased: 'Not released',
  reportDeltaComment: 'Delta comment',
  reportRangeFor: 'Range for',
} as const;
