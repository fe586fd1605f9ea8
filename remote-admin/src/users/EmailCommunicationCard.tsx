import { KeyOutlined, MailOutlined, SendOutlined } from '@ant-design/icons';
import { USER_MESSAGES, type UserDetail } from '@lab/shared';
import { FormField } from '@lab/shared/react';
import { Alert, Button, Card, Checkbox, Divider, Flex, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { useUserEmails } from './use-user-emails';

/**
 * Email Communication: account setup and password reset links, and a custom email. Shown only
 * where canEmailUser allows (active users the viewer may see); the links only where
 * canSendPasswordLinks does (a link sets the password: only for someone who may manage the user).
 */
export function EmailCommunicationCard({ user, canSendLinks }: { user: UserDetail; canSendLinks: boolean }) {
  const { sending, notice, send, refuse } = useUserEmails(user.id);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [includeLogin, setIncludeLogin] = useState(false);

  async function sendCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) return refuse(USER_MESSAGES.customEmailFields);
    if (await send('custom', { subject: subject.trim(), message: message.trim(), include_login_info: includeLogin })) {
      setSubject('');
      setMessage('');
      setIncludeLogin(false);
    }
  }

  return (
    <Card title="Email Communication" style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {canSendLinks
            ? `Send ${user.first_name} a link to set their password, or a message of your own, at ${user.email}.`
            : `Send ${user.first_name} a message at ${user.email}. Password links come from someone who may manage this account.`}
        </Typography.Text>
        {notice && <Alert type={notice.type} showIcon title={notice.text} />}
        {canSendLinks && (
          <Flex wrap gap={8}>
            <Button icon={<MailOutlined />} loading={sending.account_setup} onClick={() => void send('account_setup')}>
              Send Account Setup Email
            </Button>
            <Button icon={<KeyOutlined />} loading={sending.password_reset} onClick={() => void send('password_reset')}>
              Send Password Reset Email
            </Button>
          </Flex>
        )}
        <Divider plain style={{ margin: '4px 0' }}>
          Custom Email
        </Divider>
        <form onSubmit={(e) => void sendCustom(e)} aria-label="Custom email">
          <Flex vertical gap={12}>
            <FormField id="custom-email-subject" label="Subject" required>
              <Input id="custom-email-subject" aria-required maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} />
            </FormField>
            <FormField id="custom-email-message" label="Message" required>
              <Input.TextArea id="custom-email-message" aria-required rows={4} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} />
            </FormField>
            <Checkbox checked={includeLogin} onChange={(e) => setIncludeLogin(e.target.checked)}>
              Include login information
            </Checkbox>
            <div>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending.custom}>
                Send Custom Email
              </Button>
            </div>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}
