// Fulfillment requests as the API answers them, for the fulfillment screens' tests.
import type { FulfillmentActivity, FulfillmentCounts, FulfillmentDetail, FulfillmentPage, FulfillmentSummary } from '@lab/shared';

export function sampleSummary(overrides: Partial<FulfillmentSummary> = {}): FulfillmentSummary {
  return {
    id: 123,
    test_request_id: 77,
    test_request_status: 'pending',
    inventory_item_id: 9,
    item_name: 'Home Blood Collection Kit',
    item_sku: 'COL-HBC-101',
    quantity_requested: 2,
    status: 'pending',
    priority: 'normal',
    patient_first_name: 'Olivia',
    patient_last_name: 'Harrington',
    medical_record_number: 'MRN-P100042',
    institution_id: 1,
    institution_name: "St Mary's General Hospital",
    assigned_to: null,
    assigned_to_name: null,
    assigned_to_lastname: null,
    tracking_number: null,
    dispatch_date: null,
    delivery_date: null,
    created_at: '2026-11-20T09:30:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<FulfillmentDetail> = {}): FulfillmentDetail {
  return {
    ...sampleSummary(),
    item_description: 'Finger-prick kit with two microtainers',
    location: 'Central Supply',
    barcode_number: null,
    notes: null,
    patient: {
      first_name: 'Olivia',
      last_name: 'Harrington',
      phone: '+447700900123',
      email: 'olivia.harrington@example.com',
      street_address_1: '12 Willow Lane',
      street_address_2: 'Flat 3',
      city: 'Leeds',
      state: 'West Yorkshire',
      postal_code: 'LS1 4AB',
      country: 'United Kingdom',
    },
    test_name: 'Lipid Panel',
    requested_by_name: 'Emily',
    requested_by_lastname: 'Watson',
    replaces_request_id: null,
    replaced_by_request_id: null,
    ...overrides,
  };
}

/** A delivered request with everything the delivery report prints. */
export const deliveredDetail = () =>
  sampleDetail({
    status: 'delivered',
    assigned_to: 5,
    assigned_to_name: 'Marcus',
    assigned_to_lastname: 'Reid',
    tracking_number: 'RM123456789GB',
    barcode_number: 'KIT-0042',
    dispatch_date: '2026-11-21T08:00:00.000Z',
    delivery_date: '2026-11-22T14:05:00.000Z',
    notes: 'Leave with reception\nRing twice',
  });

export function sampleActivity(overrides: Partial<FulfillmentActivity> = {}): FulfillmentActivity {
  return {
    id: 1,
    fulfillment_request_id: 123,
    description: 'Marked as dispatched',
    status: 'dispatched',
    user_name: 'Marcus Reid',
    created_at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export const sampleCounts = (overrides: Partial<FulfillmentCounts> = {}): FulfillmentCounts => ({ pending: 4, assigned: 3, dispatched: 2, delivered: 7, cancelled: 1, ...overrides });

export function samplePage(requests: FulfillmentSummary[], overrides: Partial<FulfillmentPage> = {}): FulfillmentPage {
  return {
    requests,
    pagination: { page: 1, limit: 20, total: requests.length, pages: requests.length > 0 ? 1 : 0 },
    counts: sampleCounts(),
    recent_activity: [sampleActivity()],
    ...overrides,
  };
}
