// What the HL7 bench sends: ORU^R01 result messages from the demo analyzer for St Mary's requests
// in progress at its laboratory, one OBX per ordered marker the analyzer knows, with a plausible
// value inside the marker's range. The shape is the analyzer simulator's (analyzer-sim/README.md).
import { formatRequestId } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query';
import { Hl7Message } from '../modules/interfaces/public';

export const BENCH_INSTRUMENT = 'DEMO-ANALYZER';

interface WorkMarker {
  code: string;
  name: string;
  units: string | null;
  low: number | null;
  high: number | null;
}

export interface WorkRequest {
  id: number;
  barcode: string | null;
  mrn: string;
  family: string;
  given: string;
  markers: WorkMarker[];
}

/**
 * The requests a message may answer: in progress, of the instrument's institution and sent to its
 * laboratory, not archived, without a released result (an instrument may only add a draft to
 * those), with the markers the instrument has a code for.
 */
export async function requestsForInstrument(db: Db, limit = 500): Promise<WorkRequest[]> {
  const rows = await queryRows<WorkRequest>(
    db,
    sql`select tr.id, tr.barcode_number as barcode, p.medical_record_number as mrn, p.last_name as family, p.first_name as given,
        json_agg(json_build_object('code', m.marker_code, 'name', m.name, 'units', coalesce(m.ucum_units, m.units),
          'low', m.range_min, 'high', m.range_max) order by m.id) as markers
      from test_requests tr
      join instruments i on i.name = ${BENCH_INSTRUMENT} and i.institution_id = tr.institution_id and i.lab_id = tr.lab_id
      join patients p on p.id = tr.patient_id
      join test_request_markers trm on trm.test_request_id = tr.id join markers m on m.id = trm.marker_id
      where tr.status = 'in_progress' and tr.archived_at is null
        and exists (select 1 from instrument_codes c where c.instrument_id = i.id and c.code = m.marker_code)
        and not exists (select 1 from test_results r where r.test_request_id = tr.id and r.status not in ('draft'))
      group by tr.id, p.id order by tr.id limit ${limit}`,
  );
  return rows;
}

/** Text as it may stand in an HL7 field: the separators and the escape character left out. */
const plain = (text: string) => text.replace(/[|^~\\&\r\n]/g, ' ');

const stamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** A value inside the marker's range (or 1 to 100 without one), with the decimals of a lab value. */
function valueFor(marker: WorkMarker): string {
  const low = marker.low === null ? 1 : Number(marker.low);
  const high = marker.high === null ? Math.max(low * 2, 100) : Number(marker.high);
  const value = low + Math.random() * (high - low);
  return value.toFixed(high - low < 10 ? 2 : 1);
}

export interface Outgoing {
  controlId: string;
  message: Hl7Message;
}

/** The ORU^R01 for `request` under `controlId`, parsed once (sending only prints it). */
export function resultMessageFor(request: WorkRequest, controlId: string, at = new Date()): Outgoing {
  const placer = formatRequestId(request.id);
  const barcode = plain(request.barcode ?? '');
  const when = stamp(at);
  const [first] = request.markers;
  const segments = [
    `MSH|^~\\&|${BENCH_INSTRUMENT}|SIM|LABPORTAL|LAB|${when}||ORU^R01^ORU_R01|${controlId}|P|2.5.1`,
    `PID|1||${plain(request.mrn)}^^^^MR||${plain(request.family)}^${plain(request.given)}`,
    `ORC|RE|${placer}|${barcode}`,
    `OBR|1|${placer}|${barcode}|${first.code}^${plain(first.name)}^99LAB|||${when}`,
    ...request.markers.map((m, i) => {
      const range = m.low !== null && m.high !== null ? `${Number(m.low)}-${Number(m.high)}` : '';
      return `OBX|${i + 1}|NM|${m.code}^${plain(m.name)}^99LAB||${valueFor(m)}|${plain(m.units ?? '')}|${range}|N|||F|||${when}`;
    }),
    `SPM|1|${barcode}`,
  ];
  return { controlId, message: Hl7Message.parse(segments.join('\r')) };
}

/**
 * Messages without end (`count` null) or `count` of them, spread over the requests in turn so that
 * parallel connections rarely wait for the same request's lock. Control ids are `<prefix>-<n>`.
 */
export function messageSource(requests: WorkRequest[], prefix: string, count: number | null): () => Outgoing | null {
  let n = 0;
  return () => {
    if (count !== null && n >= count) return null;
    const request = requests[n % requests.length];
    n++;
    return resultMessageFor(request, `${prefix}-${n}`);
  };
}
