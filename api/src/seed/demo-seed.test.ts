import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { institutions, users } from '../platform/db/schema';
import { openTestDatabase } from '../test/test-database';
import { SeedRefused, seedDemo } from './demo-seed';

const ANCHOR = new Date('2026-11-22T00:00:00Z');

async function rowsOf(database: Database, query: string): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Every row of every table, in a stable order. */
async function dump(database: Database): Promise<Record<string, unknown[]>> {
  const tables = await rowsOf(database, "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  const out: Record<string, unknown[]> = {};
  for (const { table_name: name } of tables) {
    const columns = (await rowsOf(database, `select column_name from information_schema.columns where table_schema = 'public' and table_name = '${name}' order by ordinal_position`)).map((c) => c.column_name as string);
    // a count kept in slot rows (one per database session, so it depends on the session's pid) is compared as its sum
    const keys = columns.filter((c) => c !== 'slot' && c !== 'entries').map((c) => `"${c}"`).join(', ');
    const query = columns.includes('slot') ? `select ${keys}, sum(entries)::int as entries from "${name}" group by ${keys} having sum(entries) <> 0 order by 1, 2` : `select * from "${name}" order by 1, 2`;
    out[name as string] = await rowsOf(database, query);
  }
  return out;
}

const count = async (database: Database, query: string) => Number((await rowsOf(database, query))[0].n);

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the demo accounts and institutions, and a second run changes nothing', async () => {
    expect(await seedDemo(database.db, { anchor: ANCHOR })).toBe('seeded');
    const first = await dump(database);
    expect((first.institutions as { name: string }[]).map((i) => i.name)).toEqual(["St Mary's General Hospital", 'Riverside Community Clinic', 'Northgate Diagnostics Centre']);
    expect((first.users as { email: string; role: string; is_active: boolean }[]).map((u) => [u.email, u.role, u.is_active])).toEqual([
      ['superadmin@demo.lab', 'super_admin', true],
      ['instadmin@demo.lab', 'institution_admin', true],
      ['instadmin.b@demo.lab', 'institution_admin', true],
      ['clinician@demo.lab', 'clinician', true],
      ['clinician.multi@demo.lab', 'clinician', true],
      ['clientadmin@demo.lab', 'client_admin', true],
      ['fulfillment@demo.lab', 'fulfillment_agent', true],
      ['labuser@demo.lab', 'lab_user', true],
      ['labuser2@demo.lab', 'lab_user', true],
      ['inactive@demo.lab', 'lab_user', false],
    ]);
    expect((first.users[0] as { password_hash: string }).password_hash).toMatch(/^\$argon2id\$/);
    expect(await seedDemo(database.db, { anchor: new Date('2027-03-01T00:00:00Z') })).toBe('reseeded');
    expect(await dump(database)).toEqual(first);
  });

  it('makes realistic volumes: a few hundred patients per institution, every status and priority', async () => {
    const perInstitution = await rowsOf(database, 'select institution_id, count(*)::int as n from patient_institutions group by 1 order by 1');
    for (const row of perInstitution) expect(Number(row.n)).toBeGreaterThanOrEqual(200);
    const statuses = (await rowsOf(database, 'select distinct status from test_requests order by 1')).map((r) => r.status);
    expect(statuses).toEqual(['approved', 'cancelled', 'completed', 'fulfilled', 'in_progress', 'pending']);
    const priorities = (await rowsOf(database, 'select distinct priority from test_requests order by 1')).map((r) => r.priority);
    expect(priorities).toEqual(['normal', 'stat', 'urgent']);
    const resultStatuses = (await rowsOf(database, 'select distinct status from test_results order by 1')).map((r) => r.status);
    expect(resultStatuses).toEqual(['amended', 'draft', 'final', 'reviewed']);
    const fulfillment = (await rowsOf(database, 'select distinct status from fulfillment_requests order by 1')).map((r) => r.status);
    expect(fulfillment).toEqual(['assigned', 'cancelled', 'delivered', 'dispatched', 'pending']);
    expect(await count(database, 'select count(*) as n from inventory_items where quantity_available <= minimum_threshold')).toBeGreaterThan(0);
    expect(await count(database, `select count(*) as n from test_requests where requested_at < timestamptz '2026-11-22' - interval '90 days'`)).toBe(0);
    expect(await count(database, `select count(*) as n from test_requests where requested_at >= timestamptz '2026-11-22' - interval '7 days'`)).toBeGreaterThan(20);
    expect(await count(database, 'select count(*) as n from notification_logs')).toBeGreaterThan(100);
    expect(await count(database, "select count(*) as n from reminder_configs where reminder_type in ('7_days_before','3_hours_before','24_hours_before','1_hour_before','14_days_before')")).toBe(5);
    expect((await rowsOf(database, 'select name from storage_locations order by sort_order')).map((r) => r.name)).toEqual(['Central Supply', 'Lab Storage', 'Warehouse', 'Satellite Location']);
  });

  it('keeps a stock ledger that adds up to every item, reservations included', async () => {
    // per item, the deltas add up to the stock and the reserved deltas to the reservations
    expect(await count(database, `select count(*) as n from inventory_items i
      left join (select inventory_item_id, sum(delta) as d, sum(reserved_delta) as r from inventory_adjustments group by 1) a on a.inventory_item_id = i.id
      where coalesce(a.d, 0) <> i.quantity_available or coalesce(a.r, 0) <> i.quantity_reserved`)).toBe(0);
    // the newest row (highest id) states the item's quantities; every row states the running sums
    expect(await count(database, `select count(*) as n from inventory_items i join lateral (
      select quantity_after, reserved_after from inventory_adjustments a where a.inventory_item_id = i.id order by id desc limit 1) l on true
      where l.quantity_after <> i.quantity_available or l.reserved_after <> i.quantity_reserved`)).toBe(0);
    expect(await count(database, `select count(*) as n from (select quantity_after, reserved_after,
      sum(delta) over w as q, sum(reserved_delta) over w as r from inventory_adjustments window w as (partition by inventory_item_id order by id)) x
      where quantity_after <> q or reserved_after <> r`)).toBe(0);
    // ids follow time, and every item opens with its opening stock on the day it was received
    expect(await count(database, 'select count(*) as n from (select created_at, lag(created_at) over (order by id) as prev from inventory_adjustments) x where created_at < prev')).toBe(0);
    expect(await count(database, `select count(*) as n from inventory_items i where (select reason || '@' || (created_at at time zone 'UTC')::date from inventory_adjustments a
      where a.inventory_item_id = i.id order by id limit 1) is distinct from 'Opening stock@' || i.received_date`)).toBe(0);
    // reserved is what the pending and assigned requests hold, and leaves free units
    expect(await count(database, `select count(*) as n from inventory_items i where quantity_reserved <>
      coalesce((select sum(quantity_requested) from fulfillment_requests f where f.inventory_item_id = i.id and f.status in ('pending', 'assigned')), 0)`)).toBe(0);
    expect(await count(database, "select count(*) as n from inventory_items i where quantity_available - quantity_reserved < case when exists (select 1 from fulfillment_requests f where f.inventory_item_id = i.id and f.status = 'pending') then 3 else 0 end")).toBe(0);
    // each request reserved at its creation, and was dispatched or released at its own date
    expect(await count(database, `select count(*) as n from fulfillment_requests f where not exists (select 1 from inventory_adjustments a where a.fulfillment_request_id = f.id
      and a.reason = 'Reserved for ' || 'FUL-' || lpad(f.id::text, 6, '0') and a.delta = 0 and a.reserved_delta = f.quantity_requested and a.created_at = f.created_at and a.inventory_item_id = f.inventory_item_id)`)).toBe(0);
    expect(await count(database, `select count(*) as n from fulfillment_requests f where (f.status in ('dispatched', 'delivered')) <> exists (select 1 from inventory_adjustments a
      where a.fulfillment_request_id = f.id and a.reason like 'Dispatched: FUL-%' and a.delta = -f.quantity_requested and a.reserved_delta = -f.quantity_requested and a.created_at = f.dispatch_date)`)).toBe(0);
    expect(await count(database, `select count(*) as n from fulfillment_requests f where (f.status = 'cancelled') <> exists (select 1 from inventory_adjustments a
      where a.fulfillment_request_id = f.id and a.reason like 'Reservation released: FUL-% cancelled' and a.delta = 0 and a.reserved_delta = -f.quantity_requested and a.created_at = f.updated_at)`)).toBe(0);
    expect(await count(database, "select count(*) as n from fulfillment_requests where status = 'cancelled' and (notes is null or tracking_number is not null or dispatch_date is not null)")).toBe(0);
    expect(await count(database, "select count(*) as n from fulfillment_requests where status in ('dispatched', 'delivered') and (tracking_number is null or dispatch_date is null)")).toBe(0);
    expect(await count(database, "select count(*) as n from fulfillment_requests f join test_requests r on r.id = f.test_request_id where f.institution_id <> r.institution_id")).toBe(0);
    // manual adjustments, over time
    const reasons = (await rowsOf(database, 'select reason, count(*)::int as n, count(distinct created_at::date)::int as days from inventory_adjustments where fulfillment_request_id is null group by 1 order by 1')) as { reason: string; n: number; days: number }[];
    expect(reasons.map((r) => r.reason)).toEqual(expect.arrayContaining(['Emergency restock', 'Opening stock', 'Single unit usage', 'Stock replenishment']));
    expect(reasons.find((r) => r.reason === 'Emergency restock')!.n).toBe(1);
    expect(reasons.find((r) => r.reason === 'Single unit usage')!.days).toBeGreaterThan(3);
  });

  it("has low and Warning stock, and open shipments of St Mary's for global kits", async () => {
    const a = "(select id from institutions where name = 'St Mary''s General Hospital')";
    expect(await count(database, 'select count(*) as n from inventory_items where institution_id is null and quantity_available <= minimum_threshold')).toBeGreaterThanOrEqual(2);
    expect(await count(database, 'select count(*) as n from inventory_items where quantity_available > minimum_threshold and quantity_available <= 1.5 * minimum_threshold')).toBeGreaterThanOrEqual(1);
    expect(await count(database, `select count(*) as n from inventory_items where institution_id = ${a} and quantity_available <= minimum_threshold`)).toBeGreaterThanOrEqual(1);
    expect(await count(database, 'select count(distinct category) as n from inventory_items')).toBe(6);
    expect(await count(database, 'select count(distinct storage_location_id) as n from inventory_items')).toBe(4);
    for (const status of ['pending', 'assigned']) {
      expect(await count(database, `select count(*) as n from fulfillment_requests f join inventory_items i on i.id = f.inventory_item_id
        where f.institution_id = ${a} and f.status = '${status}' and i.institution_id is null`)).toBeGreaterThan(0);
    }
    expect(await count(database, `select count(*) as n from fulfillment_requests f join inventory_items i on i.id = f.inventory_item_id
      where f.institution_id = ${a} and f.status in ('pending', 'assigned') and i.institution_id is null and i.quantity_available <= i.minimum_threshold`)).toBeGreaterThan(0);
  });

  it('never differs between two runs on fresh databases', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemo(other.db, { anchor: ANCHOR });
      const strip = (d: Record<string, unknown[]>) => ({ ...d, users: d.users.map((u) => ({ ...(u as object), password_hash: 'x' })) });
      expect(strip(await dump(other))).toEqual(strip(await dump(database)));
    } finally {
      await other.close();
    }
  });

  it('refuses a database it did not create empty', async () => {
    const foreign = await openTestDatabase();
    try {
      await foreign.db.insert(institutions).values({ name: 'Real Hospital' });
      await expect(seedDemo(foreign.db)).rejects.toBeInstanceOf(SeedRefused);
      const [{ n }] = await foreign.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(n).toBe(0);
    } finally {
      await foreign.close();
    }
  });
});
