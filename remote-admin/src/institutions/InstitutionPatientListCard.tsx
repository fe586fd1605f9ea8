import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, PATIENT_MESSAGES, personName } from '@lab/shared';
import { LoadingSpinner, useLoadedData } from '@lab/shared/react';
import { Card, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fetchInstitutionPatients } from './institutions-api';

/** How many patients the overview's card lists; the Patients tab pages through all of them. */
const OVERVIEW_PATIENT_COUNT = 50;

/** The overview's patient list: scrolls inside the card at a maximum height. */
export function InstitutionPatientListCard({ institutionId }: { institutionId: number }) {
  const { data, loading, error } = useLoadedData(
    () =>
      fetchInstitutionPatients(institutionId, 1, undefined, OVERVIEW_PATIENT_COUNT).catch((failure: unknown) => {
        console.error(PATIENT_MESSAGES.fetchListFailed, failure);
        throw failure;
      }),
    [institutionId],
  );
  const patients = data?.patients ?? [];
  const total = data?.pagination.total;

  return (
    <Card
      title={total === undefined ? 'Patients' : `Patients (${total})`}
      extra={
        <Link to={`/patients/new?institution_id=${institutionId}`}>
          <PlusOutlined aria-hidden /> New Patient
        </Link>
      }
      styles={{ body: { maxHeight: 320, overflowY: 'auto' } }}
    >
      {loading && !data && (
        <LoadingSpinner label="Loading patients" />
      )}
      {!loading && patients.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error ? PATIENT_MESSAGES.listUnavailable : 'No patients in this institution'} />
      )}
      {patients.length > 0 && (
        <ul aria-label="Patients of this institution" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {patients.map((p) => (
            <li key={p.id} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" gap={8} wrap>
                <span>
                  <Link to={`/patients/${p.id}`}>{personName(p)}</Link>{' '}
                  <Typography.Text type="secondary">({p.medical_record_number})</Typography.Text>
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(p.created_at)}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
