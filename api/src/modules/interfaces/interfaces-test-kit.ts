// What the analyzer interface tests share: the app on a copy of the demo data, its MLLP listener
// on a free port of 127.0.0.1, a client that sends a message and waits for its ACK, result
// messages for a request, and an "instrument" that takes orders and answers them.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';
import { hl7Unescape } from './ack';
import { Hl7Client, Hl7Connection, Hl7Message, type Hl7MessageEvent } from './hl7';
import { startMllpListener, type MllpListener } from './mllp-listener';

export const INSTRUMENT = 'DEMO-ANALYZER';
export const LAB_USER = 'labuser@demo.lab'; // St Mary's (institution A)

export interface InterfaceTest {
  ctx: TestContext;
  listener: MllpListener;
  /** Sends `text` (segments joined by \r) and answers the ACK. */
  send(text: string): Promise<Hl7Message>;
  close(): Promise<void>;
}

export async function startInterfaceTest(): Promise<InterfaceTest> {
  const ctx = await createTestContext();
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
  const listener = await startMllpListener({ db: ctx.database.db, host: '127.0.0.1', port: 0, log: silent });
  const send = async (text: string) => {
    const client = new Hl7Client({ host: '127.0.0.1', port: listener.port });
    try {
      return await client.sendAndWait(Hl7Message.parse(text), { timeoutMs: 10_000, returnAck: 'first' });
    } finally {
      await client.close();
    }
  };
  return {
    ctx,
    listener,
    send,
    async close() {
      await listener.close();
      await ctx.close();
    },
  };
}

export interface OrderedMarker {
  id: number;
  name: string;
  code: string;
  loinc: string | null;
}

/** St Mary's in-progress requests sent to the demo instrument's lab, without a result, with their markers. */
export async function requestsForInstrument(ctx: TestContext): Promise<{ id: number; barcode: string | null; markers: OrderedMarker[] }[]> {
  return queryRows(
    ctx.database.db,
    sql`select tr.id, tr.barcode_number as barcode,
        json_agg(json_build_object('id', m.id, 'name', m.name, 'code', m.marker_code, 'loinc', m.loinc_code) order by m.id) as markers
      from test_requests tr join instruments i on i.name = ${INSTRUMENT} and i.institution_id = tr.institution_id and i.lab_id = tr.lab_id
      join test_request_markers trm on trm.test_request_id = tr.id join markers m on m.id = trm.marker_id
      where tr.status = 'in_progress' and tr.archived_at is null and m.marker_code is not null
        and not exists (select 1 from test_results r where r.test_request_id = tr.id)
      group by tr.id order by tr.id`,
  );
}

let counter = 0;
export const newControlId = () => `T${Date.now()}${++counter}`;

export interface ObxSpec {
  code: string;
  value: string;
  type?: string;
  units?: string;
  range?: string;
  flags?: string;
  status?: string;
}

/** An ORU^R01 from the demo instrument for `placer` / `barcode` with one OBX per spec. */
export function resultMessage(options: { placer?: string; barcode?: string; controlId?: string; sender?: string; version?: string; type?: string; obx: ObxSpec[] }): string {
  const controlId = options.controlId ?? newControlId();
  return [
    `MSH|^~\\&|${options.sender ?? INSTRUMENT}|SIM|LABPORTAL|LAB|20261126120000||${options.type ?? 'ORU^R01^ORU_R01'}|${controlId}|P|${options.version ?? '2.5.1'}`,
    'PID|1||MRN1^^^^MR||Doe^Jane',
    `ORC|RE|${options.placer ?? ''}|${options.barcode ?? ''}`,
    `OBR|1|${options.placer ?? ''}|${options.barcode ?? ''}|PANEL^Panel^99LAB|||20261126115500`,
    ...options.obx.map((o, i) => `OBX|${i + 1}|${o.type ?? 'NM'}|${o.code}^^99LAB||${o.value}|${o.units ?? ''}|${o.range ?? ''}|${o.flags ?? ''}|||${o.status ?? 'F'}`),
  ].join('\r');
}

export const ackCode = (ack: Hl7Message) => ack.getSegment('MSA')?.getField(1).toString();
export const ackError = (ack: Hl7Message) => hl7Unescape(ack.getSegment('ERR')?.getField(8).toString() ?? '');

/** An instrument's order port: records each order and answers `answer` (AA unless told), or nothing when `silent`. */
export async function fakeInstrument(behaviour: { answer?: 'AA' | 'AE' | 'AR'; silent?: boolean } = {}) {
  const received: Hl7Message[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const connection = new Hl7Connection(socket);
    connection.addEventListener('message', (event: Hl7MessageEvent) => {
      received.push(event.message);
      if (!behaviour.silent) connection.send(event.message.buildAck({ ackCode: behaviour.answer ?? 'AA' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    behaviour,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
