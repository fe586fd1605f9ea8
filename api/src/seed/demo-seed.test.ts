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
  for (const { table_name: name } of tables) out[name as string] = await rowsOf(database, `select * from "${name}" order by 1, 2`);
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
