import { ArrowLeftOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES } from '@lab/shared';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

export type PatientLoadProblem = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string };

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
