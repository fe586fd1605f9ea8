import { CMS_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi, type MockHandler } from '@lab/shared/testing';
import { screen, within } from '@testing-library/react';
import { renderCms, setupUser, signIn } from '../test-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

function sendApi(reply: MockHandler) {
  const bodies: unknown[] = [];
  api = mockApi({
    'POST /cms/test-notification': (request) => {
      bodies.push(request.body);
      return reply(request);
    },
  });
  return bodies;
}

const card = (title: string) => screen.getByRole('form', { name: title });

describe('test notifications tab', () => {
  beforeEach(() => signIn('institution_admin'));

  it('disables Send while the address is empty, and refuses a blank one without a call', async () => {
    const bodies = sendApi(() => [200, { success: true, message: 'sent' }]);
    const user = setupUser();
    renderCms('/cms?tab=test_notifications');
    const email = card('Test Email');
    expect(within(email).getByRole('button', { name: /Send Test Email/ })).toBeDisabled();
    await user.type(within(email).getByLabelText('Email Address'), '{Enter}');
    expect(within(email).getByRole('status')).toHaveTextContent(CMS_MESSAGES.testEmailRequired);

    const sms = card('Test SMS');
    expect(within(sms).getByText(CMS_MESSAGES.phoneHint)).toBeInTheDocument();
    expect(within(sms).getByRole('button', { name: /Send Test SMS/ })).toBeDisabled();
    await user.type(within(sms).getByLabelText('Phone Number'), '  {Enter}');
    expect(within(sms).getByRole('status')).toHaveTextContent(CMS_MESSAGES.testPhoneRequired);
    expect(bodies).toEqual([]);
    expect(CMS_MESSAGES.testEmailRequired).toBe('Please enter a valid email address');
  });

  it('sends a test email and says so', async () => {
    let release: () => void = () => undefined;
    const bodies = sendApi(() => new Promise((resolve) => (release = () => resolve([200, { success: true, message: CMS_MESSAGES.testEmailSent('ops@lab.test') }]))));
    const user = setupUser();
    renderCms('/cms?tab=test_notifications');
    const email = card('Test Email');
    await user.type(within(email).getByLabelText('Email Address'), 'ops@lab.test');
    await user.click(within(email).getByRole('button', { name: /Send Test Email/ }));
    expect(await within(email).findByRole('button', { name: /Sending/ })).toBeInTheDocument();
    release();
    expect(await within(email).findByText('✅ Test email sent successfully to ops@lab.test')).toBeInTheDocument();
    expect(bodies).toEqual([{ notification_type: 'email', test_email: 'ops@lab.test' }]);
  });

  it("shows the transport's refusal of a test email", async () => {
    sendApi(() => [502, { error: 'SMTP connection refused' }]);
    const user = setupUser();
    renderCms('/cms?tab=test_notifications');
    const email = card('Test Email');
    await user.type(within(email).getByLabelText('Email Address'), 'ops@lab.test{Enter}');
    expect(await within(email).findByText('❌ Failed to send test email: SMTP connection refused')).toBeInTheDocument();
  });

  it('sends a test SMS, and says when it fails', async () => {
    const bodies = sendApi(({ body }) => {
      const to = (body as { test_phone: string }).test_phone;
      if (to === '+15550000000') return [502, { error: 'Unverified number' }];
      // the server alone knows whether a carrier took the message or it was only recorded
      return [200, { success: true, message: to === '+447700900124' ? CMS_MESSAGES.testSmsRecorded(to) : CMS_MESSAGES.testSmsSent(to) }];
    });
    const user = setupUser();
    renderCms('/cms?tab=test_notifications');
    const sms = card('Test SMS');
    await user.type(within(sms).getByLabelText('Phone Number'), '+447700900123');
    await user.click(within(sms).getByRole('button', { name: /Send Test SMS/ }));
    expect(await within(sms).findByText(CMS_MESSAGES.testSmsSent('+447700900123'))).toBeInTheDocument();
    await user.clear(within(sms).getByLabelText('Phone Number'));
    await user.type(within(sms).getByLabelText('Phone Number'), '+447700900124{Enter}');
    expect(await within(sms).findByText('Test SMS to +447700900124 recorded, not delivered: no SMS provider is configured (SMS_PROVIDER)')).toBeInTheDocument();
    await user.clear(within(sms).getByLabelText('Phone Number'));
    await user.type(within(sms).getByLabelText('Phone Number'), '+15550000000{Enter}');
    expect(await within(sms).findByText('❌ Failed to send test SMS: Unverified number')).toBeInTheDocument();
    expect(bodies).toEqual([
      { notification_type: 'sms', test_phone: '+447700900123' },
      { notification_type: 'sms', test_phone: '+447700900124' },
      { notification_type: 'sms', test_phone: '+15550000000' },
    ]);
  });
});
