import { clearMockSession, mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';
import { IncompatibleRemoteError } from '../federation/remote-meta';

let api: MockApi | undefined;
afterEach(() => api?.restore());

function navNames() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('authenticated layout', () => {
  it('sends a visitor without a session to /login, replacing history', async () => {
    clearMockSession();
    const { router } = renderApp('/patients');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects the root path to /dashboard', async () => {
    mockSession(testUser('clinician'));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.getByRole('heading', { name: 'Clinical Dashboard' })).toBeInTheDocument();
  });

  it('redirects an already signed-in visitor away from /login', async () => {
    mockSession(testUser('lab_user'));
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    ['super_admin', ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Inventory', 'Fulfillment', 'Users', 'Institutions', 'CMS Fields', 'Audit Trail', 'Interfaces', 'Platform']],
    ['institution_admin', ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Users', 'CMS Fields', 'Audit Trail', 'Interfaces']],
    ['clinician', ['Dashboard', 'Patients', 'Test Requests', 'Test Results']],
    ['client_admin', ['Dashboard', 'Patients', 'Test Requests', 'Inventory', 'Fulfillment']],
    ['fulfillment_agent', ['Dashboard', 'Inventory', 'Fulfillment']],
    ['lab_user', ['Dashboard', 'Patients', 'Test Requests', 'Test Results', 'Interfaces']],
  ] as const)('lists the navigation entries of %s', (role, expected) => {
    mockSession(testUser(role));
    renderApp('/dashboard');
    expect(navNames()).toEqual(expected);
  });

  it('follows a user permission list over the role defaults', () => {
    mockSession(testUser('clinician', { permissions: ['dashboard', 'inventory'] }));
    renderApp('/dashboard');
    expect(navNames()).toEqual(['Dashboard', 'Inventory']);
  });

  it('shows the greeting, the institution badge, initials, name and role', () => {
    mockSession(testUser('institution_admin', { first_name: 'James', last_name: 'Carter' }));
    renderApp('/dashboard');
    expect(screen.getByText('Welcome back, James')).toBeInTheDocument();
    expect(screen.getByTestId('institution-badge')).toHaveTextContent("St Mary's General Hospital");
    const footer = screen.getByTestId('nav-user');
    expect(footer).toHaveTextContent('JC');
    expect(footer).toHaveTextContent('James Carter');
    expect(footer).toHaveTextContent('institution admin');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('signs out from the user menu: the API revokes the token, then /login', async () => {
    mockSession(testUser('lab_user'));
    api = mockApi({ 'POST /auth/logout': [200, { success: true }] });
    const { router } = renderApp('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await screen.findByText('Sign Out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls).toContain('POST /auth/logout');
  });

  it('shows the error page for an unknown route', async () => {
    mockSession(testUser('lab_user'));
    renderApp('/no-such-page');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('refuses an area outside the user access without loading its remote', () => {
    mockSession(testUser('clinician'));
    const load = jest.fn(() => new Promise<never>(() => undefined));
    renderApp('/inventory', load);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("says the results area's own texts to a role without it", () => {
    mockSession(testUser('fulfillment_agent'));
    const load = jest.fn(() => new Promise<never>(() => undefined));
    const { unmount } = renderApp('/results', load);
    expect(screen.getByText("You don't have permission to view test results")).toBeInTheDocument();
    unmount();
    renderApp('/results/new', load);
    expect(screen.getByText("You don't have permission to enter test results")).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('remote areas', () => {
  it('shows a fallback card with Retry when a remote fails to load, and the shell keeps working', async () => {
    mockSession(testUser('super_admin'));
    const load = jest.fn().mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ default: () => <h2>Inventory area</h2> });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/inventory', load);
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Inventory area' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a remote built against another platform contract as a card naming both versions, not a crash', async () => {
    mockSession(testUser('super_admin'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const meta = { remote: 'logistics', version: '2.0.0', contract: '2.0.0', builtAt: '2026-11-27T10:00:00.000Z' };
    renderApp('/inventory', () => Promise.reject(new IncompatibleRemoteError('logistics', meta, '1.0.0')));
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText(/^Inventory 2\.0\.0 needs platform contract 2\.0\.0; this portal provides 1\.0\.0\./)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('catches an area that fails while rendering in its own boundary', async () => {
    mockSession(testUser('super_admin'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failure');
    };
    renderApp('/users', () => Promise.resolve({ default: Broken }));
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Test')).toBeInTheDocument();
  });
});
