// Test results: their statuses, the one state machine, who may do what, the flags and the texts.
// The API enforces all of it on every request; the
// clinical remote asks the same functions to show or hide actions and to check the form.
import { type AccessSubject, may } from './access';
import { COMMON_MESSAGES } from './common-messages';
import { flagFor, flagLabel, formatRange, valueText, type Comparator, type ReferenceRange, type ResultFlag } from './reference-ranges';

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

type Limits = Pick<ReferenceRange, 'low' | 'high' | 'critical_low' | 'critical_high'>;

/** One marker's block of the result data: name, then Value, Units, Range and Status lines (the flag, or why there is none). */
function resultBlock(name: string, value: number | null, units: string | null, range: Limits | null, flag: ResultFlag | null, comparator?: Comparator | null): string {
  const status = value === null ? '' : flagLabel(flag);
  return `${name}\nValue: ${value === null ? '' : valueText(value, comparator)}\nUnits: ${units ?? ''}\nRange: ${range ? formatRange(range.low, range.high) : ''}\nStatus: ${status}`;
}

/**
 * A result reported as words ('Positive', 'Not detected'): a block of the result data, never a
 * structured value (those are numbers a range can flag). Its status stays empty: no range reads it.
 */
export const textResultBlock = (name: string, text: string, units: string | null = null) => `${name}\nValue: ${text}\nUnits: ${units ?? ''}\nRange: \nStatus: `;

/** A marker as the result data is written for one patient: its range is the one matched to them (null: none). */
export type BlockMarker = { id?: number; name: string; units: string | null; range: Limits | null };

/** A marker of the result's request (its range already matched to the patient) as the block writer takes it. */
export const toBlockMarker = (m: { id: number; name: string; units: string | null; range: (Limits & { units: string | null }) | null }): BlockMarker => ({
  id: m.id,
  name: m.name,
  units: m.range?.units ?? m.units,
  range: m.range,
});

/**
 * The result data written from the markers' values, one block a marker, in the format the PDF report
 * reads: a value typed in a marker's field is written once, and its status is its flag. A marker
 * without a value keeps an empty block, to be filled or removed as free text.
 */
export function composeResultData(markers: BlockMarker[], values: Record<number, number | null | undefined> = {}): string {
  return markers
    .map((m) => {
      const value = m.id === undefined ? null : (values[m.id] ?? null);
      return resultBlock(m.name, value, m.units, m.range, value === null ? null : flagFor(value, m.range));
    })
    .join('\n\n');
}

/** 'Total Cholesterol\nValue: \nUnits: mmol/L\nRange: 0 - 5.2\nStatus: ': the blocks before any value is entered. */
export function resultDataTemplate(markers: BlockMarker[]): string {
  return composeResultData(markers);
}

/** A new draft's result data: its markers' template, or one block named after the test when it has none. */
export function draftResultData(testName: string, markers: BlockMarker[]): string {
  return markers.length ? resultDataTemplate(markers) : `${testName}\nValue: \nUnits: \nRange: \nStatus: `;
}

type StoredValue = {
  marker_name: string;
  value: number;
  units: string | null;
  range_min: number | null;
  range_max: number | null;
  range_id: number | null;
  flag: ResultFlag | null;
  comparator?: Comparator | null;
};

/** The block text of stored values (their own copies of name, units, range and flag): what an imported report saves as result_data. */
export function resultDataFromValues(values: StoredValue[]): string {
  return values
    .map((v) => {
      const range = v.range_id === null && v.range_min === null && v.range_max === null ? null : { low: v.range_min, high: v.range_max, critical_low: null, critical_high: null };
      return resultBlock(v.marker_name, v.value, v.units, range, v.flag, v.comparator);
    })
    .join('\n\n');
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

/** Human labels of the statuses (the flags' are in reference-ranges.ts). */
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = { draft: 'Draft', reviewed: 'Reviewed', final: 'Final', amended: 'Amended' };

/** The PDF's file name: test-result-{id}-{patient}.pdf, the patient's name made safe for a file name. */
export function resultPdfFileName(id: number, patientFirstName: string, patientLastName: string): string {
  const patient = `${patientFirstName} ${patientLastName}`
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `test-result-${id}-${patient || 'patient'}.pdf`;
}

/** Where a version's content came from: typed in, an analyzer's HL7 message, the external lab's report. */
export const RESULT_SOURCES = ['entry', 'instrument', 'external_lab'] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];

/** Who a version is shown as by: its author, else (no person typed it) where it came from. */
export function versionAuthor(version: { author_name: string | null; author_lastname: string | null; source?: ResultSource }): string {
  if (version.author_name) return `${version.author_name} ${version.author_lastname ?? ''}`.trim();
  if (version.source === 'instrument') return 'Analyzer';
  if (version.source === 'external_lab') return 'External lab';
  return '—';
}
