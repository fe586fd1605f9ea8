// Browser-side contract: the session store and the API client, created once and shared.
export { apiClient, errorStatus, errorText } from './api-client';
export { fetchNotificationHealth } from './monitoring-calls';
export { useSession, type SessionState, type SessionStatus } from './session-store';
export { setLoginNavigator, onUnauthorized } from './unauthorized';
export { TOKEN_KEY, USER_KEY } from './storage';
export { openLiveUpdates, readEventStream, type LiveConnection } from './live-events';
