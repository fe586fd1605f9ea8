// The frame of every page: a running header after the first page and the footer with page numbers.
import { formatDateTime, formatResultId, type TestResultDetail } from '@lab/shared';
import type { jsPDF } from 'jspdf';
import { COLORS, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, setText, writeLine } from './report-layout';
import { patientName, REPORT_TITLE } from './report-sections';

/**
 * Drawn last, once the number of pages is known: a running header on the pages after the first
 * (a loose page still names its patient) and the footer with "Page X of Y" on every page.
 */
export function drawPageFrames(doc: jsPDF, result: TestResultDetail, generatedAt: Date) {
  const total = doc.getNumberOfPages();
  const resultId = formatResultId(result.id);
  const patient = `${patientName(result)}${result.medical_record_number ? ` · MRN ${result.medical_record_number}` : ''}`;
  for (let page = 1; page <= total; page += 1) {
    doc.setPage(page);
    doc.setDrawColor(...COLORS.rule).setLineWidth(0.3);
    if (page > 1) {
      setText(doc, 9, 'bold', COLORS.heading);
      writeLine(doc, `${REPORT_TITLE} · ${resultId}`, MARGIN, 11);
      setText(doc, 9, 'normal', COLORS.muted);
      writeLine(doc, patient, PAGE_WIDTH - MARGIN, 11, 'right');
      doc.line(MARGIN, 16, PAGE_WIDTH - MARGIN, 16);
    }
    doc.line(MARGIN, PAGE_HEIGHT - 15, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 15);
    setText(doc, 8, 'normal', COLORS.muted);
    writeLine(doc, `${resultId} · Generated ${formatDateTime(generatedAt)}`, MARGIN, PAGE_HEIGHT - 12.5);
    writeLine(doc, `Page ${page} of ${total}`, PAGE_WIDTH - MARGIN, PAGE_HEIGHT - 12.5, 'right');
  }
}
