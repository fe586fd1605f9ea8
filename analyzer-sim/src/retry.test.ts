import { controlIdOf, valueAt } from './hl7';
import { msa, sleep, startSim, waitFor, type TestSim } from './test/harness';
import { omlText } from './test/orders';
import { TestPortal } from './test/portal';

let portal: TestPortal;
let sim: TestSim;
afterEach(async () => {
  await sim?.stop();
  await portal?.close();
});

const resultEntry = async (sim: TestSim) => (await sim.log()).find((entry) => entry.kind === 'result');

describe('results without an ACK are sent again under the same control id', () => {
  it('no ACK: retried until one comes, one log entry with the attempts counted', async () => {
    portal = await TestPortal.start();
    portal.answer = (_message, copy) => (copy < 3 ? 'none' : 'AA');
    sim = await startSim(portal, { ackTimeoutMs: 500 });
    await sim.order(omlText({ placer: 'REQ-000900' }));

    const { body } = await sim.post('/control/send-result', { placer: 'REQ-000900' });
    expect(body).toMatchObject({ ackCode: null, attempts: 1, outcome: 'pending', error: expect.stringMatching(/no ACK within 500 ms/) });

    const entry = await waitFor(async () => {
      const found = await resultEntry(sim);
      return found?.outcome === 'acked' && found;
    });
    expect(portal.received).toHaveLength(3);
    expect(portal.controlIds()).toEqual([body.controlId]); // every copy under the one control id
    expect(entry).toMatchObject({ controlId: body.controlId, ackCode: 'AA', attempts: 3, error: null });
    expect((await sim.log()).filter((logged) => logged.direction === 'out')).toHaveLength(1);
    expect(portal.connections).toBe(3); // a connection that missed an ACK is not used again
  });

  it('connection refused: retried with back-off until the portal listens', async () => {
    const closed = await TestPortal.start();
    const port = closed.port;
    await closed.close();
    sim = await startSim({ port }, { retryInitialMs: 50, retryMaxMs: 100 });
    await sim.order(omlText({ placer: 'REQ-000901' }));

    const { body } = await sim.post('/control/send-result', { placer: 'REQ-000901' });
    expect(body).toMatchObject({ ackCode: null, outcome: 'pending', error: expect.stringMatching(/ECONNREFUSED/) });
    await sleep(300);
    portal = await TestPortal.start(port);

    await waitFor(() => portal.received.length === 1);
    const entry = await waitFor(async () => {
      const found = await resultEntry(sim);
      return found?.ackCode === 'AA' && found;
    });
    expect(entry.attempts).toBeGreaterThan(2);
    expect(controlIdOf(portal.received[0])).toBe(body.controlId);
  });

  it('the portal drops the connection instead of answering: the copy is sent again', async () => {
    portal = await TestPortal.start();
    portal.answer = (_message, copy) => (copy === 1 ? 'hang-up' : 'AA');
    sim = await startSim(portal, { ackTimeoutMs: 3000 });
    await sim.order(omlText({ placer: 'REQ-000902' }));

    const started = Date.now();
    await sim.post('/control/send-result', { placer: 'REQ-000902' });
    const entry = await waitFor(async () => {
      const found = await resultEntry(sim);
      return found?.ackCode === 'AA' && found;
    });
    expect(Date.now() - started).toBeLessThan(2000); // the close is noticed at once, not after the ACK timeout
    expect(entry.attempts).toBe(2);
    expect(portal.controlIds()).toHaveLength(1);
  });

  it('AE and AR are answers too: recorded, not retried', async () => {
    portal = await TestPortal.start();
    portal.answer = () => 'AE';
    sim = await startSim(portal);
    await sim.order(omlText({ placer: 'REQ-000903' }));

    const { body } = await sim.post('/control/send-result', { placer: 'REQ-000903' });
    expect(body).toMatchObject({ ackCode: 'AE', attempts: 1, outcome: 'acked' });
    await sleep(200);
    expect(portal.received).toHaveLength(1);
  });

  it('results go in order: a correction waits behind the result being retried', async () => {
    portal = await TestPortal.start();
    portal.answer = (_message, copy) => (copy < 2 ? 'none' : 'AA');
    sim = await startSim(portal, { ackTimeoutMs: 500 });
    await sim.order(omlText({ placer: 'REQ-000904' }));
    const result = await sim.post('/control/send-result', { placer: 'REQ-000904' });
    const correction = await sim.post('/control/correction', { placer: 'REQ-000904' });

    await waitFor(() => portal.controlIds().length === 2);
    expect(portal.received.map(controlIdOf)).toEqual([result.body.controlId, result.body.controlId, correction.body.controlId]);
    expect(valueAt(portal.received[2].getSegment('OBX'), 11)).toBe('C');
  });
});

describe('POST /control/refuse-acks', () => {
  it('on: orders get no ACK; off: the portal retry is taken and ACKed, counted on the same entry', async () => {
    portal = await TestPortal.start();
    sim = await startSim(portal);
    expect(await sim.post('/control/refuse-acks', { on: true })).toEqual({ status: 200, body: { refuseAcks: true } });

    const text = omlText({ controlId: 'OML-REFUSED', placer: 'REQ-000905' });
    expect(await sim.order(text, 300)).toBeNull();
    expect(await sim.worklist()).toEqual([]);
    expect(await sim.log()).toEqual([expect.objectContaining({ controlId: 'OML-REFUSED', placer: 'REQ-000905', ackCode: null, outcome: 'not-acked', attempts: 1 })]);

    await sim.post('/control/refuse-acks', { on: false });
    expect(msa(await sim.order(text))).toEqual({ code: 'AA', controlId: 'OML-REFUSED' });
    expect(await sim.worklist()).toEqual([expect.objectContaining({ placer: 'REQ-000905', status: 'received' })]);
    expect(await sim.log()).toEqual([expect.objectContaining({ controlId: 'OML-REFUSED', ackCode: 'AA', outcome: 'acked', attempts: 2 })]);
  });
});
