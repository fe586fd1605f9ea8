// The test requests API: what the clinical remote
// sends and the API answers.
import type { Pagination } from '../types';
import type { ExternalApiStatus } from './external-lab';
import type { TestPriority, TestRequestStatus } from '../test-request-rules';

/** GET /tests/requests query. */
export interface TestRequestListQuery {
  page?: number;
  limit?: number;
  status?: TestRequestStatus;
  priority?: TestPriority;
  /** Patient name, MRN, test name, barcode, or REQ-000123. */
  search?: string;
  institution_id?: number;
}

/** One row of the list. */
export interface TestRequestSummary {
  id: number;
  patient_id: number;
  patient_first_name: string;
  patient_last_name: string;
  medical_record_number: string | null;
  test_name: string;
  category: string | null;
  priority: TestPriority;
  status: TestRequestStatus;
  barcode_number: string | null;
  institution_id: number;
  institution_name: string;
  clinician_id: number | null;
  clinician_name: string | null;
  requested_by_name: string | null;
  requested_by_lastname: string | null;
  requested_at: string;
  updated_at: string;
  expected_test_datetime: string | null;
  /** The request's result, if it has one (a request has at most one): the result form offers requests without. */
  result_id: number | null;
}

export interface TestRequestPage {
  requests: TestRequestSummary[];
  pagination: Pagination;
}

export interface TestRequestMarker {
  id: number;
  name: string;
  units: string | null;
  /** µL */
  value: number;
  range_min: number | null;
  range_max: number | null;
}

export interface TestRequestDevice {
  device_id: number;
  name: string;
  /** µL; null means the default capacity */
  max_capacity: number | null;
  quantity: number;
}

export interface TestRequestResult {
  id: number;
  status: string;
  result_data: unknown;
  interpretation: string | null;
  entered_by_name: string | null;
  entered_by_lastname: string | null;
  entered_at: string;
  external_api_status: string | null;
  external_lab_id: string | null;
  api_order_submitted_at: string | null;
  api_results_received_at: string | null;
  has_external_results: boolean;
}

export interface TestRequestFulfillment {
  id: number;
  item_name: string;
  item_sku: string | null;
  quantity_requested: number;
  status: string;
  assigned_to_name: string | null;
  assigned_to_lastname: string | null;
  created_at: string;
}

export interface NotificationLogEntry {
  id: number;
  sent_at: string;
  message_type: string;
  notification_type: 'email' | 'sms';
  recipient_type: 'patient' | 'staff';
  recipient_email: string | null;
  recipient_phone: string | null;
  delivery_status: 'sent' | 'delivered' | 'failed' | 'pending';
  error_message: string | null;
  triggered_by_type: 'system' | 'manual';
  triggered_by_name: string | null;
}

export interface TestRequestDetail extends TestRequestSummary {
  patient_email: string | null;
  patient_phone: string | null;
  patient_date_of_birth: string | null;
  notes: string | null;
  custom_data: Record<string, unknown> | null;
  sample_type: string | null;
  sample_type_id: number | null;
  panel_id: number | null;
  panel_name: string | null;
  lab_id: number | null;
  lab_name: string | null;
  department: string | null;
  cms_priority: string | null;
  cms_status: string | null;
  fulfillment_by_partner: boolean;
  fulfillment_partner_id: number | null;
  fulfillment_agent: string | null;
  marker_ids: number[];
  collection_device_ids: number[];
  device_selections: { device_id: number; quantity: number }[];
  markers: TestRequestMarker[];
  collection_devices: TestRequestDevice[];
  test_results: TestRequestResult[];
  fulfillment_requests: TestRequestFulfillment[];
  notification_logs: NotificationLogEntry[];
  /** The external lab panel's state for this request. */
  external_lab: ExternalApiStatus;
  test_type_id: number;
}

/** POST /tests/requests (one per queued test) and PUT /tests/requests/{id}. */
export interface TestRequestPayload {
  patient_id?: number | null;
  test_type_id?: number;
  priority?: TestPriority;
  sample_type?: number | null;
  panel_id?: number | null;
  marker_ids?: number[];
  collection_device_ids?: number[];
  device_selections?: { device_id: number; quantity: number }[];
  department?: string | null;
  cms_priority?: string | null;
  cms_status?: string | null;
  notes?: string | null;
  custom_data?: Record<string, unknown> | null;
  barcode_number?: string | null;
  /** YYYY-MM-DD (or an ISO date-time: its day is taken); stored at 12:00 of that day. */
  expected_test_datetime?: string | null;
  institution_id?: number | null;
  fulfillment_by_partner?: boolean;
  fulfillment_partner_id?: number | null;
  clinician_id?: number | null;
  lab_id?: number | null;
  /** One per queued test: a repeated POST with the same key answers the first request. */
  idempotency_key?: string;
}

export interface TestRequestStatusBody {
  status: TestRequestStatus;
}

/** POST /tests/requests/{id}/send-reminder */
export interface SendReminderBody {
  reminder_type: string;
  custom_message?: string;
}

export interface SendReminderResponse {
  success: boolean;
  message: string;
  notification_logs: NotificationLogEntry[];
}

/**
 * Cancel, with the patient told first: one call, so the server keeps the order (nothing is
 * cancelled unless the notification went out on at least one channel).
 */
export interface CancelTestRequestBody {
  message: string;
}

export interface CancelTestRequestResponse {
  success: true;
  /** "Notification sent by email and SMS" */
  message: string;
  /** The request as it is now: cancelled. */
  request: TestRequestDetail;
}
