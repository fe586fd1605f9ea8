import { ErrorBody, RemoteLoadReportBody, RemoteLoadReportResponse, RemoteLoadSummary, RemoteLoadSummaryQuery } from '@lab/shared';

// The remote-load routes' documentation and which contract schema each takes (@lab/shared's remote-loads contract).
const tags = ['platform'];

export const reportSchema = {
  operationId: 'reportRemoteLoad',
  tags,
  summary: "A browser's report of loading one remote: loaded, failed, crashed or refused as incompatible",
  description: 'Any signed-in user, as themselves. The page is kept as its path with numbers replaced, the error as its first line. Rate limited per user.',
  body: RemoteLoadReportBody,
  response: { 200: RemoteLoadReportResponse, 400: ErrorBody, 429: ErrorBody },
};

export const summarySchema = {
  operationId: 'getRemoteLoadSummary',
  tags,
  summary: "Each remote version's loads and failures over the last hour or day (super_admin)",
  querystring: RemoteLoadSummaryQuery,
  response: { 200: RemoteLoadSummary },
};
