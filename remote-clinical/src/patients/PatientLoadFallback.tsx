import { ArrowLeftOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { isAxiosError } from 'axios';
import { useNavigate } from 'react-router-dom';

export type PatientLoadProblem = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string };

/** A failed patient load: 'missing' on 404 (the patient is gone or outside the user's institutions), else the error's text. */
export function loadFailure(error: unknown, fallback: string): PatientLoadProblem {
  if (isAxiosError(error) && error.response?.status === 404) return { state: 'missing' };
  return { state: 'failed', message: errorText(error, fallback) };
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
