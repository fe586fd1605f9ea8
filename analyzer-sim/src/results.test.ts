import { analyteFor, flagFor } from './analytes';
import { valueAt, type Hl7Message } from './hl7';
import { msa, startSim, waitFor, type TestSim } from './test/harness';
import { omlText, ormText } from './test/orders';
import { TestPortal } from './test/portal';

let portal: TestPortal;
let sim: TestSim;
beforeEach(async () => {
  portal = await TestPortal.start();
});
afterEach(async () => {
  await sim.stop();
  await portal.close();
});

const field = (message: Hl7Message, segment: string, index: number, component = 1) => valueAt(message.getSegment(segment), index, component);

/** The flag the analyte table gives OBX-5 (what a reader of the message would work out), '' for an unknown code. */
function expectedFlag(code: string, value: number): string {
  const analyte = analyteFor(code);
  return analyte ? flagFor(value, analyte) : '';
}

describe('the result (ORU^R01)', () => {
  it('goes after the delay, with the placer, barcode, patient and one OBX per ordered code', async () => {
    sim = await startSim(portal, { resultDelayMs: 400 });
    const sentAt = Date.now();
    expect(msa(await sim.order(omlText({ placer: 'REQ-000123', barcode: 'BC-77', tests: ['CHOL', '2823-3', 'HB', 'ZZZ-NEW'] }))).code).toBe('AA');

    const [oru] = await waitFor(() => portal.received.length > 0 && portal.received, 5000, 'the ORU');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(380);

    expect(field(oru, 'MSH', 3)).toBe('DEMO-ANALYZER');
    expect(field(oru, 'MSH', 4)).toBe('SIM');
    expect(field(oru, 'MSH', 5)).toBe('LABPORTAL');
    expect(field(oru, 'MSH', 7)).toMatch(/^\d{14}$/);
    expect(oru.getSegment('MSH')?.getField(9)?.toString()).toBe('ORU^R01^ORU_R01');
    expect(field(oru, 'MSH', 12)).toBe('2.5.1');
    expect(field(oru, 'PID', 3)).toBe('MRN-0042');
    expect(field(oru, 'PID', 3, 5)).toBe('MR');
    expect([field(oru, 'PID', 5, 1), field(oru, 'PID', 5, 2)]).toEqual(['Doe', 'Jane']);
    expect([field(oru, 'ORC', 1), field(oru, 'ORC', 2), field(oru, 'ORC', 3)]).toEqual(['RE', 'REQ-000123', 'BC-77']);
    expect([field(oru, 'OBR', 2), field(oru, 'OBR', 3), field(oru, 'OBR', 4, 1), field(oru, 'OBR', 4, 3)]).toEqual(['REQ-000123', 'BC-77', 'CHOL', '99LAB']);
    expect(field(oru, 'OBR', 7)).toMatch(/^\d{14}$/);
    expect(field(oru, 'SPM', 2)).toBe('BC-77');
    expect(oru.segments.map((segment) => segment.name)).toEqual(['MSH', 'PID', 'ORC', 'OBR', 'OBX', 'OBX', 'OBX', 'OBX', 'SPM']);

    const obx = oru.getAllSegments('OBX');
    expect(obx.map((segment) => valueAt(segment, 1))).toEqual(['1', '2', '3', '4']);
    expect(obx.map((segment) => valueAt(segment, 3, 1))).toEqual(['CHOL', '2823-3', 'HB', 'ZZZ-NEW']); // the order's own codes, LOINC included
    for (const segment of obx) {
      const code = valueAt(segment, 3, 1);
      const value = Number(valueAt(segment, 5));
      expect(valueAt(segment, 2)).toBe('NM');
      expect(valueAt(segment, 3, 3)).toBe('99LAB');
      expect(Number.isFinite(value)).toBe(true);
      expect(valueAt(segment, 8)).toBe(expectedFlag(code, value));
      expect(valueAt(segment, 11)).toBe('F');
      expect(valueAt(segment, 14)).toBe(field(oru, 'OBR', 7));
      const analyte = analyteFor(code);
      if (analyte) {
        expect(valueAt(segment, 6)).toBe(analyte.unit);
        expect(valueAt(segment, 7)).toBe(`${analyte.low}-${analyte.high}`);
      } else {
        // An unknown code: a bare number 0-100, no unit, range or flag.
        expect([valueAt(segment, 6), valueAt(segment, 7), valueAt(segment, 8)]).toEqual(['', '', '']);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }

    const controlId = field(oru, 'MSH', 10);
    const [order] = await sim.worklist();
    expect(order).toMatchObject({ status: 'resulted', resultControlIds: [controlId] });
    expect(order.results?.map((result) => result.text)).toEqual(obx.map((segment) => valueAt(segment, 5)));
    await waitFor(async () => (await sim.log()).some((entry) => entry.controlId === controlId && entry.ackCode === 'AA'));
    expect((await sim.log()).find((entry) => entry.controlId === controlId)).toMatchObject({ direction: 'out', kind: 'result', messageType: 'ORU^R01^ORU_R01', placer: 'REQ-000123', attempts: 1, outcome: 'acked' });
  });

  it('POST /control/send-result sends at once and answers with the control id and the ACK', async () => {
    sim = await startSim(portal);
    await sim.order(ormText({ placer: 'REQ-000124', tests: ['K'] }));

    const { status, body } = await sim.post('/control/send-result', { placer: 'REQ-000124' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ placer: 'REQ-000124', controlId: expect.stringMatching(/^S[0-9A-Z]+-\d+$/), ackCode: 'AA', attempts: 1, outcome: 'acked' });
    expect(portal.controlIds()).toEqual([body.controlId]);
    expect(field(portal.received[0], 'OBX', 3)).toBe('K');
    expect((await sim.post('/control/send-result', { placer: 'REQ-000124' })).status).toBe(409); // one result per order
    expect((await sim.post('/control/send-result', { placer: 'REQ-404' })).status).toBe(404);
  });

  it('with the same seed, the same order gets the same values (and control ids differ across starts)', async () => {
    const values = async () => {
      sim = await startSim(portal, { seed: 'repeatable' });
      await sim.order(omlText({ placer: 'REQ-000555', tests: ['CHOL', 'K', 'NA', 'GLU', 'PLT'] }));
      const { body } = await sim.post('/control/send-result', { placer: 'REQ-000555' });
      await sim.stop();
      const oru = portal.received[portal.received.length - 1];
      return { controlId: body.controlId, values: oru.getAllSegments('OBX').map((segment) => valueAt(segment, 5)) };
    };
    const first = await values();
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later start time, so a new control id prefix
    const second = await values();
    expect(second.values).toEqual(first.values);
    expect(second.controlId).not.toBe(first.controlId);
    sim = await startSim(portal); // for afterEach
  });
});
