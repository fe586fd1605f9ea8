import { clearMockSession, mockApi, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

let api: MockApi | undefined;
beforeEach(() => clearMockSession());
afterEach(() => api?.restore());

async function fillAndSubmit() {
  await userEvent.type(screen.getByPlaceholderText('Enter your email'), 'labuser@demo.lab');
  await userEvent.type(screen.getByPlaceholderText('Enter your password'), 'Demo@12345');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('shows the product subtitle and the required email and password fields', () => {
    renderApp('/login');
    expect(screen.getByText('Healthcare Lab Management SaaS Platform')).toBeInTheDocument();
    const email = screen.getByPlaceholderText('Enter your email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByPlaceholderText('Enter your password')).toBeRequired();
  });

  it('reads "Signing in..." and is disabled while busy, then lands on the dashboard', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    api = mockApi({ 'POST /auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderApp('/login');
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    answer([200, { token: 't', user: testUser('lab_user', { first_name: 'Hannah' }) }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
  });

  it("shows the server's failure text in a banner", async () => {
    api = mockApi({ 'POST /auth/login': [401, { error: 'Invalid email or password' }] });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Login failed' when the server gives no text", async () => {
    api = mockApi({ 'POST /auth/login': [500, {}] });
    renderApp('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });
});
