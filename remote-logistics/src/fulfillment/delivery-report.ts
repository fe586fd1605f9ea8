import { formatFulfillmentId, formatRequestId, type FulfillmentDetail } from '@lab/shared';
import { person } from '../common/people';
import { patientAddressLines } from './patient-address';

export const DELIVERY_REPORT_TITLE = 'Delivery Confirmation';

/** What the delivery report says, printed or downloaded (as JSON, with these names). */
export interface DeliveryReport {
  report: typeof DELIVERY_REPORT_TITLE;
  /** FUL-000123 */
  fulfillment_id: string;
  /** REQ-000077 */
  test_request_id: string;
  patient_name: string;
  /** Street lines, 'City, State Postcode', country. */
  patient_address: string[];
  item_name: string;
  item_sku: string;
  quantity: number;
  tracking_number: string | null;
  barcode_number: string | null;
  /** ISO timestamps as the API gives them. */
  dispatch_date: string | null;
  delivery_date: string | null;
  institution_name: string;
  generated_at: string;
}

/** The delivery report of a request: the one source of both the printed page and the JSON download. */
export function deliveryReport(request: FulfillmentDetail, generatedAt: Date = new Date()): DeliveryReport {
  return {
    report: DELIVERY_REPORT_TITLE,
    fulfillment_id: formatFulfillmentId(request.id),
    test_request_id: formatRequestId(request.test_request_id),
    patient_name: person(request.patient.first_name, request.patient.last_name),
    patient_address: patientAddressLines(request.patient),
    item_name: request.item_name,
    item_sku: request.item_sku,
    quantity: request.quantity_requested,
    tracking_number: request.tracking_number,
    barcode_number: request.barcode_number,
    dispatch_date: request.dispatch_date,
    delivery_date: request.delivery_date,
    institution_name: request.institution_name,
    generated_at: generatedAt.toISOString(),
  };
}
