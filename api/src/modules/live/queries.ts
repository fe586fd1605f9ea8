// The change feed the live updates stream reads: results and requests changed (their audit rows,
// written in the same transaction as the change) and analyzer messages changed (their change
// numbers), after a cursor, in the caller's institutions. Only ids and states leave here: a screen
// fetches what it shows through its own routes, with their own checks.
import type { LiveEvent, Scope } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';

export interface Cursor {
  audit: number;
  messages: number;
}

const BATCH = 200;

export async function currentCursor(db: Db): Promise<Cursor> {
  const [row] = await queryRows<{ audit: string | null; messages: string | null }>(
    db,
    sql`select (select max(id) from audit_log) as audit, (select max(change_seq) from interface_messages) as messages`,
  );
  return { audit: Number(row.audit ?? 0), messages: Number(row.messages ?? 0) };
}

export async function changesAfter(db: Db, scope: Scope, cursor: Cursor): Promise<{ events: LiveEvent[]; cursor: Cursor }> {
  const audits = await queryRows<{ id: string; entity_type: string; entity_id: string; action: string }>(
    db,
    sql`select id, entity_type, entity_id, action from audit_log
      where id > ${cursor.audit} and entity_type in ('test_result', 'test_request') and ${scopeCondition(sql`institution_id`, scope)}
      order by id limit ${BATCH}`,
  );
  const messages = await queryRows<{ id: string; change_seq: string; direction: 'in' | 'out'; status: string; instrument_id: number | null; test_request_id: number | null }>(
    db,
    sql`select id, change_seq, direction, status, instrument_id, test_request_id from interface_messages
      where change_seq > ${cursor.messages} and ${scope === 'all' ? sql`true` : scopeCondition(sql`institution_id`, scope)}
      order by change_seq limit ${BATCH}`,
  );
  const events: LiveEvent[] = [
    ...audits.map((a): LiveEvent => ({ kind: a.entity_type === 'test_result' ? 'result' : 'request', id: Number(a.entity_id), action: a.action })),
    ...messages.map((m): LiveEvent => ({ kind: 'message', id: Number(m.id), direction: m.direction, status: m.status, instrument_id: m.instrument_id, test_request_id: m.test_request_id })),
  ];
  return {
    events,
    cursor: {
      audit: audits.length ? Number(audits[audits.length - 1].id) : cursor.audit,
      messages: messages.length ? Number(messages[messages.length - 1].change_seq) : cursor.messages,
    },
  };
}
