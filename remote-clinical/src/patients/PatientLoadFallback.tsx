import { ArrowLeftOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES } from '@lab/shared';
import { LoadFallback, pageLoad, type LoadedData, type LoadProblem, type PageLoad } from '@lab/shared/react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

export type PatientLoadProblem = LoadProblem;
export type PatientPageLoad<T> = PageLoad<T>;

/** Where a patient page's load stands (see pageLoad). */
export function patientPageLoad<T>(loaded: LoadedData<T>, fallback: string): PatientPageLoad<T> {
  return pageLoad(loaded, fallback);
}

export function BackToPatientsButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/patients')}>
      Back to Patients
    </Button>
  );
}

export function PatientLoadFallback({ load, loadingLabel }: { load: PatientLoadProblem; loadingLabel: string }) {
  return <LoadFallback load={load} loadingLabel={loadingLabel} notFound={{ title: PATIENT_MESSAGES.notFound, subTitle: 'The patient does not exist or is not in your institution.' }} back={<BackToPatientsButton />} />;
}
