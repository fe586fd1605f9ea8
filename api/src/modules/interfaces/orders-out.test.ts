// Orders out through the outbox: queued with the move that causes them, delivered once by any of
// several workers, retried with back-off, dead when refused or out of attempts, cancels after orders.
import { OUTBOX_MAX_ATTEMPTS } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { fakeInstrument, INSTRUMENT, LAB_USER } from './interfaces-test-kit';
import { createTestContext, type TestContext } from '../../test/test-app';
import { OutboxWorker } from './outbox-worker';

let ctx: TestContext;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const worker = () => new OutboxWorker({ db: ctx.database.db, log: silent, intervalMs: 50, batchSize: 20, timeoutMs: 1000 });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** St Mary's requests at the instrument's lab, approved, with a marker the instrument maps. */
async function approvedRequests(): Promise<number[]> {
  const rows = await ctx.database.db.execute(sql`select distinct tr.id from test_requests tr join instruments i on i.name = ${INSTRUMENT} and i.institution_id = tr.institution_id and i.lab_id = tr.lab_id
    join test_request_markers trm on trm.test_request_id = tr.id join instrument_codes c on c.instrument_id = i.id and c.marker_id = trm.marker_id
    where tr.status in ('pending', 'approved') and tr.archived_at is null order by tr.id limit 10`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}
const outgoing = (requestId: number) =>
  ctx.database.db
    .execute(sql`select id, status, attempts, control_id, raw, last_error, ack_code, next_attempt_at > now() as later from interface_messages where direction = 'out' and test_request_id = ${requestId} order by id`)
    .then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
const move = (id: number, status: string) => ctx.call(LAB_USER, 'PUT', `/tests/requests/${id}/status`, { status });
const pointAt = (port: number) => ctx.database.db.execute(sql`update instruments set order_host = '127.0.0.1', order_port = ${port} where name = ${INSTRUMENT}`);
const settle = async (w: OutboxWorker) => {
  while ((await w.pass()) > 0);
};

let requests: number[];
beforeAll(async () => {
  requests = await approvedRequests();
  expect(requests.length).toBeGreaterThan(4);
});

it('queues an order in the move to in progress and delivers it once, even with two workers', async () => {
  const instrument = await fakeInstrument();
  await pointAt(instrument.port);
  try {
    const [a, b] = requests;
    expect((await move(a, 'in_progress')).status).toBe(200);
    expect((await move(b, 'in_progress')).status).toBe(200);
    const [order] = await outgoing(a);
    expect(order).toMatchObject({ status: 'pending', attempts: 0 });
    expect(String(order.raw)).toMatch(/^MSH\|\^~\\&\|LABPORTAL\|LAB\|DEMO-ANALYZER\|\|\d{14}\|\|OML\^O21\^OML_O21\|LP\d{10}\|P\|2\.5\.1/);
    expect(String(order.raw)).toContain(`ORC|NW|REQ-${String(a).padStart(6, '0')}`);
    const [w1, w2] = [worker(), worker()];
    await Promise.all([settle(w1), settle(w2)]);
    expect(await outgoing(a)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1, ack_code: 'AA' })]);
    const controlIds = instrument.received.map((m) => m.getSegment('MSH')!.getField(10).toString());
    expect(controlIds.sort()).toEqual([(await outgoing(a))[0].control_id, (await outgoing(b))[0].control_id].sort());
  } finally {
    await instrument.close();
  }
});

it('retries an unanswered order with back-off, then gives it up as dead', async () => {
  const instrument = await fakeInstrument({ silent: true });
  await pointAt(instrument.port);
  try {
    const id = requests[2];
    await move(id, 'in_progress');
    await worker().pass();
    expect(await outgoing(id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, later: true })]);
    expect(String((await outgoing(id))[0].last_error)).toMatch(/timed out/i);
    await ctx.database.db.execute(sql`update interface_messages set attempts = ${OUTBOX_MAX_ATTEMPTS - 1}, next_attempt_at = now() where test_request_id = ${id} and direction = 'out'`);
    await worker().pass();
    expect(await outgoing(id)).toEqual([expect.objectContaining({ status: 'dead', attempts: OUTBOX_MAX_ATTEMPTS })]);
  } finally {
    await instrument.close();
  }
});

it('gives up an order the instrument refuses (AE) at once', async () => {
  const instrument = await fakeInstrument({ answer: 'AE' });
  await pointAt(instrument.port);
  try {
    const id = requests[3];
    await move(id, 'in_progress');
    await worker().pass();
    expect(await outgoing(id)).toEqual([expect.objectContaining({ status: 'dead', attempts: 1, ack_code: 'AE' })]);
  } finally {
    await instrument.close();
  }
});

it('sends a cancel to the instrument that got the order, never before the order', async () => {
  const instrument = await fakeInstrument();
  await pointAt(1); // nothing listens there: the order waits
  try {
    const id = requests[4];
    await move(id, 'in_progress');
    await worker().pass();
    expect((await move(id, 'cancelled')).status).toBe(200);
    const [order, cancel] = await outgoing(id);
    expect(String(cancel.raw)).toContain(`ORC|CA|REQ-${String(id).padStart(6, '0')}`);
    await pointAt(instrument.port);
    await ctx.database.db.execute(sql`update interface_messages set next_attempt_at = now() where id = ${order.id}`);
    const w = worker();
    await w.pass();
    // the order went first; the cancel follows on the next pass
    expect(instrument.received.map((m) => m.getSegment('ORC')!.getField(1).toString())).toEqual(['NW']);
    await settle(w);
    expect(instrument.received.map((m) => m.getSegment('ORC')!.getField(1).toString())).toEqual(['NW', 'CA']);
  } finally {
    await instrument.close();
  }
});
