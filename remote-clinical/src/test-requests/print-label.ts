import type { TestRequestDetail } from '@lab/shared';
import { requestPatientName } from '../common/people';

/**
 * Makes the specimen label of a request (a 50 x 25 mm PDF with a Code 128 barcode) and hands it
 * to the browser as a download. jsPDF and the barcode encoder load here, on the click, never with
 * the page.
 */
export async function printSpecimenLabel(request: TestRequestDetail): Promise<void> {
  if (!request.barcode_number) throw new Error('This test request has no barcode');
  const { buildSpecimenLabel, specimenLabelFileName } = await import(/* webpackChunkName: "specimen-label" */ './label/specimen-label');
  const data = {
    requestId: request.id,
    barcodeNumber: request.barcode_number,
    patientName: requestPatientName(request),
    dateOfBirth: request.patient_date_of_birth,
    medicalRecordNumber: request.medical_record_number ?? '',
    sampleType: request.sample_type,
    collectionDate: request.expected_test_datetime,
  };
  buildSpecimenLabel(data).save(specimenLabelFileName(data));
}
