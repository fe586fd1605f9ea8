// The report's call-back section: a result with critical values says who was told of them, how,
// when, that they read them back and who recorded it; or that no call-back is recorded yet.
import { CRITICAL_NOTIFICATION_METHOD_LABELS, formatDateTime, pdfText, RESULT_SAFETY_TEXTS as T, type TestResultDetail } from '@lab/shared';
import type { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, CONTINUATION_TOP, MARGIN, PAGE_HEIGHT, sectionHeading, writeParagraph } from './report-layout';

const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || 'Unknown';

/** Draws the section when the result has critical values or recorded call-backs; returns the y below. */
export function drawCallbacks(doc: jsPDF, result: TestResultDetail, y: number): number {
  const callbacks = result.critical_notifications;
  if (result.critical_count === 0 && callbacks.length === 0) return y;
  y = sectionHeading(doc, T.reportCallbackSection, y, 16);
  if (callbacks.length === 0) return writeParagraph(doc, T.reportNoCallback, MARGIN, y, CONTENT_WIDTH, 10, COLORS.high) + 6;
  autoTable(doc, {
    startY: y,
    margin: { top: CONTINUATION_TOP, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: MARGIN, right: MARGIN },
    head: [[...T.reportCallbackColumns]],
    body: callbacks.map((n) =>
      [
        n.notified_person,
        n.role,
        CRITICAL_NOTIFICATION_METHOD_LABELS[n.method],
        n.read_back ? T.readBackYes : '—',
        formatDateTime(n.notified_at),
        personName(n.recorded_by_name, n.recorded_by_lastname),
      ].map(pdfText),
    ),
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    theme: 'grid',
    styles: { font: 'helvetica', fontSize: 9, cellPadding: 1.8, textColor: [...COLORS.text], lineColor: [...COLORS.rule], lineWidth: 0.2 },
    headStyles: { fillColor: [...COLORS.heading], textColor: [255, 255, 255], fontStyle: 'bold' },
    columnStyles: { 2: { cellWidth: 22 }, 3: { cellWidth: 21 }, 4: { cellWidth: 34 } },
  });
  y = (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 2;
  const notes = callbacks.filter((n) => n.notes?.trim()).map((n) => `${n.notified_person}: ${n.notes!.trim()}`);
  for (const note of notes) y = writeParagraph(doc, note, MARGIN, y, CONTENT_WIDTH, 8.5, COLORS.muted);
  return y + 6;
}
