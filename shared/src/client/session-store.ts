import { create } from 'zustand';
import type { LoginBody, LoginResponse, LogoutResponse, ProfileResponse } from '../contracts/auth';
import { AUTH_PATHS } from '../contracts/auth-paths';
import type { SessionUser } from '../types';
import { apiClient, setTokenSource } from './api-client';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';
import { addUnauthorizedHandler } from './unauthorized';

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

/** Sign Out never keeps the user waiting longer than this for the API. */
export const SIGN_OUT_WAIT_MS = 3000;

/** Resolves once `request` settles or `ms` have passed, whichever is first; never rejects. */
function settledWithin(request: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.then(done, done);
  });
}

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  login(email: string, password: string): Promise<SessionUser>;
  /** Clears the session in this browser only (the 401 rule uses it: it never calls the API). */
  logout(): void;
  /** Sign Out: asks the API to revoke the token (failures ignored, waits at most SIGN_OUT_WAIT_MS), then logout(). */
  signOut(): Promise<void>;
  /** Shows a stored user at once, then verifies the token with GET /auth/profile. */
  restore(): Promise<void>;
  setUser(user: SessionUser): void;
}

/** The single session store, shared by host and remotes through Module Federation. */
export const useSession = create<SessionState>()((set, get) => ({
  status: 'restoring',
  token: null,
  user: null,

  async login(email, password) {
    const body: LoginBody = { email, password };
    const { data } = await apiClient.post<LoginResponse>(AUTH_PATHS.login, body);
    writeStoredSession(data.token, data.user);
    set({ status: 'authenticated', token: data.token, user: data.user });
    return data.user;
  },

  logout() {
    clearStoredSession();
    set({ status: 'anonymous', token: null, user: null });
  },

  async signOut() {
    await settledWithin(apiClient.post<LogoutResponse>(AUTH_PATHS.logout), SIGN_OUT_WAIT_MS);
    get().logout();
  },

  async restore() {
    const stored = readStoredSession();
    if (!stored) {
      get().logout();
      return;
    }
    set({ status: 'authenticated', token: stored.token, user: stored.user });
    try {
      const { data } = await apiClient.get<ProfileResponse>(AUTH_PATHS.profile);
      get().setUser(data.user);
    } catch {
      get().logout();
    }
  },

  setUser(user) {
    const token = get().token;
    if (token) writeStoredSession(token, user);
    set({ user });
  },
}));

setTokenSource(() => useSession.getState().token);
addUnauthorizedHandler(() => useSession.getState().logout());
