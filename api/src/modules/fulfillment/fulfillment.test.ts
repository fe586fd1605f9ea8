import {
  canMoveFulfillment,
  FULFILLMENT_MESSAGES as M,
  FULFILLMENT_STATUSES,
  formatFulfillmentId,
  formatRequestId,
  INVENTORY_MESSAGES,
  LEDGER_REASONS,
  FULFILLMENT_TEST_CANCELLED_NOTE,
  REOPEN_NOTE,
  type FulfillmentDetail,
  type FulfillmentStatus,
} from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
let requestA: number;
let agentId: number;
let itemId: number;
const call: TestContext['call'] = (...args) => ctx.call(...args);
const count = (query: ReturnType<typeof sql>) => ctx.count(query);

const AGENT = 'fulfillment@demo.lab';
const CLIENT_A = 'clientadmin@demo.lab';

const stock = async (id = itemId) => {
  const { body } = await call(AGENT, 'GET', `/inventory/${id}`);
  return { available: body.quantity_available as number, reserved: body.quantity_reserved as number };
};

async function newRequest(quantity = 2, over: object = {}): Promise<FulfillmentDetail> {
  const { status, body } = await call(AGENT, 'POST', '/fulfillment', { test_request_id: requestA, inventory_item_id: itemId, quantity_requested: quantity, ...over });
  expect({ status, error: body.error }).toEqual({ status: 201, error: undefined });
  return body;
}

const move = (id: number, status: FulfillmentStatus, extra: object = {}) =>
  call(AGENT, 'PUT', `/fulfillment/${id}/status`, { status, ...(status === 'dispatched' ? { tracking_number: 'RM123456785GB' } : {}), ...extra });

/** A new request brought to `status` by allowed moves. */
async function requestIn(status: FulfillmentStatus): Promise<FulfillmentDetail> {
  const created = await newRequest(1);
  const path: Record<FulfillmentStatus, FulfillmentStatus[]> = {
    pending: [],
    assigned: ['assigned'],
    dispatched: ['dispatched'],
    delivered: ['dispatched', 'delivered'],
    cancelled: ['cancelled'],
  };
  let body = created;
  for (const step of path[status]) {
    const moved = await move(created.id, step);
    expect(moved.status).toBe(200);
    body = moved.body;
  }
  return body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
  agentId = await ctx.one<number>(sql`select id as v from users where email = ${AGENT}`);
  requestA = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${A} and status not in ('cancelled', 'pending') and archived_at is null order by id limit 1`);
  const item = await call(AGENT, 'POST', '/inventory', {
    item_name: 'Fulfillment Test Kit', item_sku: 'TES-FUL-900', category: 'Test Kits', quantity_available: 500, minimum_threshold: 10, po_number: 'PO-FT-1',
  });
  itemId = item.body.id;
});
afterAll(() => ctx.close());

describe('GET /fulfillment', () => {
  it("lists the caller's institutions only, newest first, with the tiles of that scope and 5 recent changes", async () => {
    const { status, body } = await call(CLIENT_A, 'GET', '/fulfillment?limit=100');
    expect(status).toBe(200);
    expect(body.requests.length).toBeGreaterThan(0);
    expect(body.requests.every((r: { institution_id: number }) => r.institution_id === A)).toBe(true);
    const created = body.requests.map((r: { created_at: string }) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const s of FULFILLMENT_STATUSES) {
      expect(body.counts[s]).toBe(await count(sql`select count(*) as v from fulfillment_requests where institution_id = ${A} and status = ${s}`));
    }
    expect(body.pagination.total).toBe(await count(sql`select count(*) as v from fulfillment_requests where institution_id = ${A}`));
    expect(body.recent_activity).toHaveLength(5);
    const agent = await call(AGENT, 'GET', '/fulfillment');
    expect(agent.body.pagination.total).toBe(await count(sql`select count(*) as v from fulfillment_requests`));
  });

  it('filters by status, priority, assigned to me and dates, and searches ids, tracking numbers and patients', async () => {
    const dispatched = await call(AGENT, 'GET', '/fulfillment?status=dispatched&limit=100');
    expect(dispatched.body.requests.every((r: { status: string }) => r.status === 'dispatched')).toBe(true);
    expect(dispatched.body.pagination.total).toBe(dispatched.body.counts.dispatched);
    const stat = await call(AGENT, 'GET', '/fulfillment?priority=stat&limit=100');
    expect(stat.body.requests.every((r: { priority: string }) => r.priority === 'stat')).toBe(true);
    // a priority's total, alone or with a status, from the kept counters, which follow a change of priority
    const statTotal = () => count(sql`select count(*) as v from fulfillment_requests where priority = 'stat'`);
    expect(stat.body.pagination.total).toBe(await statTotal());
    await ctx.database.db.execute(sql`update fulfillment_requests set priority = 'stat' where id = (select min(id) from fulfillment_requests where priority <> 'stat')`);
    expect((await call(AGENT, 'GET', '/fulfillment?priority=stat')).body.pagination.total).toBe(await statTotal());
    const statPending = await call(AGENT, 'GET', '/fulfillment?priority=stat&status=pending');
    expect(statPending.body.pagination.total).toBe(await count(sql`select count(*) as v from fulfillment_requests where priority = 'stat' and status = 'pending'`));
    const mine = await call(AGENT, 'GET', '/fulfillment?assigned_to_me=true&limit=100');
    expect(mine.body.requests.length).toBeGreaterThan(0);
    expect(mine.body.requests.every((r: { assigned_to: number }) => r.assigned_to === agentId)).toBe(true);
    const sample = dispatched.body.requests[0];
    const day = sample.created_at.slice(0, 10);
    const onDay = await call(AGENT, 'GET', `/fulfillment?date_from=${day}&date_to=${day}&limit=100`);
    expect(onDay.body.requests.map((r: { id: number }) => r.id)).toContain(sample.id);
    expect(onDay.body.requests.every((r: { created_at: string }) => r.created_at.slice(0, 10) === day)).toBe(true);
    expect(await call(AGENT, 'GET', '/fulfillment?date_from=2026-05-02&date_to=2026-05-01')).toEqual({ status: 400, body: { error: M.dateRange } });

    for (const term of [formatFulfillmentId(sample.id), sample.tracking_number.toLowerCase(), sample.patient_last_name, formatRequestId(sample.test_request_id)]) {
      const found = await call(AGENT, 'GET', `/fulfillment?search=${encodeURIComponent(term)}&limit=100`);
      expect(found.body.requests.map((r: { id: number }) => r.id)).toContain(sample.id);
    }
  });

  it("finds a request by its patient's new name after a rename, and by its new tracking number", async () => {
    const created = await newRequest(1);
    await ctx.database.db.execute(sql`update patients set last_name = 'Zebedee-Quill' where id = (select patient_id from test_requests where id = ${requestA})`);
    const found = await call(AGENT, 'GET', '/fulfillment?search=zebedee-quill&limit=100');
    expect(found.body.requests.map((r: { id: number }) => r.id)).toContain(created.id);
    await move(created.id, 'dispatched', { tracking_number: 'ZX998877665GB' });
    expect((await call(AGENT, 'GET', '/fulfillment?search=ZX998877665GB')).body.requests.map((r: { id: number }) => r.id)).toEqual([created.id]);
  });

  it("finds a request by a prefix of its test request's kit barcode, after the barcode changes, also in its letters' case alone", async () => {
    const created = await newRequest(1);
    const shipmentsOfA = (await ctx.one<number[]>(sql`select array_agg(id order by id) as v from fulfillment_requests where test_request_id = ${requestA}`)).map(Number);
    expect(shipmentsOfA).toContain(created.id);
    const barcodeOf = () => ctx.one<string>(sql`select request_barcode as v from fulfillment_requests where id = ${created.id}`);
    const found = async (term: string) =>
      (await call(AGENT, 'GET', `/fulfillment?search=${encodeURIComponent(term)}&limit=100`)).body.requests.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
    await ctx.database.db.execute(sql`update test_requests set barcode_number = 'KIT-ZQ-4471' where id = ${requestA}`);
    expect(await barcodeOf()).toBe('KIT-ZQ-4471');
    for (const term of ['kit-zq', 'KIT-ZQ-44', 'kit-zq-4471']) expect([term, await found(term)]).toEqual([term, shipmentsOfA]);
    await ctx.database.db.execute(sql`update test_requests set barcode_number = 'kit-zq-4471' where id = ${requestA}`);
    expect(await barcodeOf()).toBe('kit-zq-4471');
    await ctx.database.db.execute(sql`update test_requests set barcode_number = 'KIT-ZR-1' where id = ${requestA}`);
    expect(await found('kit-zq')).toEqual([]);
    expect(await found('KIT-ZR')).toEqual(shipmentsOfA);
  });

  it('is for the fulfillment roles only, and each sees their scope', async () => {
    expect((await call('labuser@demo.lab', 'GET', '/fulfillment')).status).toBe(403);
    expect((await call('instadmin@demo.lab', 'GET', '/fulfillment')).status).toBe(403);
    const ofB = await ctx.one<number>(sql`select id as v from fulfillment_requests where institution_id = ${B} limit 1`);
    expect(await call(CLIENT_A, 'GET', `/fulfillment/${ofB}`)).toEqual({ status: 404, body: { error: M.apiNotFound } });
    expect((await call(CLIENT_A, 'PUT', `/fulfillment/${ofB}/status`, { status: 'cancelled' })).status).toBe(404);
    expect((await call(AGENT, 'GET', `/fulfillment/${ofB}`)).status).toBe(200);
  });
});

describe('GET /fulfillment/{id}', () => {
  it('answers the request with its patient, item and shipping', async () => {
    const created = await newRequest(1, { notes: 'Leave with reception' });
    expect(created).toMatchObject({
      status: 'pending',
      test_request_id: requestA,
      institution_id: A,
      item_name: 'Fulfillment Test Kit',
      item_sku: 'TES-FUL-900',
      quantity_requested: 1,
      notes: 'Leave with reception',
      requested_by_name: 'Marcus',
      tracking_number: null,
    });
    expect(created.patient.first_name).toBe(created.patient_first_name);
    expect(Object.keys(created.patient).sort()).toEqual(['city', 'country', 'email', 'first_name', 'last_name', 'phone', 'postal_code', 'state', 'street_address_1', 'street_address_2']);
  });
});

describe('PUT /fulfillment/{id}/status: the state machine', () => {
  const cases = FULFILLMENT_STATUSES.flatMap((from) => FULFILLMENT_STATUSES.map((to) => [from, to] as const));
  it.each(cases)('%s to %s: allowed exactly as the flow says', async (from, to) => {
    const request = await requestIn(from);
    const before = await stock();
    const answer = await move(request.id, to);
    if (canMoveFulfillment(from, to)) {
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 200, error: undefined });
      expect(answer.body.status).toBe(to);
    } else {
      expect(answer).toEqual({ status: 409, body: { error: M.transition(from, to) } });
      expect((await call(AGENT, 'GET', `/fulfillment/${request.id}`)).body.status).toBe(from);
      expect(await stock()).toEqual(before);
    }
  });

  it('dispatches only with a tracking number, recording it, the barcode and the date', async () => {
    const request = await newRequest(1);
    expect(await call(AGENT, 'PUT', `/fulfillment/${request.id}/status`, { status: 'dispatched' })).toEqual({ status: 400, body: { error: M.trackingRequired } });
    expect(await call(AGENT, 'PUT', `/fulfillment/${request.id}/status`, { status: 'dispatched', tracking_number: '   ' })).toEqual({ status: 400, body: { error: M.trackingRequired } });
    const sent = await call(AGENT, 'PUT', `/fulfillment/${request.id}/status`, { status: 'dispatched', tracking_number: ' RM000111222GB ', barcodeNumber: 'KIT-42' });
    expect(sent.body).toMatchObject({ status: 'dispatched', tracking_number: 'RM000111222GB', barcode_number: 'KIT-42' });
    expect(sent.body.dispatch_date).not.toBeNull();
    const delivered = await move(request.id, 'delivered');
    expect(delivered.body.delivery_date).not.toBeNull();
  });

  it('audits every change', async () => {
    const request = await requestIn('delivered');
    expect(await count(sql`select count(*) as v from audit_log where entity_type = 'fulfillment_request' and entity_id = ${String(request.id)}`)).toBe(3);
  });
});

describe('stock follows the shipment', () => {
  it('reserves on create, takes out on dispatch, releases on cancel and reserves again on reopen, each a ledger row', async () => {
    const start = await stock();
    const shipped = await newRequest(3);
    expect(await stock()).toEqual({ available: start.available, reserved: start.reserved + 3 });
    await move(shipped.id, 'dispatched');
    expect(await stock()).toEqual({ available: start.available - 3, reserved: start.reserved });

    const cancelled = await newRequest(4);
    await move(cancelled.id, 'cancelled');
    expect(await stock()).toEqual({ available: start.available - 3, reserved: start.reserved });
    const reopened = await move(cancelled.id, 'pending', { notes: REOPEN_NOTE });
    expect(reopened.body).toMatchObject({ status: 'pending', assigned_to: null });
    expect(reopened.body.notes.split('\n')).toContain(REOPEN_NOTE);
    expect(await stock()).toEqual({ available: start.available - 3, reserved: start.reserved + 4 });

    const rows = await ctx.database.db.execute(sql`select delta, reserved_delta, reason from inventory_adjustments where fulfillment_request_id in (${shipped.id}, ${cancelled.id}) order by id`);
    expect((rows as unknown as { rows: object[] }).rows).toEqual([
      { delta: 0, reserved_delta: 3, reason: LEDGER_REASONS.reserved(formatFulfillmentId(shipped.id)) },
      { delta: -3, reserved_delta: -3, reason: LEDGER_REASONS.dispatched(formatFulfillmentId(shipped.id)) },
      { delta: 0, reserved_delta: 4, reason: LEDGER_REASONS.reserved(formatFulfillmentId(cancelled.id)) },
      { delta: 0, reserved_delta: -4, reason: LEDGER_REASONS.released(formatFulfillmentId(cancelled.id)) },
      { delta: 0, reserved_delta: 4, reason: LEDGER_REASONS.reopened(formatFulfillmentId(cancelled.id)) },
    ]);
  });

  it('records the reopen note even when the caller sends none', async () => {
    const request = await requestIn('cancelled');
    const reopened = await move(request.id, 'pending');
    expect(reopened.body.notes).toBe(REOPEN_NOTE);
  });

  it('never reopens, nor replaces, the request of a cancelled test; the list says the test is cancelled', async () => {
    const test = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${A} and status = 'approved' and archived_at is null order by id limit 1`);
    const request = await newRequest(1, { test_request_id: test });
    expect((await move(request.id, 'cancelled')).status).toBe(200);
    await ctx.database.db.execute(sql`update test_requests set status = 'cancelled' where id = ${test}`);
    try {
      const before = await stock();
      expect(await move(request.id, 'pending')).toEqual({ status: 409, body: { error: M.reopenTestCancelled } });
      expect((await call(AGENT, 'POST', '/fulfillment', { test_request_id: test, inventory_item_id: itemId, quantity_requested: 1, replaces_request_id: request.id })).status).toBe(409);
      expect(await stock()).toEqual(before);
      const listed = (await call(AGENT, 'GET', `/fulfillment?search=${formatFulfillmentId(request.id)}`)).body.requests;
      expect(listed).toEqual([expect.objectContaining({ id: request.id, status: 'cancelled', test_request_status: 'cancelled' })]);
    } finally {
      await ctx.database.db.execute(sql`update test_requests set status = 'approved' where id = ${test}`);
    }
  });

  it('cancelling after dispatch returns nothing to stock (the kit has left)', async () => {
    const request = await requestIn('dispatched');
    const before = await stock();
    await move(request.id, 'cancelled');
    expect(await stock()).toEqual(before);
  });

  it('refuses a request for more than the free units, creating nothing', async () => {
    const small = await call(AGENT, 'POST', '/inventory', { item_name: 'Scarce Kit', item_sku: 'TES-SCA-901', category: 'Test Kits', quantity_available: 3, minimum_threshold: 1, po_number: 'PO-S' });
    const rows = await count(sql`select count(*) as v from fulfillment_requests`);
    const refused = await call(AGENT, 'POST', '/fulfillment', { test_request_id: requestA, inventory_item_id: small.body.id, quantity_requested: 4 });
    expect(refused).toEqual({ status: 409, body: { error: M.notEnoughStock(3, 4) } });
    expect(await count(sql`select count(*) as v from fulfillment_requests`)).toBe(rows);
    const taken = await call(AGENT, 'POST', '/fulfillment', { test_request_id: requestA, inventory_item_id: small.body.id, quantity_requested: 3 });
    expect(taken.status).toBe(201);
    // the form cannot bring the stock below what is reserved
    const below = await call(AGENT, 'POST', `/inventory/${small.body.id}/adjust`, { adjustment: -1, reason: 'Broken' });
    expect(below).toEqual({ status: 409, body: { error: INVENTORY_MESSAGES.belowReserved(3) } });
    const reopenCancelled = await call(AGENT, 'PUT', `/fulfillment/${taken.body.id}/status`, { status: 'cancelled' });
    expect(reopenCancelled.status).toBe(200);
    const other = await call(AGENT, 'POST', '/fulfillment', { test_request_id: requestA, inventory_item_id: small.body.id, quantity_requested: 3 });
    expect(other.status).toBe(201);
    // now reopening the first would need 3 more free units than there are
    expect(await call(AGENT, 'PUT', `/fulfillment/${taken.body.id}/status`, { status: 'pending' })).toEqual({ status: 409, body: { error: M.notEnoughStock(0, 3) } });
    expect((await call(AGENT, 'GET', `/fulfillment/${taken.body.id}`)).body.status).toBe('cancelled');
  });
});

describe('POST /fulfillment/{id}/assign and replacements', () => {
  it('assigns a pending request to a fulfillment user, never to another role or a finished request', async () => {
    const request = await newRequest(1);
    const clinician = await ctx.one<number>(sql`select id as v from users where email = 'clinician@demo.lab'`);
    expect(await call(AGENT, 'POST', `/fulfillment/${request.id}/assign`, { assigned_to: clinician })).toEqual({ status: 400, body: { error: M.assigneeInvalid } });
    const assigned = await call(AGENT, 'POST', `/fulfillment/${request.id}/assign`, { assigned_to: agentId });
    expect(assigned.body).toMatchObject({ status: 'assigned', assigned_to: agentId, assigned_to_name: 'Marcus', assigned_to_lastname: 'Reid' });
    const delivered = await requestIn('delivered');
    expect(await call(AGENT, 'POST', `/fulfillment/${delivered.id}/assign`, { assigned_to: agentId })).toEqual({ status: 409, body: { error: M.notAssignable('delivered') } });
  });

  it('creates a replacement for a cancelled request only, for the same test request', async () => {
    const cancelled = await requestIn('cancelled');
    const replacement = await newRequest(1, { replaces_request_id: cancelled.id });
    expect(replacement).toMatchObject({ status: 'pending', replaces_request_id: cancelled.id, notes: `Replacement for ${formatFulfillmentId(cancelled.id)}` });
    expect((await call(AGENT, 'GET', `/fulfillment/${cancelled.id}`)).body.replaced_by_request_id).toBe(replacement.id);
    const open = await newRequest(1);
    expect(await call(AGENT, 'POST', '/fulfillment', { test_request_id: requestA, inventory_item_id: itemId, quantity_requested: 1, replaces_request_id: open.id })).toEqual({
      status: 409,
      body: { error: M.replacesNotCancelled },
    });
    const ofB = await ctx.one<number>(sql`select id as v from test_requests where institution_id = ${B} and status <> 'cancelled' and archived_at is null limit 1`);
    expect((await call(CLIENT_A, 'POST', '/fulfillment', { test_request_id: ofB, inventory_item_id: itemId, quantity_requested: 1 })).status).toBe(404);
  });

  it('keeps the ledger equal to the stock of every item', async () => {
    expect(
      await count(sql`select count(*) as v from inventory_items i
        left join (select inventory_item_id, sum(delta) as d, sum(reserved_delta) as r from inventory_adjustments group by 1) l on l.inventory_item_id = i.id
        where i.quantity_available <> coalesce(l.d, 0) or i.quantity_reserved <> coalesce(l.r, 0)`),
    ).toBe(0);
  });
});

describe('a cancelled test request', () => {
  it('cancels its shipments not yet sent and releases their stock, and leaves a dispatched one be', async () => {
    const test = await ctx.one<number>(sql`select tr.id as v from test_requests tr join patients p on p.id = tr.patient_id
      where tr.institution_id = ${A} and tr.status = 'pending' and tr.archived_at is null and p.email is not null order by tr.id desc limit 1`);
    const pending = await newRequest(2, { test_request_id: test });
    const assigned = await newRequest(1, { test_request_id: test });
    await move(assigned.id, 'assigned');
    const dispatched = await newRequest(1, { test_request_id: test });
    await move(dispatched.id, 'dispatched');
    const before = await stock();

    const cancelled = await call('clinician@demo.lab', 'POST', `/tests/requests/${test}/cancel`, { message: 'Your test is cancelled.' });
    expect(cancelled.status).toBe(200);

    const after = async (id: number) => (await call(AGENT, 'GET', `/fulfillment/${id}`)).body as FulfillmentDetail;
    for (const shipment of [pending, assigned]) {
      const now = await after(shipment.id);
      expect(now.status).toBe('cancelled');
      expect(now.notes?.split('\n')).toContain(FULFILLMENT_TEST_CANCELLED_NOTE);
    }
    expect((await after(dispatched.id)).status).toBe('dispatched');
    // the three units the two held go back to free stock; nothing left the shelf
    expect(await stock()).toEqual({ available: before.available, reserved: before.reserved - 3 });
    expect(await count(sql`select count(*) as v from inventory_adjustments where fulfillment_request_id in (${pending.id}, ${assigned.id}) and reserved_delta < 0`)).toBe(2);
    expect(await count(sql`select count(*) as v from audit_log where entity_type = 'fulfillment_request' and details->>'cause' = 'test_request_cancelled'`)).toBe(2);
    // and neither may be reopened while the test stays cancelled
    expect((await move(pending.id, 'pending')).status).toBe(409);
  });
});
