import { controlIdOf, valueAt } from './hl7';
import { startSim, type TestSim } from './test/harness';
import { omlText } from './test/orders';
import { TestPortal } from './test/portal';

let portal: TestPortal;
let sim: TestSim;
beforeEach(async () => {
  portal = await TestPortal.start();
  sim = await startSim(portal, { ackTimeoutMs: 1000 });
});
afterEach(async () => {
  await sim.stop();
  await portal.close();
});

describe('POST /control/burst', () => {
  it('count ORUs over parallel connections, each a distinct control id; the counts match the portal and the log', async () => {
    await sim.order(omlText({ placer: 'REQ-000500', barcode: 'BC-500', tests: ['CHOL', 'HDL'] }));

    const { status, body } = await sim.post('/control/burst', { count: 60, connections: 4 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ placer: 'REQ-000500', sent: 60, acked: { AA: 60, AE: 0, AR: 0 }, noAck: 0 });
    expect(body.p50Ms).toEqual(expect.any(Number));
    expect(body.p95Ms).toBeGreaterThanOrEqual(body.p50Ms as number);
    expect(body.seconds).toEqual(expect.any(Number));

    expect(portal.received).toHaveLength(60);
    expect(new Set(portal.received.map(controlIdOf)).size).toBe(60);
    expect(portal.connections).toBe(4);
    expect(portal.received.every((oru) => valueAt(oru.getSegment('ORC'), 2) === 'REQ-000500' && oru.getAllSegments('OBX').length === 2)).toBe(true);

    const burst = (await sim.log()).filter((entry) => entry.kind === 'burst');
    expect(burst).toHaveLength(60);
    expect(new Set(burst.map((entry) => entry.controlId))).toEqual(new Set(portal.received.map(controlIdOf)));
    expect(burst.every((entry) => entry.attempts === 1 && entry.ackCode === 'AA' && entry.direction === 'out')).toBe(true);
    // The order itself is untouched: a burst is traffic, not its result.
    expect((await sim.worklist())[0].status).toBe('received');
  });

  it('ACK codes are counted by code; a message with no ACK is counted, logged no-ack and not retried', async () => {
    await sim.order(omlText({ placer: 'REQ-000501' }));
    let seen = 0;
    portal.answer = () => {
      seen += 1;
      return seen === 3 ? 'none' : seen % 4 === 0 ? 'AE' : 'AA';
    };

    const { body } = await sim.post('/control/burst', { count: 10, connections: 2 });
    expect(body).toMatchObject({ sent: 10, noAck: 1, acked: { AA: 7, AE: 2, AR: 0 } });
    expect(portal.received).toHaveLength(10);
    const log = (await sim.log()).filter((entry) => entry.kind === 'burst');
    expect(log.filter((entry) => entry.outcome === 'no-ack')).toHaveLength(1);
    expect(log.every((entry) => entry.attempts === 1)).toBe(true);
  });

  it('409 without an order to repeat', async () => {
    expect((await sim.post('/control/burst', { count: 5 })).status).toBe(409);
  });
});
