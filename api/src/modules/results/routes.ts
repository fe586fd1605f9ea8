import { type CreateResultFromRequestPayload, RESULT_MESSAGES, type ResultPayload, type ResultReviewPayload } from '@lab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  reviewResultSchema,
  updateResultSchema,
  type ResultListQuery,
} from './schemas';
import { createResult, createResultFromRequest, getResult, listResults, recentActivity, reviewResult, updateResult } from './service';

// The results area, for its four roles only; what each may do to a result is
// decided by @lab/shared result-rules.ts in the service, and the scope in every query.
const resultsArea = permitted('results.use');

type IdParams = { id: number };

export async function resultRoutes(app: FastifyInstance, { db, readAudit }: { db: Db; readAudit: ReadAuditLog }) {
  app.get<{ Querystring: ResultListQuery }>('/results', { schema: listResultsSchema, config: { policy: resultsArea } }, (request) => {
    const { page, limit, status, search } = request.query;
    return listResults(db, callerOf(request), { page, limit, status, search });
  });

  app.get('/results/recent-activity', { schema: recentActivitySchema, config: { policy: resultsArea } }, (request) => recentActivity(db, callerOf(request)));

  // a view of a result, on screen or as its PDF report, is audited (as the one or the other)
  const viewed = (action: string) => async (request: FastifyRequest<{ Params: IdParams }>) => {
    const caller = callerOf(request);
    const result = await getResult(db, caller, request.params.id);
    readAudit.record({ action, entityType: 'test_result', entityId: result.id, institutionId: result.institution_id }, caller);
    return result;
  };
  app.get<{ Params: IdParams }>('/results/:id', { schema: getResultSchema, config: { policy: resultsArea } }, viewed(READ_ACTIONS.test_result));
  app.get<{ Params: IdParams }>('/results/:id/report', { schema: getResultReportSchema, config: { policy: resultsArea } }, viewed(READ_ACTIONS.test_result_report));

  app.post<{ Body: ResultPayload }>('/results', { schema: createResultSchema, config: { policy: resultsArea } }, async (request, reply) =>
    reply.code(201).send(await createResult(db, callerOf(request), request.body)),
  );

  app.post<{ Body: CreateResultFromRequestPayload }>('/results/create', { schema: createFromRequestSchema, config: { policy: resultsArea } }, async (request, reply) =>
    reply.code(201).send(await createResultFromRequest(db, callerOf(request), request.body.test_request_id)),
  );

  app.put<{ Params: IdParams; Body: ResultPayload }>('/results/:id', { schema: updateResultSchema, config: { policy: resultsArea } }, (request) =>
    updateResult(db, callerOf(request), request.params.id, request.body),
  );

  app.post<{ Params: IdParams; Body: ResultReviewPayload }>('/results/:id/review', { schema: reviewResultSchema, config: { policy: resultsArea } }, (request) => {
    if (request.body.id !== undefined && request.body.id !== request.params.id) throw badRequest(RESULT_MESSAGES.bodyIdMismatch);
    return reviewResult(db, callerOf(request), request.params.id, request.body.status);
  });
}
