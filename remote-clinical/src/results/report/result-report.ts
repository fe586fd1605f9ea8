// The printable test-result report, built in the browser: A4 portrait with the
// lab and institution, patient, specimen, a table of markers, the interpretation, sign-off, the
// status and page numbers. Loaded on demand (await import('./report/result-report')), so jspdf
// and jspdf-autotable stay out of the remote's first load.
import { pdfText, RESULT_FLAG_LABELS, resultPdfFileName, type TestResultDetail } from '@lab/shared';
import { jsPDF } from 'jspdf';
import { autoTable, type CellHookData } from 'jspdf-autotable';
import { drawPageFrames } from './report-frame';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, CONTINUATION_TOP, MARGIN, PAGE_HEIGHT, sectionHeading, writeParagraph } from './report-layout';
import { markerRows, type MarkerRow } from './report-rows';
import { drawHeader, drawPatientAndSpecimen, drawSignOff, drawStatusNote, patientName, REPORT_TITLE } from './report-sections';

export const MARKER_COLUMNS = ['Marker', 'Value', 'Units', 'Reference range', 'Flag'];
const FLAG_COLUMN = 4;
const VALUE_COLUMN = 1;

const FLAG_COLORS: Record<string, readonly [number, number, number]> = { H: COLORS.high, L: COLORS.low };
/** Under the table: what the one-letter flags mean. */
export const FLAG_LEGEND = `Flags: H ${RESULT_FLAG_LABELS.H}, L ${RESULT_FLAG_LABELS.L} (outside the reference range).`;

/** The marker table; autotable breaks it over pages and repeats its header row on each. */
function drawMarkerTable(doc: jsPDF, rows: MarkerRow[], y: number): number {
  autoTable(doc, {
    startY: y,
    margin: { top: CONTINUATION_TOP, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: MARGIN, right: MARGIN },
    head: [MARKER_COLUMNS],
    body: rows.map((row) => [row.marker, row.value, row.units, row.range, row.flag].map(pdfText)),
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    theme: 'grid',
    styles: { font: 'helvetica', fontSize: 9.5, cellPadding: 2, textColor: [...COLORS.text], lineColor: [...COLORS.rule], lineWidth: 0.2 },
    headStyles: { fillColor: [...COLORS.heading], textColor: [255, 255, 255], fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [246, 248, 251] },
    columnStyles: { 1: { cellWidth: 26 }, 2: { cellWidth: 28 }, 3: { cellWidth: 36 }, 4: { cellWidth: 16, halign: 'center' } },
    // An abnormal value and its flag in bold dark red (H) or dark blue (L): seen at a glance, still readable in grey print.
    didParseCell: (data: CellHookData) => {
      if (data.section !== 'body') return;
      const color = FLAG_COLORS[rows[data.row.index].flag];
      if (color && (data.column.index === FLAG_COLUMN || data.column.index === VALUE_COLUMN)) {
        data.cell.styles.textColor = [...color];
        data.cell.styles.fontStyle = 'bold';
      }
    },
  });
  return (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
}

export function buildResultReport(result: TestResultDetail, generatedAt = new Date()): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: pdfText(`${REPORT_TITLE} ${patientName(result)}`), subject: pdfText(result.test_name) });

  let y = drawHeader(doc, result);
  y = drawStatusNote(doc, result, y);
  y = drawPatientAndSpecimen(doc, result, y);

  y = sectionHeading(doc, 'Results', y, 20);
  const rows = markerRows(result);
  if (rows.length > 0) {
    y = drawMarkerTable(doc, rows, y) + 2;
    y = writeParagraph(doc, FLAG_LEGEND, MARGIN, y, CONTENT_WIDTH, 8, COLORS.muted) + 6;
  } else y = writeParagraph(doc, result.result_data.trim() || 'No results recorded.', MARGIN, y, CONTENT_WIDTH) + 6;

  y = sectionHeading(doc, 'Interpretation', y);
  y = writeParagraph(doc, result.interpretation?.trim() || 'No interpretation recorded.', MARGIN, y, CONTENT_WIDTH) + 6;

  drawSignOff(doc, result, y);
  drawPageFrames(doc, result, generatedAt);
  return doc;
}

/** Builds the report and has the browser download it as test-result-{id}-{patient}.pdf. */
export function saveResultReport(result: TestResultDetail): void {
  buildResultReport(result).save(resultPdfFileName(result.id, result.patient_first_name, result.patient_last_name));
}
