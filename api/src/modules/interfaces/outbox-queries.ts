// The outbox's SQL. A worker claims due messages with FOR UPDATE SKIP LOCKED (two workers never
// take the same one) and holds each by a lease while it sends; a message whose worker stopped is
// taken again when its lease ends. Of one request's messages to one instrument only the oldest
// undelivered goes out, so a cancel never overtakes its order. An external lab's FHIR order
// (protocol 'fhir') has no instrument: it is claimed by a worker that has a sender for it, and
// since a null instrument equals nothing it neither waits for nor holds back an instrument's messages.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

export interface ClaimedMessage {
  id: number;
  protocol: 'hl7v2' | 'fhir';
  control_id: string;
  raw: string;
  attempts: number;
  order_host: string | null;
  order_port: number | null;
}

/** `fhir`: the worker can deliver an external lab's FHIR orders too (it has their sender). */
export async function claimDue(db: Db, limit: number, leaseMs: number, fhir = false): Promise<ClaimedMessage[]> {
  const protocols = fhir ? sql`('hl7v2', 'fhir')` : sql`('hl7v2')`;
  return db.transaction((tx) =>
    queryRows<ClaimedMessage>(
      tx,
      sql`with due as (
          select m.id, m.instrument_id from interface_messages m
          where m.direction = 'out' and m.protocol in ${protocols} and m.status in ('pending', 'sending') and m.next_attempt_at <= now()
            and (m.status = 'pending' or m.lease_until < now())
            and not exists (select 1 from interface_messages e where e.direction = 'out' and e.status in ('pending', 'sending')
              and e.instrument_id = m.instrument_id and e.test_request_id = m.test_request_id and e.id < m.id)
          order by m.next_attempt_at, m.id limit ${limit}
          for update of m skip locked)
        update interface_messages m set status = 'sending', attempts = m.attempts + 1, lease_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
        from due left join instruments i on i.id = due.instrument_id
        where m.id = due.id
        returning m.id, m.protocol, m.control_id, m.raw, m.attempts, i.order_host, i.order_port`,
    ),
  );
}
