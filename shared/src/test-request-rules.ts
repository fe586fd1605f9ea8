// Test requests: their statuses, the one state machine, who may do what, the order form's rules
// and texts. The API enforces all of it on every request; the
// clinical remote asks the same functions to show or hide buttons and to check the form.
import { type AccessSubject, may } from './access';

export const TEST_REQUEST_STATUSES = ['pending', 'approved', 'fulfilled', 'in_progress', 'completed', 'cancelled'] as const;
export type TestRequestStatus = (typeof TEST_REQUEST_STATUSES)[number];
/**
 * The statuses in which a request waits on the laboratory's own staff (to approve it, to send its
 * kit, to result its sample): a request passes through them within days, so few requests are in
 * them at any time (their words have an index of their own, migration 0070). A fulfilled request
 * waits on the patient's sample.
 */
export const REQUEST_STATUSES_WAITING_ON_STAFF: readonly TestRequestStatus[] = ['pending', 'approved', 'in_progress'];

export const TEST_PRIORITIES = ['normal', 'urgent', 'stat'] as const;
export type TestPriority = (typeof TEST_PRIORITIES)[number];
/** The priorities the list's Urgent tile counts. */
export const URGENT_PRIORITIES: readonly TestPriority[] = ['urgent', 'stat'];

/** Rows per page of the test requests list. */
export const TEST_REQUESTS_PAGE_SIZE = 20;
/** Always sent as 1. */
export const TEST_TYPE_ID = 1;
/** The most tests one order may hold: the form stops queueing there and the API refuses a larger order. */
export const MAX_TESTS_PER_ORDER = 20;
/** µL, when a collection device has no max_capacity. */
export const DEFAULT_DEVICE_CAPACITY_UL = 100;
/** The expected test date is at least this far ahead, and is stored at EXPECTED_TEST_HOUR of its day. */
export const EXPECTED_TEST_MIN_LEAD_MS = 60 * 60 * 1000;
export const EXPECTED_TEST_HOUR = 12;
/** Recommended length of a notification sent by SMS. */
export const SMS_RECOMMENDED_LENGTH = 160;
/** reminder_type of a message written in the send-notification modal. */
export const CUSTOM_NOTIFICATION = 'custom_notification';

/**
 * The state machine (cancel and archive are the product's; the rest is a lab's ordinary flow,
 * docs/areas/test-requests.md): ordered (pending) -> approved by the lab -> kit sent
 * (fulfilled) -> sample in the lab (in_progress) -> completed. A step may be skipped forward when
 * the lab works without kits (pending or approved straight to in_progress). Anything not yet
 * completed may be cancelled; completed and cancelled are final.
 */
export const TEST_REQUEST_TRANSITIONS: Readonly<Record<TestRequestStatus, readonly TestRequestStatus[]>> = {
  pending: ['approved', 'in_progress', 'cancelled'],
  approved: ['fulfilled', 'in_progress', 'cancelled'],
  fulfilled: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function isTestRequestStatus(value: unknown): value is TestRequestStatus {
  return typeof value === 'string' && (TEST_REQUEST_STATUSES as readonly string[]).includes(value);
}

export function canMoveTo(from: string, to: TestRequestStatus): boolean {
  return isTestRequestStatus(from) && TEST_REQUEST_TRANSITIONS[from].includes(to);
}

/** Completed and cancelled requests are closed: no cancel, no archive, no edit. */
export function isClosedTestRequest(status: string): boolean {
  return status === 'completed' || status === 'cancelled';
}

type Actor = AccessSubject | null | undefined;

export const canOrderTests = (user: Actor) => may(user, 'tests.order');
export const canNotifyPatient = (user: Actor) => may(user, 'tests.notify');
/** Archive is offered on the list to the ordering roles and on the detail to the cancelling roles; the API accepts either. */
export const canArchiveTestRequest = (user: Actor, request: { status: string }) =>
  (may(user, 'tests.order') || may(user, 'tests.cancel')) && !isClosedTestRequest(request.status);
/** The list's Archive (the ordering roles), hidden for closed requests. */
export const showsListArchive = (user: Actor, request: { status: string }) => may(user, 'tests.order') && !isClosedTestRequest(request.status);
/** The detail's Archive (the cancelling roles), hidden for closed requests. */
export const showsDetailArchive = (user: Actor, request: { status: string }) => may(user, 'tests.cancel') && !isClosedTestRequest(request.status);
export const canCancelTestRequest = (user: Actor, request: { status: string }) => may(user, 'tests.cancel') && canMoveTo(request.status, 'cancelled');
export const canEditTestRequest = (user: Actor, request: { status: string }) => may(user, 'tests.order') && !isClosedTestRequest(request.status);

/** Who may move a request from its status to `to`. */
export function canChangeTestStatus(user: Actor, request: { status: string }, to: TestRequestStatus): boolean {
  if (!canMoveTo(request.status, to)) return false;
  return to === 'cancelled' ? may(user, 'tests.cancel') : may(user, 'tests.process');
}

/**
 * The lab's steps as buttons on a request's detail (cancel has its own flow): what each says, and
 * what its confirmation tells. Receiving the sample sends the order to the lab's analyzers.
 */
export const LAB_STEPS: readonly { to: Exclude<TestRequestStatus, 'pending' | 'cancelled'>; label: string; confirm: string }[] = [
  { to: 'approved', label: 'Approve', confirm: 'The lab accepts this request.' },
  { to: 'fulfilled', label: 'Mark kit sent', confirm: 'The collection kit has been sent.' },
  { to: 'in_progress', label: 'Mark sample received', confirm: "The sample is in the lab: its analyzers get the order." },
  { to: 'completed', label: 'Mark completed', confirm: 'The lab has finished this request.' },
];

/** The steps the user may take from the request's status. */
export const labStepsFor = (user: Actor, request: { status: string }) => LAB_STEPS.filter((step) => canChangeTestStatus(user, request, step.to));

/** The notification failure's text, alone and before the reasons. */
const SEND_FAILED = 'Failed to send notification';

export const TEST_REQUEST_MESSAGES = {
  // submit, checked in this order
  patientRequired: 'Please select a patient',
  barcodeRequired: 'All tests must have barcode numbers',
  barcodeRepeated: (barcode: string) => `Barcode ${barcode} is given to more than one test of this order: each sample needs its own`,
  orderTooLarge: (max: number) => `An order may hold at most ${max} tests`,
  orderEmpty: 'An order needs at least one test',
  /** Why one test of an order was refused (the whole order was): its number in the order, then the reason. */
  orderTestFailed: (test: number, reason: string) => `Test ${test}: ${reason}`,
  labRequired: 'Please select a laboratory for all tests',
  clinicianRequired: 'Please select an ordering clinician',
  institutionRequired: 'Please select an institution for this test request',
  institutionContextRequired: 'Institution context is required. Please contact your administrator.',
  // the rest of a test (before Add new test or Confirm), in the form's order
  sampleTypeRequired: 'Please select a sample type',
  markersRequired: 'Please select a panel or at least one marker',
  deviceRequired: 'Please select a collection device',
  notFound: 'Test Request Not Found',
  resultLocked:
    'This test request has a reviewed or released result, so its patient, institution, clinician, laboratory, sample type, barcode, panel, markers and devices cannot change. Correct the result through an amendment with a reason instead.',
  changedMeanwhile: 'The test request was changed meanwhile; reload it',
  accessDenied: "Access Denied - You don't have permission to create test requests.",
  messageRequired: 'Please enter a message',
  fetchDetailFailed: 'Failed to fetch test request details',
  fetchFailed: 'Failed to fetch test request',
  updateStatusFailed: 'Failed to update status',
  sendFailed: SEND_FAILED,
  sendFailedBecause: (reasons: readonly (string | null)[]) => `${SEND_FAILED}: ${reasons.join('; ')}`,
  /**
   * What a send did, by channel ('email', 'SMS'): sent to a carrier, or only recorded because no
   * carrier is configured for it. A recorded message reached nobody, and the text says so.
   */
  notified: (sent: readonly string[], recorded: readonly string[]) => {
    const by = (channels: readonly string[]) => channels.join(' and ');
    const notDelivered = `recorded, not delivered: no ${by(recorded)} transport is configured`;
    if (recorded.length === 0) return `Notification sent by ${by(sent)}`;
    if (sent.length === 0) return `Notification ${notDelivered}`;
    return `Notification sent by ${by(sent)}; ${by(recorded)} ${notDelivered}`;
  },
  archiveFailed: 'Archive failed',
  saveFailed: 'Failed to save test request',
  institutionLoadFailed: 'Failed to load institution information. Please refresh the page.',
  noLabs: (sampleType: string) => `No laboratories are configured for ${sampleType} samples at this institution. Please contact your administrator.`,
  noClinicians: 'No clinicians found for this institution',
  noDevices: (volume: number) => `No collection devices available with sufficient capacity for ${volume}µL`,
  markerOverCapacity: (marker: string, adding: number, max: number, current: number) =>
    `Cannot select "${marker}". Adding ${adding}µL would exceed the device capacity of ${max}µL. Current usage: ${current}µL.`,
  panelOverCapacity: (volume: number, max: number) => `This panel requires ${volume}µL which exceeds the device capacity of ${max}µL`,
  // the API's checks of an order
  customDataTooLong: (max: number) => `Invalid request: custom_data must be at most ${max} characters of JSON`,
  patientNotFound: 'Patient not found',
  orderingClinicianNotOfInstitution: 'The ordering clinician must be an active clinician of this institution',
  sampleTypeNotFound: 'Sample type not found',
  labRefusesSampleType: (sampleType: string) => `The selected laboratory does not take ${sampleType} samples for this institution`,
  panelNotFound: 'Panel not found',
  panelOrMarkers: 'Choose a panel or markers, not both',
  markerNotFound: 'Marker not found',
  markerRefusesSampleType: (marker: string, sampleType: string) => `"${marker}" cannot be tested on ${sampleType} samples`,
  deviceNotFound: 'Collection device not found',
  deviceUnsuitable: (device: string, sampleType: string) => `Collection device "${device}" has no tube for ${sampleType} samples`,
  expectedDateInvalid: 'The expected test date is not a date',
  expectedDateTooEarly: 'The expected test date cannot be earlier than one hour from now',
  partnerNotFound: 'Fulfillment partner not found',
  barcodeTaken: 'A test request with this barcode already exists',
  idempotencyKeyUsed: 'This idempotency_key was already used for another test',
  // the API's checks of a change
  editDenied: "You don't have permission to edit test requests",
  closedUnchangeable: 'Completed and cancelled test requests cannot be changed',
  statusMoveRefused: (from: string, to: string) => `A ${from.replace('_', ' ')} test request cannot be changed to ${to.replace('_', ' ')}`,
  statusDenied: "You don't have permission to change this test request's status",
  closedUnarchivable: 'Completed and cancelled test requests cannot be archived',
  archiveDenied: "You don't have permission to archive test requests",
  resultUnarchivable: 'A test request with a result cannot be archived: results are kept in every list',
  // the API's checks of a notification
  unknownReminderType: (type: string) => `Unknown reminder type: ${type}`,
  noExpectedDate: 'This test request has no expected test date to remind of',
  notifyDenied: "You don't have permission to send notifications",
  noEmail: 'The patient has no email address',
  noPhone: 'The patient has no phone number',
  panelLoadFailed: 'Failed to load the panel',
  labelFailed: 'The label could not be made',
} as const;

/**
 * The first barcode given to two tests of one order (each sample tube has its own), with the
 * index of the test that repeats it; blank barcodes are not compared. Null when none repeats.
 */
export function repeatedBarcode(barcodes: readonly (string | null | undefined)[]): { barcode: string; index: number } | null {
  const seen = new Set<string>();
  for (const [index, raw] of barcodes.entries()) {
    const barcode = raw?.trim();
    if (!barcode) continue;
    if (seen.has(barcode)) return { barcode, index };
    seen.add(barcode);
  }
  return null;
}

/** Marker volumes are rounded to 2 decimals. */
export const roundVolume = (ul: number) => Math.round(ul * 100) / 100;

/** The capacity of the chosen devices: each device's max (default 100 µL) times its quantity. */
export function devicesCapacity(devices: { max_capacity: number | null; quantity: number }[]): number {
  return devices.reduce((sum, d) => sum + (d.max_capacity ?? DEFAULT_DEVICE_CAPACITY_UL) * d.quantity, 0);
}

/** The tube types the markers need, each once. */
export function requiredTubeTypes(markers: { tube_type_ids: number[] }[]): number[] {
  return [...new Set(markers.flatMap((m) => m.tube_type_ids))];
}

/**
 * The tube types that hold a sample type: those of the markers taking it. The reference data ties
 * tube types to markers and to devices, not to sample types; a marker measured on a sample type
 * names the tube it is drawn into.
 */
export function sampleTypeTubeTypes(markers: { sample_type_ids: number[]; tube_type_ids: number[] }[], sampleTypeId: number): number[] {
  return requiredTubeTypes(markers.filter((m) => m.sample_type_ids.includes(sampleTypeId)));
}

/**
 * Whether a collection device suits a sample type whose tubes are `tubes`: it takes one of them,
 * or it names no tube type (it suits every marker), or no marker of the sample type names a tube
 * (nothing rules a device out). The order form offers only these; the API refuses the others.
 */
export function deviceSuitsTubes(device: { tube_type_ids: number[] }, tubes: number[]): boolean {
  return tubes.length === 0 || device.tube_type_ids.length === 0 || device.tube_type_ids.some((id) => tubes.includes(id));
}

/** The devices that suit a sample type (all of them before one is chosen). */
export function devicesForSampleType<D extends { tube_type_ids: number[] }>(devices: D[], markers: { sample_type_ids: number[]; tube_type_ids: number[] }[], sampleTypeId: number | null): D[] {
  const tubes = sampleTypeId === null ? [] : sampleTypeTubeTypes(markers, sampleTypeId);
  return devices.filter((d) => deviceSuitsTubes(d, tubes));
}

/** The total volume the markers need, rounded to 2 decimals. */
export function markersVolume(markers: { value: number }[]): number {
  return roundVolume(markers.reduce((sum, m) => sum + m.value, 0));
}

/**
 * The expected test date as stored: 12:00 of the chosen day on the clocks of `timeZone` (the
 * institution's, else the server's; 12:00 UTC by default). Null when the value is not a date
 * (YYYY-MM-DD, or an ISO date-time whose day is taken).
 */
export function expectedTestDateTime(value: string, timeZone = 'UTC'): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const noonUtc = Date.UTC(year, month - 1, day, EXPECTED_TEST_HOUR);
  if (Number.isNaN(noonUtc) || new Date(noonUtc).toISOString().slice(0, 10) !== match[0]) return null;
  // the zone's offset at that noon (twice: the first guess may sit across a clock change)
  const first = noonUtc - zoneOffsetMs(noonUtc, timeZone);
  return new Date(noonUtc - zoneOffsetMs(first, timeZone));
}

/** How far the zone's wall clock is ahead of UTC at `instant` (ms). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/** The earliest day the date input offers: the day of now + 1 hour (YYYY-MM-DD, UTC). */
export function earliestExpectedTestDay(now = new Date()): string {
  return new Date(now.getTime() + EXPECTED_TEST_MIN_LEAD_MS).toISOString().slice(0, 10);
}
