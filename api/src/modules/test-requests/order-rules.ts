// The order form's rules, enforced on every POST and PUT: required fields in
// the product's order and with its texts, then what must belong to the request's institution, the
// capacity rule, the expected date and the barcode. The UI checks the same things first; this is
// the one that counts.
import {
  CLINICIAN_ROLE,
  devicesCapacity,
  deviceSuitsTubes,
  earliestExpectedTestDay,
  expectedTestDateTime,
  FULFILLMENT_AGENT_ROLE,
  hasProviderWideView,
  homeInstitution,
  isClinician,
  isInScope,
  markersVolume,
  COMMON_MESSAGES,
  roundVolume,
  TEST_REQUEST_MESSAGES as M,
  type TestPriority,
  type TestRequestPayload,
} from '@lab/shared';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest, HttpError } from '../../platform/errors';
import { institutionExists } from '../../platform/institutions';
import * as lookups from './order-queries';
import type { RequestValues } from './queries';

export interface OrderInput {
  values: RequestValues;
  markerIds: number[];
  devices: { device_id: number; quantity: number }[];
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';
const trimmed = (v: string | null | undefined) => (blank(v) ? null : v!.trim());

/** The devices chosen: device_selections when sent, else each of collection_device_ids once. */
function chosenDevices(body: TestRequestPayload): { device_id: number; quantity: number }[] {
  const chosen = body.device_selections?.length ? body.device_selections : (body.collection_device_ids ?? []).map((device_id) => ({ device_id, quantity: 1 }));
  const byId = new Map<number, number>();
  for (const d of chosen) byId.set(d.device_id, (byId.get(d.device_id) ?? 0) + d.quantity);
  return [...byId].map(([device_id, quantity]) => ({ device_id, quantity }));
}

/**
 * The request's institution: the one chosen, or, for a caller who does not choose (one
 * institution), their own. Super admins and clinicians of several institutions must choose.
 */
function institutionOf(caller: Caller, body: TestRequestPayload): { id: number | null; error: string | null } {
  const chosen = body.institution_id ?? null;
  if (chosen !== null) return { id: chosen, error: null };
  const mustChoose = hasProviderWideView(caller.user) || (isClinician(caller.user) && caller.user.institution_ids.length > 1);
  if (mustChoose) return { id: null, error: M.institutionRequired };
  const own = homeInstitution(caller.user);
  return own === null ? { id: null, error: M.institutionContextRequired } : { id: own, error: null };
}

/** custom_data is free-form: bounded as a whole (its nesting is bounded for every body by the JSON parser). */
export const MAX_CUSTOM_DATA_CHARS = 10_000;

/** Checks a request as sent by the form; answers what to store, or throws 400/409 with the first broken rule. */
export async function checkOrder(db: Db, caller: Caller, body: TestRequestPayload, existingId: number | null, serverTimeZone = 'UTC', now = new Date()): Promise<OrderInput> {
  if (body.custom_data && JSON.stringify(body.custom_data).length > MAX_CUSTOM_DATA_CHARS) {
    throw badRequest(M.customDataTooLong(MAX_CUSTOM_DATA_CHARS));
  }
  const institution = institutionOf(caller, body);
  const clinicianId = isClinician(caller.user) ? caller.user.id : (body.clinician_id ?? null);
  const cliniciansExist = institution.id !== null && isInScope(caller.scope, institution.id) && (await lookups.hasActiveClinicians(db, institution.id));

  // 1-6: the submit checks, in the product's order
  if (!body.patient_id) throw badRequest(M.patientRequired);
  if (blank(body.barcode_number)) throw badRequest(M.barcodeRequired);
  if (!body.lab_id) throw badRequest(M.labRequired);
  if (clinicianId === null && cliniciansExist) throw badRequest(M.clinicianRequired);
  if (institution.error) throw badRequest(institution.error);
  const institutionId = institution.id!;
  // then the rest of a test (before Add new test or Confirm)
  if (!body.sample_type) throw badRequest(M.sampleTypeRequired);
  if (!body.panel_id && !(body.marker_ids ?? []).length) throw badRequest(M.markersRequired);
  const devices = chosenDevices(body);
  if (devices.length === 0) throw badRequest(M.deviceRequired);

  // what must belong to the institution (outside the caller's scope it does not exist)
  if (!isInScope(caller.scope, institutionId) || !(await institutionExists(db, institutionId))) throw badRequest(COMMON_MESSAGES.institutionNotFound);
  const patient = await lookups.selectPatientOfInstitution(db, body.patient_id, institutionId);
  if (!patient) throw badRequest(M.patientNotFound);
  if (clinicianId !== null && !(await lookups.isActiveUserOf(db, clinicianId, CLINICIAN_ROLE, institutionId))) {
    throw badRequest(M.orderingClinicianNotOfInstitution);
  }
  const sampleType = await lookups.selectSampleType(db, body.sample_type);
  if (!sampleType) throw badRequest(M.sampleTypeNotFound);
  if (!(await lookups.labServes(db, body.lab_id, institutionId, sampleType.id))) {
    throw badRequest(M.labRefusesSampleType(sampleType.name));
  }

  // markers: a panel's, or the ones chosen; available to the institution and taking the sample type
  let markerIds = [...new Set(body.marker_ids ?? [])];
  let panelName: string | null = null;
  if (body.panel_id) {
    const panel = await lookups.selectAvailablePanel(db, body.panel_id, institutionId);
    if (!panel) throw badRequest(M.panelNotFound);
    const sent = [...markerIds].sort((a, b) => a - b);
    if (sent.length && sent.join() !== [...panel.marker_ids].sort((a, b) => a - b).join()) throw badRequest(M.panelOrMarkers);
    markerIds = panel.marker_ids;
    panelName = panel.name;
  }
  const markers = await lookups.selectAvailableMarkers(db, markerIds, institutionId, sampleType.id);
  if (markers.length !== markerIds.length) throw badRequest(M.markerNotFound);
  const refused = markers.find((m) => !m.accepts_sample_type);
  if (refused) throw badRequest(M.markerRefusesSampleType(refused.name, sampleType.name));

  // the capacity rule, with the form's own messages
  const deviceRows = await lookups.selectActiveDevices(db, devices.map((d) => d.device_id), institutionId);
  if (deviceRows.length !== devices.length) throw badRequest(M.deviceNotFound);
  const tubes = await lookups.selectSampleTypeTubeTypes(db, institutionId, sampleType.id);
  const unsuitable = deviceRows.find((d) => !deviceSuitsTubes(d, tubes));
  if (unsuitable) throw badRequest(M.deviceUnsuitable(unsuitable.name, sampleType.name));
  const capacity = devicesCapacity(devices.map((d) => ({ quantity: d.quantity, max_capacity: deviceRows.find((r) => r.id === d.device_id)!.max_capacity })));
  const volume = markersVolume(markers);
  if (volume > capacity) {
    if (panelName) throw badRequest(M.panelOverCapacity(volume, capacity));
    let used = 0;
    for (const id of markerIds) {
      const marker = markers.find((m) => m.id === id)!;
      if (roundVolume(used + marker.value) > capacity) throw badRequest(M.markerOverCapacity(marker.name, roundVolume(marker.value), capacity, roundVolume(used)));
      used = roundVolume(used + marker.value);
    }
  }

  // expected test date: a day from now + 1 hour on, kept at 12:00 on the institution's clocks
  let expected: Date | null = null;
  if (!blank(body.expected_test_datetime)) {
    expected = expectedTestDateTime(body.expected_test_datetime!, (await lookups.selectInstitutionTimeZone(db, institutionId)) ?? serverTimeZone);
    if (!expected) throw badRequest(M.expectedDateInvalid);
    if (body.expected_test_datetime!.slice(0, 10) < earliestExpectedTestDay(now)) throw badRequest(M.expectedDateTooEarly);
  }

  // partner fulfillment: an active fulfillment agent, only when ordered by partner
  const byPartner = body.fulfillment_by_partner === true;
  const partnerId = byPartner ? (body.fulfillment_partner_id ?? null) : null;
  if (partnerId !== null && !(await lookups.isActiveUserOf(db, partnerId, FULFILLMENT_AGENT_ROLE, 'all'))) throw badRequest(M.partnerNotFound);

  const barcode = body.barcode_number!.trim();
  if (await lookups.barcodeTaken(db, barcode, existingId)) throw new HttpError(409, M.barcodeTaken);

  return {
    markerIds,
    devices,
    values: {
      patientId: patient.id,
      institutionId,
      clinicianId,
      testName: panelName ?? markers.map((m) => m.name).join(', '),
      category: sampleType.name,
      priority: (body.priority ?? 'normal') as TestPriority,
      sampleTypeId: sampleType.id,
      panelId: body.panel_id ?? null,
      labId: body.lab_id,
      barcodeNumber: barcode,
      department: trimmed(body.department),
      cmsPriority: trimmed(body.cms_priority),
      cmsStatus: trimmed(body.cms_status),
      notes: trimmed(body.notes),
      customData: body.custom_data ?? null,
      expectedTestDatetime: expected,
      fulfillmentByPartner: byPartner,
      fulfillmentPartnerId: partnerId,
    },
  };
}
