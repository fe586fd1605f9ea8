// For the label's tests: a label's data, and the barcode library's own encoding to check bars against.
import JsBarcode from 'jsbarcode';
import type { SpecimenLabelData } from './label-layout';

export const sampleLabel: SpecimenLabelData = {
  requestId: 123,
  barcodeNumber: 'KIT134829175',
  patientName: 'Jane Doe',
  dateOfBirth: '1984-03-17',
  medicalRecordNumber: 'MRN-P100042',
  sampleType: 'Whole blood',
  collectionDate: '2026-11-24T12:00:00',
};

/** JsBarcode's Code 128 modules of `text` (what a scanner expects to read). */
export function libraryEncoding(text: string): string {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, text, { format: 'CODE128' });
  return target.encodings!.map((e) => e.data).join('');
}
