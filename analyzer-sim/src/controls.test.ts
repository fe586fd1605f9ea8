import { controlIdOf, valueAt } from './hl7';
import { sleep, startSim, waitFor, type TestSim } from './test/harness';
import { omlText } from './test/orders';
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

const obxOf = (index: number) => portal.received[index].getAllSegments('OBX');

describe('the HTTP controls', () => {
  it('GET /health and GET / (a page with headings, labelled fields and buttons)', async () => {
    expect(await sim.get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const page = await sim.get<string>('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>DEMO-ANALYZER: analyzer simulator</h1>');
    expect(page.body).toContain('<label for="placer">');
    expect(page.body).toContain('<caption>Orders received</caption>');
    expect(page.body).toMatch(/<button type="button" data-control="malformed">/);
    expect(page.body).toContain('aria-live="polite"');
  });

  it('correction: the changed values under a new control id with OBX-11 C', async () => {
    await sim.order(omlText({ placer: 'REQ-000400', tests: ['K', 'NA'] }));
    expect((await sim.post('/control/correction', { placer: 'REQ-000400' })).status).toBe(409); // nothing to correct yet
    const result = await sim.post('/control/send-result', { placer: 'REQ-000400' });
    const correction = await sim.post('/control/correction', { placer: 'REQ-000400' });

    expect(correction.body).toMatchObject({ placer: 'REQ-000400', ackCode: 'AA', outcome: 'acked' });
    expect(correction.body.controlId).not.toBe(result.body.controlId);
    expect(portal.received.map(controlIdOf)).toEqual([result.body.controlId, correction.body.controlId]);
    expect(obxOf(1).map((obx) => valueAt(obx, 11))).toEqual(['C', 'C']);
    expect(obxOf(1).map((obx) => valueAt(obx, 3))).toEqual(['K', 'NA']);
    obxOf(1).forEach((obx, index) => expect(valueAt(obx, 5)).not.toBe(valueAt(obxOf(0)[index], 5)));
    expect((await sim.worklist())[0].resultControlIds).toEqual([result.body.controlId, correction.body.controlId]);
    expect((await sim.log()).find((entry) => entry.controlId === correction.body.controlId)).toMatchObject({ kind: 'correction', ackCode: 'AA' });
  });

  it('malformed: HELLO in MLLP framing; the AR that comes back is recorded', async () => {
    const { status, body } = await sim.post('/control/malformed');
    expect(status).toBe(200);
    expect(body).toMatchObject({ controlId: null, ackCode: 'AR', attempts: 1, outcome: 'acked' });
    expect(portal.unreadable).toBe(1);
    expect(portal.received).toEqual([]);
    expect((await sim.log()).at(-1)).toMatchObject({ direction: 'out', kind: 'malformed', controlId: null, messageType: null, ackCode: 'AR' });
  });

  it('drop-connection: half an ORU frame, then the socket destroyed; the portal gets no message', async () => {
    await sim.order(omlText({ placer: 'REQ-000401' }));
    const { body } = await sim.post('/control/drop-connection');
    expect(body).toMatchObject({ placer: 'REQ-000401', controlId: expect.any(String), ackCode: null, outcome: 'dropped', bytesWritten: expect.any(Number) });
    expect(body.bytesWritten).toBeGreaterThan(10);
    await waitFor(() => portal.connections === 1);
    await sleep(200);
    expect(portal.received).toEqual([]);
    expect(portal.unreadable).toBe(0);
  });

  it('unknown-order: a result for REQ-999999 / UNKNOWN-1', async () => {
    const { body } = await sim.post('/control/unknown-order');
    expect(body).toMatchObject({ placer: 'REQ-999999', ackCode: 'AA' });
    const [oru] = portal.received;
    expect([valueAt(oru.getSegment('ORC'), 2), valueAt(oru.getSegment('OBR'), 2), valueAt(oru.getSegment('OBR'), 3), valueAt(oru.getSegment('SPM'), 2)]).toEqual([
      'REQ-999999',
      'REQ-999999',
      'UNKNOWN-1',
      'UNKNOWN-1',
    ]);
  });

  it('unmapped-code: an OBX coded ZZZ-UNMAPPED, for the newest order or the one named', async () => {
    expect((await sim.post('/control/unmapped-code')).status).toBe(409); // no order yet
    await sim.order(omlText({ placer: 'REQ-000402', barcode: 'BC-402' }));
    await sim.order(omlText({ placer: 'REQ-000403', barcode: 'BC-403' }));

    expect((await sim.post('/control/unmapped-code')).body).toMatchObject({ placer: 'REQ-000403', ackCode: 'AA' });
    expect((await sim.post('/control/unmapped-code', { placer: 'REQ-000402' })).body).toMatchObject({ placer: 'REQ-000402' });
    expect(portal.received.map((oru) => valueAt(oru.getSegment('OBR'), 3))).toEqual(['BC-403', 'BC-402']);
    for (const oru of portal.received) {
      expect(oru.getAllSegments('OBX').map((obx) => [valueAt(obx, 3), valueAt(obx, 7), valueAt(obx, 8)])).toEqual([['ZZZ-UNMAPPED', '', '']]);
    }
    expect((await sim.worklist()).map((order) => order.status)).toEqual(['received', 'received']); // not their result
  });

  it('bad bodies answer 400 with an error; unknown placers 404', async () => {
    const bad: Array<[string, unknown]> = [
      ['/control/send-result', {}],
      ['/control/send-result', { placer: 42 }],
      ['/control/correction', undefined],
      ['/control/refuse-acks', { on: 'yes' }],
      ['/control/burst', { count: 0 }],
      ['/control/burst', { count: 10, connections: 1.5 }],
      ['/control/burst', {}],
      ['/control/unmapped-code', { placer: '' }],
      ['/control/malformed', '[1, 2]'],
      ['/control/send-result', '{"placer":'],
    ];
    for (const [path, body] of bad) {
      const answer = await sim.post(path, body);
      expect([path, answer.status, typeof answer.body.error]).toEqual([path, 400, 'string']);
    }
    expect(await sim.post('/control/correction', { placer: 'REQ-404' })).toEqual({ status: 404, body: { error: 'no order REQ-404 on the analyzer' } });
    expect((await sim.get('/nowhere')).status).toBe(404);
    expect(portal.received).toEqual([]);
  });
});
