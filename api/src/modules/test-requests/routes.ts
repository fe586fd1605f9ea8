import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import type { RoutePolicy } from '../../platform/policy';
import { READ_ACTIONS, type ReadAuditLog } from '../../platform/read-audit';
import type { ReminderSchedule } from '../reminders/public';
import { requireInstitutionInScope } from '../../platform/scope';
import { cancelWithNotice } from './cancel';
import { sendReminder, type Senders } from './notify';
import {
  archiveSchema,
  cancelWithNoticeSchema,
  createRequestSchema,
  getRequestSchema,
  listRequestsSchema,
  sendReminderSchema,
  statusSchema,
  updateRequestSchema,
  type TestRequestBody,
  type TestRequestListQuery,
} from './schemas';
import { archiveRequest, changeStatus, createRequest, getRequestDetail, listRequests, updateRequest } from './service';
import type { CancelTestRequestBody, SendReminderBody, TestRequestStatus } from '@lab/shared';

// Everyone with the tests area reaches these routes; who may order, cancel, archive, move a
// status or notify is decided per request by @lab/shared (test-request-rules.ts), in the service.
const testsArea: RoutePolicy = { access: 'area', area: 'tests' };

type IdParams = { id: number };

export async function testRequestRoutes(app: FastifyInstance, { db, schedule, readAudit, ...senders }: { db: Db; schedule: ReminderSchedule; readAudit: ReadAuditLog } & Omit<Senders, 'timeZone'>) {
  app.get<{ Querystring: TestRequestListQuery }>('/tests/requests', { schema: listRequestsSchema, config: { policy: testsArea } }, (request) => {
    const { page, limit, status, priority, search, institution_id } = request.query;
    if (institution_id !== undefined) requireInstitutionInScope(request.scope, institution_id);
    return listRequests(db, callerOf(request), { page, limit, status, priority, search, institutionId: institution_id });
  });

  app.get<{ Params: IdParams }>('/tests/requests/:id', { schema: getRequestSchema, config: { policy: testsArea } }, async (request) => {
    const caller = callerOf(request);
    const detail = await getRequestDetail(db, caller, request.params.id);
    readAudit.record({ action: READ_ACTIONS.test_request, entityType: 'test_request', entityId: detail.id, institutionId: detail.institution_id }, caller);
    return detail;
  });

  app.post<{ Body: TestRequestBody }>('/tests/requests', { schema: createRequestSchema, config: { policy: testsArea } }, async (request, reply) => {
    const { request: created, created: isNew } = await createRequest(db, callerOf(request), schedule, request.body);
    return reply.code(isNew ? 201 : 200).send(created);
  });

  app.put<{ Params: IdParams; Body: TestRequestBody }>('/tests/requests/:id', { schema: updateRequestSchema, config: { policy: testsArea } }, (request) =>
    updateRequest(db, callerOf(request), schedule, request.params.id, request.body),
  );

  app.put<{ Params: IdParams; Body: { status: TestRequestStatus } }>('/tests/requests/:id/status', { schema: statusSchema, config: { policy: testsArea } }, (request) =>
    changeStatus(db, callerOf(request), schedule, request.params.id, request.body.status),
  );

  app.delete<{ Params: IdParams }>('/tests/requests/:id', { schema: archiveSchema, config: { policy: testsArea } }, async (request) => {
    await archiveRequest(db, callerOf(request), schedule, request.params.id);
    return { success: true, message: 'Test request archived' };
  });

  app.post<{ Params: IdParams; Body: SendReminderBody }>('/tests/requests/:id/send-reminder', { schema: sendReminderSchema, config: { policy: testsArea } }, (request) =>
    sendReminder(db, callerOf(request), { ...senders, timeZone: schedule.serverTimeZone }, request.params.id, request.body),
  );

  app.post<{ Params: IdParams; Body: CancelTestRequestBody }>('/tests/requests/:id/cancel', { schema: cancelWithNoticeSchema, config: { policy: testsArea } }, (request) =>
    cancelWithNotice(db, callerOf(request), { ...senders, timeZone: schedule.serverTimeZone }, schedule, request.params.id, request.body.message),
  );
}
