import { formatDateTime, formatFulfillmentId, formatRequestId, type FulfillmentDetail } from '@lab/shared';
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

/** The delivery report of a request: the one source of the printed page, the PDF and the JSON download. */
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

const orDash = (value: string | null) => (value && value.trim() ? value : '—');

/** The report's rows as label and text, in the order printed: the page and the PDF show the same. */
export function deliveryReportRows(report: DeliveryReport): [label: string, value: string][] {
  return [
    ['Fulfillment Request', report.fulfillment_id],
    ['Test Request', report.test_request_id],
    ['Patient', report.patient_name],
    ['Address', report.patient_address.length ? report.patient_address.join('\n') : '—'],
    ['Item', `${report.item_name} (${report.item_sku})`],
    ['Quantity', String(report.quantity)],
    ['Tracking Number', orDash(report.tracking_number)],
    ['Kit Barcode', orDash(report.barcode_number)],
    ['Dispatch Date', formatDateTime(report.dispatch_date)],
    ['Delivery Date', formatDateTime(report.delivery_date)],
    ['Institution', orDash(report.institution_name)],
  ];
}
