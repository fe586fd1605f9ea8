// The message log's SQL for the Interfaces screen: a page of messages newest first (the ids from
// one index scan, then their columns), the counts of each status, one message, and a person's
// Retry and Discard (each only from the status the rule allows, so two clicks at once change it once).
import type { InterfaceMessage, InterfaceMessageListQuery, InterfaceMessageSummary, MessageStatus, Scope } from '@lab/shared';
import { LIST_COUNT_CAP } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { cappedCountQuery, containing, offsetOf, where } from '../../platform/db/list-page';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';

const SUMMARY = sql`m.id, m.direction, m.protocol, m.instrument_id, i.name as instrument_name, m.institution_id, m.test_request_id, m.message_type, m.control_id,
  m.status, m.ack_code, m.attempts, m.next_attempt_at, m.last_error, m.remote_address, m.created_at, m.updated_at, m.delivered_at`;

const withIsoTimes = <T extends InterfaceMessageSummary>(r: T): T => ({
  ...r,
  id: Number(r.id),
  created_at: isoOrNull(r.created_at)!,
  updated_at: isoOrNull(r.updated_at)!,
  next_attempt_at: isoOrNull(r.next_attempt_at),
  delivered_at: isoOrNull(r.delivered_at),
});

/** A message from no known instrument has no institution: only those who see every institution see it. */
const scoped = (scope: Scope) => (scope === 'all' ? sql`true` : scopeCondition(sql`m.institution_id`, scope));

function conditions(scope: Scope, q: InterfaceMessageListQuery, withStatus: boolean): SQL[] {
  const out = [scoped(scope)];
  if (q.direction) out.push(sql`m.direction = ${q.direction}`);
  if (withStatus && q.status) out.push(sql`m.status = ${q.status}`);
  if (q.instrument_id) out.push(sql`m.instrument_id = ${q.instrument_id}`);
  if (q.search?.trim()) out.push(sql`m.search_text like ${containing(q.search.trim())}`);
  return out;
}

export async function selectMessagePage(db: Db, scope: Scope, q: InterfaceMessageListQuery, page: number, limit: number): Promise<{ rows: InterfaceMessageSummary[]; matches: number }> {
  const filter = where(conditions(scope, q, true));
  const rows = await queryRows<InterfaceMessageSummary>(
    db,
    sql`with page as (select m.id from interface_messages m ${filter} order by m.created_at desc, m.id desc limit ${limit} offset ${offsetOf(page, limit)})
      select ${SUMMARY} from page join interface_messages m on m.id = page.id left join instruments i on i.id = m.instrument_id
      order by m.created_at desc, m.id desc`,
  );
  const [counted] = await queryRows<{ count: string }>(db, cappedCountQuery(sql`from interface_messages m ${filter}`));
  return { rows: rows.map(withIsoTimes), matches: Number(counted.count) };
}

/** How many messages of each status match the filters other than status (each counted up to the cap). */
export async function selectStatusCounts(db: Db, scope: Scope, q: InterfaceMessageListQuery): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: string }>(
    db,
    sql`select s.status, (select count(*) from (select 1 from interface_messages m ${where([...conditions(scope, q, false), sql`m.status = s.status`])} limit ${LIST_COUNT_CAP + 1}) c) as n
      from unnest(array['accepted', 'error', 'rejected', 'duplicate', 'pending', 'sending', 'delivered', 'dead', 'discarded']) as s(status)`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function selectMessage(db: Db, scope: Scope, id: number): Promise<InterfaceMessage | null> {
  const rows = await queryRows<InterfaceMessage>(
    db,
    sql`select ${SUMMARY}, m.raw, m.ack_raw from interface_messages m left join instruments i on i.id = m.instrument_id where m.id = ${id} and ${scoped(scope)}`,
  );
  return rows[0] ? withIsoTimes(rows[0]) : null;
}

/** Retry: a dead outgoing message goes back to the queue, due now, its attempts counted afresh. */
export async function requeue(tx: Db, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update interface_messages set status = 'pending', attempts = 0, next_attempt_at = now(), lease_until = null, updated_at = now()
      where id = ${id} and direction = 'out' and status = 'dead' returning id`,
  );
  return rows.length > 0;
}

/** Discard: a pending or dead outgoing message is given up; a worker holding it (sending) is not overruled. */
export async function discard(tx: Db, id: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`update interface_messages set status = 'discarded', lease_until = null, updated_at = now()
      where id = ${id} and direction = 'out' and status in ('pending', 'dead') returning id`,
  );
  return rows.length > 0;
}

export type { MessageStatus };
