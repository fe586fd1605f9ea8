// The printable test-result report, built in the browser: A4 portrait with the
// lab and institution, patient, specimen, a table of markers, the interpretation, sign-off, the
// status and page numbers. Loaded on demand (await import('./report/result-report')), so jspdf
// and jspdf-autotable stay out of the remote's first load.
import { pdfText, REPORT_FLAG_LEGEND, RESULT_SAFETY_TEXTS as T, resultPdfFileName, type TestResultDetail } from '@lab/shared';
import { jsPDF } from 'jspdf';
import { autoTable, type CellHookData } from 'jspdf-autotable';
import { drawPageFrames } from './report-frame';
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, CONTINUATION_TOP, MARGIN, PAGE_HEIGHT, sectionHeading, writeParagraph } from './report-layout';
import { markerRows, type MarkerRow } from './report-rows';
import { drawCallbacks } from './report-callbacks';
import { drawHeader, drawPatientAndSpecimen, drawSignOff, drawStatusNote, patientName, REPORT_TITLE } from './report-sections';

export const MARKER_COLUMNS = ['Marker', 'Value', 'Units', 'Reference range', 'Flag'];
const FLAG_COLUMN = 4;
const VALUE_COLUMN = 1;

const FLAG_COLORS: Record<string, readonly [number, number, number]> = { H: COLORS.high, L: COLORS.low };
/** Under the table: what the flags mean, and what a value without a range shows. */
export const FLAG_LEGEND = REPORT_FLAG_LEGEND;
// The marker column keeps the 74 mm a long name needs on one line; the flag column fits '!! CRITICAL HIGH'.
const COLUMN_WIDTHS = { value: 21, units: 22, range: 31, flag: 32 };
const MARKER_COLUMN_WIDTH = CONTENT_WIDTH - Object.values(COLUMN_WIDTHS).reduce((a, b) => a + b, 0);
const CELL_PADDING = 2;

/** The marker's name, and under it the range it was read against when that line fits the column. */
function markerCell(doc: jsPDF, row: MarkerRow): string {
  if (!row.rangeLabel) return pdfText(row.marker);
  const label = pdfText(`${T.reportRangeFor}: ${row.rangeLabel}`);
  doc.setFont('helvetica', 'normal').setFontSize(9.5);
  return doc.getTextWidth(label) <= MARKER_COLUMN_WIDTH - 2 * CELL_PADDING ? `${pdfText(row.marker)}\n${label}` : pdfText(row.marker);
}

/** The marker table; autotable breaks it over pages and repeats its header row on each. */
function drawMarkerTable(doc: jsPDF, rows: MarkerRow[], y: number): number {
  autoTable(doc, {
    startY: y,
    margin: { top: CONTINUATION_TOP, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: MARGIN, right: MARGIN },
    head: [MARKER_COLUMNS],
    body: rows.map((row) => [markerCell(doc, row), ...[row.value, row.units, row.range, row.flag].map(pdfText)]),
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    theme: 'grid',
    styles: { font: 'helvetica', fontSize: 9.5, cellPadding: CELL_PADDING, textColor: [...COLORS.text], lineColor: [...COLORS.rule], lineWidth: 0.2 },
    headStyles: { fillColor: [...COLORS.heading], textColor: [255, 255, 255], fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [246, 248, 251] },
    columnStyles: {
      0: { cellWidth: MARKER_COLUMN_WIDTH },
      1: { cellWidth: COLUMN_WIDTHS.value },
      2: { cellWidth: COLUMN_WIDTHS.units },
      3: { cellWidth: COLUMN_WIDTHS.range },
      4: { cellWidth: COLUMN_WIDTHS.flag, halign: 'center', cellPadding: { top: CELL_PADDING, bottom: CELL_PADDING, left: 1.5, right: 1.5 } },
    },
    // An abnormal value and its flag in bold dark red (H) or dark blue (L): seen at a glance, still
    // readable in grey print. A critical one also in words with its mark, on a pale red ground.
    didParseCell: (data: CellHookData) => {
      if (data.section !== 'body' || (data.column.index !== FLAG_COLUMN && data.column.index !== VALUE_COLUMN)) return;
      const row = rows[data.row.index];
      const color = row.critical ? COLORS.high : FLAG_COLORS[row.flag];
      if (!color) return;
      data.cell.styles.textColor = [...color];
      data.cell.styles.fontStyle = 'bold';
      if (row.critical) data.cell.styles.fillColor = [...COLORS.amendedFill];
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
  y = drawCallbacks(doc, result, y);

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
