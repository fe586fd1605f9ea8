import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { queryRows } from './query';
import { openTestDatabase } from '../../test/test-database';

// A rare term of several words is matched through its list's trigram index (docs/search.md, "Only
// a rare term asks an index for every match"). A list's table keeps one: of (institution_id,
// text) where searches run inside institutions, which answers everyone's search too, since a GIN
// index of several columns answers a condition on any one of them. That the planner takes it for
// everyone's rare term is checked on generated data (the plan check's 'smi qz', plan-shape.ts): on
// this small database any plan is as cheap as another.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const trigramIndexes = () =>
  queryRows<{ table: string; definition: string }>(
    database.db,
    sql`select tablename as "table", indexdef as definition from pg_indexes where schemaname = 'public' and indexdef like '%gin_trgm_ops%' order by tablename`,
  );

it('a table keeps one trigram index of its search text', async () => {
  const indexes = await trigramIndexes();
  expect(indexes.length).toBeGreaterThanOrEqual(6);
  const tables = indexes.map((index) => index.table);
  expect(tables.filter((table, i) => tables.indexOf(table) !== i)).toEqual([]);
});

it("the tables searched inside institutions keep theirs of (institution_id, text), which everyone's search reads too", async () => {
  const scoped = ['test_requests', 'notification_logs', 'fulfillment_requests', 'patient_institutions'];
  const definitions = (await trigramIndexes()).filter((index) => scoped.includes(index.table));
  expect(definitions.map(({ table, definition }) => [table, /USING gin \((\w+),/.exec(definition)?.[1]])).toEqual([
    ['fulfillment_requests', 'institution_id'],
    ['notification_logs', 'institution_id'],
    ['patient_institutions', 'institution_id'],
    ['test_requests', 'institution_id'],
  ]);
});
