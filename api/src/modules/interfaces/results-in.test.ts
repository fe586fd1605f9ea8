// Results in over MLLP: every ACK case, the matching rules, corrections and repeats.
import { sql } from 'drizzle-orm';
import { Hl7Client, Hl7Message, type Hl7MessageEvent } from './hl7';
import { MAX_FRAME_BYTES } from './mllp-listener';
import { ackCode, ackError, INSTRUMENT, newControlId, requestsForInstrument, resultMessage, startInterfaceTest, type InterfaceTest } from './interfaces-test-kit';

let t: InterfaceTest;
let requests: Awaited<ReturnType<typeof requestsForInstrument>>;

beforeAll(async () => {
  t = await startInterfaceTest();
  requests = await requestsForInstrument(t.ctx);
  expect(requests.length).toBeGreaterThan(6);
});
afterAll(() => t.close());

const placerOf = (id: number) => `REQ-${String(id).padStart(6, '0')}`;
const versions = (requestId: number) =>
  t.ctx.database.db.execute(sql`select v.version, v.status, v.source, v.result_values, v.author_id, r.current_version, r.status as result_status
    from test_result_versions v join test_results r on r.id = v.result_id where r.test_request_id = ${requestId} order by v.version`).then((r) => (r as { rows: Record<string, unknown>[] }).rows);
const logOf = (controlId: string) =>
  t.ctx.database.db.execute(sql`select status, ack_code, last_error, test_request_id, institution_id, raw from interface_messages where direction = 'in' and control_id = ${controlId} order by id`).then((r) => (r as { rows: Record<string, unknown>[] }).rows);

describe('a result message', () => {
  it('is stored as a draft version from the instrument, flagged, and acknowledged AA', async () => {
    const request = requests[0];
    const [marker] = request.markers;
    const controlId = newControlId();
    const ack = await t.send(resultMessage({ controlId, placer: placerOf(request.id), obx: [{ code: marker.code, value: '999', range: '1-10', flags: 'H' }] }));
    expect(ackCode(ack)).toBe('AA');
    expect(ack.getSegment('MSA')!.getField(2).toString()).toBe(controlId);
    const [version] = await versions(request.id);
    expect(version).toMatchObject({ version: 1, status: 'draft', source: 'instrument', author_id: null, result_status: 'draft' });
    expect((version.result_values as { marker_id: number; value: number; flag: string }[])[0]).toMatchObject({ marker_id: marker.id, value: 999, range_min: 1, range_max: 10 });
    const [log] = await logOf(controlId);
    expect(log).toMatchObject({ status: 'accepted', ack_code: 'AA', test_request_id: request.id });
    // the detail says where the version came from
    const resultId = await t.ctx.one<number>(sql`select id as v from test_results where test_request_id = ${request.id}`);
    const detail = await t.ctx.call('labuser@demo.lab', 'GET', `/results/${resultId}`);
    expect(detail.body.versions).toEqual([expect.objectContaining({ version: 1, source: 'instrument', author_id: null })]);
    expect(String(log.raw)).toContain(`OBX|1|NM|${marker.code}`);
  });

  it('is imported once: a repeated control id is acknowledged and imports nothing', async () => {
    const request = requests[1];
    const controlId = newControlId();
    const text = resultMessage({ controlId, placer: placerOf(request.id), obx: [{ code: request.markers[0].code, value: '5' }] });
    expect(ackCode(await t.send(text))).toBe('AA');
    expect(ackCode(await t.send(text))).toBe('AA');
    expect(await versions(request.id)).toHaveLength(1);
    expect((await logOf(controlId)).map((r) => r.status)).toEqual(['accepted', 'duplicate']);
  });

  it('sent twice at once over two connections is imported once', async () => {
    const request = requests[2];
    const text = resultMessage({ placer: placerOf(request.id), obx: [{ code: request.markers[0].code, value: '6' }] });
    const acks = await Promise.all([t.send(text), t.send(text)]);
    expect(acks.map(ackCode)).toEqual(['AA', 'AA']);
    expect(await versions(request.id)).toHaveLength(1);
  });

  it('finds its order by the specimen barcode, and its marker by the LOINC code in OBX-3.4', async () => {
    const request = requests.slice(7).find((r) => r.barcode && r.markers.some((m) => m.loinc))!;
    const marker = request.markers.find((m) => m.loinc)!;
    const text = resultMessage({ barcode: request.barcode!, obx: [{ code: `LOCAL^^99LAB^${marker.loinc}`, value: '<0.5' }] }).replace(`LOCAL^^99LAB^${marker.loinc}^^99LAB`, `LOCAL^x^99LAB^${marker.loinc}^x^LN`);
    const ack = await t.send(text);
    expect([ackCode(ack), ackError(ack)]).toEqual(['AA', '']);
    const [version] = await versions(request.id);
    expect((version.result_values as { value: number; comparator: string }[])[0]).toMatchObject({ value: 0.5, comparator: '<' });
  });

  it('answers AE for an unknown order, an unmapped code and a value that is not a number, and stores nothing', async () => {
    const request = requests[3];
    const cases: [string, string][] = [
      [resultMessage({ placer: 'REQ-999999', obx: [{ code: request.markers[0].code, value: '1' }] }), 'Unknown order REQ-999999'],
      [resultMessage({ placer: placerOf(request.id), obx: [{ code: 'ZZZ-UNMAPPED', value: '1' }] }), 'Code ZZZ-UNMAPPED is not mapped to a marker for this instrument'],
      [resultMessage({ placer: placerOf(request.id), obx: [{ code: request.markers[0].code, value: 'high' }] }), `OBX-5 of ${request.markers[0].code} is not a value of its type`],
      [resultMessage({ placer: placerOf(request.id), obx: [{ code: request.markers[0].code, value: '1', units: 'furlongs' }] }), `Unit furlongs of ${request.markers[0].code}`],
    ];
    for (const [text, reason] of cases) {
      const ack = await t.send(text);
      expect(ackCode(ack)).toBe('AE');
      expect(ackError(ack)).toContain(reason);
    }
    expect(await versions(request.id)).toHaveLength(0);
  });

  it("answers AE for another institution's request and keeps nothing of it against the instrument", async () => {
    const other = await t.ctx.one<number>(sql`select tr.id as v from test_requests tr join instruments i on i.name = ${INSTRUMENT}
      where tr.institution_id <> i.institution_id and tr.status = 'in_progress' order by tr.id limit 1`);
    const controlId = newControlId();
    const ack = await t.send(resultMessage({ controlId, placer: placerOf(other), obx: [{ code: requests[0].markers[0].code, value: '1' }] }));
    expect([ackCode(ack), ackError(ack)]).toEqual(['AE', `Order ${placerOf(other)} is not served by this instrument`]);
    expect(await logOf(controlId)).toEqual([expect.objectContaining({ status: 'error', test_request_id: null })]);
    expect(await t.ctx.count(sql`select count(*) as v from test_results where test_request_id = ${other} and updated_at > now() - interval '1 minute'`)).toBe(0);
  });

  it('does not import X or D observations', async () => {
    const request = requests[4];
    const ack = await t.send(resultMessage({ placer: placerOf(request.id), obx: [{ code: request.markers[0].code, value: '1', status: 'X' }] }));
    expect(ackCode(ack)).toBe('AA');
    expect(await versions(request.id)).toHaveLength(0);
  });

  it('refuses a final result without a correction (AE) and keeps a correction waiting for a person (OBX-11 C)', async () => {
    const request = requests[5];
    const code = request.markers[0].code;
    expect(ackCode(await t.send(resultMessage({ placer: placerOf(request.id), obx: [{ code, value: '4' }] })))).toBe('AA');
    await t.ctx.database.db.execute(sql`update test_results set status = 'final', released_at = now() where test_request_id = ${request.id}`);
    const again = await t.send(resultMessage({ placer: placerOf(request.id), obx: [{ code, value: '5' }] }));
    expect([ackCode(again), ackError(again)]).toEqual(['AE', `The result of ${placerOf(request.id)} is already final: send a correction (OBX-11 C)`]);
    const correction = await t.send(resultMessage({ placer: placerOf(request.id), obx: [{ code, value: '5', status: 'C' }] }));
    expect(ackCode(correction)).toBe('AA');
    const all = await versions(request.id);
    expect(all.map((v) => [v.version, v.status, v.current_version, v.result_status])).toEqual([
      [1, 'draft', 1, 'final'],
      [2, 'amended', 1, 'final'],
    ]);
    const second = await t.send(resultMessage({ placer: placerOf(request.id), obx: [{ code, value: '6', status: 'C' }] }));
    expect(ackError(second)).toBe(`A correction of ${placerOf(request.id)} is already waiting for release`);
  });
});

describe('a message that is not a result from a known instrument', () => {
  it('is refused with AR: another message type, another version, an unknown sender', async () => {
    const code = requests[0].markers[0].code;
    const cases: [string, string][] = [
      [resultMessage({ type: 'ADT^A01^ADT_A01', placer: 'REQ-1', obx: [{ code, value: '1' }] }), 'Message type ADT^A01 is not accepted: send ORU^R01'],
      [resultMessage({ version: '2.7', placer: 'REQ-1', obx: [{ code, value: '1' }] }), 'HL7 version 2.7 is not accepted: send 2.3 to 2.5.1'],
      [resultMessage({ sender: 'NOT-AN-ANALYZER', placer: 'REQ-1', obx: [{ code, value: '1' }] }), 'The sending application (MSH-3) is not an active instrument allowed from this address'],
    ];
    for (const [text, reason] of cases) {
      const ack = await t.send(text);
      expect([ackCode(ack), ackError(ack)]).toEqual(['AR', reason]);
    }
  });

  it('from an address the instrument does not allow is refused with AR', async () => {
    await t.ctx.database.db.execute(sql`update instruments set allowed_addresses = '{10.9.9.9}' where name = ${INSTRUMENT}`);
    try {
      const ack = await t.send(resultMessage({ placer: placerOf(requests[6].id), obx: [{ code: requests[6].markers[0].code, value: '1' }] }));
      expect(ackCode(ack)).toBe('AR');
    } finally {
      await t.ctx.database.db.execute(sql`update instruments set allowed_addresses = '{127.0.0.1}' where name = ${INSTRUMENT}`);
    }
    expect(await versions(requests[6].id)).toHaveLength(0);
  });

  it('that never ends, or is larger than a frame may be, loses its connection and leaves nothing', async () => {
    const before = await t.ctx.count(sql`select count(*) as v from interface_messages`);
    const socket = (await import('node:net')).connect(t.listener.port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(Buffer.concat([Buffer.from([0x0b]), Buffer.from(`MSH|^~\\&|${INSTRUMENT}|`), Buffer.alloc(MAX_FRAME_BYTES + 10, 'x')]));
    await closed;
    expect(await t.ctx.count(sql`select count(*) as v from interface_messages`)).toBe(before);
  });

  it('that is not HL7 at all gets an AR of our own, and the connection goes on', async () => {
    const client = new Hl7Client({ host: '127.0.0.1', port: t.listener.port });
    const connection = await client.connect();
    const answers: Hl7Message[] = [];
    connection.addEventListener('message', (event: Hl7MessageEvent) => answers.push(event.message));
    connection.socket.write(Buffer.from('\x0bHELLO\x00 THERE\x1c\x0d'));
    for (let i = 0; i < 50 && answers.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(answers.map(ackCode)).toEqual(['AR']);
    // the log keeps what came (without the NUL PostgreSQL cannot store), for a person to see
    const logged = await t.ctx.database.db.execute(sql`select raw, status from interface_messages where direction = 'in' order by id desc limit 1`);
    expect((logged as unknown as { rows: unknown[] }).rows).toEqual([{ raw: 'HELLO THERE', status: 'rejected' }]);
    const ack = await client.sendAndWait(Hl7Message.parse(resultMessage({ placer: 'REQ-999999', obx: [{ code: 'X', value: '1' }] })), { timeoutMs: 5000, returnAck: 'first' });
    expect(ackCode(ack)).toBe('AE');
    await client.close();
  });
});
