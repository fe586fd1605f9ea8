import { AUTH_MESSAGES } from '@lab/shared';
import { clearMockSession, mockApi, type MockApi } from '@lab/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

let api: MockApi | undefined;
beforeEach(() => clearMockSession());
afterEach(() => api?.restore());

describe('forgotten password', () => {
  it('is reached from the sign-in page, sends the address and shows the same answer for any address', async () => {
    const sent: unknown[] = [];
    api = mockApi({ 'POST /auth/forgot-password': ({ body }) => (sent.push(body), [200, { message: AUTH_MESSAGES.resetRequested }]) });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: AUTH_MESSAGES.forgotTitle })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), ' someone@demo.lab ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetRequested);
    expect(sent).toEqual([{ email: 'someone@demo.lab' }]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it("shows the server's refusal (too many requests)", async () => {
    api = mockApi({ 'POST /auth/forgot-password': [429, { error: 'Too many password reset requests. Please try again in 42 minutes.' }] });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email address'), 'someone@demo.lab');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests. Please try again in 42 minutes.');
  });
});
