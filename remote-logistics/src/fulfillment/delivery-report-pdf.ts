// The delivery report as a printable A4 PDF: the same rows as the printed page, drawn with jspdf
// and jspdf-autotable in the built-in Helvetica. Loaded on demand (await import(...)), so jspdf
// stays out of the remote's first load.
import { deliveryReportPdfFileName, formatDateTime, pdfText } from '@lab/shared';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { deliveryReportRows, type DeliveryReport } from './delivery-report';

const PAGE_WIDTH = 210; // A4 portrait, mm
const PAGE_HEIGHT = 297;
const MARGIN = 18;
const LABEL_COLUMN_WIDTH = 48;

type Rgb = [number, number, number];
// Dark enough on white for at least 4.5:1 contrast when printed small.
const TEXT: Rgb = [33, 33, 33];
const MUTED: Rgb = [90, 90, 90];
const HEADING: Rgb = [31, 56, 88];
const RULE: Rgb = [190, 196, 204];

function drawHeading(doc: jsPDF, report: DeliveryReport): number {
  doc.setFont('helvetica', 'bold').setFontSize(18).setTextColor(...HEADING);
  doc.text(pdfText(report.report), MARGIN, MARGIN, { baseline: 'top' });
  doc.setFontSize(12);
  doc.text(pdfText(report.fulfillment_id), PAGE_WIDTH - MARGIN, MARGIN + 1.5, { baseline: 'top', align: 'right' });
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(...MUTED);
  doc.text(pdfText(report.institution_name), MARGIN, MARGIN + 9, { baseline: 'top' });
  doc.setDrawColor(...RULE).setLineWidth(0.3);
  doc.line(MARGIN, MARGIN + 15, PAGE_WIDTH - MARGIN, MARGIN + 15);
  return MARGIN + 20;
}

/** Label and value, one row each; an address keeps its lines. */
function drawRows(doc: jsPDF, report: DeliveryReport, y: number) {
  autoTable(doc, {
    startY: y,
    margin: { left: MARGIN, right: MARGIN, bottom: 24 },
    body: deliveryReportRows(report).map(([label, value]) => [pdfText(label), pdfText(value)]),
    theme: 'plain',
    rowPageBreak: 'avoid',
    styles: { font: 'helvetica', fontSize: 11, cellPadding: { top: 2.6, bottom: 2.6, left: 2, right: 2 }, textColor: TEXT, lineColor: RULE, lineWidth: { bottom: 0.2 } },
    columnStyles: { 0: { cellWidth: LABEL_COLUMN_WIDTH, fontStyle: 'bold', textColor: MUTED } },
  });
}

/** Drawn last, once the page count is known: when it was made, and "Page X of Y". */
function drawFooters(doc: jsPDF, report: DeliveryReport) {
  const total = doc.getNumberOfPages();
  for (let page = 1; page <= total; page += 1) {
    doc.setPage(page);
    doc.setDrawColor(...RULE).setLineWidth(0.3);
    doc.line(MARGIN, PAGE_HEIGHT - 16, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 16);
    doc.setFont('helvetica', 'normal').setFontSize(9).setTextColor(...MUTED);
    doc.text(pdfText(`${report.fulfillment_id} · Generated at ${formatDateTime(report.generated_at)}`), MARGIN, PAGE_HEIGHT - 13, { baseline: 'top' });
    doc.text(`Page ${page} of ${total}`, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 13, { baseline: 'top', align: 'right' });
  }
}

export function buildDeliveryReportPdf(report: DeliveryReport): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: pdfText(`${report.report} ${report.fulfillment_id}`) });
  drawRows(doc, report, drawHeading(doc, report));
  drawFooters(doc, report);
  return doc;
}

/** Builds the PDF and has the browser download it as delivery-confirmation-{id}.pdf. */
export function saveDeliveryReportPdf(report: DeliveryReport, requestId: number): void {
  buildDeliveryReportPdf(report).save(deliveryReportPdfFileName(requestId));
}
