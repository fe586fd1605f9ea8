import {
  hasProviderWideView,
  isClinician,
  MAX_TESTS_PER_ORDER,
  repeatedBarcode,
  TEST_REQUEST_MESSAGES as M,
  TEST_TYPE_ID,
  type MarkerOption,
  type PanelDetail,
  type SessionUser,
  type TestPriority,
  type TestRequestDetail,
  type TestRequestPayload,
} from '@lab/shared';

// The order form's data: the order (patient, institution, ordering
// clinician), the test being drafted, the queued tests, their checks and what the API gets.

export interface PatientChoice {
  id: number;
  name: string;
  institution_id: number | null;
}

/** What all the order's tests share. */
export interface OrderHead {
  institutionId: number | null;
  patient: PatientChoice | null;
  clinicianId: number | null;
}

/** One test as drafted in step 1. */
export interface TestDraft {
  sampleTypeId: number | null;
  labId: number | null;
  /** The chosen panel with its markers; markerIds stays empty then. */
  panel: PanelDetail | null;
  markerIds: number[];
  deviceIds: number[];
  priority: TestPriority;
  notes: string;
  /** YYYY-MM-DD or '' */
  expectedDate: string;
  department: string;
  cmsPriority: string;
  cmsStatus: string;
  barcode: string;
  byPartner: boolean;
  partnerId: number | null;
  /** Kept as loaded when editing; null for a new test. */
  customData: Record<string, unknown> | null;
}

/** Names shown for a test in the queue and the checkout. */
export interface TestLabels {
  test: string;
  sampleType: string;
  lab: string;
  devices: string;
}

/** A queued test: its idempotency key (made when queued, kept through edits and retries). */
export interface QueuedTest {
  key: string;
  draft: TestDraft;
  labels: TestLabels;
}

export type TestField = 'patient' | 'institution' | 'sampleType' | 'markers' | 'lab' | 'device' | 'barcode';
export type TestProblems = Partial<Record<TestField, string>>;

export function emptyDraft(): TestDraft {
  return {
    sampleTypeId: null,
    labId: null,
    panel: null,
    markerIds: [],
    deviceIds: [],
    priority: 'normal',
    notes: '',
    expectedDate: '',
    department: '',
    cmsPriority: '',
    cmsStatus: '',
    barcode: '',
    byPartner: false,
    partnerId: null,
    customData: null,
  };
}

/** Nothing of a test chosen yet (Confirm then goes straight to the queued tests). */
export const isPristine = (draft: TestDraft) => !draft.sampleTypeId && !draft.panel && draft.markerIds.length === 0 && !draft.labId && draft.deviceIds.length === 0;

/** Super admins and clinicians of several institutions choose the institution; the others work in their own. */
export const choosesInstitution = (user: SessionUser) => hasProviderWideView(user) || (isClinician(user) && user.institution_ids.length > 1);

/** The institution of a user who does not choose one, or null when they have none. */
export const ownInstitution = (user: SessionUser) => user.institution_id ?? user.institution_ids[0] ?? null;

/** What a test still needs before Add new test or Confirm, by field. */
export function testProblems(head: OrderHead, draft: TestDraft, user: SessionUser): TestProblems {
  const problems: TestProblems = {};
  if (!head.patient) problems.patient = M.patientRequired;
  if (choosesInstitution(user) && !head.institutionId) problems.institution = M.institutionRequired;
  if (!draft.sampleTypeId) problems.sampleType = M.sampleTypeRequired;
  if (!draft.panel && draft.markerIds.length === 0) problems.markers = M.markersRequired;
  if (!draft.labId) problems.lab = M.labRequired;
  if (draft.deviceIds.length === 0) problems.device = M.deviceRequired;
  return problems;
}

/**
 * Why `draft` may not join the queue (replacing the queued test `replacing`, or as a new one): its
 * barcode is another queued test's (each sample tube has its own), or the order is full. Null when it may.
 */
export function queueRefusal(queue: QueuedTest[], draft: TestDraft, replacing: string | null): { field: 'barcode' | 'order'; message: string } | null {
  const barcode = draft.barcode.trim();
  if (barcode && queue.some((t) => t.key !== replacing && t.draft.barcode.trim() === barcode)) return { field: 'barcode', message: M.barcodeRepeated(barcode) };
  if (replacing === null && queue.length >= MAX_TESTS_PER_ORDER) return { field: 'order', message: M.orderTooLarge(MAX_TESTS_PER_ORDER) };
  return null;
}

/** The first broken submit rule, in the product's order, or null. */
export function orderProblem(head: OrderHead, tests: TestDraft[], user: SessionUser, cliniciansExist: boolean): string | null {
  if (!head.patient) return M.patientRequired;
  if (tests.some((t) => !t.barcode.trim())) return M.barcodeRequired;
  const repeated = repeatedBarcode(tests.map((t) => t.barcode));
  if (repeated) return M.barcodeRepeated(repeated.barcode);
  if (tests.some((t) => !t.labId)) return M.labRequired;
  if (cliniciansExist && !head.clinicianId) return M.clinicianRequired;
  if (choosesInstitution(user) && !head.institutionId) return M.institutionRequired;
  if (!head.institutionId) return M.institutionContextRequired;
  return null;
}

const text = (value: string) => value.trim() || null;

/** One test of the order's POST (with the test's idempotency key), or the body of PUT /tests/requests/{id}. */
export function toPayload(head: OrderHead, draft: TestDraft, idempotencyKey?: string): TestRequestPayload {
  const devices = draft.deviceIds.map((device_id) => ({ device_id, quantity: 1 }));
  return {
    patient_id: head.patient?.id ?? null,
    test_type_id: TEST_TYPE_ID,
    priority: draft.priority,
    sample_type: draft.sampleTypeId,
    panel_id: draft.panel?.id ?? null,
    marker_ids: draft.panel ? [] : draft.markerIds,
    collection_device_ids: draft.deviceIds,
    device_selections: devices,
    department: text(draft.department),
    cms_priority: text(draft.cmsPriority),
    cms_status: text(draft.cmsStatus),
    notes: text(draft.notes),
    custom_data: draft.customData,
    barcode_number: text(draft.barcode),
    expected_test_datetime: draft.expectedDate || null,
    institution_id: head.institutionId,
    fulfillment_by_partner: draft.byPartner,
    fulfillment_partner_id: draft.byPartner ? draft.partnerId : null,
    clinician_id: head.clinicianId,
    lab_id: draft.labId,
    ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
  };
}

/** A fresh idempotency key (^[A-Za-z0-9_-]{8,100}$): a UUID without dashes, or random base36. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  return Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10).padEnd(8, '0')).join('');
}

/** The markers a test takes: its panel's, or the chosen ones among `markers`. */
export function draftMarkers(draft: TestDraft, markers: MarkerOption[]): MarkerOption[] {
  return draft.panel ? draft.panel.markers : markers.filter((m) => draft.markerIds.includes(m.id));
}

/** The request being edited as a draft (its panel, with markers, loaded beside it). */
export function draftFromRequest(request: TestRequestDetail, panel: PanelDetail | null): TestDraft {
  const deviceIds = request.device_selections.length ? request.device_selections.map((d) => d.device_id) : request.collection_device_ids;
  return {
    ...emptyDraft(),
    sampleTypeId: request.sample_type_id,
    labId: request.lab_id,
    panel,
    markerIds: panel ? [] : request.marker_ids,
    deviceIds: [...new Set(deviceIds)],
    priority: request.priority,
    notes: request.notes ?? '',
    expectedDate: request.expected_test_datetime?.slice(0, 10) ?? '',
    department: request.department ?? '',
    cmsPriority: request.cms_priority ?? '',
    cmsStatus: request.cms_status ?? '',
    barcode: request.barcode_number ?? '',
    byPartner: request.fulfillment_by_partner,
    partnerId: request.fulfillment_partner_id,
    customData: request.custom_data,
  };
}
