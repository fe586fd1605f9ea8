// The results API (and the order form's POST /results/create): what the clinical remote sends and the API answers.
import type { Pagination } from '../types';
import type { ResultFlag, ResultStatus } from '../result-rules';

/** GET /results query. */
export interface ResultListQuery {
  page?: number;
  limit?: number;
  status?: ResultStatus;
  /** Patient name, MRN, test name, or RES-000123. */
  search?: string;
}

/** One structured value, as stored: the marker's name, units and range copied when the value was entered. */
export interface ResultValue {
  marker_id: number;
  marker_name: string;
  value: number;
  units: string | null;
  range_min: number | null;
  range_max: number | null;
  /** Computed by the API: H above range_max, L below range_min, normal otherwise. */
  flag: ResultFlag;
}

/** One structured value as the form sends it; the API copies the rest from the marker. */
export interface ResultValueInput {
  marker_id: number;
  value: number;
}

/** One row of the list. */
export interface TestResultSummary {
  id: number;
  test_request_id: number;
  test_name: string;
  status: ResultStatus;
  patient_id: number;
  patient_first_name: string;
  patient_last_name: string;
  medical_record_number: string | null;
  institution_id: number;
  institution_name: string;
  entered_by_name: string | null;
  entered_by_lastname: string | null;
  entered_at: string;
  reviewed_by_name: string | null;
  reviewed_by_lastname: string | null;
  reviewed_at: string | null;
  updated_at: string;
  /** How many structured values are flagged H or L. */
  abnormal_count: number;
}

/** The tiles of the list: the caller's scope, whatever the filters. Final includes amended in the UI. */
export interface ResultCounts {
  draft: number;
  reviewed: number;
  final: number;
  amended: number;
  total: number;
}

export interface TestResultPage {
  results: TestResultSummary[];
  pagination: Pagination;
  counts: ResultCounts;
}

/** A marker of the result's test request, with its current units and range (the form's value inputs). */
export interface ResultMarker {
  id: number;
  name: string;
  description: string | null;
  units: string | null;
  range_min: number | null;
  range_max: number | null;
}

/** The test request as the result detail and the PDF show it. */
export interface ResultTestRequest {
  id: number;
  status: string;
  test_name: string;
  category: string | null;
  priority: string;
  institution_id: number;
  institution_name: string;
  institution_address: string | null;
  requested_at: string;
  sample_type: string | null;
  barcode_number: string | null;
  panel_id: number | null;
  panel_name: string | null;
  marker_ids: number[];
  lab_name: string | null;
  lab_address: string | null;
  clinician_name: string | null;
}

/** One saved content of a result, newest first on the detail: the first entry, each edit, each amendment. */
export interface ResultVersion {
  version: number;
  /** The result's status when this content was saved. */
  status: ResultStatus;
  result_data: string;
  result_values: ResultValue[];
  interpretation: string | null;
  author_name: string | null;
  author_lastname: string | null;
  created_at: string;
  /** Why: required for an amendment. */
  reason: string | null;
}

export interface TestResultDetail extends TestResultSummary {
  result_data: string;
  result_values: ResultValue[];
  interpretation: string | null;
  current_version: number;
  date_of_birth: string | null;
  gender: string | null;
  barcode_number: string | null;
  test_request: ResultTestRequest;
  markers: ResultMarker[];
  /** Every version, newest first. */
  versions: ResultVersion[];
  external_api_status: string | null;
  external_lab_id: string | null;
  has_external_results: boolean;
}

/** POST /results and PUT /results/{id}. */
export interface ResultPayload {
  test_request_id: number;
  result_data: string;
  result_values?: ResultValueInput[] | null;
  interpretation?: string | null;
  status?: ResultStatus;
  /** Required when the result is final or amended: why it is amended. */
  reason?: string | null;
}

/** POST /results/{id}/review. */
export interface ResultReviewPayload {
  id?: number;
  status: ResultStatus;
}

/** POST /results/create: a draft result for the request, its data a template of the request's markers. */
export interface CreateResultFromRequestPayload {
  test_request_id: number;
}

/** One entry of the list's recent-activity card (GET /results/recent-activity). */
export interface ResultActivity {
  result_id: number;
  status: ResultStatus;
  test_name: string;
  patient_first_name: string;
  patient_last_name: string;
  /** 'Result entered', 'Result reviewed', 'Result finalised' or 'Result amended'. */
  description: string;
  user_name: string | null;
  at: string;
}

export interface ResultActivityResponse {
  activity: ResultActivity[];
}
