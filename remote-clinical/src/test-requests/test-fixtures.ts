import type { ExternalApiStatus, TestRequestDetail, TestRequestSummary } from '@lab/shared';

/** A list row as the API answers it, for the remote's tests. */
export function sampleSummary(overrides: Partial<TestRequestSummary> = {}): TestRequestSummary {
  return {
    id: 123,
    patient_id: 42,
    patient_first_name: 'Olivia',
    patient_last_name: 'Harrington',
    medical_record_number: 'MRN-P100042',
    test_name: 'Lipid Panel',
    category: 'Serum',
    priority: 'normal',
    status: 'pending',
    barcode_number: 'KITA12345678',
    institution_id: 1,
    institution_name: "St Mary's General Hospital",
    clinician_id: 5,
    clinician_name: 'Emily Watson',
    requested_by_name: 'Emily',
    requested_by_lastname: 'Watson',
    requested_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    expected_test_datetime: '2026-11-25T12:00:00.000Z',
    result_id: null,
    ...overrides,
  };
}

/** The external lab panel's answer; the request's laboratory has no provider unless a test says so. */
export function sampleExternalLab(overrides: Partial<ExternalApiStatus> = {}): ExternalApiStatus {
  return {
    api_enabled: false,
    provider: null,
    external_api_status: null,
    external_lab_id: null,
    api_order_submitted_at: null,
    sample_received_at: null,
    api_results_received_at: null,
    has_external_data: false,
    last_sync: null,
    failure_reason: null,
    last_attempt_at: null,
    attempt_error: null,
    next_attempt_at: null,
    can_submit: false,
    can_fetch_results: false,
    result_id: null,
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<TestRequestDetail> = {}): TestRequestDetail {
  return {
    ...sampleSummary(),
    patient_email: 'olivia@example.org',
    patient_phone: '+447700900123',
    patient_date_of_birth: '1984-03-17',
    notes: null,
    custom_data: { test_type_id: 1 },
    sample_type: 'Serum',
    sample_type_id: 1,
    panel_id: 2,
    panel_name: 'Lipid Panel',
    lab_id: 3,
    lab_name: 'North Lab',
    department: 'Cardiology',
    cms_priority: 'Routine',
    cms_status: 'Received',
    fulfillment_by_partner: false,
    fulfillment_partner_id: null,
    fulfillment_agent: null,
    marker_ids: [7],
    collection_device_ids: [9],
    device_selections: [{ device_id: 9, quantity: 1 }],
    markers: [{ id: 7, name: 'Total Cholesterol', units: 'mmol/L', value: 10, range_min: 0, range_max: 5.2 }],
    collection_devices: [{ device_id: 9, name: 'Gold top tube', max_capacity: 100, quantity: 1 }],
    test_results: [],
    fulfillment_requests: [],
    notification_logs: [],
    external_lab: sampleExternalLab(),
    test_type_id: 1,
    ...overrides,
  };
}
