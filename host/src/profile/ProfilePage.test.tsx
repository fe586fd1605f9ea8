import { useSession } from '@lab/shared/client';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

const profile = testUser('institution_admin', {
  first_name: 'James',
  last_name: 'Carter',
  email: 'instadmin@demo.lab',
  phone: '+447700900002',
  created_at: '2026-11-22T14:05:00',
  updated_at: '2026-12-01T09:30:00',
});

// Full-layout renders of antd forms are slow in jsdom.
jest.setTimeout(30000);

let api: MockApi | undefined;
beforeEach(() => mockSession(profile));
afterEach(() => api?.restore());

async function openProfile() {
  renderApp('/profile');
  return screen.findByLabelText('First Name');
}

/** Replaces a field's text in one input event (typing key by key into antd inputs is slow). */
async function enter(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillPasswords(current: string, next: string, confirm: string) {
  await enter('Current Password', current);
  await enter('New Password', next);
  await enter('Confirm New Password', confirm);
  await userEvent.keyboard('{Enter}'); // submits the form natively
}

describe('profile settings', () => {
  it('loads the profile: editable name and phone, read-only email, account info', async () => {
    api = mockApi({ 'GET /auth/profile': [200, { user: { ...profile, first_name: 'Jim' } }] });
    expect(await openProfile()).toHaveValue('Jim');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Carter');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+447700900002');
    expect(screen.getByLabelText('Email Address')).toHaveValue('instadmin@demo.lab');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    const info = screen.getByTestId('account-info');
    expect(info).toHaveTextContent('institution admin');
    expect(info).toHaveTextContent("St Mary's General Hospital");
    expect(info).toHaveTextContent('Nov 22, 2026, 14:05');
    expect(info).toHaveTextContent('Dec 1, 2026, 09:30');
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
  });

  it("shows 'System Level Access' for a user without an institution", async () => {
    const admin = testUser('super_admin');
    mockSession(admin);
    api = mockApi({ 'GET /auth/profile': [200, { user: admin }] });
    await openProfile();
    expect(screen.getByTestId('account-info')).toHaveTextContent('System Level Access');
    expect(screen.getByTestId('account-info')).toHaveTextContent('super admin');
  });

  it("falls back to 'Failed to load profile data' when the profile cannot be loaded", async () => {
    api = mockApi({ 'GET /auth/profile': [500, {}] });
    await openProfile();
    expect(screen.getByText('Failed to load profile data')).toBeInTheDocument();
  });

  it('updates the profile, says so and updates the greeting', async () => {
    let sent: unknown;
    api = mockApi({
      'GET /auth/profile': [200, { user: profile }],
      'PUT /auth/profile': ({ body }) => {
        sent = body;
        return [200, { user: { ...profile, first_name: 'Jamie', phone: '+447700900111' }, message: 'Profile updated successfully' }];
      },
    });
    await openProfile();
    expect(screen.getByText('Welcome back, James')).toBeInTheDocument();
    await enter('First Name', 'Jamie');
    await enter('Phone Number', '+447700900111');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ first_name: 'Jamie', last_name: 'Carter', phone: '+447700900111' });
    expect(screen.getByText('Welcome back, Jamie')).toBeInTheDocument();
    expect(useSession.getState().user?.first_name).toBe('Jamie');
  });

  it("shows the server's text when the update fails, else 'Failed to update profile'", async () => {
    api = mockApi({ 'GET /auth/profile': [200, { user: profile }], 'PUT /auth/profile': [400, { error: 'First name is required' }] });
    await openProfile();
    await userEvent.click(screen.getByText('Update Profile'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('First name is required');
    api.restore();
    api = mockApi({ 'GET /auth/profile': [200, { user: profile }], 'PUT /auth/profile': [500, {}] });
    await userEvent.click(screen.getByText('Update Profile'));
    await waitFor(() => expect(screen.getByTestId('form-error')).toHaveTextContent('Failed to update profile'));
  });

  it("refuses different new passwords with 'New passwords do not match' and calls nobody", async () => {
    api = mockApi({ 'GET /auth/profile': [200, { user: profile }] });
    await openProfile();
    await fillPasswords('Demo@12345', 'NewPass@2026', 'NewPass@2027');
    expect(await screen.findByTestId('form-error')).toHaveTextContent('New passwords do not match');
    expect(api.calls).toEqual(['GET /auth/profile']);
  });

  it('changes the password, says so and clears the fields', async () => {
    let sent: unknown;
    api = mockApi({
      'GET /auth/profile': [200, { user: profile }],
      'POST /auth/change-password': ({ body }) => {
        sent = body;
        return [200, { message: 'Password changed successfully' }];
      },
    });
    await openProfile();
    await fillPasswords('Demo@12345', 'NewPass@2026', 'NewPass@2026');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'Demo@12345', new_password: 'NewPass@2026' });
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it("shows the server's text when the password change fails", async () => {
    api = mockApi({ 'GET /auth/profile': [200, { user: profile }], 'POST /auth/change-password': [400, { error: 'Current password is incorrect' }] });
    await openProfile();
    await fillPasswords('wrong-one', 'NewPass@2026', 'NewPass@2026');
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Current password is incorrect');
  });

  it("falls back to 'Failed to change password'", async () => {
    api = mockApi({ 'GET /auth/profile': [200, { user: profile }], 'POST /auth/change-password': [500, {}] });
    await openProfile();
    await fillPasswords('Demo@12345', 'NewPass@2026', 'NewPass@2026');
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Failed to change password');
  });
});
