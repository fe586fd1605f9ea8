/** @jest-environment jsdom */
import { mockApi, testUser, type MockApi } from '../testing';
import { apiClient, errorStatus, errorText } from './api-client';
import { useSession } from './session-store';
import { setLoginNavigator } from './unauthorized';

let api: MockApi | undefined;
afterEach(() => {
  api?.restore();
  localStorage.clear();
  useSession.setState({ status: 'restoring', token: null, user: null });
});

describe('session store', () => {
  it('keeps token and user in localStorage under authToken and user after login', async () => {
    const user = testUser('clinician');
    api = mockApi({ 'POST /auth/login': ({ body }) => [200, { token: 'tok-1', user, echo: body }] });
    await useSession.getState().login('clinician@demo.lab', 'pw');
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(useSession.getState().status).toBe('authenticated');
  });

  it('shows a stored user at once, then verifies it with GET /auth/profile', async () => {
    const stored = testUser('lab_user', { first_name: 'Old' });
    localStorage.setItem('authToken', 'tok-2');
    localStorage.setItem('user', JSON.stringify(stored));
    let seenAuth: string | undefined;
    api = mockApi({
      'GET /auth/profile': ({ config }) => {
        seenAuth = config.headers.get('Authorization') as string;
        return [200, { user: { ...stored, first_name: 'Fresh' } }];
      },
    });
    const restoring = useSession.getState().restore();
    expect(useSession.getState().user?.first_name).toBe('Old');
    await restoring;
    expect(seenAuth).toBe('Bearer tok-2');
    expect(useSession.getState().user?.first_name).toBe('Fresh');
    expect(JSON.parse(localStorage.getItem('user')!).first_name).toBe('Fresh');
  });

  it('clears both stored values when the profile call fails', async () => {
    localStorage.setItem('authToken', 'bad');
    localStorage.setItem('user', JSON.stringify(testUser()));
    api = mockApi({ 'GET /auth/profile': [500, { error: 'boom' }] });
    await useSession.getState().restore();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('is anonymous when nothing is stored', async () => {
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('logout clears both stored values', () => {
    localStorage.setItem('authToken', 't');
    localStorage.setItem('user', '{}');
    useSession.getState().logout();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });
});

describe('the 401 rule', () => {
  it('any 401 clears the session and sends the browser to /login', async () => {
    const navigate = jest.fn();
    setLoginNavigator(navigate);
    localStorage.setItem('authToken', 't');
    localStorage.setItem('user', JSON.stringify(testUser()));
    useSession.setState({ status: 'authenticated', token: 't', user: testUser() });
    api = mockApi({ 'GET /patients': [401, { error: 'Session expired' }] });
    await expect(apiClient.get('/patients')).rejects.toThrow();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a failed sign-in (401 from /auth/login) does not navigate', async () => {
    const navigate = jest.fn();
    setLoginNavigator(navigate);
    api = mockApi({ 'POST /auth/login': [401, { error: 'Invalid email or password' }] });
    const failure = await useSession.getState().login('a@b.c', 'x').catch((e: unknown) => e);
    expect(navigate).not.toHaveBeenCalled();
    expect(errorText(failure, 'Login failed')).toBe('Invalid email or password');
  });
});

describe('errorText', () => {
  it('returns the fallback when the server gave no text', async () => {
    api = mockApi({ 'GET /x': [500, {}] });
    const failure = await apiClient.get('/x').catch((e: unknown) => e);
    expect(errorText(failure, 'Failed to fetch patients')).toBe('Failed to fetch patients');
    expect(errorText(new Error('network'), 'Login failed')).toBe('Login failed');
  });
});

describe('errorStatus', () => {
  it("gives the status the server answered, else undefined", async () => {
    api = mockApi({ 'GET /patients/7': [404, { error: 'Patient Not Found' }] });
    expect(errorStatus(await apiClient.get('/patients/7').catch((e: unknown) => e))).toBe(404);
    expect(errorStatus(new Error('network'))).toBeUndefined();
  });
});
