import { RESULT_MESSAGES, RESULT_PATHS, type ResultListQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { permitted } from '../../platform/policy';
import { READ_ACTIONS, type ReadAuditLog } from '../../platform/read-audit';
import {
  createFromRequestSchema,
  createResultSchema,
  getResultReportSchema,
  getResultSchema,
  listResultsSchema,
  recentActivitySchema,
  recordCriticalNotificationSchema,
  releaseAmendmentSchema,
  requestMarkersSchema,
  reviewResultSchema,
  updateResultSchema,
} from './schemas';
import { releaseAmendment } from './amendment-release';
import { recordCriticalNotification } from './critical-callback';
import { createResult, createResultFromRequest, getResult, listResults, recentActivity, requestMarkers, reviewResult, updateResult } from './service';

// The results area, for its four roles only; what each may do to a result is
// decided by @lab/shared result-rules.ts in the service, and the scope in every query.
const resultsArea = permitted('results.use');

/** The query once validated: the schema's defaults filled page and limit in. */
type ListQuery = ResultListQuery & Required<Pick<ResultListQuery, 'page' | 'limit'>>;

export async function resultRoutes(app: FastifyInstance, { db, readAudit }: { db: Db; readAudit: ReadAuditLog }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(RESULT_PATHS.list, { schema: listResultsSchema, config: { policy: resultsArea } }, (request) => {
    const { page, limit, after, status, search, critical } = request.query as ListQuery;
    return listResults(db, callerOf(request), { page, limit, after, status, search, critical });
  });

  api.get(RESULT_PATHS.recentActivity, { schema: recentActivitySchema, config: { policy: resultsArea } }, (request) => recentActivity(db, callerOf(request)));

  // a view of a result, on screen or as its PDF report, is audited (as the one or the other)
  for (const [path, schema, action] of [
    [RESULT_PATHS.one, getResultSchema, READ_ACTIONS.test_result],
    [RESULT_PATHS.report, getResultReportSchema, READ_ACTIONS.test_result_report],
  ] as const) {
    api.get(path, { schema, config: { policy: resultsArea } }, async (request) => {
      const caller = callerOf(request);
      const result = await getResult(db, caller, request.params.id);
      readAudit.record({ action, entityType: 'test_result', entityId: result.id, institutionId: result.institution_id }, caller);
      return result;
    });
  }

  api.post(RESULT_PATHS.list, { schema: createResultSchema, config: { policy: resultsArea } }, async (request, reply) =>
    reply.code(201).send(await createResult(db, callerOf(request), request.body)),
  );

  api.post(RESULT_PATHS.fromRequest, { schema: createFromRequestSchema, config: { policy: resultsArea } }, async (request, reply) =>
    reply.code(201).send(await createResultFromRequest(db, callerOf(request), request.body.test_request_id)),
  );

  api.put(RESULT_PATHS.one, { schema: updateResultSchema, config: { policy: resultsArea } }, (request) => updateResult(db, callerOf(request), request.params.id, request.body));

  api.post(RESULT_PATHS.review, { schema: reviewResultSchema, config: { policy: resultsArea } }, (request) => {
    if (request.body.id !== undefined && request.body.id !== request.params.id) throw badRequest(RESULT_MESSAGES.bodyIdMismatch);
    return reviewResult(db, callerOf(request), request.params.id, request.body.status, request.body.delta_comment ?? null);
  });

  api.post(RESULT_PATHS.criticalNotifications, { schema: recordCriticalNotificationSchema, config: { policy: resultsArea } }, async (request, reply) =>
    reply.code(201).send(await recordCriticalNotification(db, callerOf(request), request.params.id, request.body)),
  );

  api.post(RESULT_PATHS.releaseAmendment, { schema: releaseAmendmentSchema, config: { policy: resultsArea } }, (request) =>
    releaseAmendment(db, callerOf(request), request.params.id, request.body.delta_comment ?? null),
  );

  api.get(RESULT_PATHS.requestMarkers, { schema: requestMarkersSchema, config: { policy: resultsArea } }, (request) => requestMarkers(db, callerOf(request), request.params.id));
}
