// The message log's SQL for the Interfaces screen: a page of messages newest first (the ids from
// one index scan, then their columns), the counts of each status, one message, and a person's
// Retry and Discard (each only from the status the rule allows, so two clicks at once change it once).
import type { InterfaceMessage, InterfaceMessageListQuery, InterfaceMessageSummary, MessageStatus, Scope } from '@lab/shared';
import { INBOUND_STATUSES, INTERFACE_SCREEN_TEXTS, LIST_COUNT_CAP, MESSAGE_STATUSES, OUTBOUND_STATUSES } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, inlined, jsonRows, nextAfter, type PageAt, pageKey, pageWindow, where } from '../../platform/db/list-page';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { classifyTerm, searchPage } from '../../platform/db/search';
import { messagesSearched } from './message-search';

// an external lab's FHIR order has no instrument: the lab it goes to (its provider key, in the message) stands in its place
const SUMMARY = sql`m.id, m.direction, m.protocol, m.instrument_id, i.name as instrument_name, m.institution_id, m.test_request_id, m.message_type, m.control_id,
  m.status, m.ack_code, m.attempts, m.next_attempt_at, m.last_error, m.remote_address, m.created_at, m.updated_at, m.delivered_at,
  case when m.protocol = 'fhir' then m.raw::jsonb->>'provider' end as external_provider`;

const withIsoTimes = <T extends InterfaceMessageSummary>({ external_provider, ...r }: T & { external_provider?: string | null }): T => ({
  ...(r as unknown as T),
  instrument_name: r.instrument_name ?? (external_provider ? INTERFACE_SCREEN_TEXTS.externalLab(external_provider) : null),
  id: Number(r.id),
  created_at: isoOrNull(r.created_at)!,
  updated_at: isoOrNull(r.updated_at)!,
  next_attempt_at: isoOrNull(r.next_attempt_at),
  delivered_at: isoOrNull(r.delivered_at),
});

/** A message from no known instrument has no institution: only those who see every institution see it. */
const scoped = (scope: Scope) => (scope === 'all' ? sql`true` : scopeCondition(sql`m.institution_id`, scope));

function conditions(q: InterfaceMessageListQuery): SQL[] {
  const out: SQL[] = [];
  if (q.direction) out.push(sql`m.direction = ${q.direction}`);
  if (q.status) out.push(sql`m.status = ${q.status}`);
  if (q.instrument_id) out.push(sql`m.instrument_id = ${q.instrument_id}`);
  return out;
}

/**
 * A page of messages newest first, how many match, how many of the caller's messages have each
 * status (in the asked direction), and the next page's key (none for a search, which pages by
 * offset): one statement. The rows come back as JSON.
 */
export async function selectMessagePage(
  db: Db,
  scope: Scope,
  q: InterfaceMessageListQuery,
  at: PageAt,
): Promise<{ rows: InterfaceMessageSummary[]; matches: number; counts: Record<string, number>; next?: string }> {
  if (scope !== 'all' && scope.length === 0) return { rows: [], matches: 0, counts: {} };
  const term = classifyTerm(q.search);
  const filter = [scoped(scope), ...conditions(q)];
  // a search: the newest walked, or every match from an index (platform/db/search.ts)
  const plan = term
    ? searchPage(messagesSearched(scope, conditions(q)), term, at.page, at.limit)
    : {
        prefix: sql``,
        ids: sql`select m.id from interface_messages m ${where([...filter, ...afterKey(at, sql`m.created_at`, sql`m.id`)])} order by m.created_at desc, m.id desc ${pageWindow(at)}`,
        count: cappedCountQuery(sql`from interface_messages m ${where(filter)}`),
        run: queryRowsPrepared,
      };
  const [found] = await plan.run<{ rows: (InterfaceMessageSummary & { page_key: string })[]; total: string; counts: Record<string, string | number> | null }>(
    db,
    sql`${plan.prefix}select ${jsonRows(sql`select ${SUMMARY}, ${pageKey(sql`m.created_at`, sql`m.id`)} as page_key from (${plan.ids}) page join interface_messages m on m.id = page.id left join instruments i on i.id = m.instrument_id`, sql`r.created_at desc, r.id desc`)} as rows,
      (${plan.count}) as total, ${statusCounts(scope, q.direction)} as counts`,
  );
  // a status no message has yet has no counter row
  const counts = Object.fromEntries(statusesOf(q.direction).map((status) => [status, Number(found.counts?.[status] ?? 0)]));
  return {
    rows: found.rows.map(({ page_key: _key, ...row }) => withIsoTimes(row)),
    matches: Number(found.total),
    counts,
    next: term ? undefined : nextAfter(found.rows, at.limit),
  };
}

const statusesOf = (direction: InterfaceMessageListQuery['direction']) =>
  direction === 'in' ? INBOUND_STATUSES : direction === 'out' ? OUTBOUND_STATUSES : MESSAGE_STATUSES;

/**
 * How many of the caller's messages have each status (in the asked direction), from the kept
 * counters (interface_message_counts, whose institution 0 is everyone's), each up to the cap as the
 * list's own total is. The instrument and the search narrow the list, not these counts.
 */
function statusCounts(scope: Scope, direction: InterfaceMessageListQuery['direction']): SQL {
  const whose = scope === 'all' ? sql`c.institution_id = 0` : scopeCondition(sql`c.institution_id`, scope);
  const statuses = sql.join(statusesOf(direction).map((status) => sql`${status}`), sql`, `);
  return sql`(select json_object_agg(k.status, k.n) from (
    select c.status, least(sum(c.entries), ${inlined(LIST_COUNT_CAP + 1)}) as n from interface_message_counts c
    where ${whose} and c.status in (${statuses}) group by c.status) k)`;
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
