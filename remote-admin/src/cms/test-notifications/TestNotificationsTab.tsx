import { CMS_MESSAGES } from '@lab/shared';
import { Col, Row } from 'antd';
import { TestNotificationCard, type TestNotificationKind } from './TestNotificationCard';

const EMAIL: TestNotificationKind = {
  id: 'test-email',
  title: 'Test Email',
  intro: 'Send a test email to check the email configuration.',
  label: 'Email Address',
  inputType: 'email',
  placeholder: 'name@example.com',
  button: 'Send Test Email',
  required: CMS_MESSAGES.testEmailRequired,
  failed: CMS_MESSAGES.testEmailFailed,
  body: (to) => ({ notification_type: 'email', test_email: to }),
};

const SMS: TestNotificationKind = {
  id: 'test-sms',
  title: 'Test SMS',
  intro: 'Send a test SMS to check the SMS configuration.',
  label: 'Phone Number',
  inputType: 'tel',
  placeholder: '+15551234567',
  hint: CMS_MESSAGES.phoneHint,
  button: 'Send Test SMS',
  required: CMS_MESSAGES.testPhoneRequired,
  failed: CMS_MESSAGES.testSmsFailed,
  body: (to) => ({ notification_type: 'sms', test_phone: to }),
};

/** Test Notifications: a test email card and a test SMS card. */
export function TestNotificationsTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <TestNotificationCard kind={EMAIL} />
      </Col>
      <Col xs={24} lg={12}>
        <TestNotificationCard kind={SMS} />
      </Col>
    </Row>
  );
}
