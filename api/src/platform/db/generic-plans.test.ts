import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app';
import { GENERIC_PLAN_USES, type Db } from './client';
import { queryRowsGeneric } from './query';

// A search's first page runs as a statement planned once for any term (on PostgreSQL): every
// prefix typed after the first must still find exactly its rows, wildcard characters included.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const planSettings = async (db: Db) =>
  (
    await queryRowsGeneric<{ mode: string; memoize: string; random: string }>(
      db,
      sql`select current_setting('plan_cache_mode') as mode, current_setting('enable_memoize') as memoize, current_setting('random_page_cost') as random`,
    )
  )[0];

it('runs on connections that keep one plan for any values, made without Memoize and for pages in memory, on PostgreSQL; planned for its values on PGlite and in a transaction', async () => {
  // a kept plan's Memoize caches are built at every start, for branches the term may never run
  const asPlanned = { mode: 'auto', memoize: 'on', random: '4' };
  expect(await planSettings(ctx.database.db)).toEqual(ctx.database.kind === 'postgres' ? { mode: 'force_generic_plan', memoize: 'off', random: '1.1' } : asPlanned);
  await ctx.database.db.transaction(async (tx) => expect(await planSettings(tx as unknown as Db)).toEqual(asPlanned));
});

it('replaces a connection of planned-once statements after its share of them, so that the plans it keeps stay few', async () => {
  const backends = new Set<number>();
  for (let i = 0; i <= GENERIC_PLAN_USES; i++) {
    backends.add((await queryRowsGeneric<{ pid: number }>(ctx.database.db, sql`select pg_backend_pid() as pid`))[0].pid);
  }
  if (ctx.database.kind === 'postgres') expect(backends.size).toBeGreaterThan(1);
  else expect(backends.size).toBe(1);
});

it('finds by each prefix typed in turn, with % and _ as plain characters, as everyone and inside an institution', async () => {
  const mine = await ctx.one<number>(sql`select institution_id as v from users where email = 'instadmin@demo.lab'`);
  const made: number[] = [];
  for (const email of ['ab_c.7@example.org', 'abxc.7@example.org', 'ab%c.7@example.org']) {
    const { status, body } = await ctx.call('instadmin@demo.lab', 'POST', '/patients', {
      first_name: 'Wilda',
      last_name: 'Prefixton',
      date_of_birth: '1980-01-02',
      gender: 'Female',
      email,
      institution_ids: [mine],
    });
    expect({ status, error: body.error }).toEqual({ status: 201, error: undefined });
    made.push(body.id as number);
  }
  for (const who of ['superadmin@demo.lab', 'instadmin@demo.lab']) {
    // terms of one kind share a statement, whose plan is made once: only the prefix differs
    for (const [typed, expected] of [
      // words (of the email, in the patient's search text)
      ['ab_', [made[0]]],
      ['abx', [made[1]]],
      ['ab%', [made[2]]],
      ['ab', made],
      ['abd', []],
      // identifiers: the email's range of its index
      ['ab_c.7', [made[0]]],
      ['ab%c.7', [made[2]]],
      ['abxc.7', [made[1]]],
      ['ab_c.7@', [made[0]]],
      ['ab.7', []],
    ] as const) {
      const { status, body } = await ctx.call(who, 'GET', `/patients?limit=100&search=${encodeURIComponent(typed)}`);
      expect(status).toBe(200);
      const ids = (body.patients as { id: number }[]).map((p) => p.id).filter((id) => made.includes(id));
      expect({ typed, ids: ids.sort() }).toEqual({ typed, ids: [...expected].sort() });
    }
  }
});
