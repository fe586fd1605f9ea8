/** @jest-environment jsdom */
import { mockApi, testUser, type MockApi } from '../testing';
import { SIGN_OUT_WAIT_MS, useSession } from './session-store';
import { setLoginNavigator } from './unauthorized';

let api: MockApi | undefined;
beforeEach(() => {
  localStorage.setItem('authToken', 'tok-9');
  localStorage.setItem('user', JSON.stringify(testUser()));
  useSession.setState({ status: 'authenticated', token: 'tok-9', user: testUser() });
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
  localStorage.clear();
  useSession.setState({ status: 'restoring', token: null, user: null });
});

function expectSignedOut() {
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
}

describe('Sign Out', () => {
  it('asks the API to revoke the token, then clears the browser', async () => {
    let seenAuth: string | undefined;
    api = mockApi({
      'POST /auth/logout': ({ config }) => {
        seenAuth = config.headers.get('Authorization') as string;
        return [200, { success: true }];
      },
    });
    await useSession.getState().signOut();
    expect(seenAuth).toBe('Bearer tok-9');
    expectSignedOut();
  });

  it('clears the browser even when the API fails', async () => {
    api = mockApi({ 'POST /auth/logout': [500, { error: 'boom' }] });
    await useSession.getState().signOut();
    expectSignedOut();
  });

  it(`waits at most ${SIGN_OUT_WAIT_MS} ms for the API`, async () => {
    jest.useFakeTimers();
    api = mockApi({ 'POST /auth/logout': () => new Promise(() => undefined) });
    let finished = false;
    const signingOut = useSession.getState().signOut().then(() => (finished = true));
    await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1);
    expect(finished).toBe(false);
    expect(useSession.getState().status).toBe('authenticated');
    await jest.advanceTimersByTimeAsync(1);
    await signingOut;
    expectSignedOut();
  });

  it('a 401 from the sign-out call clears the session once, with no further call', async () => {
    const navigate = jest.fn();
    setLoginNavigator(navigate);
    api = mockApi({ 'POST /auth/logout': [401, { error: 'Session expired' }] });
    await useSession.getState().signOut();
    expect(api.calls).toEqual(['POST /auth/logout']);
    expect(navigate).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });
});

describe('logout', () => {
  it('clears the browser without calling the API (the 401 rule relies on it)', () => {
    api = mockApi({});
    useSession.getState().logout();
    expect(api.calls).toEqual([]);
    expectSignedOut();
  });
});
