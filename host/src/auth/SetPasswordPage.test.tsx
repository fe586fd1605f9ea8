import { clearMockSession, mockApi, type MockApi } from '@lab/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

let api: MockApi | undefined;
beforeEach(() => clearMockSession());
afterEach(() => api?.restore());

const link = { email: 'new.clinician@demo.lab', first_name: 'Nina', kind: 'account_setup', expires_at: '2026-11-25T10:00:00.000Z' };

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('set-password page', () => {
  it('checks the link, then sets the password once and leads to sign-in', async () => {
    const sent: unknown[] = [];
    api = mockApi({
      'GET /auth/password-links/tok-1': [200, link],
      'POST /auth/set-password': ({ body }) => (sent.push(body), [200, { message: 'Your password has been set. You can now sign in.' }]),
    });
    renderApp('/set-password?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Set up your account' })).toBeInTheDocument();
    expect(screen.getByText('new.clinician@demo.lab')).toBeInTheDocument();
    await choose('Brand-new-pass1');
    expect(await screen.findByText('Your password has been set. You can now sign in.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-1', password: 'Brand-new-pass1' }]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says a used or expired link is dead before any password is typed', async () => {
    api = mockApi({ 'GET /auth/password-links/old': [400, { error: 'This link is invalid or has expired. Ask your administrator for a new one.' }] });
    renderApp('/set-password?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask your administrator for a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('asks for 12 characters and the same password twice without calling the server', async () => {
    api = mockApi({ 'GET /auth/password-links/tok-2': [200, { ...link, kind: 'password_reset' }] });
    renderApp('/set-password?token=tok-2');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    await choose('Short-pass1');
    expect(screen.getByRole('alert')).toHaveTextContent('The password must be at least 12 characters long');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await choose('Brand-new-pass1', 'Brand-new-pass2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.calls).toEqual(['GET /auth/password-links/tok-2']);
  });
});
