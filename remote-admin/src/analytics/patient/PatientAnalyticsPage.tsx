import { ArrowLeftOutlined } from '@ant-design/icons';
import { ANALYTICS_MESSAGES } from '@lab/shared';
import { PageHeader, useLoadedData } from '@lab/shared/react';
import { Button, Flex, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchPatientAnalytics } from '../analytics-api';
import { AnalyticsError } from '../AnalyticsError';
import { PatientAnalyticsDetail } from './PatientAnalyticsDetail';

/** 'Back': where the user came from, or the patient's page when the view was opened directly. */
function BackButton({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  // react-router gives the first entry of a history the key 'default': there is nothing to go back to
  const opened = useLocation().key === 'default';
  return (
    <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }} onClick={() => (opened ? navigate(`/patients/${patientId}`) : navigate(-1))}>
      Back
    </Button>
  );
}

/** One patient's analytics (/analytics?patient_id={id}): every request of theirs the viewer may see. */
export function PatientAnalyticsPage({ patientId }: { patientId: number }) {
  const { data, error, reload } = useLoadedData(() => fetchPatientAnalytics(patientId), [patientId]);
  return (
    <Flex vertical gap={16}>
      <PageHeader back={<BackButton patientId={patientId} />} title={data && !error ? data.patient_name : 'Patient Analytics'} subtitle="Test history and completion" />
      {error ? (
        <AnalyticsError error={error} fallback={ANALYTICS_MESSAGES.patientFailed} onRetry={reload} />
      ) : data ? (
        <PatientAnalyticsDetail analytics={data} />
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
