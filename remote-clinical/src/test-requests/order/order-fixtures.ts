import { CLINICIAN_ROLE, FULFILLMENT_AGENT_ROLE, type CollectionDeviceOption, type LabOption, type MarkerOption, type PanelDetail, type PanelOption, type Patient, type TestFormFieldsResponse, type TestRequestDetail } from '@lab/shared';
import type { MockHandler, MockReply } from '@lab/shared/testing';
import { samplePatient } from '../../patients/test-fixtures';
import { sampleExternalLab } from '../test-fixtures';

// Lookups for the order form's tests: two sample types, markers of 40 + 35 + 25 + 30 µL on Serum
// (tubes 10 and 11) and 20 µL on Whole Blood (tube 20), devices of 100 (tube 10), 50 (tube 20), the
// default capacity (any tube) and 50 (tube 10).

export function marker(id: number, name: string, value: number, sampleTypeIds: number[], tubeTypeIds: number[]): MarkerOption {
  return { id, name, description: null, range_min: null, range_max: null, units: 'ng/mL', value, sample_type_ids: sampleTypeIds, tube_type_ids: tubeTypeIds, institution_ids: [] };
}

export function device(id: number, name: string, maxCapacity: number | null, tubeTypeIds: number[]): CollectionDeviceOption {
  return { id, name, description: null, max_capacity: maxCapacity, tube_type_ids: tubeTypeIds };
}

export const serum = { id: 1, name: 'Serum' };
export const wholeBlood = { id: 2, name: 'Whole Blood' };
export const vitaminD = marker(1, 'Vitamin D', 40, [1], [10]);
export const ferritin = marker(2, 'Ferritin', 35, [1], [10]);
export const cortisol = marker(3, 'Cortisol', 25, [1], [11]);
export const testosterone = marker(4, 'Testosterone', 30, [1], [11]);
export const hba1c = marker(5, 'HbA1c', 20, [2], [20]);
export const sst = device(1, 'SST Tube', 100, [10]);
export const edta = device(2, 'EDTA Tube', 50, [20]);
export const universal = device(3, 'Universal Kit', null, []);
export const sstMini = device(4, 'SST Mini', 50, [10]);

function panel(id: number, name: string, markers: MarkerOption[]): PanelDetail {
  const total = Math.round(markers.reduce((s, m) => s + m.value, 0) * 100) / 100;
  return { id, name, description: null, marker_ids: markers.map((m) => m.id), sample_type_id: 1, institution_ids: [], total_volume: total, markers };
}

export const ironStudies = panel(1, 'Iron Studies', [vitaminD, ferritin]);
export const fullProfile = panel(2, 'Full Profile', [vitaminD, ferritin, cortisol, testosterone]);

const option = ({ markers: _markers, ...rest }: PanelDetail): PanelOption => rest;

export const formFields: TestFormFieldsResponse = {
  sample_types: [serum, wholeBlood],
  markers: [vitaminD, ferritin, cortisol, testosterone, hba1c],
  panels: [option(ironStudies), option(fullProfile)],
  collection_devices: [sst, edta, universal, sstMini],
};

export const centralLab: LabOption = { lab_id: 7, lab_name: 'Central Lab', contact_person: null, lab_address: null, lab_phone: null, lab_active: true, sample_type: 'Serum' };
export const watson = { id: 5, first_name: 'Emily', last_name: 'Watson', email: 'emily@test.lab', role: CLINICIAN_ROLE };
export const olivia: Patient = samplePatient();
export const stMarys = { id: 1, name: "St Mary's General Hospital", address: null };
export const royal = { id: 2, name: 'Royal Infirmary', address: null };

/** The lookups of institution `institutionId` as mockApi routes; `overrides` replace or add routes. */
export function orderRoutes(institutionId = 1, overrides: Record<string, MockHandler | MockReply> = {}): Record<string, MockHandler | MockReply> {
  return {
    'GET /cms/test-form-fields': [200, formFields],
    [`GET /institutions/${institutionId}/labs`]: [200, { labs: [centralLab] }],
    [`GET /institutions/${institutionId}/clinicians`]: [200, { clinicians: [watson] }],
    'GET /patients': [200, { patients: [olivia], pagination: { page: 1, limit: 100, total: 1, pages: 1 } }],
    'GET /cms/panels/1': [200, ironStudies],
    'GET /cms/panels/2': [200, fullProfile],
    'GET /users': [200, { users: [{ id: 11, first_name: 'Frank', last_name: 'Partner', email: 'frank@test.lab', role: FULFILLMENT_AGENT_ROLE }] }],
    'GET /institutions/my': [200, { institutions: [stMarys, royal] }],
    ...overrides,
  };
}

/** An open request of Olivia's (Vitamin D on Serum at Central Lab, one SST tube), as GET /tests/requests/{id} answers. */
export function sampleRequest(overrides: Partial<TestRequestDetail> = {}): TestRequestDetail {
  return {
    id: 9,
    patient_id: olivia.id,
    patient_first_name: olivia.first_name,
    patient_last_name: olivia.last_name,
    patient_email: olivia.email,
    patient_phone: olivia.phone,
    patient_date_of_birth: olivia.date_of_birth,
    medical_record_number: olivia.medical_record_number,
    test_name: 'Vitamin D',
    category: 'Serum',
    priority: 'urgent',
    status: 'pending',
    barcode_number: 'KIT-9',
    institution_id: 1,
    institution_name: stMarys.name,
    clinician_id: watson.id,
    clinician_name: 'Emily Watson',
    requested_by_name: 'Test',
    requested_by_lastname: 'User',
    requested_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    expected_test_datetime: '2030-01-15T12:00:00.000Z',
    result_id: null,
    notes: 'Fasting',
    custom_data: { source: 'legacy' },
    sample_type: 'Serum',
    sample_type_id: serum.id,
    panel_id: null,
    panel_name: null,
    lab_id: centralLab.lab_id,
    lab_name: centralLab.lab_name,
    department: 'Endocrinology',
    cms_priority: null,
    cms_status: null,
    fulfillment_by_partner: false,
    fulfillment_partner_id: null,
    fulfillment_agent: null,
    marker_ids: [vitaminD.id],
    collection_device_ids: [sst.id],
    device_selections: [{ device_id: sst.id, quantity: 1 }],
    markers: [{ id: vitaminD.id, name: vitaminD.name, units: vitaminD.units, value: vitaminD.value, range_min: null, range_max: null }],
    collection_devices: [{ device_id: sst.id, name: sst.name, max_capacity: sst.max_capacity, quantity: 1 }],
    test_results: [],
    fulfillment_requests: [],
    notification_logs: [],
    external_lab: sampleExternalLab(),
    test_type_id: 1,
    ...overrides,
  };
}
