// An instrument's worklist follows its request through the lab as the lab sees it on the screen:
// waiting when the request reaches the lab, sent once the instrument acknowledged the order, in
// error when the order died or a result was refused, back to waiting on Retry, resulted when the
// instrument's result was stored; a receive-only instrument lists what it takes until it leaves the lab.
import { sql } from 'drizzle-orm';
import { ackCode, fakeInstrument, INSTRUMENT, LAB_USER, resultMessage, startInterfaceTest, type InterfaceTest } from './interfaces-test-kit';
import { OutboxWorker } from './outbox-worker';

const ADMIN = 'instadmin@demo.lab';
let t: InterfaceTest;
let instrumentId: number;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const pass = () => new OutboxWorker({ db: t.ctx.database.db, log: silent, intervalMs: 50, batchSize: 20, timeoutMs: 1000 }).pass();

beforeAll(async () => {
  t = await startInterfaceTest();
  instrumentId = await t.ctx.one<number>(sql`select id as v from instruments where name = ${INSTRUMENT}`);
});
afterAll(() => t.close());

/** St Mary's approved requests at the instrument's lab with a coded marker it maps, and that code. */
async function approvedRequests(): Promise<{ id: number; code: string }[]> {
  const rows = await t.ctx.database.db.execute(sql`select distinct on (tr.id) tr.id, c.code from test_requests tr
    join instruments i on i.name = ${INSTRUMENT} and i.institution_id = tr.institution_id and i.lab_id = tr.lab_id
    join test_request_markers trm on trm.test_request_id = tr.id join markers m on m.id = trm.marker_id and m.marker_code is not null
    join instrument_codes c on c.instrument_id = i.id and c.marker_id = trm.marker_id and c.code = m.marker_code
    where tr.status in ('pending', 'approved') and tr.archived_at is null
      and not exists (select 1 from test_results r where r.test_request_id = tr.id) order by tr.id limit 4`);
  return (rows as unknown as { rows: { id: number; code: string }[] }).rows;
}

const move = (id: number, status: string) => t.ctx.call(LAB_USER, 'PUT', `/tests/requests/${id}/status`, { status });
const entryOf = async (requestId: number) => {
  const res = await t.ctx.call(LAB_USER, 'GET', `/interfaces/instruments/${instrumentId}/worklist?limit=100`);
  expect(res.status).toBe(200);
  return res.body.data.find((e: { test_request_id: number }) => e.test_request_id === requestId) ?? null;
};
const pointAt = (port: number | null) =>
  t.ctx.database.db.execute(sql`update instruments set order_host = ${port === null ? null : '127.0.0.1'}, order_port = ${port} where name = ${INSTRUMENT}`);

it('follows an order from waiting to sent to resulted, and an order that died through error and Retry', async () => {
  const [ok, refused] = await approvedRequests();
  const instrument = await fakeInstrument();
  await pointAt(instrument.port);
  try {
    expect((await move(ok.id, 'in_progress')).status).toBe(200);
    expect(await entryOf(ok.id)).toMatchObject({ state: 'waiting', order_status: 'pending', result_id: null });
    await pass();
    expect(await entryOf(ok.id)).toMatchObject({ state: 'sent', order_status: 'delivered' });
    const ack = await t.send(resultMessage({ placer: `REQ-${String(ok.id).padStart(6, '0')}`, obx: [{ code: ok.code, value: '5' }] }));
    expect(ackCode(ack)).toBe('AA');
    expect(await entryOf(ok.id)).toMatchObject({ state: 'resulted', result_status: 'draft' });

    instrument.behaviour.answer = 'AE';
    await move(refused.id, 'in_progress');
    await pass();
    const dead = await entryOf(refused.id);
    expect(dead).toMatchObject({ state: 'error', order_status: 'dead' });
    expect(dead.last_error).toBeTruthy();
    const counts = (await t.ctx.call(LAB_USER, 'GET', `/interfaces/instruments/${instrumentId}/worklist?state=error`)).body;
    expect(counts.data.map((e: { test_request_id: number }) => e.test_request_id)).toContain(refused.id);
    expect(counts.counts.error).toBeGreaterThan(0);
    const messageId = await t.ctx.one<number>(sql`select id as v from interface_messages where direction = 'out' and test_request_id = ${refused.id}`);
    expect((await t.ctx.call(ADMIN, 'POST', `/interfaces/messages/${messageId}/retry`)).status).toBe(200);
    expect(await entryOf(refused.id)).toMatchObject({ state: 'waiting', order_status: 'pending', last_error: null });
  } finally {
    await instrument.close();
  }
});

it('lists for a receive-only instrument what it takes while in the lab, and drops it when it leaves without a message', async () => {
  await pointAt(null);
  const [, , quiet] = await approvedRequests();
  await move(quiet.id, 'in_progress');
  expect(await entryOf(quiet.id)).toMatchObject({ state: 'waiting', order_status: null });
  expect(await t.ctx.count(sql`select count(*) as v from interface_messages where test_request_id = ${quiet.id}`)).toBe(0);
  expect((await move(quiet.id, 'completed')).status).toBe(200);
  expect(await entryOf(quiet.id)).toBeNull();
});

it('finds a scanned barcode on the worklist with its state and counts', async () => {
  const withBarcode = await t.ctx.one<string>(sql`select tr.barcode_number as v from instrument_worklist w join test_requests tr on tr.id = w.test_request_id
    where w.instrument_id = ${instrumentId} and tr.barcode_number is not null order by w.test_request_id limit 1`);
  const res = await t.ctx.call(LAB_USER, 'GET', `/interfaces/instruments/${instrumentId}/worklist?barcode=${encodeURIComponent(withBarcode)}`);
  expect(res.body.data).toEqual([expect.objectContaining({ barcode: withBarcode })]);
  expect(Object.values(res.body.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
});

it('lists on a new instrument the requests already in the lab that its code map takes', async () => {
  const inLab = await t.ctx.one<number>(sql`select w.test_request_id as v from instrument_worklist w join test_requests tr on tr.id = w.test_request_id
    where w.instrument_id = ${instrumentId} and tr.status = 'in_progress' order by w.test_request_id limit 1`);
  const markerId = await t.ctx.one<number>(sql`select marker_id as v from test_request_markers where test_request_id = ${inLab} order by marker_id limit 1`);
  const institutionId = await t.ctx.one<number>(sql`select institution_id as v from test_requests where id = ${inLab}`);
  const res = await t.ctx.call(ADMIN, 'POST', '/interfaces/instruments', { name: 'HAEM-2', institution_id: institutionId, codes: [{ code: 'X1', marker_id: markerId }] });
  expect(res.status).toBe(201);
  const list = await t.ctx.call(LAB_USER, 'GET', `/interfaces/instruments/${res.body.instrument.id}/worklist?limit=100`);
  expect(list.body.data).toContainEqual(expect.objectContaining({ test_request_id: inLab, state: 'waiting' }));
  // its map emptied: nothing it takes any more
  await t.ctx.call(ADMIN, 'PUT', `/interfaces/instruments/${res.body.instrument.id}`, { ...res.body.instrument, codes: [] });
  expect((await t.ctx.call(LAB_USER, 'GET', `/interfaces/instruments/${res.body.instrument.id}/worklist`)).body.counts).toEqual({ waiting: 0, sent: 0, resulted: 0, error: 0 });
});

it('keeps the state counts equal to the entries, whatever moved them', async () => {
  const kept = await t.ctx.database.db.execute(sql`select instrument_id, state, sum(entries)::int as n from instrument_worklist_counts group by 1, 2 having sum(entries) <> 0 order by 1, 2`);
  const counted = await t.ctx.database.db.execute(sql`select instrument_id, state, count(*)::int as n from instrument_worklist group by 1, 2 order by 1, 2`);
  expect((kept as unknown as { rows: unknown[] }).rows).toEqual((counted as unknown as { rows: unknown[] }).rows);
});

// A request an analyzer keeps sending to (repeats, corrections, refusals) gains a message each
// time, and every message refreshes the entry: its newest message out and result in must each be
// one index entry away, not every message the request ever had, read and sorted.
it('refreshes an entry from the newest message out and in of the pair through one index, not the request history', async () => {
  const pair = await t.ctx.database.db.execute(sql`select instrument_id, test_request_id from interface_messages where instrument_id is not null and test_request_id is not null limit 1`);
  const { instrument_id, test_request_id } = (pair as unknown as { rows: { instrument_id: number; test_request_id: number }[] }).rows[0];
  const plan = await t.ctx.database.db.transaction(async (tx) => {
    // the demo data is small enough to be read whole: ask which index serves the lookup
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = await tx.execute(sql`explain (format json) select * from instrument_worklist_compute(array[${instrument_id}::int], array[${test_request_id}::int])`);
    return (explained as unknown as { rows: { 'QUERY PLAN': [{ Plan: unknown }] }[] }).rows[0]['QUERY PLAN'][0].Plan;
  });
  type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Scan Direction'?: string; Plans?: Node[] };
  const all = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(all)];
  const limits = all(plan as Node).filter((n) => n['Node Type'] === 'Limit');
  expect(limits).toHaveLength(2);
  for (const limit of limits) {
    expect(limit.Plans).toEqual([expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': 'interface_messages_request_instrument_idx', 'Scan Direction': 'Backward' })]);
  }
});
