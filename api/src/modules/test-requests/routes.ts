import { TEST_REQUEST_PATHS, type TestRequestListQuery } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import type { RoutePolicy } from '../../platform/policy';
import { READ_ACTIONS, type ReadAuditLog } from '../../platform/read-audit';
import type { ReminderSchedule } from '../reminders/public';
import { requireInstitutionInScope } from '../../platform/scope';
import { cancelWithNotice } from './cancel';
import { sendReminder, type Senders } from './notify';
import { createOrder } from './order-batch';
import {
  archiveSchema,
  cancelWithNoticeSchema,
  createOrderSchema,
  createRequestSchema,
  getRequestSchema,
  listRequestsSchema,
  orderSchemaErrors,
  sendReminderSchema,
  statusSchema,
  updateRequestSchema,
} from './schemas';
import { archiveRequest, changeStatus, createRequest, getRequestDetail, listRequests, updateRequest } from './service';

// Everyone with the tests area reaches these routes; who may order, cancel, archive, move a
// status or notify is decided per request by @lab/shared (test-request-rules.ts), in the service.
const testsArea: RoutePolicy = { access: 'area', area: 'tests' };

/** The query once validated: the schema's defaults filled page and limit in. */
type ListQuery = TestRequestListQuery & Required<Pick<TestRequestListQuery, 'page' | 'limit'>>;

export async function testRequestRoutes(app: FastifyInstance, { db, schedule, readAudit, ...senders }: { db: Db; schedule: ReminderSchedule; readAudit: ReadAuditLog } & Omit<Senders, 'timeZone'>) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(TEST_REQUEST_PATHS.list, { schema: listRequestsSchema, config: { policy: testsArea } }, (request) => {
    const { page, limit, after, status, priority, search, institution_id } = request.query as ListQuery;
    if (institution_id !== undefined) requireInstitutionInScope(request.scope, institution_id);
    return listRequests(db, callerOf(request), { page, limit, after, status, priority, search, institutionId: institution_id });
  });

  api.get(TEST_REQUEST_PATHS.one, { schema: getRequestSchema, config: { policy: testsArea } }, async (request) => {
    const caller = callerOf(request);
    const detail = await getRequestDetail(db, caller, request.params.id);
    readAudit.record({ action: READ_ACTIONS.test_request, entityType: 'test_request', entityId: detail.id, institutionId: detail.institution_id }, caller);
    return detail;
  });

  api.post(TEST_REQUEST_PATHS.list, { schema: createRequestSchema, config: { policy: testsArea } }, async (request, reply) => {
    const { request: created, created: isNew } = await createRequest(db, callerOf(request), schedule, request.body);
    return reply.code(isNew ? 201 : 200).send(created);
  });

  api.post(TEST_REQUEST_PATHS.batch, { schema: createOrderSchema, schemaErrorFormatter: orderSchemaErrors, config: { policy: testsArea } }, async (request, reply) => {
    const { requests, created } = await createOrder(db, callerOf(request), schedule, request.body.tests);
    return reply.code(created ? 201 : 200).send({ requests });
  });

  api.put(TEST_REQUEST_PATHS.one, { schema: updateRequestSchema, config: { policy: testsArea } }, async (request) => {
    const caller = callerOf(request);
    const detail = await updateRequest(db, caller, schedule, request.params.id, request.body);
    // The answer is the whole detail (results, notifications), which the editor is shown as a read is.
    readAudit.record({ action: READ_ACTIONS.test_request, entityType: 'test_request', entityId: detail.id, institutionId: detail.institution_id }, caller);
    return detail;
  });

  api.put(TEST_REQUEST_PATHS.status, { schema: statusSchema, config: { policy: testsArea } }, (request) =>
    changeStatus(db, callerOf(request), schedule, request.params.id, request.body.status),
  );

  api.delete(TEST_REQUEST_PATHS.one, { schema: archiveSchema, config: { policy: testsArea } }, async (request) => {
    await archiveRequest(db, callerOf(request), schedule, request.params.id);
    return { success: true as const, message: 'Test request archived' };
  });

  api.post(TEST_REQUEST_PATHS.sendReminder, { schema: sendReminderSchema, config: { policy: testsArea } }, (request) =>
    sendReminder(db, callerOf(request), { ...senders, timeZone: schedule.serverTimeZone }, request.params.id, request.body),
  );

  api.post(TEST_REQUEST_PATHS.cancel, { schema: cancelWithNoticeSchema, config: { policy: testsArea } }, (request) =>
    cancelWithNotice(db, callerOf(request), { ...senders, timeZone: schedule.serverTimeZone }, schedule, request.params.id, request.body.message),
  );
}
