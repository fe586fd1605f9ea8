import net from 'node:net';
import { mllpFrame } from './hl7';
import { msa, sleep, startSim, waitFor, type TestSim } from './test/harness';
import { omlText, ormText } from './test/orders';
import { TestPortal } from './test/portal';

let portal: TestPortal;
let sim: TestSim;
beforeEach(async () => {
  portal = await TestPortal.start();
  sim = await startSim(portal);
});
afterEach(async () => {
  await sim.stop();
  await portal.close();
});

describe('orders in', () => {
  it('an OML^O21 order is ACKed AA under its control id and appears in the worklist', async () => {
    const ack = await sim.order(omlText({ controlId: 'OML-1', placer: 'REQ-000123', barcode: 'BC-1', tests: ['CHOL', '2823-3'], priority: 'S' }));

    expect(msa(ack)).toEqual({ code: 'AA', controlId: 'OML-1' });
    expect(ack?.getSegment('MSH')?.getField(9)?.toString()).toBe('ACK^O21^ACK');
    expect(await sim.worklist()).toEqual([
      expect.objectContaining({
        placer: 'REQ-000123',
        barcode: 'BC-1',
        patient: { mrn: 'MRN-0042', family: 'Doe', given: 'Jane', birthDate: '19800101', sex: 'F' },
        priority: 'S',
        tests: [
          { code: 'CHOL', name: 'Total cholesterol' },
          { code: '2823-3', name: 'Potassium' },
        ],
        status: 'received',
        messageType: 'OML^O21^OML_O21',
        orderControlId: 'OML-1',
        resultedAt: null,
        results: null,
      }),
    ]);
    expect(await sim.log()).toEqual([
      expect.objectContaining({ direction: 'in', kind: 'order', controlId: 'OML-1', messageType: 'OML^O21^OML_O21', placer: 'REQ-000123', ackCode: 'AA', attempts: 1, outcome: 'acked' }),
    ]);
  });

  it('an ORM^O01 order too: priority from ORC-7.6, barcode from OBR-3', async () => {
    const ack = await sim.order(ormText({ controlId: 'ORM-1', placer: 'REQ-000200', barcode: 'BC-200', tests: ['HB'], priority: 'S' }));

    expect(msa(ack)).toEqual({ code: 'AA', controlId: 'ORM-1' });
    expect(ack?.getSegment('MSH')?.getField(12)?.toString()).toBe('2.3');
    const [order] = await sim.worklist();
    expect(order).toMatchObject({ placer: 'REQ-000200', barcode: 'BC-200', priority: 'S', tests: [{ code: 'HB' }], status: 'received', messageType: 'ORM^O01^ORM_O01' });
    expect(order.patient).toMatchObject({ mrn: 'MRN-0042', family: 'Roe', given: 'Richard', sex: 'M' });
  });

  it('a message it cannot read gets AR with an ERR segment, and takes no order', async () => {
    const noPlacer = omlText({ controlId: 'BAD-1' }).replace('ORC|NW|REQ-000123', 'ORC|NW|');
    const noObr = omlText({ controlId: 'BAD-2', tests: [] });
    const notAnOrder = omlText({ controlId: 'BAD-3' }).replace('OML^O21^OML_O21', 'ADT^A01^ADT_A01');

    for (const text of [noPlacer, noObr, notAnOrder]) {
      const ack = await sim.order(text);
      expect(msa(ack).code).toBe('AR');
      expect(ack?.getSegment('ERR')?.getField(3)?.getComponent(3)).toBe('HL70357');
    }
    expect(await sim.worklist()).toEqual([]);
    expect((await sim.log()).map((entry) => [entry.controlId, entry.ackCode])).toEqual([
      ['BAD-1', 'AR'],
      ['BAD-2', 'AR'],
      ['BAD-3', 'AR'],
    ]);
    expect((await sim.log())[0].error).toMatch(/ORC-2/);
  });

  it("the portal's retry of a control id gets the same ACK, counts as an attempt and orders nothing twice", async () => {
    const text = omlText({ controlId: 'OML-7', placer: 'REQ-000777' });
    expect(msa(await sim.order(text)).code).toBe('AA');
    expect(msa(await sim.order(text)).code).toBe('AA');

    expect(await sim.worklist()).toHaveLength(1);
    expect(await sim.log()).toEqual([expect.objectContaining({ controlId: 'OML-7', attempts: 2, ackCode: 'AA' })]);
  });

  it('a frame that is not HL7 is answered AR', async () => {
    const socket = net.connect({ host: '127.0.0.1', port: sim.running.orderPort });
    const reply = new Promise<string>((resolve) => socket.once('data', (data) => resolve(data.toString('utf8'))));
    socket.write(mllpFrame('HELLO'));
    expect(await reply).toMatch(/\rMSA\|AR\|/);
    socket.destroy();
    expect(await sim.log()).toEqual([expect.objectContaining({ direction: 'in', kind: 'unreadable', controlId: null, ackCode: 'AR' })]);
  });
});

describe('cancellation (ORC-1 CA)', () => {
  it('cancels the order in the worklist and no result is sent', async () => {
    await sim.stop();
    sim = await startSim(portal, { resultDelayMs: 300 });
    expect(msa(await sim.order(omlText({ placer: 'REQ-000300' }))).code).toBe('AA');
    const cancel = await sim.order(omlText({ orderControl: 'CA', placer: 'REQ-000300', tests: [] }));
    expect(msa(cancel).code).toBe('AA');

    const [order] = await sim.worklist();
    expect(order).toMatchObject({ placer: 'REQ-000300', status: 'cancelled' });
    expect(order.cancelledAt).toEqual(expect.any(String));
    await sleep(700); // past the result delay
    expect(portal.received).toEqual([]);
    expect((await sim.post('/control/send-result', { placer: 'REQ-000300' })).status).toBe(409);
    expect((await sim.log()).map((entry) => entry.kind)).toEqual(['order', 'cancel']);
  });

  it('a cancel for an order it does not have, or one already resulted, gets AE', async () => {
    expect(msa(await sim.order(omlText({ orderControl: 'CA', placer: 'REQ-404404' }))).code).toBe('AE');

    await sim.order(omlText({ placer: 'REQ-000301' }));
    await sim.post('/control/send-result', { placer: 'REQ-000301' });
    await waitFor(() => portal.received.length === 1);
    const late = await sim.order(omlText({ orderControl: 'CA', placer: 'REQ-000301' }));
    expect(msa(late).code).toBe('AE');
    expect((await sim.worklist()).find((order) => order.placer === 'REQ-000301')?.status).toBe('resulted');
  });
});
