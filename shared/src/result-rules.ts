// Test results: their statuses, the one state machine, who may do what, the flags and the texts.
// The API enforces all of it on every request; the
// clinical remote asks the same functions to show or hide actions and to check the form.
import { type AccessSubject, may } from './access';
import { COMMON_MESSAGES } from './common-messages';

export const RESULT_STATUSES = ['draft', 'reviewed', 'final', 'amended'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Rows per page of the results list; the form's list of completed requests loads up to 100. */
export const RESULTS_PAGE_SIZE = 20;
export const RESULT_FORM_REQUESTS_LIMIT = 100;
/** Entries of the list's recent-activity card. */
export const RESULT_RECENT_ACTIVITY = 5;
/** The PDF report's specimen when the request names no sample type. */
export const DEFAULT_SPECIMEN = 'BLOOD';
/** Lines after a marker's name within which the PDF reads its Value, Units, Range and Status. */
export const RESULT_BLOCK_LINES = 5;

type Actor = AccessSubject | null | undefined;
/** The results page, the result form and the review actions. */
export const canUseResults = (user: Actor) => may(user, 'results.use');

export function isResultStatus(value: unknown): value is ResultStatus {
  return typeof value === 'string' && (RESULT_STATUSES as readonly string[]).includes(value);
}

/** Final and amended results are released: they change only by amendment, with a reason. */
export const isReleasedResult = (status: string) => status === 'final' || status === 'amended';

/**
 * A reviewed or released result vouches for its request's patient and specimen: from then on the
 * request's patient, institution, clinician, laboratory, sample type, barcode, panel, markers and
 * devices never change (the result changes only through its own amendment, with a reason).
 */
export const locksItsRequest = (status: string | null | undefined) => status === 'reviewed' || (!!status && isReleasedResult(status));

/**
 * The Review menu (and POST /results/{id}/review): one step at a time, draft to reviewed and
 * reviewed to final, recording who and when.
 */
export const RESULT_REVIEW_STEPS: Readonly<Partial<Record<ResultStatus, ResultStatus>>> = { draft: 'reviewed', reviewed: 'final' };

export function nextReviewStatus(status: string): ResultStatus | null {
  return isResultStatus(status) ? (RESULT_REVIEW_STEPS[status] ?? null) : null;
}

/** The list shows the Review menu only for results that are neither final nor draft, and that have a step left. */
export const showsListReviewMenu = (status: string) => status !== 'final' && status !== 'draft' && nextReviewStatus(status) !== null;

/**
 * The statuses a save through the form may give (the form offers all four,
 * draft by default). Before release a result may be saved as draft, reviewed or final (reviewed
 * and final record the one saving as reviewer). A released result (final or amended) is never
 * edited in place: saving changes makes it amended, with a reason, and keeps the previous content
 * as a version. Amended is never chosen for a new result.
 */
export function formStatuses(current: ResultStatus | null): readonly ResultStatus[] {
  if (current && isReleasedResult(current)) return ['amended'];
  return ['draft', 'reviewed', 'final'];
}

/** A result is entered once the sample is in the lab: for a request in progress or completed (never cancelled). */
export const RESULT_REQUEST_STATUSES: readonly string[] = ['in_progress', 'completed'];
export const canHaveResult = (requestStatus: string) => RESULT_REQUEST_STATUSES.includes(requestStatus);

export const RESULT_FLAGS = ['H', 'L', 'normal'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

/** H above range_max, L below range_min, normal otherwise (a value at a limit is normal; a missing limit flags nothing on its side). */
export function flagFor(value: number, rangeMin: number | null, rangeMax: number | null): ResultFlag {
  if (rangeMax !== null && value > rangeMax) return 'H';
  if (rangeMin !== null && value < rangeMin) return 'L';
  return 'normal';
}

/** One marker's block of the result data: name, then Value, Units, Range and Status lines. */
function resultBlock(name: string, value: number | null, units: string | null, rangeMin: number | null, rangeMax: number | null): string {
  const status = value === null ? '' : RESULT_FLAG_LABELS[flagFor(value, rangeMin, rangeMax)];
  return `${name}\nValue: ${value ?? ''}\nUnits: ${units ?? ''}\nRange: ${formatRange(rangeMin, rangeMax)}\nStatus: ${status}`;
}

type BlockMarker = { id?: number; name: string; units: string | null; range_min: number | null; range_max: number | null };

/**
 * The result data written from the markers' values, one block a marker, in the format the PDF report
 * reads: a value typed in a marker's field is written once, and its status is its flag. A marker
 * without a value keeps an empty block, to be filled or removed as free text.
 */
export function composeResultData(markers: BlockMarker[], values: Record<number, number | null | undefined> = {}): string {
  return markers.map((m) => resultBlock(m.name, m.id === undefined ? null : (values[m.id] ?? null), m.units, m.range_min, m.range_max)).join('\n\n');
}

/** 'Total Cholesterol\nValue: \nUnits: mmol/L\nRange: 0 - 5.2\nStatus: ': the blocks before any value is entered. */
export function resultDataTemplate(markers: BlockMarker[]): string {
  return composeResultData(markers);
}

/** A new draft's result data: its markers' template, or one block named after the test when it has none. */
export function draftResultData(testName: string, markers: BlockMarker[]): string {
  return markers.length ? resultDataTemplate(markers) : `${testName}\nValue: \nUnits: \nRange: \nStatus: `;
}

/** The block text of stored values (their own copies of name, units and range): what an imported report saves as result_data. */
export function resultDataFromValues(values: { marker_name: string; value: number; units: string | null; range_min: number | null; range_max: number | null }[]): string {
  return values.map((v) => resultBlock(v.marker_name, v.value, v.units, v.range_min, v.range_max)).join('\n\n');
}

/** '3.5 - 5.1', '< 5.2', '> 60', or '' without limits. */
export function formatRange(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${min} - ${max}`;
  if (max !== null) return `< ${max}`;
  if (min !== null) return `> ${min}`;
  return '';
}

export const RESULT_MESSAGES = {
  listFailed: 'Failed to fetch test results',
  reviewFailed: 'Failed to mark as reviewed',
  detailFailed: 'Failed to fetch test result details',
  loadFailed: 'Failed to fetch test result',
  saveFailed: 'Failed to save test result',
  createFailed: 'Failed to create test result',
  notFound: 'Result Not Found',
  accessDenied: COMMON_MESSAGES.accessDenied,
  viewDenied: "You don't have permission to view test results",
  enterDenied: "You don't have permission to enter test results",
  pdfNotFound: 'Test result not found',
  pdfForbidden: 'You do not have permission to download this PDF',
  pdfFailed: 'Failed to generate PDF',
  // the API's texts (the form checks the same before sending)
  apiNotFound: 'Test result not found',
  requestRequired: 'Please select a test request',
  resultDataRequired: 'Please enter the result data',
  reasonRequired: 'A reason is required to amend a final result',
  nothingChanged: 'Nothing was changed: an amendment needs a change to the result',
  requestCancelled: 'A cancelled test request cannot have results',
  requestNotReady: 'Results can be entered only for test requests in progress or completed',
  requestNotFound: 'Test request not found',
  requestLocked: 'The test request of a result cannot be changed',
  alreadyHasResult: (resultId: string) => `This test request already has a result (${resultId})`,
  markerNotOfRequest: (markerId: number) => `Marker ${markerId} is not one of the test request's markers`,
  amendedNotForNew: 'A new result cannot be amended; save it as draft, reviewed or final',
  releasedOnlyAmended: 'A final result changes only by amendment',
  reviewStep: (from: string, to: string) => `A ${from} result cannot be marked ${to}`,
  changedMeanwhile: 'The test result was changed meanwhile; reload it',
  markerValueTwice: (markerId: number) => `Marker ${markerId} has more than one value`,
  bodyIdMismatch: 'The id in the body does not match the result',
  listUnavailable: 'Test results could not be loaded',
  activityUnavailable: 'Recent activity could not be loaded',
} as const;

/** Human labels of the statuses and flags. */
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = { draft: 'Draft', reviewed: 'Reviewed', final: 'Final', amended: 'Amended' };
export const RESULT_FLAG_LABELS: Record<ResultFlag, string> = { H: 'High', L: 'Low', normal: 'Normal' };

/** The PDF's file name: test-result-{id}-{patient}.pdf, the patient's name made safe for a file name. */
export function resultPdfFileName(id: number, patientFirstName: string, patientLastName: string): string {
  const patient = `${patientFirstName} ${patientLastName}`
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `test-result-${id}-${patient || 'patient'}.pdf`;
}
