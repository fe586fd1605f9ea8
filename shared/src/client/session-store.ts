import { create } from 'zustand';
import type { LoginResponse, ProfileResponse, SessionUser } from '../types';
import { apiClient, setTokenSource } from './api-client';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';
import { LOGIN_PATH, addUnauthorizedHandler } from './unauthorized';

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  login(email: string, password: string): Promise<SessionUser>;
  logout(): void;
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
    const { data } = await apiClient.post<LoginResponse>(LOGIN_PATH, { email, password });
    writeStoredSession(data.token, data.user);
    set({ status: 'authenticated', token: data.token, user: data.user });
    return data.user;
  },

  logout() {
    clearStoredSession();
    set({ status: 'anonymous', token: null, user: null });
  },

  async restore() {
    const stored = readStoredSession();
    if (!stored) {
      get().logout();
      return;
    }
    set({ status: 'authenticated', token: stored.token, user: stored.user });
    try {
      const { data } = await apiClient.get<ProfileResponse>('/auth/profile');
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
