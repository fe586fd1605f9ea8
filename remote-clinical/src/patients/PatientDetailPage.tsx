import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { canEditPatient, formatPhone, formatRequestId, PATIENT_MESSAGES } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { Button, Card, Col, Descriptions, Flex, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { patientAge } from './patient-age';
import { loadFailure, PatientLoadFallback, type PatientLoadProblem } from './PatientLoadFallback';
import { clinicianName, fetchPatient, patientName, type PatientDetail, type PatientTestRequest } from './patients-api';

type Load = { state: 'ready'; patient: PatientDetail } | PatientLoadProblem;

const PRIORITY_COLORS: Record<string, string> = { normal: 'default', urgent: 'orange', stat: 'red' };
const dash = (value: string | null | undefined) => value || '—';

const requestColumns: TableColumnsType<PatientTestRequest> = [
  { title: 'Request', key: 'id', render: (_, r) => <Link to={`/tests/${r.id}`}>{formatRequestId(r.id)}</Link> },
  { title: 'Test', dataIndex: 'test_name', key: 'test' },
  { title: 'Priority', key: 'priority', render: (_, r) => <Tag color={PRIORITY_COLORS[r.priority]}>{r.priority.toUpperCase()}</Tag> },
  { title: 'Status', key: 'status', render: (_, r) => <Tag>{r.status.replace(/_/g, ' ')}</Tag> },
  { title: 'Institution', dataIndex: 'institution_name', key: 'institution' },
  { title: 'Clinician', key: 'clinician', render: (_, r) => dash(r.clinician_name) },
  { title: 'Requested', key: 'requested', render: (_, r) => dayjs(r.requested_at).format('DD MMM YYYY, HH:mm') },
];

/** Patient detail (/patients/{id}, spec 1 section 2): demographics, address and test requests. */
export function PatientDetailPage() {
  const { id } = useParams();
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    fetchPatient(id!)
      .then((patient) => current && setLoad({ state: 'ready', patient }))
      .catch((error: unknown) => {
        if (!current) return;
        setLoad(loadFailure(error, PATIENT_MESSAGES.fetchDetailFailed));
      });
    return () => {
      current = false;
    };
  }, [id]);

  if (load.state !== 'ready') return <PatientLoadFallback load={load} loadingLabel="Loading patient" />;

  const { patient } = load;
  const age = patientAge(patient.date_of_birth);
  const address = [patient.street_address_1, patient.street_address_2, patient.city, patient.state, patient.postal_code, patient.country].filter(Boolean);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <div>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/patients')} style={{ paddingLeft: 0 }}>
            Back to Patients
          </Button>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {patientName(patient)}
          </Typography.Title>
          <Typography.Text type="secondary">MRN: {patient.medical_record_number}</Typography.Text>
        </div>
        {canEditPatient(user, patient) && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/patients/${patient.id}/edit`)}>
            Edit Patient
          </Button>
        )}
      </Flex>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Demographics">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label="Date of Birth">
                {patient.date_of_birth ? `${dayjs(patient.date_of_birth).format('DD MMM YYYY')}${age !== null ? ` (${age} years)` : ''}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Gender">{dash(patient.gender)}</Descriptions.Item>
              <Descriptions.Item label="Phone">{patient.phone ? formatPhone(patient.phone) : '—'}</Descriptions.Item>
              <Descriptions.Item label="Email">{dash(patient.email)}</Descriptions.Item>
              <Descriptions.Item label="NHS Number">{dash(patient.nhs_number)}</Descriptions.Item>
              <Descriptions.Item label="Insurance Number">{dash(patient.insurance_number)}</Descriptions.Item>
              <Descriptions.Item label="Institution">{dash(patient.institution_names)}</Descriptions.Item>
              <Descriptions.Item label="Assigned Clinician">{clinicianName(patient) ?? 'Unassigned'}</Descriptions.Item>
              <Descriptions.Item label="Added">{dayjs(patient.created_at).format('DD MMM YYYY')}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Address">
            {address.length > 0 ? (
              <address style={{ fontStyle: 'normal' }}>
                {address.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
            ) : (
              <Typography.Text type="secondary">No address recorded</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>

      <Card title={`Test Requests (${patient.test_requests.length})`}>
        <Table<PatientTestRequest>
          rowKey="id"
          size="small"
          columns={requestColumns}
          dataSource={patient.test_requests}
          pagination={patient.test_requests.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 800 }}
          locale={{ emptyText: 'No test requests for this patient' }}
        />
      </Card>
    </Flex>
  );
}
