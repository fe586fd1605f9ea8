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
 * The indexes the loads dropped, waiting to be built again, each from its own definition, by
 * whichever connection is free. Longest first, so no connection is left with a long build alone at
 * the end: the trigram GIN indexes (one process each on PostgreSQL 15, about ten times a btree's
 * time) of the largest tables, then the btrees (PostgreSQL sorts those with parallel workers).
 * Each in a transaction of its own with room for its sort. After a failed build no connection
 * takes another, and `finish` names every index left missing.
 */
export class IndexQueue {
  private readonly waiting: DeferredIndex[] = [];
  private readonly missing = new Set<string>();
  private failure: Error | undefined;

  constructor(private readonly db: Db) {}

  async add(indexes: DeferredIndex[]): Promise<void> {
    const sizes = new Map(
      (await rows<{ name: string; bytes: string }>(this.db, `SELECT c.oid::regclass::text AS name, pg_relation_size(c.oid) AS bytes FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`)).map(
        (t) => [t.name, Number(t.bytes)],
      ),
    );
    this.waiting.push(...indexes);
    this.waiting.sort((a, b) => Number(b.gin) - Number(a.gin) || (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0) || a.name.localeCompare(b.name));
    for (const index of indexes) this.missing.add(index.name);
  }

  /** Builds waiting indexes on one connection, those `may` allows, until none is left (or a build failed); answers how many. */
  async work(may: (index: DeferredIndex) => boolean = () => true): Promise<number> {
    let built = 0;
    for (let at = this.waiting.findIndex(may); at >= 0 && !this.failure; at = this.waiting.findIndex(may)) {
      const [index] = this.waiting.splice(at, 1);
      try {
        await this.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await run(tx, `SET LOCAL maintenance_work_mem = '512MB'`);
          await run(tx, index.definition);
        });
        this.missing.delete(index.name);
        built++;
      } catch (error) {
        // the driver's error quotes the statement; PostgreSQL's own reason is its cause
        const reason = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        this.failure ??= new Error(`${index.name}: ${reason}`, { cause: error });
      }
    }
    return built;
  }

  /** Builds what is left on CONNECTIONS connections; answers how many; throws, naming every index missing, if a build failed. */
  async finish(): Promise<number> {
    const built = await Promise.all(Array.from({ length: CONNECTIONS }, () => this.work()));
    if (this.failure) throw new Error(`An index could not be built (${this.failure.message}). Missing: ${[...this.missing].join(', ')}.`, { cause: this.failure });
    return built.reduce((sum, n) => sum + n, 0);
  }
}

/** Builds these indexes on CONNECTIONS connections (IndexQueue); answers how many were built. */
export async function buildIndexes(db: Db, indexes: DeferredIndex[]): Promise<number> {
  const queue = new IndexQueue(db);
  await queue.add(indexes);
  return queue.finish();
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
