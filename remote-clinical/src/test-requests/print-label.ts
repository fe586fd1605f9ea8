import { formatRequestId, type TestRequestDetail } from '@lab/shared';
import { printHtml } from '../common/print-frame';
import { requestPatientName } from '../common/people';
import type { SpecimenLabelData } from './label/label-layout';

function labelData(request: TestRequestDetail): SpecimenLabelData {
  if (!request.barcode_number) throw new Error('This test request has no barcode');
  return {
    requestId: request.id,
    barcodeNumber: request.barcode_number,
    patientName: requestPatientName(request),
    dateOfBirth: request.patient_date_of_birth,
    medicalRecordNumber: request.medical_record_number ?? '',
    sampleType: request.sample_type,
    collectionDate: request.expected_test_datetime,
  };
}

/**
 * Opens the browser's print dialog on the specimen label (50 x 25 mm, Code 128 barcode), so it
 * goes straight to the label printer. The barcode encoder loads here, on the click; jspdf does not.
 */
export async function printSpecimenLabel(request: TestRequestDetail): Promise<void> {
  const data = labelData(request);
  const { specimenLabelHtml } = await import(/* webpackChunkName: "specimen-label-print" */ './label/specimen-label-html');
  await printHtml(specimenLabelHtml(data), `Specimen label ${formatRequestId(request.id)}`);
}

/**
 * Makes the same label as a PDF (for a printer elsewhere, or to keep) and hands it to the browser
 * as a download. jsPDF and the barcode encoder load here, on the click, never with the page.
 */
export async function downloadSpecimenLabel(request: TestRequestDetail): Promise<void> {
  const data = labelData(request);
  const { buildSpecimenLabel, specimenLabelFileName } = await import(/* webpackChunkName: "specimen-label" */ './label/specimen-label');
  buildSpecimenLabel(data).save(specimenLabelFileName(data));
}
