import { BarChartOutlined, EditOutlined, ExperimentOutlined } from '@ant-design/icons';
import { canEditPatient, canOrderTests, canViewAnalytics, formatDate, formatDateTime, formatPhone, formatRequestId, PATIENT_MESSAGES, type PatientDetail, type PatientTestRequest } from '@lab/shared';
import { useSession } from '@lab/shared/client';
import { AuditTrailPanel, BackLink, PageHeader, StatusTag, type TagTone, useLoadedData, useSavedAnswer } from '@lab/shared/react';
import { Button, Card, Col, Descriptions, Flex, Row, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { patientAge } from './patient-age';
import { PatientLoadFallback, patientPageLoad } from './PatientLoadFallback';
import { clinicianName, fetchPatient, patientName } from './patients-api';

const PRIORITY_TONES: Record<string, TagTone> = { normal: 'default', urgent: 'orange', stat: 'red' };
const dash = (value: string | null | undefined) => value || '—';

const requestColumns: TableColumnsType<PatientTestRequest> = [
  { title: 'Request', key: 'id', render: (_, r) => <Link to={`/tests/${r.id}`}>{formatRequestId(r.id)}</Link> },
  { title: 'Test', dataIndex: 'test_name', key: 'test' },
  { title: 'Priority', key: 'priority', render: (_, r) => <StatusTag tone={PRIORITY_TONES[r.priority]}>{r.priority.toUpperCase()}</StatusTag> },
  { title: 'Status', key: 'status', render: (_, r) => <StatusTag>{r.status.replace(/_/g, ' ')}</StatusTag> },
  { title: 'Institution', dataIndex: 'institution_name', key: 'institution' },
  { title: 'Clinician', key: 'clinician_name', render: (_, r) => dash(r.clinician_name) },
  { title: 'Requested', key: 'requested', render: (_, r) => formatDateTime(r.requested_at) },
];

/** Patient detail (/patients/{id}): demographics, address and test requests. */
export function PatientDetailPage() {
  const { id } = useParams();
  const user = useSession((s) => s.user)!;
  const navigate = useNavigate();
  const load = patientPageLoad(
    useLoadedData(() => fetchPatient(id!), [id], useSavedAnswer<PatientDetail>(id)),
    PATIENT_MESSAGES.fetchDetailFailed,
  );

  if (load.state !== 'ready') return <PatientLoadFallback load={load} loadingLabel="Loading patient" />;

  const patient = load.data;
  const age = patientAge(patient.date_of_birth);
  const address = [patient.street_address_1, patient.street_address_2, patient.city, patient.state, patient.postal_code, patient.country].filter(Boolean);

  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to="/patients">Back to Patients</BackLink>}
        title={patientName(patient)}
        subtitle={`MRN: ${patient.medical_record_number}`}
        actions={
          <Flex gap={8} wrap align="center">
            {canViewAnalytics(user) && (
              <Link to={`/analytics?patient_id=${patient.id}`}>
                <BarChartOutlined aria-hidden /> View Analytics
              </Link>
            )}
            {canOrderTests(user) && (
              <Button icon={<ExperimentOutlined />} onClick={() => navigate(`/tests/new?patient_id=${patient.id}`)}>
                Order Test
              </Button>
            )}
            {canEditPatient(user, patient) && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/patients/${patient.id}/edit`)}>
                Edit Patient
              </Button>
            )}
          </Flex>
        }
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Demographics">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label="Date of Birth">
                {patient.date_of_birth ? `${formatDate(patient.date_of_birth)}${age !== null ? ` (${age} years)` : ''}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Gender">{dash(patient.gender)}</Descriptions.Item>
              <Descriptions.Item label="Phone">{patient.phone ? formatPhone(patient.phone) : '—'}</Descriptions.Item>
              <Descriptions.Item label="Email">{dash(patient.email)}</Descriptions.Item>
              <Descriptions.Item label="NHS Number">{dash(patient.nhs_number)}</Descriptions.Item>
              <Descriptions.Item label="Insurance Number">{dash(patient.insurance_number)}</Descriptions.Item>
              <Descriptions.Item label="Institution">{dash(patient.institution_names)}</Descriptions.Item>
              <Descriptions.Item label="Assigned Clinician">{clinicianName(patient) ?? 'Unassigned'}</Descriptions.Item>
              <Descriptions.Item label="Added">{formatDate(patient.created_at)}</Descriptions.Item>
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
          locale={{ emptyText: <Typography.Text type="secondary">No test requests for this patient</Typography.Text> }}
        />
      </Card>
      <AuditTrailPanel entityType="patient" entityId={patient.id} />
    </Flex>
  );
}
