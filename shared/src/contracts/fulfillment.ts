// The fulfillment API.
import type { Pagination } from '../types';
import type { FulfillmentPriority, FulfillmentStatus } from '../fulfillment-rules';

/** GET /fulfillment query. */
export interface FulfillmentListQuery {
  page?: number;
  limit?: number;
  /** Patient name, MRN, test, kit barcode, tracking number, FUL- or REQ- id. */
  search?: string;
  status?: FulfillmentStatus;
  priority?: FulfillmentPriority;
  assigned_to_me?: boolean;
  /** YYYY-MM-DD, on created_at, both ends included. */
  date_from?: string;
  date_to?: string;
}

export interface FulfillmentSummary {
  id: number;
  test_request_id: number;
  inventory_item_id: number;
  item_name: string;
  item_sku: string;
  quantity_requested: number;
  status: FulfillmentStatus;
  priority: FulfillmentPriority;
  patient_first_name: string;
  patient_last_name: string;
  medical_record_number: string | null;
  institution_id: number;
  institution_name: string;
  assigned_to: number | null;
  assigned_to_name: string | null;
  assigned_to_lastname: string | null;
  tracking_number: string | null;
  dispatch_date: string | null;
  delivery_date: string | null;
  created_at: string;
  updated_at: string;
}

/** The four tiles (and cancelled): the caller's scope, whatever the filters. */
export type FulfillmentCounts = Record<FulfillmentStatus, number>;

/** One entry of the recent-activity list: a change to a request, from the audit log. */
export interface FulfillmentActivity {
  id: number;
  fulfillment_request_id: number;
  /** e.g. 'Marked as dispatched', 'Assigned to Marcus Reid', 'Created'. */
  description: string;
  status: FulfillmentStatus | null;
  user_name: string | null;
  created_at: string;
}

export interface FulfillmentPage {
  requests: FulfillmentSummary[];
  pagination: Pagination;
  counts: FulfillmentCounts;
  recent_activity: FulfillmentActivity[];
}

export interface FulfillmentPatient {
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  street_address_1: string | null;
  street_address_2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface FulfillmentDetail extends FulfillmentSummary {
  item_description: string | null;
  location: string | null;
  barcode_number: string | null;
  notes: string | null;
  patient: FulfillmentPatient;
  test_name: string;
  requested_by_name: string | null;
  requested_by_lastname: string | null;
  /** The cancelled request this one replaces, and the replacement made for this one. */
  replaces_request_id: number | null;
  replaced_by_request_id: number | null;
}

/** PUT /fulfillment/{id}/status */
export interface FulfillmentStatusPayload {
  status: FulfillmentStatus;
  tracking_number?: string | null;
  barcodeNumber?: string | null;
  /** Added to the request's notes (a new line), never replacing them. */
  notes?: string | null;
}

/** POST /fulfillment/{id}/assign */
export interface FulfillmentAssignPayload {
  assigned_to: number;
}

/** POST /fulfillment (replacement requests, and any new shipment for a test request). */
export interface CreateFulfillmentPayload {
  test_request_id: number;
  inventory_item_id: number;
  quantity_requested: number;
  notes?: string | null;
  priority?: FulfillmentPriority;
  /** The cancelled request this one replaces. */
  replaces_request_id?: number | null;
}
