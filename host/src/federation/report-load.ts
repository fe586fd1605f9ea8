import { REMOTE_LOAD_PATHS, reportedError, reportedPage, type RemoteLoadOutcome, type RemoteLoadReportBody, type RemoteName } from '@lab/shared';
import { apiClient, useSession } from '@lab/shared/client';

/** The remotes this page has reported as loaded: once each, however many areas it opens. */
const reportedLoaded = new Set<RemoteName>();

/**
 * Tells the platform how loading a remote went (the Platform page's failure rates), as the
 * signed-in user; never in the user's way: a report that fails is dropped. The page goes as its
 * path with numbers replaced and the error as its first line, so no patient data leaves with it.
 */
export function reportRemoteLoad(remote: RemoteName, version: string | undefined, outcome: RemoteLoadOutcome, error?: unknown): void {
  if (!useSession.getState().token || !version) return;
  if (outcome === 'loaded') {
    if (reportedLoaded.has(remote)) return;
    reportedLoaded.add(remote);
  }
  const body: RemoteLoadReportBody = { remote, version, outcome, page: reportedPage(window.location.pathname) };
  if (error !== undefined) body.error = reportedError(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  apiClient.post(REMOTE_LOAD_PATHS.reports, body).catch(() => undefined);
}
