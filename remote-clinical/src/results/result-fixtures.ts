import type { ResultActivity, ResultValue, ResultVersion, TestRequestDetail, TestRequestSummary, TestResultDetail, TestResultPage, TestResultSummary } from '@lab/shared';
import { sampleDetail, sampleSummary } from '../test-requests/test-fixtures';

// Results as the API answers them, for the results screens' tests.

export function sampleResultSummary(overrides: Partial<TestResultSummary> = {}): TestResultSummary {
  return {
    id: 123,
    test_request_id: 77,
    test_name: 'Lipid Panel',
    status: 'draft',
    patient_id: 42,
    patient_first_name: 'Olivia',
    patient_last_name: 'Harrington',
    medical_record_number: 'MRN-P100042',
    institution_id: 1,
    institution_name: "St Mary's General Hospital",
    entered_by_name: 'Emily',
    entered_by_lastname: 'Watson',
    entered_at: '2026-11-21T09:00:00.000Z',
    reviewed_by_name: null,
    reviewed_by_lastname: null,
    reviewed_at: null,
    updated_at: '2026-11-21T09:00:00.000Z',
    abnormal_count: 0,
    ...overrides,
  };
}

export const cholesterol: ResultValue = { marker_id: 7, marker_name: 'Total Cholesterol', value: 6.1, units: 'mmol/L', range_min: null, range_max: 5.2, flag: 'H' };
export const potassium: ResultValue = { marker_id: 8, marker_name: 'Potassium', value: 3.1, units: 'mmol/L', range_min: 3.5, range_max: 5.1, flag: 'L' };
export const sodium: ResultValue = { marker_id: 9, marker_name: 'Sodium', value: 140, units: 'mmol/L', range_min: 135, range_max: 145, flag: 'normal' };

export function sampleVersion(overrides: Partial<ResultVersion> = {}): ResultVersion {
  return {
    version: 1,
    status: 'draft',
    result_data: 'Total Cholesterol\nValue: 6.1',
    result_values: [cholesterol],
    interpretation: null,
    author_name: 'Emily',
    author_lastname: 'Watson',
    created_at: '2026-11-21T09:00:00.000Z',
    reason: null,
    ...overrides,
  };
}

export function sampleResultDetail(overrides: Partial<TestResultDetail> = {}): TestResultDetail {
  return {
    ...sampleResultSummary(),
    abnormal_count: 2,
    result_data: 'Total Cholesterol\nValue: 6.1\nUnits: mmol/L',
    result_values: [cholesterol, potassium, sodium],
    interpretation: 'Raised cholesterol; low potassium.',
    current_version: 1,
    date_of_birth: '1984-03-17',
    gender: 'Female',
    barcode_number: 'KITA12345678',
    test_request: {
      id: 77,
      status: 'completed',
      test_name: 'Lipid Panel',
      category: 'Serum',
      priority: 'normal',
      institution_id: 1,
      institution_name: "St Mary's General Hospital",
      institution_address: null,
      requested_at: '2026-11-20T10:00:00.000Z',
      sample_type: 'Serum',
      barcode_number: 'KITA12345678',
      panel_id: 2,
      panel_name: 'Lipid Panel',
      marker_ids: [7, 8, 9],
      lab_name: 'North Lab',
      lab_address: null,
      clinician_name: 'Emily Watson',
    },
    markers: [
      { id: 7, name: 'Total Cholesterol', description: null, units: 'mmol/L', range_min: null, range_max: 5.2 },
      { id: 8, name: 'Potassium', description: null, units: 'mmol/L', range_min: 3.5, range_max: 5.1 },
      { id: 9, name: 'Sodium', description: null, units: 'mmol/L', range_min: 135, range_max: 145 },
    ],
    versions: [sampleVersion({ result_values: [cholesterol, potassium, sodium] })],
    external_api_status: null,
    external_lab_id: null,
    has_external_results: false,
    ...overrides,
  };
}

export const resultPage = (results: TestResultSummary[], counts = { draft: 3, reviewed: 2, final: 5, amended: 1, total: 11 }, total = results.length): TestResultPage => ({
  results,
  pagination: { page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) },
  counts,
});

export function sampleActivity(overrides: Partial<ResultActivity> = {}): ResultActivity {
  return {
    result_id: 123,
    status: 'final',
    test_name: 'Lipid Panel',
    patient_first_name: 'Olivia',
    patient_last_name: 'Harrington',
    description: 'Result finalised',
    user_name: 'Emily Watson',
    at: '2026-11-22T14:05:00.000Z',
    ...overrides,
  };
}

/** A completed test request the form offers. */
export const completedRequest = (overrides: Partial<TestRequestSummary> = {}): TestRequestSummary => sampleSummary({ status: 'completed', result_id: null, ...overrides });

/** A test request with the markers (and ranges) the form asks values for. */
export const requestWithMarkers = (overrides: Partial<TestRequestDetail> = {}): TestRequestDetail =>
  sampleDetail({
    status: 'completed',
    result_id: null,
    markers: [
      { id: 7, name: 'Total Cholesterol', units: 'mmol/L', value: 10, range_min: null, range_max: 5.2 },
      { id: 8, name: 'Potassium', units: 'mmol/L', value: 10, range_min: 3.5, range_max: 5.1 },
    ],
    ...overrides,
  });
