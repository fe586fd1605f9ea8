import { EditOutlined, FilePdfOutlined, PrinterOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import {
  canAccess,
  canCancelTestRequest,
  canEditTestRequest,
  canNotifyPatient,
  EXTERNAL_LAB_MESSAGES,
  formatDate,
  formatDateTime,
  formatPhone,
  formatRequestId,
  showsDetailArchive,
  TEST_REQUEST_MESSAGES,
  type TestRequestDetail,
} from '@lab/shared';
import { errorText, useSession } from '@lab/shared/client';
import { BackLink, confirmAction, PageHeader, RequestStatusTag, useLoadedData, useSavedAnswer } from '@lab/shared/react';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NotificationModal } from './NotificationModal';
import { downloadSpecimenLabel, printSpecimenLabel } from './print-label';
import { PriorityTag } from './request-badges';
import { RequestLoadFallback } from './RequestLoadFallback';
import { archiveRequest, fetchRequest, sendNotification } from './requests-api';
import { dash, person, requestPatientName } from '../common/people';
import { RequestSections } from './RequestSections';
import { LabStepActions } from './LabStepActions';
import { useCancelFlow } from './use-cancel-flow';

/** Test request detail (/tests/{id}). */
export function TestRequestDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user)!;
  const load = useLoadedData(() => fetchRequest(id!), [id], useSavedAnswer<TestRequestDetail>(id));
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const request = load.data;
  // a write answers what changed: the page shows it without loading the request again
  const cancel = useCancelFlow(Number(id), load.setData);
  async function notify(message: string) {
    const answer = await sendNotification(Number(id), message);
    load.setData((r) => r && { ...r, notification_logs: [...answer.notification_logs, ...r.notification_logs] });
    return answer;
  }

  if (!request || (load.error && !load.loading)) return <RequestLoadFallback load={load} />;

  const cancelled = request.status === 'cancelled';

  function confirmArchive(r: TestRequestDetail) {
    confirmAction({
      title: 'Archive test request?',
      content: `${formatRequestId(r.id)} will leave the test requests list. Its results and history are kept.`,
      okText: 'Archive',
      action: () => archiveRequest(r.id),
      done: () => navigate('/tests'),
      setError: setActionError,
      failure: TEST_REQUEST_MESSAGES.archiveFailed,
    });
  }

  // Print label opens the print dialog on the label; the PDF is the same label as a file
  async function label(output: (request: TestRequestDetail) => Promise<void>) {
    setActionError(null);
    try {
      await output(request!);
    } catch (error) {
      setActionError(errorText(error, TEST_REQUEST_MESSAGES.labelFailed));
    }
  }

  const error = actionError;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        back={<BackLink to="/tests">Back to Test Requests</BackLink>}
        title={formatRequestId(request.id)}
        subtitle={`${request.test_name} for ${requestPatientName(request)}`}
        actions={
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={() => label(printSpecimenLabel)} disabled={!request.barcode_number}>
              Print label
            </Button>
            <Button icon={<FilePdfOutlined />} onClick={() => label(downloadSpecimenLabel)} disabled={!request.barcode_number}>
              Label PDF
            </Button>
            <LabStepActions user={user} request={request} onMoved={(moved) => load.setData(moved)} setError={setActionError} />
            {canNotifyPatient(user) && (
              <Button icon={<SendOutlined />} onClick={() => setNotifyOpen(true)}>
                Send Notification
              </Button>
            )}
            {cancelled ? (
              <Button disabled icon={<StopOutlined />}>
                Cancelled
              </Button>
            ) : (
              canCancelTestRequest(user, request) && (
                <Button danger icon={<StopOutlined />} onClick={cancel.start}>
                  Cancel
                </Button>
              )
            )}
            {showsDetailArchive(user, request) && (
              <Button danger onClick={() => confirmArchive(request)}>
                Archive
              </Button>
            )}
            {canEditTestRequest(user, request) && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/tests/${request.id}/edit`)}>
                Edit
              </Button>
            )}
          </Space>
        }
      />
      {error && (
        <Alert
          type="error"
          showIcon
          closable
          title={error}
          onClose={() => setActionError(null)}
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title="Patient and Test Information">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label="Patient">
                {canAccess(user, 'patients') ? <Link to={`/patients/${request.patient_id}`}>{requestPatientName(request)}</Link> : requestPatientName(request)}
              </Descriptions.Item>
              <Descriptions.Item label="MRN">{dash(request.medical_record_number)}</Descriptions.Item>
              <Descriptions.Item label="Date of Birth">{formatDate(request.patient_date_of_birth)}</Descriptions.Item>
              <Descriptions.Item label="Contact">
                {[request.patient_phone ? formatPhone(request.patient_phone) : null, request.patient_email].filter(Boolean).join(' · ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Test">{request.test_name}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <RequestStatusTag status={request.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Priority">
                <PriorityTag priority={request.priority} />
              </Descriptions.Item>
              <Descriptions.Item label="Sample Type">{dash(request.sample_type)}</Descriptions.Item>
              <Descriptions.Item label="Panel">{dash(request.panel_name)}</Descriptions.Item>
              <Descriptions.Item label="Laboratory">{dash(request.lab_name)}</Descriptions.Item>
              <Descriptions.Item label="Institution">{request.institution_name}</Descriptions.Item>
              <Descriptions.Item label="Ordering Clinician">{dash(request.clinician_name)}</Descriptions.Item>
              <Descriptions.Item label="Requested By">{person(request.requested_by_name, request.requested_by_lastname)}</Descriptions.Item>
              <Descriptions.Item label="Requested">{formatDateTime(request.requested_at)}</Descriptions.Item>
              <Descriptions.Item label="Expected Test Date">{formatDate(request.expected_test_datetime)}</Descriptions.Item>
              <Descriptions.Item label="Department">{dash(request.department)}</Descriptions.Item>
              <Descriptions.Item label="CMS Priority">{dash(request.cms_priority)}</Descriptions.Item>
              <Descriptions.Item label="CMS Status">{dash(request.cms_status)}</Descriptions.Item>
              <Descriptions.Item label="Partner Fulfillment">{request.fulfillment_by_partner ? dash(request.fulfillment_agent) : 'No'}</Descriptions.Item>
              <Descriptions.Item label="Notes">{dash(request.notes)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="Kit Barcode and External Lab Integration">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Kit Barcode">
                {request.barcode_number ? <Typography.Text code>{request.barcode_number}</Typography.Text> : EXTERNAL_LAB_MESSAGES.noBarcode}
              </Descriptions.Item>
              <Descriptions.Item label="External Lab">{dash(request.lab_name)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>

      <RequestSections request={request} user={user} onChanged={load.reload} />

      <NotificationModal open={notifyOpen} send={notify} onClose={() => setNotifyOpen(false)} />
      <NotificationModal
        open={cancel.notifying}
        title="Notify the patient of the cancellation"
        send={cancel.send}
        onClose={cancel.modalClosed}
      />
    </Flex>
  );
}
