import { USER_EMAIL_NOTICE_MS, USER_MESSAGES, type UserEmailKind } from '@lab/shared';
import { mockApi, type MockApi, type MockHandler } from '@lab/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { EmailCommunicationCard } from './EmailCommunicationCard';
import { sampleUser } from './user-fixtures';
import { setupUser } from './test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

/** Renders the card for user 7 with the email routes given; `bodies` records what each send carried. */
function renderCard(routes: Record<string, MockHandler | [number, unknown?]>) {
  const bodies: unknown[] = [];
  const recorded = Object.fromEntries(
    Object.entries(routes).map(([key, reply]) => [
      key,
      ((request) => {
        bodies.push(request.body);
        return typeof reply === 'function' ? reply(request) : reply;
      }) as MockHandler,
    ]),
  );
  api = mockApi(recorded);
  render(<EmailCommunicationCard user={sampleUser()} canSendLinks />);
  return bodies;
}

const sent = (kind: UserEmailKind) => [200, { success: true, kind, message: USER_MESSAGES.emailSent(kind), delivered: true }] as [number, unknown];

describe('email communication', () => {
  it("shows '{kind} email sent successfully!' for 5 seconds, then clears it", async () => {
    jest.useFakeTimers();
    const user = setupUser(true);
    renderCard({ 'POST /users/7/emails/account_setup': sent('account_setup') });
    await user.click(screen.getByRole('button', { name: /Send Account Setup Email/ }));
    expect(await screen.findByText(USER_MESSAGES.emailSent('account_setup'))).toBeInTheDocument();
    expect(screen.getByText('Account setup email sent successfully!')).toBeInTheDocument();
    expect(api.calls).toEqual(['POST /users/7/emails/account_setup']);

    act(() => jest.advanceTimersByTime(USER_EMAIL_NOTICE_MS - 1000));
    expect(screen.getByText('Account setup email sent successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Account setup email sent successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed: ' and the server's reason in red, and it stays", async () => {
    jest.useFakeTimers();
    const user = setupUser(true);
    renderCard({ 'POST /users/7/emails/password_reset': [502, { error: 'The mail server did not answer' }] });
    await user.click(screen.getByRole('button', { name: /Send Password Reset Email/ }));
    const failure = await screen.findByText('Failed: The mail server did not answer');
    expect(failure.closest('.ant-alert')).toHaveClass('ant-alert-error');
    act(() => jest.advanceTimersByTime(USER_EMAIL_NOTICE_MS * 2));
    expect(screen.getByText('Failed: The mail server did not answer')).toBeInTheDocument();
  });

  it("shows the server's warning, not success, when the mail was only recorded", async () => {
    const recordedText = 'Account setup email recorded but not delivered: no mail server is configured.';
    renderCard({ 'POST /users/7/emails/account_setup': [200, { success: true, kind: 'account_setup', message: recordedText, delivered: false }] });
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: /Send Account Setup Email/ }));
    const notice = await screen.findByText(recordedText);
    expect(notice.closest('.ant-alert')).toHaveClass('ant-alert-warning');
    expect(screen.queryByText('Account setup email sent successfully!')).not.toBeInTheDocument();
  });

  it('marks only the sending action as busy', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    renderCard({ 'POST /users/7/emails/password_reset': () => new Promise((resolve) => (answer = resolve)) });
    const user = setupUser();
    const reset = screen.getByRole('button', { name: /Send Password Reset Email/ });
    await user.click(reset);
    expect(reset).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: /Send Account Setup Email/ })).not.toHaveClass('ant-btn-loading');
    await act(async () => answer(sent('password_reset')));
    expect(await screen.findByText('Password reset email sent successfully!')).toBeInTheDocument();
    expect(reset).not.toHaveClass('ant-btn-loading');
  });

  it('asks for both subject and message before sending a custom email', async () => {
    renderCard({ 'POST /users/7/emails/custom': sent('custom') });
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: /Send Custom Email/ }));
    expect(screen.getByText(USER_MESSAGES.customEmailFields)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Rota change');
    await user.click(screen.getByRole('button', { name: /Send Custom Email/ }));
    expect(screen.getByText('Please fill in both subject and message fields.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends the custom email with the login information choice, then empties the form', async () => {
    const bodies = renderCard({ 'POST /users/7/emails/custom': sent('custom') });
    const user = setupUser();
    await user.type(screen.getByLabelText('Subject'), 'Rota change');
    await user.type(screen.getByLabelText('Message'), 'Your clinic moves to Tuesdays.');
    await user.click(screen.getByRole('checkbox', { name: 'Include login information' }));
    await user.click(screen.getByRole('button', { name: /Send Custom Email/ }));
    expect(await screen.findByText('Custom email sent successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ subject: 'Rota change', message: 'Your clinic moves to Tuesdays.', include_login_info: true }]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Include login information' })).not.toBeChecked();
  });
});
