// Analyzers and their messages: one instrument per institution (serving all its requests, its code
// map every coded marker), and for about three requests in ten that reached the lab an order sent
// to it (delivered; a few dead after their attempts) and, when the request has a result, the
// instrument's result message (accepted; a few refused). What the Interfaces page and the
// worklists read at scale (their kept entries included).
import type { Db } from '../platform/db/client';
import type { GenerationContext, TableCounts } from './context';
import { below, chance, epoch, rows, run, ts, weighted } from './sql-kit';

/**
 * Statistics of what the worklist rebuild reads of the requests, to take once their markers have
 * committed and before the analyzer messages load: the rebuild joins millions of rows, and without
 * statistics of what was just loaded the planner took nested loops that ran for hours at full size.
 * In a statement of its own: an ANALYZE holds a lock, which an index build on its tables waits for,
 * until its transaction ends.
 */
export const analyzeRequestsForWorklist = (db: Db) => run(db, 'ANALYZE test_requests, test_request_markers');

export async function insertInterfaces(ctx: GenerationContext): Promise<TableCounts> {
  const { plan } = ctx;
  const instruments = await ctx.load.insert(
    'instruments',
    `INSERT INTO instruments (id, name, model, institution_id, active, order_host, order_port, order_message, allowed_addresses, created_at, updated_at)
     SELECT i.id, 'ANALYZER-' || i.id, 'Chemistry analyzer', i.id, true, '10.20.' || (i.id % 250) || '.10', 2576, 'OML^O21', ARRAY['10.20.' || (i.id % 250) || '.10'],
       i.created_at, i.created_at
     FROM institutions i`,
  );
  const codes = await ctx.load.insert(
    'instrument_codes',
    `INSERT INTO instrument_codes (instrument_id, code, marker_id)
     SELECT i.id, c.code, c.marker_id FROM instruments i
     CROSS JOIN LATERAL (SELECT m.marker_code AS code, m.id AS marker_id FROM markers m WHERE m.marker_code IS NOT NULL
       UNION SELECT m.loinc_code, min(m.id) FROM markers m WHERE m.loinc_code IS NOT NULL GROUP BY m.loinc_code) c
     ON CONFLICT DO NOTHING`,
  );
  const sent = `${epoch('tr.requested_at')} + 86400`;
  // the worklists are built once after the load (one pass), not message by message by their trigger
  await run(ctx.db, 'ALTER TABLE interface_messages DISABLE TRIGGER interface_messages_worklist');
  const messages = await ctx.load.insert(
    'interface_messages',
    `INSERT INTO interface_messages (id, direction, instrument_id, institution_id, test_request_id, message_type, control_id, status, ack_code, attempts,
       last_error, raw, search_text, created_at, updated_at, delivered_at)
     SELECT row_number() OVER (ORDER BY m.at, m.k), m.direction, m.institution_id, m.institution_id, m.test_request_id, m.message_type, m.control_id, m.status,
       m.ack_code, m.attempts, m.last_error, m.raw,
       -- the text the API gives a message: an order's action, the control id, the type, the instrument, the request, the barcode
       lower(concat_ws(' ', m.action, m.control_id, m.message_type, 'ANALYZER-' || m.institution_id, 'req-' || lpad(m.test_request_id::text, 6, '0'), m.barcode)),
       ${ts('m.at')}, ${ts('m.at')}, CASE WHEN m.status IN ('delivered', 'accepted', 'error') THEN ${ts('m.at')} END
     FROM (
       SELECT tr.id * 2 AS k, 'out' AS direction, 'NW' AS action, tr.institution_id, tr.id AS test_request_id, 'OML^O21' AS message_type, 'LP' || lpad((tr.id * 2)::text, 10, '0') AS control_id,
         d.status, CASE WHEN d.status = 'delivered' THEN 'AA' END AS ack_code, CASE WHEN d.status = 'dead' THEN 8 ELSE 1 END AS attempts,
         CASE WHEN d.status = 'dead' THEN 'connect ECONNREFUSED' END AS last_error,
         'MSH|^~\\&|LABPORTAL|LAB|ANALYZER-' || tr.institution_id || '||' || to_char(${ts(sent)}, 'YYYYMMDDHH24MISS') || '||OML^O21^OML_O21|LP' || lpad((tr.id * 2)::text, 10, '0') || '|P|2.5.1' AS raw,
         tr.barcode_number AS barcode, ${sent} AS at
       FROM test_requests tr
       CROSS JOIN LATERAL (SELECT ${weighted('tr.id', 701, [['delivered', 98], ['dead', 2]])} AS status) d
       WHERE tr.status IN ('in_progress', 'completed') AND ${below('tr.id', 702, 100)} < 30
       UNION ALL
       SELECT tr.id * 2 + 1, 'in', NULL, tr.institution_id, tr.id, 'ORU^R01', 'R' || (tr.id * 2 + 1), CASE WHEN ${chance('tr.id', 703, 1)} THEN 'error' ELSE 'accepted' END,
         CASE WHEN ${chance('tr.id', 703, 1)} THEN 'AE' ELSE 'AA' END, 1, CASE WHEN ${chance('tr.id', 703, 1)} THEN 'Code ZZZ is not mapped to a marker for this instrument' END,
         'MSH|^~\\&|ANALYZER-' || tr.institution_id || '|LAB|LABPORTAL|LAB|' || to_char(${ts(`${sent} + 3600`)}, 'YYYYMMDDHH24MISS') || '||ORU^R01^ORU_R01|R' || (tr.id * 2 + 1) || '|P|2.5.1',
         tr.barcode_number, ${sent} + 3600
       FROM test_requests tr JOIN test_results r ON r.test_request_id = tr.id
       WHERE tr.status IN ('in_progress', 'completed') AND ${below('tr.id', 702, 100)} < 30
     ) m
     WHERE m.at <= ${plan.now}`,
  );
  await run(ctx.db, 'ALTER TABLE interface_messages ENABLE TRIGGER interface_messages_worklist');
  // the rebuild looks messages up per request and instrument, through this index alone; the
  // others (a trigram GIN among them) are built after the load like every other
  await ctx.load.buildIndexes(['interface_messages_request_instrument_idx']);
  // the requests' statistics were taken before (analyzeRequestsForWorklist); these tables are loaded here
  await run(ctx.db, 'ANALYZE instruments, instrument_codes, interface_messages');
  await run(ctx.db, 'SELECT instrument_worklist_rebuild()');
  const [worklist] = await rows<{ n: string }>(ctx.db, 'SELECT count(*) AS n FROM instrument_worklist');
  return { instruments, instrument_codes: codes, interface_messages: messages, instrument_worklist: Number(worklist!.n) };
}
