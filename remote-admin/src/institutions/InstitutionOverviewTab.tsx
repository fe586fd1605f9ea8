import { formatDateTime, type Institution } from '@lab/shared';
import { Card, Col, Descriptions, Row } from 'antd';
import { InstitutionPatientListCard } from './InstitutionPatientListCard';

const dash = (value: string | null) => value || '—';

/** The Overview tab: contact, management history and system info cards, and the patient list. */
export function InstitutionOverviewTab({ institution }: { institution: Institution }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="Contact Information" style={{ height: '100%' }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Address">
              <span style={{ whiteSpace: 'pre-line' }}>{dash(institution.address)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Phone">{dash(institution.phone)}</Descriptions.Item>
            <Descriptions.Item label="Email">{dash(institution.email)}</Descriptions.Item>
            <Descriptions.Item label="Institution Number">{dash(institution.institution_number)}</Descriptions.Item>
            <Descriptions.Item label="Type">{dash(institution.institution_type)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <Card title="Management History">
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Created">{formatDateTime(institution.created_at)}</Descriptions.Item>
                <Descriptions.Item label="Last Updated">{formatDateTime(institution.updated_at)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24}>
            <Card title="System Information">
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Institution ID">{institution.id}</Descriptions.Item>
                <Descriptions.Item label="Time Zone">{institution.time_zone || 'Server default'}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        </Row>
      </Col>
      <Col xs={24}>
        <InstitutionPatientListCard institutionId={institution.id} />
      </Col>
    </Row>
  );
}
