import { AuditQuery, AuditResponse, ErrorBody } from '@lab/shared';

// The audit route's documentation and which contract schema it takes (@lab/shared's audit contract).
export const listAuditSchema = {
  operationId: 'listAuditEntries',
  tags: ['audit'],
  summary: "The audit trail, newest first: everything for super_admin, their institutions' rows for an institution's admin",
  querystring: AuditQuery,
  response: { 200: AuditResponse, 400: ErrorBody, 403: ErrorBody },
};
