import { mkdirSync, writeFileSync } from 'node:fs';
import { formatDateTime } from '@lab/shared';
import { allText, drawnTexts, type ReadablePdf } from '@lab/shared/testing';
import { deliveryReport, deliveryReportRows } from './delivery-report';
import { downloadDeliveryReportPdf } from './delivery-report-output';
import { buildDeliveryReportPdf } from './delivery-report-pdf';
import { deliveredDetail, sampleDetail } from './fulfillment-fixtures';

// save() is set on each document by jsPDF's constructor, not on its prototype: wrap the constructor.
const mockSaved: { name: string; doc: ReadablePdf }[] = [];
jest.mock('jspdf', () => {
  const actual = jest.requireActual('jspdf');
  function jsPDF(...args: unknown[]) {
    const doc = new actual.jsPDF(...args);
    doc.save = (name: string) => mockSaved.push({ name, doc });
    return doc;
  }
  return { ...actual, jsPDF };
});

const generatedAt = new Date('2026-11-23T10:00:00.000Z');
const build = (detail = deliveredDetail()) => buildDeliveryReportPdf(deliveryReport(detail, generatedAt));

/** The text drawn on the baseline of `label`, after it: its value's first line. */
function valueBeside(doc: ReadablePdf, label: string): string[] {
  const texts = drawnTexts(doc);
  const at = texts.findIndex((t) => t.text === label);
  expect(at).toBeGreaterThanOrEqual(0);
  return texts.filter((t, i) => i !== at && t.page === texts[at].page && Math.abs(t.y - texts[at].y) < 0.01).map((t) => t.text);
}

afterEach(() => {
  mockSaved.length = 0;
});

describe('the delivery report PDF', () => {
  it('is one A4 portrait page with the title, the request id and the institution', () => {
    const doc = build();
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 1);
    const [title, id, institution] = drawnTexts(doc);
    expect([title.text, title.bold]).toEqual(['Delivery Confirmation', true]);
    expect(id.text).toBe('FUL-000123');
    expect(institution.text).toBe("St Mary's General Hospital");
  });

  it('prints every row of the printed page, in its order, each value beside its label', () => {
    const doc = build();
    const report = deliveryReport(deliveredDetail(), generatedAt);
    const labels = drawnTexts(doc).filter((t) => t.bold && t.text !== 'Delivery Confirmation' && t.text !== 'FUL-000123');
    expect(labels.map((t) => t.text)).toEqual(deliveryReportRows(report).map(([label]) => label));
    expect(valueBeside(doc, 'Patient')).toEqual(['Olivia Harrington']);
    expect(valueBeside(doc, 'Item')).toEqual(['Home Blood Collection Kit (COL-HBC-101)']);
    expect(valueBeside(doc, 'Quantity')).toEqual(['2']);
    expect(valueBeside(doc, 'Tracking Number')).toEqual(['RM123456789GB']);
    expect(valueBeside(doc, 'Kit Barcode')).toEqual(['KIT-0042']);
    expect(valueBeside(doc, 'Dispatch Date')).toEqual([formatDateTime('2026-11-21T08:00:00.000Z')]);
    expect(valueBeside(doc, 'Delivery Date')).toEqual([formatDateTime('2026-11-22T14:05:00.000Z')]);
    expect(valueBeside(doc, 'Test Request')).toEqual(['REQ-000077']);
  });

  it('keeps the address on its own lines', () => {
    const texts = drawnTexts(build()).map((t) => t.text);
    const street = texts.indexOf('12 Willow Lane');
    expect(texts.slice(street, street + 4)).toEqual(['12 Willow Lane', 'Flat 3', 'Leeds, West Yorkshire LS1 4AB', 'United Kingdom']);
  });

  it('says when it was made, and the page, in the footer', () => {
    const text = allText(build());
    expect(text).toContain(`FUL-000123 · Generated at ${formatDateTime(generatedAt)}`);
    expect(text).toContain('Page 1 of 1');
  });

  it('prints a dash for what a request lacks, and names outside the font by their nearest letters', () => {
    const detail = sampleDetail({ tracking_number: null, barcode_number: null });
    detail.patient = { ...detail.patient, first_name: 'Łucja', last_name: 'Żelazny-Nowak' };
    const doc = build(detail);
    expect(valueBeside(doc, 'Tracking Number')).toEqual(['—']);
    expect(valueBeside(doc, 'Kit Barcode')).toEqual(['—']);
    expect(valueBeside(doc, 'Patient')).toEqual(['Lucja Zelazny-Nowak']);
  });

  it('is downloaded as delivery-confirmation-{id}.pdf', async () => {
    await downloadDeliveryReportPdf(deliveredDetail());
    expect(mockSaved.map((s) => s.name)).toEqual(['delivery-confirmation-123.pdf']);
    expect(allText(mockSaved[0].doc)).toContain('RM123456789GB');
  });

  // WRITE_SAMPLE_PDFS=1 writes a sample to look at (pdftoppm -png -r 60 delivery-report.pdf delivery-report).
  (process.env.WRITE_SAMPLE_PDFS === '1' ? it : it.skip)('writes a sample PDF to /tmp/delivery-pdfs', () => {
    mkdirSync('/tmp/delivery-pdfs', { recursive: true });
    writeFileSync('/tmp/delivery-pdfs/delivery-report.pdf', Buffer.from(build().output('arraybuffer')));
  });
});
