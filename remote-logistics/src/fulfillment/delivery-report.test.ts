import { deliveryReportFileName } from '@lab/shared';
import { deliveryReport, deliveryReportRows } from './delivery-report';
import { deliveryReportHtml } from './delivery-report-html';
import { deliveredDetail, sampleDetail } from './fulfillment-fixtures';

const generatedAt = new Date('2026-11-23T10:00:00.000Z');

describe('the delivery report', () => {
  it('holds the request, patient, item and shipping, with formatted ids and snake_case names', () => {
    expect(deliveryReport(deliveredDetail(), generatedAt)).toEqual({
      report: 'Delivery Confirmation',
      fulfillment_id: 'FUL-000123',
      test_request_id: 'REQ-000077',
      patient_name: 'Olivia Harrington',
      patient_address: ['12 Willow Lane', 'Flat 3', 'Leeds, West Yorkshire LS1 4AB', 'United Kingdom'],
      item_name: 'Home Blood Collection Kit',
      item_sku: 'COL-HBC-101',
      quantity: 2,
      tracking_number: 'RM123456789GB',
      barcode_number: 'KIT-0042',
      dispatch_date: '2026-11-21T08:00:00.000Z',
      delivery_date: '2026-11-22T14:05:00.000Z',
      institution_name: "St Mary's General Hospital",
      generated_at: '2026-11-23T10:00:00.000Z',
    });
  });

  it('leaves out the address parts that are missing', () => {
    const detail = sampleDetail();
    detail.patient = { ...detail.patient, street_address_2: null, state: null, country: '' };
    expect(deliveryReport(detail, generatedAt).patient_address).toEqual(['12 Willow Lane', 'Leeds, LS1 4AB']);
  });

  it('is downloaded as delivery-confirmation-{id}.json', () => {
    expect(deliveryReportFileName(123)).toBe('delivery-confirmation-123.json');
  });

  it('prints as a self-contained page with every row, the values escaped', () => {
    const report = deliveryReport(sampleDetail({ item_name: 'Kit <A & B>', tracking_number: null }), generatedAt);
    const html = deliveryReportHtml(report);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Delivery Confirmation FUL-000123</title>');
    expect(html).toContain('<h1>Delivery Confirmation</h1>');
    expect(html).toContain('Kit &lt;A &amp; B&gt; (COL-HBC-101)');
    expect(html).toContain('St Mary&#39;s General Hospital');
    expect(html).toContain('12 Willow Lane<br>Flat 3<br>Leeds, West Yorkshire LS1 4AB<br>United Kingdom');
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(deliveryReportRows(report).map(([label]) => label)).toEqual([
      'Fulfillment Request',
      'Test Request',
      'Patient',
      'Address',
      'Item',
      'Quantity',
      'Tracking Number',
      'Kit Barcode',
      'Dispatch Date',
      'Delivery Date',
      'Institution',
    ]);
    expect(Object.fromEntries(deliveryReportRows(report))['Tracking Number']).toBe('—');
  });
});
