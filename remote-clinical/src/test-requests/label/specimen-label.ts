// The sticker printed for a specimen tube: a 50 x 25 mm PDF page with the patient, a Code 128
// barcode of the kit's barcode number and the request. Loaded on demand (await import(...)), so
// jspdf and jsbarcode stay out of the remote's first load.
import { formatRequestId, pdfText } from '@lab/shared';
import dayjs from 'dayjs';
import JsBarcode from 'jsbarcode';
import { jsPDF } from 'jspdf';

export interface SpecimenLabelData {
  requestId: number;
  barcodeNumber: string;
  patientName: string;
  dateOfBirth: string | null;
  medicalRecordNumber: string;
  sampleType: string | null;
  collectionDate: string | null;
}

export const LABEL_WIDTH = 50; // mm
export const LABEL_HEIGHT = 25; // mm
const MARGIN = 2; // mm: label printers do not reach the very edge
const TEXT_WIDTH = LABEL_WIDTH - 2 * MARGIN;
export const QUIET_ZONE_MODULES = 10; // Code 128 needs at least 10 modules of white either side
export const MIN_MODULE_WIDTH = 0.19; // mm: below this, common scanners start to fail
const MAX_MODULE_WIDTH = 0.5; // mm: a short number need not fill the whole label
const BARCODE_TOP = 8;
const BARCODE_HEIGHT = 8.5;

/** Where the bars go: `modules` is the Code 128 pattern ('1' = bar), one module is `moduleWidth` mm. */
export interface BarcodeLayout {
  modules: string;
  moduleWidth: number;
  x: number;
  y: number;
  height: number;
  /** True when even filling the label leaves modules under MIN_MODULE_WIDTH: it prints, but may not scan. */
  tooDense: boolean;
}

/** The Code 128 modules of `text`, start, check and stop symbols included, as JsBarcode encodes them. */
export function encodeCode128(text: string): string {
  // JsBarcode given a plain object (no DOM, no canvas) only stores its encodings on it.
  const target: { encodings?: { data: string }[] } = {};
  let valid = true;
  JsBarcode(target, text, { format: 'CODE128', valid: (ok) => (valid = ok) });
  if (!valid || !target.encodings) throw new Error(`Cannot encode "${text}" as Code 128`);
  return target.encodings.map((encoding) => encoding.data).join('');
}

/** As wide as the label allows (quiet zones included), centred, never wider than MAX_MODULE_WIDTH. */
export function layoutBarcode(text: string): BarcodeLayout {
  const modules = encodeCode128(text);
  const fitting = LABEL_WIDTH / (modules.length + 2 * QUIET_ZONE_MODULES);
  const moduleWidth = Math.min(fitting, MAX_MODULE_WIDTH);
  const x = (LABEL_WIDTH - modules.length * moduleWidth) / 2;
  return { modules, moduleWidth, x, y: BARCODE_TOP, height: BARCODE_HEIGHT, tooDense: fitting < MIN_MODULE_WIDTH };
}

export function buildSpecimenLabel(data: SpecimenLabelData): jsPDF {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: [LABEL_WIDTH, LABEL_HEIGHT] });
  const requestId = formatRequestId(data.requestId);

  doc.setFont('helvetica', 'bold');
  writeLine(doc, fitText(doc, pdfText(data.patientName), TEXT_WIDTH, 8.5, 7), 4);

  doc.setFont('helvetica', 'normal');
  const dob = dayMonthYear(data.dateOfBirth, '—');
  // Shrinks further than the other lines: an identifier should be small rather than cut.
  writeLine(doc, fitText(doc, `DOB ${dob}  MRN ${pdfText(data.medicalRecordNumber)}`, TEXT_WIDTH, 7, 5), 7);

  const barcode = layoutBarcode(data.barcodeNumber);
  drawBars(doc, barcode);
  writeLine(doc, fitText(doc, data.barcodeNumber, TEXT_WIDTH, 6.5, 5), 19, 'center');

  // The date matters more than the sample type's full name: only the sample type is shortened.
  const collection = dayMonthYear(data.collectionDate, '____');
  const sampleType = pdfText(data.sampleType ?? '—');
  let last = fitText(doc, `${requestId} · ${sampleType} · ${collection}`, TEXT_WIDTH, 7, 6);
  if (last.truncated) {
    const room = TEXT_WIDTH - doc.getTextWidth(`${requestId} ·  · ${collection}`);
    last = { ...last, text: `${requestId} · ${truncate(doc, sampleType, room)} · ${collection}` };
  }
  writeLine(doc, last, 22.5);
  return doc;
}

export function specimenLabelFileName(data: Pick<SpecimenLabelData, 'requestId'>): string {
  return `label-${formatRequestId(data.requestId)}.pdf`;
}

function dayMonthYear(value: string | null, whenMissing: string): string {
  const date = value ? dayjs(value) : null;
  return date?.isValid() ? date.format('DD/MM/YYYY') : whenMissing;
}

/** One filled rectangle per bar (a run of '1's), so adjacent modules never show a hairline gap. */
function drawBars(doc: jsPDF, { modules, moduleWidth, x, y, height }: BarcodeLayout) {
  doc.setFillColor(0, 0, 0);
  for (const run of modules.matchAll(/1+/g)) {
    doc.rect(x + run.index * moduleWidth, y, run[0].length * moduleWidth, height, 'F');
  }
}

interface FittedText {
  text: string;
  fontSize: number;
  truncated: boolean;
}

/** Shrinks the font (down to minSize) until `text` fits `maxWidth`, then cuts it with an ellipsis. */
function fitText(doc: jsPDF, text: string, maxWidth: number, size: number, minSize: number): FittedText {
  for (let fontSize = size; fontSize >= minSize; fontSize -= 0.5) {
    doc.setFontSize(fontSize);
    if (doc.getTextWidth(text) <= maxWidth) return { text, fontSize, truncated: false };
  }
  doc.setFontSize(minSize);
  return { text: truncate(doc, text, maxWidth), fontSize: minSize, truncated: true };
}

function truncate(doc: jsPDF, text: string, maxWidth: number): string {
  if (doc.getTextWidth(text) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 0 && doc.getTextWidth(`${cut.trimEnd()}…`) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function writeLine(doc: jsPDF, line: FittedText, baseline: number, align: 'left' | 'center' = 'left') {
  doc.setFontSize(line.fontSize);
  const x = align === 'center' ? LABEL_WIDTH / 2 : MARGIN;
  doc.text(line.text, x, baseline, { align });
}
