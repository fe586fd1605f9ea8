import type { ResultActivity, ResultMarker, ResultValue, ResultVersion, TestRequestDetail, TestRequestSummary, TestResultDetail, TestResultPage, TestResultSummary } from '@lab/shared';
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
    critical_count: 0,
    critical_unacknowledged: false,
    ...overrides,
  };
}

/** A stored value: no critical limits, no previous value, unless given. */
export const storedValue = (v: Pick<ResultValue, 'marker_id' | 'marker_name' | 'value' | 'units' | 'range_min' | 'range_max' | 'flag'> & Partial<ResultValue>): ResultValue => ({
  critical_low: null,
  critical_high: null,
  range_id: v.flag === null ? null : v.marker_id * 10,
  range_label: v.flag === null ? null : 'Any sex, from 18 years',
  delta: null,
  ...v,
});

export const cholesterol = storedValue({ marker_id: 7, marker_name: 'Total Cholesterol', value: 6.1, units: 'mmol/L', range_min: null, range_max: 5.2, flag: 'H' });
export const potassium = storedValue({ marker_id: 8, marker_name: 'Potassium', value: 3.1, units: 'mmol/L', range_min: 3.5, range_max: 5.1, critical_low: 2.5, critical_high: 6.5, flag: 'L' });
export const sodium = storedValue({ marker_id: 9, marker_name: 'Sodium', value: 140, units: 'mmol/L', range_min: 135, range_max: 145, flag: 'N' });
/** A critical potassium, its call-back not recorded. */
export const criticalPotassium = storedValue({ ...potassium, value: 7.2, flag: 'HH' });

/** A marker of the request with the range that fits the patient (null: none fits). */
export function resultMarker(id: number, name: string, units: string | null, low: number | null, high: number | null, critical: [number | null, number | null] = [null, null], withRange = true): ResultMarker {
  const range = withRange
    ? { id: id * 10, sex: 'any' as const, age_from: 18, age_to: null, age_unit: 'years' as const, low, high, critical_low: critical[0], critical_high: critical[1], units, label: 'Any sex, from 18 years' }
    : null;
  return { id, name, description: null, units, range_min: low, range_max: high, range };
}

export function sampleVersion(overrides: Partial<ResultVersion> = {}): ResultVersion {
  return {
    version: 1,
    status: 'draft',
    source: 'entry',
    result_data: 'Total Cholesterol\nValue: 6.1',
    result_values: [cholesterol],
    interpretation: null,
    author_id: 5,
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
    entered_by: 5,
    values_by: 5,
    released_by_name: null,
    released_by_lastname: null,
    released_at: null,
    release_comment: null,
    second_person_required: true,
    collected_at: '2026-11-20T10:00:00.000Z',
    critical_notifications: [],
    pending_amendment: null,
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
      resultMarker(7, 'Total Cholesterol', 'mmol/L', null, 5.2),
      resultMarker(8, 'Potassium', 'mmol/L', 3.5, 5.1, [2.5, 6.5]),
      resultMarker(9, 'Sodium', 'mmol/L', 135, 145),
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

/** GET /results/requests/{id}/markers: the request's markers with the patient's ranges (Potassium's with critical limits). */
export const requestMarkers = (markers: ResultMarker[] = [resultMarker(7, 'Total Cholesterol', 'mmol/L', null, 5.2), resultMarker(8, 'Potassium', 'mmol/L', 3.5, 5.1, [2.5, 6.5])]) => ({ markers });
