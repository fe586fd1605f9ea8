import { ArrowLeftOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES } from '@lab/shared';
import { errorStatus, errorText } from '@lab/shared/client';
import type { LoadedData } from '@lab/shared/react';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

export type PatientLoadProblem = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string };
export type PatientPageLoad<T> = { state: 'ready'; data: T } | PatientLoadProblem;

/** A failed patient load: 'missing' on 404 (the patient is gone or outside the user's institutions), else the error's text. */
function loadFailure(error: unknown, fallback: string): PatientLoadProblem {
  if (errorStatus(error) === 404) return { state: 'missing' };
  return { state: 'failed', message: errorText(error, fallback) };
}

/** Where a patient page's load stands: loading, failed (`fallback` when the server gave no text), or ready. */
export function patientPageLoad<T>({ data, loading, error }: LoadedData<T>, fallback: string): PatientPageLoad<T> {
  if (error) return loadFailure(error, fallback);
  if (loading || data === undefined) return { state: 'loading' };
  return { state: 'ready', data };
}

export function BackToPatientsButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/patients')}>
      Back to Patients
    </Button>
  );
}

/** What a patient page shows until its patient is there: a spinner, 'Patient Not Found', or an error card. */
export function PatientLoadFallback({ load, loadingLabel }: { load: PatientLoadProblem; loadingLabel: string }) {
  if (load.state === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin aria-label={loadingLabel} />
      </Flex>
    );
  }
  if (load.state === 'missing') {
    return <Result status="404" title={PATIENT_MESSAGES.notFound} subTitle="The patient does not exist or is not in your institution." extra={<BackToPatientsButton />} />;
  }
  return (
    <Card>
      <Result status="error" title={load.message} extra={<BackToPatientsButton />} />
    </Card>
  );
}
