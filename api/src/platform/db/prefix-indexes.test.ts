import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './query';
import { openTestDatabase } from '../../test/test-database';

// What every identifier's prefix index (docs/search.md, "Identifiers read their prefix index in
// order") must be for a count to read the index alone and for the planner to know a prefix's size.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface PrefixIndex {
  name: string;
  table: string;
  definition: string;
}

const prefixIndexes = () =>
  queryRows<PrefixIndex>(
    database.db,
    sql`select indexname as name, tablename as "table", indexdef as definition from pg_indexes
      where schemaname = 'public' and indexname like '%\_prefix\_idx' order by indexname`,
  );

it('each identifier prefix index carries the identifier it orders by, so a count reads no table page', async () => {
  const indexes = await prefixIndexes();
  expect(indexes.length).toBeGreaterThanOrEqual(28);
  const wrong = indexes.filter(({ definition }) => {
    const ordered = /lower\((\w+)\) text_pattern_ops/.exec(definition)?.[1];
    const carried = /INCLUDE \((\w+)\)/.exec(definition)?.[1];
    return !ordered || carried !== ordered;
  });
  expect(wrong.map((index) => index.definition)).toEqual([]);
});

it("each partial prefix index's expression has statistics of its own, which PostgreSQL keeps for no partial index", async () => {
  const statistics = await queryRows<{ table: string; definition: string }>(
    database.db,
    sql`select c.relname as "table", pg_get_statisticsobjdef(s.oid) as definition
      from pg_statistic_ext s join pg_class c on c.oid = s.stxrelid`,
  );
  const missing = (await prefixIndexes()).filter(({ table, definition }) => {
    if (!definition.includes(' WHERE ')) return false;
    const expression = /(lower\(\w+\)) text_pattern_ops/.exec(definition)![1];
    return !statistics.some((s) => s.table === table && s.definition.includes(` ON ${expression} FROM `));
  });
  expect(missing.map((index) => index.name)).toEqual([]);
});
