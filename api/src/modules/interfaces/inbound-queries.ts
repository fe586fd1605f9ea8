// The SQL of a result message's import: its instrument, the order it answers, the code map, and
// the message log row.
import { requestIdNamedBy, type MessageStatus } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRowsPrepared } from '../../platform/db/query';

export interface SendingInstrument {
  id: number;
  name: string;
  institution_id: number;
  lab_id: number | null;
  allowed_addresses: string[];
}

export async function selectActiveInstrument(db: Db, name: string): Promise<SendingInstrument | null> {
  const rows = await queryRowsPrepared<SendingInstrument>(
    db,
    sql`select id, name, institution_id, lab_id, allowed_addresses from instruments where name = ${name} and active`,
  );
  return rows[0] ?? null;
}

/** The control id was already imported from this instrument. */
export async function wasAccepted(tx: Db, instrumentId: number, controlId: string): Promise<boolean> {
  const rows = await queryRowsPrepared<{ id: number }>(
    tx,
    sql`select id from interface_messages where direction = 'in' and status = 'accepted' and instrument_id = ${instrumentId} and control_id = ${controlId} limit 1`,
  );
  return rows.length > 0;
}

export interface OrderedRequest {
  id: number;
  institution_id: number;
  lab_id: number | null;
  status: string;
  archived: boolean;
}

/**
 * The request the message answers, locked (an edit of the request, and a second import of it, wait for this one):
 * by the placer order number, else by the specimen barcode.
 */
export async function lockOrderedRequest(tx: Db, placer: string, barcode: string): Promise<OrderedRequest | null> {
  const id = placer ? requestIdNamedBy(placer) : null;
  const where = id !== null ? sql`id = ${id}` : barcode ? sql`barcode_number = ${barcode}` : null;
  if (!where) return null;
  // prepared: one plan per key kind (placer or barcode), whatever the value
  const rows = await queryRowsPrepared<OrderedRequest>(
    tx,
    sql`select id, institution_id, lab_id, status, archived_at is not null as archived from test_requests where ${where} for update`,
  );
  return rows[0] ?? null;
}

/**
 * The instrument's entries for `codes` (the codes a message uses) and the markers they name, with
 * each marker's UCUM units. Only those: an instrument that knows every marker by two codes would
 * otherwise send back its whole map for every message.
 */
export async function selectCodeMap(tx: Db, instrumentId: number, codes: string[]): Promise<{ code: string; marker_id: number; ucum_units: string | null }[]> {
  return queryRowsPrepared(
    tx,
    sql`select c.code, c.marker_id, m.ucum_units from instrument_codes c join markers m on m.id = c.marker_id
      where c.instrument_id = ${instrumentId} and c.code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
}

/** The request's result, if it has one yet. */
export async function selectResultId(tx: Db, requestId: number): Promise<number | null> {
  const rows = await queryRowsPrepared<{ id: number }>(tx, sql`select id from test_results where test_request_id = ${requestId}`);
  return rows[0]?.id ?? null;
}

export interface InboundRow {
  instrumentId: number | null;
  institutionId: number | null;
  testRequestId: number | null;
  messageType: string | null;
  controlId: string | null;
  status: MessageStatus;
  ackCode: string;
  error: string | null;
  raw: string;
  ackRaw: string;
  remoteAddress: string | null;
  searchText: string;
}

/** Logs an incoming message with the ACK it got (prepared: it runs for every message). */
export async function insertInbound(db: Db, row: InboundRow): Promise<number> {
  const rows = await queryRowsPrepared<{ id: number }>(
    db,
    sql`insert into interface_messages (direction, instrument_id, institution_id, test_request_id, message_type, control_id, status, ack_code, last_error, raw, ack_raw,
        remote_address, search_text, attempts, delivered_at)
      values ('in', ${row.instrumentId}, ${row.institutionId}, ${row.testRequestId}, ${row.messageType}, ${row.controlId}, ${row.status}, ${row.ackCode}, ${row.error},
        ${row.raw}, ${row.ackRaw}, ${row.remoteAddress}, ${row.searchText}, 1, now())
      returning id`,
  );
  return Number(rows[0].id);
}
