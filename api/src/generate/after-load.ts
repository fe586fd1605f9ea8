// What the generator does once its load has committed: every index the load dropped built again,
// then VACUUM (ANALYZE) of every table. Both are one backend, one core, per statement; the
// generator's machine has two cores, so each runs as a queue on two connections.
import type { Db } from '../platform/db/client';
import type { DeferredIndex } from './bulk-loader';
import { rows, run } from './sql-kit';

/**
 * Connections working at once. Two keep the generator's machine's two cores busy (VACUUM at
 * 100,000 patients 22.3 -> 10.7 s); more were not measured.
 */
const CONNECTIONS = 2;

/**
 * Takes `items` in order from one queue on CONNECTIONS connections at once. After a failure the
 * other connection takes nothing more; the first failure is thrown once both have stopped.
 */
async function onConnections<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const waiting = [...items];
  let failed = false;
  const connection = async () => {
    try {
      for (let item = waiting.shift(); item !== undefined && !failed; item = waiting.shift()) await work(item);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: CONNECTIONS }, connection));
  const failure = ended.find((e): e is PromiseRejectedResult => e.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Builds the indexes the load dropped, each from its own definition. Longest first, so neither
 * connection is left with a long build alone at the end: the trigram GIN indexes (one process
 * each on PostgreSQL 15, about ten times a btree's time) of the largest tables, then the btrees
 * (PostgreSQL sorts those with parallel workers). Each in a transaction of its own with room for
 * its sort. Answers how many. A failure's error names every index left missing.
 */
export async function buildIndexes(db: Db, indexes: DeferredIndex[]): Promise<number> {
  const sizes = new Map(
    (await rows<{ name: string; bytes: string }>(db, `SELECT c.oid::regclass::text AS name, pg_relation_size(c.oid) AS bytes FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`)).map(
      (t) => [t.name, Number(t.bytes)],
    ),
  );
  const longestFirst = [...indexes].sort((a, b) => Number(b.gin) - Number(a.gin) || (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0) || a.name.localeCompare(b.name));
  const missing = new Set(indexes.map((index) => index.name));
  try {
    await onConnections(longestFirst, async (index) => {
      try {
        await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await run(tx, `SET LOCAL maintenance_work_mem = '512MB'`);
          await run(tx, index.definition);
        });
      } catch (error) {
        // the driver's error quotes the statement; PostgreSQL's own reason is its cause
        const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        throw new Error(`${index.name}: ${reason}`, { cause: error });
      }
      missing.delete(index.name);
    });
  } catch (error) {
    throw new Error(`An index could not be built (${(error as Error).message}). Missing: ${[...missing].join(', ')}.`, { cause: error });
  }
  return indexes.length;
}

/** VACUUM (ANALYZE), or ANALYZE alone, of every table of the schema, the largest first; answers how many. */
export async function vacuumTables(db: Db, vacuum: boolean): Promise<number> {
  const tables = await rows<{ name: string }>(
    db,
    `SELECT c.oid::regclass::text AS name FROM pg_class c
     WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
     ORDER BY pg_total_relation_size(c.oid) DESC, 1`,
  );
  await onConnections(
    tables.map((t) => t.name),
    async (table) => {
      await run(db, `${vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table}`);
    },
  );
  return tables.length;
}
