import { formatDate, type TestRequestDetail } from '@lab/shared';
import { Modal } from 'antd';
import { requestPatientName } from '../../common/people';

/**
 * Submitting sends patient data to a laboratory outside the portal, so the user is told what
 * leaves and where to before it does. `submit` runs after the dialog closes: the panel's button
 * shows the call's progress and the panel its outcome.
 */
export function confirmExternalSubmit(request: TestRequestDetail, submit: () => void): void {
  const lab = request.lab_name ?? 'the external laboratory';
  Modal.confirm({
    title: 'Submit to External Lab?',
    content:
      `The patient's name (${requestPatientName(request)}), date of birth (${formatDate(request.patient_date_of_birth)}) ` +
      `and the kit barcode (${request.barcode_number ?? 'none'}) will be sent to ${lab}, an outside laboratory, to order the test.`,
    okText: 'Submit',
    cancelText: 'Cancel',
    onOk: submit,
  });
}
