// The Interfaces screen's rules: who sees which messages (an institution's admin: their
// institutions' instruments'; a message from no known instrument: only super_admin, by scope
// 'all'), reading a raw message is audited (it holds patient data), and Retry and Discard are a
// person's decisions, audited with the message's state.
import {
  canDiscardMessage,
  canRetryMessage,
  INTERFACE_MESSAGES as M,
  MESSAGE_STATUSES,
  MESSAGES_PAGE_SIZE,
  toPagination,
  WORKLIST_PAGE_SIZE,
  type InterfaceMessage,
  type InterfaceMessageListQuery,
  type InterfaceMessageListResponse,
  type WorklistQuery,
  type WorklistResponse,
} from '@lab/shared';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { ReadAuditLog } from '../../platform/read-audit';
import * as queries from './message-queries';
import { selectWorklist, selectWorklistInstrument } from './worklist-queries';

export async function listMessages(db: Db, caller: Caller, q: InterfaceMessageListQuery): Promise<InterfaceMessageListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? MESSAGES_PAGE_SIZE;
  const { rows, matches, counts: counted, next } = await queries.selectMessagePage(db, caller.scope, q, { page, limit, after: q.after });
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, counted[s] ?? 0])) as InterfaceMessageListResponse['counts'];
  return { data: rows, pagination: toPagination(page, limit, { matches, exact: false }, next), counts };
}

export async function getMessage(db: Db, caller: Caller, readAudit: ReadAuditLog, id: number): Promise<InterfaceMessage> {
  const message = await queries.selectMessage(db, caller.scope, id);
  if (!message) throw notFound(M.notFound);
  readAudit.record({ action: 'interface_message.viewed', entityType: 'interface_message', entityId: id, institutionId: message.institution_id, details: { test_request_id: message.test_request_id } }, caller);
  return message;
}

async function change(db: Db, caller: Caller, id: number, action: 'retry' | 'discard'): Promise<InterfaceMessage> {
  const before = await queries.selectMessage(db, caller.scope, id);
  if (!before) throw notFound(M.notFound);
  const allowed = action === 'retry' ? canRetryMessage(before.status) : canDiscardMessage(before.status) && before.direction === 'out';
  if (!allowed || before.direction !== 'out') throw conflict(action === 'retry' ? M.retryRefused : M.discardRefused);
  await db.transaction(async (tx) => {
    const done = action === 'retry' ? await queries.requeue(tx, id) : await queries.discard(tx, id);
    // another person or the worker moved it meanwhile
    if (!done) throw conflict(action === 'retry' ? M.retryRefused : M.discardRefused);
    await writeAudit(tx, { action: `interface_message.${action === 'retry' ? 'retried' : 'discarded'}`, entityType: 'interface_message', entityId: id, institutionId: before.institution_id, details: { from: before.status, attempts: before.attempts } }, caller);
  });
  return (await queries.selectMessage(db, caller.scope, id))!;
}

export const retryMessage = (db: Db, caller: Caller, id: number) => change(db, caller, id, 'retry');
export const discardMessage = (db: Db, caller: Caller, id: number) => change(db, caller, id, 'discard');

export async function getWorklist(db: Db, caller: Caller, id: number, q: WorklistQuery): Promise<WorklistResponse> {
  const instrument = await selectWorklistInstrument(db, caller.scope, id);
  if (!instrument) throw notFound(M.instrumentNotFound);
  const page = q.page ?? 1;
  const limit = q.limit ?? WORKLIST_PAGE_SIZE;
  const { rows, counts, next } = await selectWorklist(db, instrument, q, { page, limit, after: q.after });
  const matches = q.state ? counts[q.state] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { data: rows, pagination: toPagination(page, limit, { matches, exact: true }, next), counts };
}
