// What the specimen label says and where its barcode goes, for both of its forms: the page the
// browser prints (specimen-label-html.ts) and the PDF (specimen-label.ts). No jspdf here, so
// printing does not load it.
import { formatRequestId } from '@lab/shared';
import dayjs from 'dayjs';
import JsBarcode from 'jsbarcode';

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
export const LABEL_MARGIN = 2; // mm: label printers do not reach the very edge
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

/** One rectangle per bar (a run of '1's), in mm from the label's top left: adjacent modules never show a hairline gap. */
export function barRects({ modules, moduleWidth, x, y, height }: BarcodeLayout): { x: number; y: number; width: number; height: number }[] {
  return [...modules.matchAll(/1+/g)].map((run) => ({ x: x + run.index * moduleWidth, y, width: run[0].length * moduleWidth, height }));
}

function dayMonthYear(value: string | null, whenMissing: string): string {
  const date = value ? dayjs(value) : null;
  return date?.isValid() ? date.format('DD/MM/YYYY') : whenMissing;
}

/** The label's texts, top to bottom; the last line is `${requestId} · ${sampleType} · ${collection}`. */
export function labelTexts(data: SpecimenLabelData) {
  return {
    patientName: data.patientName,
    identifiers: `DOB ${dayMonthYear(data.dateOfBirth, '—')}  MRN ${data.medicalRecordNumber}`,
    barcodeNumber: data.barcodeNumber,
    requestId: formatRequestId(data.requestId),
    sampleType: data.sampleType ?? '—',
    // a blank to fill in by hand when the date is not known yet
    collection: dayMonthYear(data.collectionDate, '____'),
  };
}
