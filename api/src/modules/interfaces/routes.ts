import { INTERFACE_PATHS } from '@lab/shared';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { permitted, signedIn, type RoutePolicy } from '../../platform/policy';
import type { ReadAuditLog } from '../../platform/read-audit';
import { createInstrument, getInstrument, listInstruments, updateInstrument } from './instrument-service';
import { discardMessage, getMessage, getWorklist, listMessages, retryMessage } from './message-service';
import * as schemas from './schemas';

// Instruments are kept in the CMS Instruments tab: the cms area lets in, the service asks the tab's
// rule. Their list is read by the worklists' users too (to pick an instrument), so any signed-in
// user reaches it and the service asks either rule. The messages and worklists are the Interfaces
// area's, each behind its action.
const cmsArea: RoutePolicy = { access: 'area', area: 'cms' };
const messages = permitted('interfaces.messages');
const worklists = permitted('interfaces.worklists');

export async function interfaceRoutes(app: FastifyInstance, { db, readAudit }: { db: Db; readAudit: ReadAuditLog }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(INTERFACE_PATHS.instruments, { schema: schemas.listInstrumentsSchema, config: { policy: signedIn } }, (request) => listInstruments(db, callerOf(request), request.query));
  api.post(INTERFACE_PATHS.instruments, { schema: schemas.createInstrumentSchema, config: { policy: cmsArea } }, async (request, reply) =>
    reply.code(201).send({ instrument: await createInstrument(db, callerOf(request), request.body) }),
  );
  api.get(INTERFACE_PATHS.instrument, { schema: schemas.getInstrumentSchema, config: { policy: cmsArea } }, async (request) => ({
    instrument: await getInstrument(db, callerOf(request), request.params.id),
  }));
  api.put(INTERFACE_PATHS.instrument, { schema: schemas.updateInstrumentSchema, config: { policy: cmsArea } }, async (request) => ({
    instrument: await updateInstrument(db, callerOf(request), request.params.id, request.body),
  }));
  api.get(INTERFACE_PATHS.worklist, { schema: schemas.worklistSchema, config: { policy: worklists } }, (request) => getWorklist(db, callerOf(request), request.params.id, request.query));

  api.get(INTERFACE_PATHS.messages, { schema: schemas.listMessagesSchema, config: { policy: messages } }, (request) => listMessages(db, callerOf(request), request.query));
  api.get(INTERFACE_PATHS.message, { schema: schemas.getMessageSchema, config: { policy: messages } }, async (request) => ({
    message: await getMessage(db, callerOf(request), readAudit, request.params.id),
  }));
  api.post(INTERFACE_PATHS.retry, { schema: schemas.retryMessageSchema, config: { policy: messages } }, async (request) => ({ message: await retryMessage(db, callerOf(request), request.params.id) }));
  api.post(INTERFACE_PATHS.discard, { schema: schemas.discardMessageSchema, config: { policy: messages } }, async (request) => ({ message: await discardMessage(db, callerOf(request), request.params.id) }));
}
