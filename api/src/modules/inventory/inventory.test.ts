import { INVENTORY_MESSAGES as M, LEDGER_REASONS, type InventoryItemDetail, type InventoryItemPayload } from '@lab/shared';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let A: number;
let B: number;
const call: TestContext['call'] = (...args) => ctx.call(...args);
const count = (query: ReturnType<typeof sql>) => ctx.count(query);

const SUPER = 'superadmin@demo.lab';
const AGENT = 'fulfillment@demo.lab';
const CLIENT_A = 'clientadmin@demo.lab';
const ADMIN_A = 'instadmin@demo.lab';
const ADMIN_B = 'instadmin.b@demo.lab';

let skuSerial = 0;
const payload = (over: Partial<InventoryItemPayload> = {}): InventoryItemPayload => ({
  item_name: 'Test Swab Pack',
  item_sku: `TST-SWA-${String(++skuSerial).padStart(3, '0')}`,
  category: 'Supplies',
  location: 'Warehouse',
  quantity_available: 20,
  minimum_threshold: 10,
  po_number: 'PO-TEST-1',
  purchase_date: '2026-10-01',
  received_date: '2026-10-08T09:30:00.000Z',
  ...over,
});

async function createItem(email: string, over: Partial<InventoryItemPayload> = {}): Promise<InventoryItemDetail> {
  const { status, body } = await call(email, 'POST', '/inventory', payload(over));
  expect({ status, error: body.error }).toEqual({ status: 201, error: undefined });
  return body;
}

/** Per item: the ledger's sums are the stock, and its newest row states it. */
async function ledgerMismatches(): Promise<number> {
  return count(sql`select count(*) as v from inventory_items i
    left join (select inventory_item_id, sum(delta) as d, sum(reserved_delta) as r from inventory_adjustments group by 1) l on l.inventory_item_id = i.id
    left join lateral (select quantity_after, reserved_after from inventory_adjustments a where a.inventory_item_id = i.id order by a.id desc limit 1) last on true
    where i.quantity_available <> coalesce(l.d, 0) or i.quantity_reserved <> coalesce(l.r, 0)
      or i.quantity_available <> coalesce(last.quantity_after, 0) or i.quantity_reserved <> coalesce(last.reserved_after, 0)`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  A = await ctx.one<number>(sql`select id as v from institutions where name = 'St Mary''s General Hospital'`);
  B = await ctx.one<number>(sql`select id as v from institutions where name = 'Riverside Community Clinic'`);
});
afterAll(() => ctx.close());

describe('GET /inventory', () => {
  it("lists global items and the caller's institutions' items, with the tiles of that scope", async () => {
    const { status, body } = await call(CLIENT_A, 'GET', '/inventory?limit=100');
    expect(status).toBe(200);
    const owners = new Set(body.inventory.map((i: { institution_id: number | null }) => i.institution_id));
    expect([...owners].every((o) => o === null || o === A)).toBe(true);
    expect(owners.has(null)).toBe(true);
    const expected = await ctx.database.db.execute(sql`select count(*)::int as total_items, (count(*) filter (where quantity_available <= minimum_threshold))::int as low_stock,
      sum(quantity_reserved)::int as reserved, sum(quantity_available)::int as available from inventory_items where institution_id is null or institution_id = ${A}`);
    expect(body.summary).toEqual((expected as unknown as { rows: object[] }).rows[0]);
    expect(body.pagination.total).toBe(body.summary.total_items);
    expect(body.low_stock_items.length).toBeGreaterThan(0);
    expect(body.low_stock_items.every((i: { quantity_available: number; minimum_threshold: number }) => i.quantity_available <= i.minimum_threshold)).toBe(true);

    const agent = await call(AGENT, 'GET', '/inventory?limit=100');
    expect(agent.body.summary.total_items).toBe(await count(sql`select count(*) as v from inventory_items`));
  });

  it('filters by category, location, low stock and search', async () => {
    const kits = await call(AGENT, 'GET', '/inventory?category=Test%20Kits&limit=100');
    expect(kits.body.inventory.length).toBeGreaterThan(0);
    expect(kits.body.inventory.every((i: { category: string }) => i.category === 'Test Kits')).toBe(true);
    const lab = await call(AGENT, 'GET', '/inventory?location=Lab%20Storage&limit=100');
    expect(lab.body.inventory.every((i: { location: string }) => i.location === 'Lab Storage')).toBe(true);
    const low = await call(AGENT, 'GET', '/inventory?low_stock=true&limit=100');
    expect(low.body.pagination.total).toBe(low.body.summary.low_stock);
    const sample = kits.body.inventory[0];
    const found = await call(AGENT, 'GET', `/inventory?search=${encodeURIComponent(sample.item_sku.toLowerCase())}`);
    expect(found.body.inventory.map((i: { id: number }) => i.id)).toEqual([sample.id]);
    expect((await call(AGENT, 'GET', '/inventory?category=Food')).status).toBe(400);
  });

  it('is refused to roles and users without the inventory area', async () => {
    expect((await call('clinician@demo.lab', 'GET', '/inventory')).status).toBe(403);
    expect((await call(ADMIN_B, 'GET', '/inventory')).status).toBe(403); // institution admin without inventory in their permissions
    expect((await call(ADMIN_A, 'GET', '/inventory')).status).toBe(200); // granted inventory: may read and request stock
    expect((await call(ADMIN_A, 'POST', '/inventory', payload())).status).toBe(403);
  });

  it('answers the storage locations the form offers', async () => {
    const { status, body } = await call(CLIENT_A, 'GET', '/cms/storage-locations?active=true');
    expect(status).toBe(200);
    expect(body.items.map((l: { name: string }) => l.name)).toEqual(['Central Supply', 'Lab Storage', 'Warehouse', 'Satellite Location']);
  });
});

describe('POST and PUT /inventory', () => {
  it('creates the item with its opening stock as the first ledger row, owned by the right institution', async () => {
    const mine = await createItem(CLIENT_A, { institution_id: B });
    expect(mine).toMatchObject({ institution_id: A, quantity_available: 20, quantity_reserved: 0, location: 'Warehouse', purchase_date: '2026-10-01', received_date: '2026-10-08' });
    expect(mine.recent_movements).toEqual([expect.objectContaining({ delta: 20, quantity_after: 20, reserved_after: 0, reason: LEDGER_REASONS.opening, actor_name: 'Laura Bennett' })]);
    expect((await createItem(AGENT)).institution_id).toBeNull();
    expect((await createItem(SUPER, { institution_id: B })).institution_id).toBe(B);
    expect((await createItem(SUPER, { institution_id: null, quantity_available: 0 })).recent_movements).toEqual([]);
    expect(await count(sql`select count(*) as v from audit_log where action = 'inventory_item.created' and entity_id = ${String(mine.id)}`)).toBe(1);
  });

  it('refuses a duplicate SKU with 409, blank required fields and an unknown location with 400', async () => {
    const first = await createItem(AGENT);
    const again = await call(AGENT, 'POST', '/inventory', payload({ item_sku: first.item_sku.toLowerCase() }));
    expect(again).toEqual({ status: 409, body: { error: M.skuTaken(first.item_sku) } });
    expect((await call(AGENT, 'POST', '/inventory', payload({ po_number: '  ' }))).body).toEqual({ error: M.poRequired });
    expect((await call(AGENT, 'POST', '/inventory', payload({ location: 'Moon Base' }))).body).toEqual({ error: M.unknownLocation('Moon Base') });
    expect((await call(AGENT, 'POST', '/inventory', payload({ purchase_date: '2026-02-31' }))).status).toBe(400);
    expect((await call(AGENT, 'POST', '/inventory', payload({ quantity_available: -1 }))).status).toBe(400);
    const other = await createItem(AGENT);
    const clash = await call(AGENT, 'PUT', `/inventory/${other.id}`, payload({ item_sku: first.item_sku }));
    expect(clash.status).toBe(409);
  });

  it('records a changed quantity on the form as a stock correction, never below the reserved units', async () => {
    const item = await createItem(AGENT, { quantity_available: 10 });
    const saved = await call(AGENT, 'PUT', `/inventory/${item.id}`, payload({ item_sku: item.item_sku, quantity_available: 14, item_name: 'Renamed Pack' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ item_name: 'Renamed Pack', quantity_available: 14 });
    expect(saved.body.recent_movements[0]).toMatchObject({ delta: 4, quantity_after: 14, reason: LEDGER_REASONS.edited });
  });

  it('lets an institution manager change only their own items (global stock is the provider’s)', async () => {
    const global = await createItem(AGENT);
    expect(await call(CLIENT_A, 'POST', `/inventory/${global.id}/adjust`, { adjustment: 1, reason: 'Found one' })).toEqual({ status: 403, body: { error: M.globalItem } });
    const ofB = await createItem(SUPER, { institution_id: B });
    expect((await call(CLIENT_A, 'GET', `/inventory/${ofB.id}`)).status).toBe(404);
    expect((await call(CLIENT_A, 'POST', `/inventory/${ofB.id}/adjust`, { adjustment: 1, reason: 'x' })).status).toBe(404);
    const ofA = await createItem(CLIENT_A);
    expect((await call(CLIENT_A, 'POST', `/inventory/${ofA.id}/adjust`, { adjustment: 1, reason: 'Counted' })).status).toBe(200);
  });
});

describe('POST /inventory/{id}/adjust: the ledger', () => {
  it('writes one row per change with who, why and the quantity after; refusals change nothing', async () => {
    const item = await createItem(AGENT, { quantity_available: 5 });
    const added = await call(AGENT, 'POST', `/inventory/${item.id}/adjust`, { adjustment: 10, reason: 'Stock replenishment' });
    expect(added.body.quantity_available).toBe(15);
    expect(added.body.recent_movements[0]).toMatchObject({ delta: 10, quantity_after: 15, reason: 'Stock replenishment', actor_name: 'Marcus Reid' });

    const rows = await count(sql`select count(*) as v from inventory_adjustments where inventory_item_id = ${item.id}`);
    const tooMany = await call(AGENT, 'POST', `/inventory/${item.id}/adjust`, { adjustment: -16, reason: 'Single unit usage' });
    expect(tooMany).toEqual({ status: 409, body: { error: M.negativeStock(15, -16) } });
    expect(await call(AGENT, 'POST', `/inventory/${item.id}/adjust`, { adjustment: 0, reason: 'x' })).toEqual({ status: 400, body: { error: M.adjustBoth } });
    expect(await call(AGENT, 'POST', `/inventory/${item.id}/adjust`, { adjustment: 2, reason: '   ' })).toEqual({ status: 400, body: { error: M.adjustBoth } });
    expect(await count(sql`select count(*) as v from inventory_adjustments where inventory_item_id = ${item.id}`)).toBe(rows);
    expect((await call(AGENT, 'GET', `/inventory/${item.id}`)).body.quantity_available).toBe(15);
    expect(await ledgerMismatches()).toBe(0);
  });

  it('keeps the ledger append-only and refuses a stock change without its ledger row', async () => {
    const item = await createItem(AGENT, { quantity_available: 3 });
    const refusal = (query: ReturnType<typeof sql>) =>
      ctx.database.db.execute(query).then(
        () => 'allowed',
        (e: { cause?: Error }) => e.cause?.message ?? String(e),
      );
    expect(await refusal(sql`update inventory_adjustments set delta = 99 where inventory_item_id = ${item.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from inventory_adjustments where inventory_item_id = ${item.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`update inventory_items set quantity_available = 50 where id = ${item.id}`)).toMatch(/without its ledger row/);
    expect((await call(AGENT, 'GET', `/inventory/${item.id}`)).body.quantity_available).toBe(3);
  });

  it('applies 50 concurrent removals of 1 from a stock of 20 exactly 20 times', async () => {
    const item = await createItem(AGENT, { quantity_available: 20 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(AGENT, 'POST', `/inventory/${item.id}/adjust`, { adjustment: -1, reason: 'Single unit usage' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    const after = (await call(AGENT, 'GET', `/inventory/${item.id}`)).body;
    expect(after.quantity_available).toBe(0);
    expect(await count(sql`select count(*) as v from inventory_adjustments where inventory_item_id = ${item.id} and reason = 'Single unit usage'`)).toBe(20);
    expect(await count(sql`select min(quantity_after) as v from inventory_adjustments where inventory_item_id = ${item.id}`)).toBe(0);
    expect(await ledgerMismatches()).toBe(0);
  });
});

describe('notify and stock requests', () => {
  it('mails the managers of the item and answers the message', async () => {
    const item = await createItem(CLIENT_A, { item_name: 'Ward Tourniquets', quantity_available: 2 });
    const before = await count(sql`select count(*) as v from mail_messages`);
    const { status, body } = await call(CLIENT_A, 'POST', `/inventory/${item.id}/notify`);
    expect(status).toBe(200);
    // super_admin, the fulfillment agent and A's client admin manage an item of A
    expect(body).toEqual({ message: M.notifySent('Ward Tourniquets', 3) });
    const recipients = await ctx.database.db.execute(sql`select to_address from mail_messages order by id desc limit 3`);
    expect((recipients as unknown as { rows: { to_address: string }[] }).rows.map((r) => r.to_address).sort()).toEqual([AGENT, CLIENT_A, SUPER].sort());
    expect(await count(sql`select count(*) as v from mail_messages`)).toBe(before + 3);
  });

  it('lets an institution admin request stock for a low item only, with a valid quantity', async () => {
    const low = await createItem(AGENT, { item_name: 'Low Kit', quantity_available: 4, minimum_threshold: 10 });
    const plenty = await createItem(AGENT, { quantity_available: 40, minimum_threshold: 10 });
    const sent = await call(ADMIN_A, 'POST', `/inventory/${low.id}/request`, { quantity: 25 });
    expect(sent).toEqual({ status: 200, body: { message: M.requestSent(25, 'Low Kit') } });
    // a global item's managers are the provider's: super_admin and the fulfillment agent
    expect(await count(sql`select count(*) as v from mail_messages where subject = ${`Stock request: 25 x Low Kit (${low.item_sku})`}`)).toBe(2);
    expect(await call(ADMIN_A, 'POST', `/inventory/${plenty.id}/request`, { quantity: 5 })).toEqual({ status: 409, body: { error: M.notLow } });
    expect(await call(ADMIN_A, 'POST', `/inventory/${low.id}/request`, { quantity: 0 })).toEqual({ status: 400, body: { error: M.validQuantity } });
    expect((await call(AGENT, 'POST', `/inventory/${low.id}/request`, { quantity: 5 })).status).toBe(403);
    expect(await count(sql`select count(*) as v from audit_log where action = 'inventory_item.stock_requested' and entity_id = ${String(low.id)}`)).toBe(1);
  });
});
