// The SQL of orders going out: which instruments take a request's markers, what the order says,
// and the outbox rows.
import type { OrderMessageType } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query';

export interface OrderingInstrument {
  id: number;
  name: string;
  institution_id: number;
  order_message: OrderMessageType;
  /** The instrument's code for each of the request's markers it maps (its first code per marker). */
  tests: { code: string; name: string }[];
}

/**
 * The active instruments with an order address that serve the request and map some of its markers;
 * `alreadyOrdered`: only those its order went to (a cancel goes to each of them).
 */
export async function selectOrderingInstruments(tx: Db, requestId: number, alreadyOrdered = false): Promise<OrderingInstrument[]> {
  const ordered = alreadyOrdered
    ? sql`and exists (select 1 from interface_messages o where o.direction = 'out' and o.test_request_id = tr.id and o.instrument_id = i.id and o.status <> 'discarded')`
    : sql``;
  return queryRows<OrderingInstrument>(
    tx,
    sql`select i.id, i.name, i.institution_id, i.order_message,
        json_agg(json_build_object('code', c.code, 'name', m.name) order by m.name, m.id) as tests
      from test_requests tr
      join instruments i on i.institution_id = tr.institution_id and (i.lab_id is null or i.lab_id = tr.lab_id) and i.active and i.order_host is not null
      join test_request_markers trm on trm.test_request_id = tr.id
      join lateral (select code from instrument_codes c where c.instrument_id = i.id and c.marker_id = trm.marker_id order by c.id limit 1) c on true
      join markers m on m.id = trm.marker_id
      where tr.id = ${requestId} ${ordered}
      group by i.id order by i.id`,
  );
}

export interface OrderFacts {
  id: number;
  barcode_number: string | null;
  priority: string;
  requested_at: string;
  sample_type: string | null;
  snomed_code: string | null;
  mrn: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: string | null;
}

export async function selectOrderFacts(tx: Db, requestId: number): Promise<OrderFacts | null> {
  const rows = await queryRows<OrderFacts>(
    tx,
    sql`select tr.id, tr.barcode_number, tr.priority, tr.requested_at, st.name as sample_type, st.snomed_code,
        coalesce(pi.medical_record_number, p.medical_record_number) as mrn, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.gender
      from test_requests tr join patients p on p.id = tr.patient_id
      left join patient_institutions pi on pi.patient_id = p.id and pi.institution_id = tr.institution_id
      left join sample_types st on st.id = tr.sample_type_id
      where tr.id = ${requestId}`,
  );
  return rows[0] ?? null;
}

/** The id the next message will have: its control id is made from it before the row is written. */
export async function nextMessageId(tx: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence('interface_messages', 'id')) as id`);
  return Number(rows[0].id);
}

/** An outgoing message, pending and due now. An external lab's FHIR order has no instrument (protocol 'fhir'). */
export async function insertOutgoing(
  tx: Db,
  row: { id: number; protocol?: 'hl7v2' | 'fhir'; instrumentId: number | null; institutionId: number; testRequestId: number; messageType: string; controlId: string; raw: string; searchText: string },
): Promise<void> {
  await tx.execute(
    sql`insert into interface_messages (id, direction, protocol, instrument_id, institution_id, test_request_id, message_type, control_id, status, next_attempt_at, raw, search_text)
      values (${row.id}, 'out', ${row.protocol ?? 'hl7v2'}, ${row.instrumentId}, ${row.institutionId}, ${row.testRequestId}, ${row.messageType}, ${row.controlId}, 'pending', now(), ${row.raw}, ${row.searchText})`,
  );
}
