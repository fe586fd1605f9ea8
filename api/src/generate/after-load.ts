// What the generator does once its load has committed: every index the load dropped built again,
// then VACUUM (ANALYZE) of every table. Both are one backend, one core, per statement; the
// generator's machine has two cores, so each runs as a queue on two connections.
import type { Db } from '../platform/db/client';
import type { DeferredIndex } from './bulk-loader';
import { lit, rows, run } from './sql-kit';

/**
 * Connections working at once. Two keep the generator's machine's two cores busy (VACUUM at
 * 100,000 patients 22.3 -> 10.7 s); more were not measured.
 */
const CONNECTIONS = 2;

/**
 * The sort memory of an index build. Small on purpose: a btree of the kept words (18 million rows)
 * builds in 18 s with 32-64 MB and in 23-28 s with 512 MB or more on the generator's machine (the
 * sort's runs fit the processor's caches; merging them from the page cache costs less than the
 * misses of one big in-memory sort). A trigram GIN index takes the same time with 64 MB as with 2 GB.
 */
export const INDEX_BUILD_MEMORY = '64MB';

/**
 * Work waiting in order, taken by whichever connection is free (`work` is one connection's loop,
 * `workAll` runs CONNECTIONS of them). After a failure no connection takes another item; the first
 * failure is kept for the caller to report.
 */
class ConnectionQueue<T> {
  protected readonly waiting: T[] = [];
  protected failure: { item: T; error: unknown } | undefined;

  constructor(private readonly doItem: (item: T) => Promise<void>) {}

  /**
   * Does waiting items on one connection, each with `doItem`, until none is left or one failed;
   * answers how many. Items added meanwhile are taken too.
   */
  protected async work(doItem: (item: T) => Promise<void> = this.doItem): Promise<number> {
    let done = 0;
    while (this.waiting.length && !this.failure) {
      const item = this.waiting.shift()!;
      try {
        await doItem(item);
        done++;
      } catch (error) {
        this.failure ??= { item, error };
      }
    }
    return done;
  }

  /** Does everything left on CONNECTIONS connections; answers how many were done (check `failure` after). */
  protected async workAll(): Promise<number> {
    const done = await Promise.all(Array.from({ length: CONNECTIONS }, () => this.work()));
    return done.reduce((sum, n) => sum + n, 0);
  }
}

/** PostgreSQL's own reason for a failed statement (the driver's error quotes the statement; the reason is its cause). */
const reasonOf = (error: unknown) => (error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error));

/**
 * The indexes the loads dropped, waiting to be built again, each from its own definition, by
 * whichever connection is free. Longest first, so no connection is left with a long build alone at
 * the end: the trigram GIN indexes (one process each on PostgreSQL 15, about ten times a btree's
 * time) of the largest tables, then the btrees (PostgreSQL sorts those with parallel workers).
 * Each in a transaction of its own with INDEX_BUILD_MEMORY for its sort. After a failed build no connection
 * takes another, and `finish` names every index left missing.
 */
export class IndexQueue extends ConnectionQueue<DeferredIndex> {
  private readonly missing = new Set<string>();
  /** Each table's size when its indexes were added (the longest builds go first). */
  private readonly sizes = new Map<string, number>();

  constructor(private readonly db: Db) {
    super((index) => this.buildOne(index, false));
  }

  private async buildOne(index: DeferredIndex, besideLoad: boolean): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await run(tx, `SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
      // PostgreSQL's parallel workers of a btree build would take the load's core: the load, one
      // process, then ran at half speed (the analyzer messages' worklist 21 -> 37 s)
      if (besideLoad) await run(tx, 'SET LOCAL max_parallel_maintenance_workers = 0');
      await run(tx, index.definition);
    });
    this.missing.delete(index.name);
  }

  /**
   * Builds waiting indexes on one connection until none is left or one failed; answers how many
   * (a failure is reported by `finish`). Indexes added meanwhile are built too. While `besideLoad`
   * says a load runs on the other core, each build takes one process.
   */
  async build(besideLoad: () => boolean = () => false): Promise<number> {
    return this.work((index: DeferredIndex) => this.buildOne(index, besideLoad()));
  }

  /**
   * Queues indexes of committed loads. Only their own tables are sized: another load's table,
   * whose indexes it dropped, is locked until that load commits.
   */
  async add(indexes: DeferredIndex[]): Promise<void> {
    const tables = [...new Set(indexes.map((index) => index.table))];
    if (tables.length)
      for (const t of await rows<{ name: string; bytes: string }>(this.db, `SELECT t AS name, pg_relation_size(t::regclass) AS bytes FROM unnest(ARRAY[${tables.map(lit).join(', ')}]) t`))
        this.sizes.set(t.name, Number(t.bytes));
    const size = (index: DeferredIndex) => this.sizes.get(index.table) ?? 0;
    this.waiting.push(...indexes);
    this.waiting.sort((a, b) => Number(b.gin) - Number(a.gin) || size(b) - size(a) || a.name.localeCompare(b.name));
    for (const index of indexes) this.missing.add(index.name);
  }

  /** Builds what is left on CONNECTIONS connections; answers how many; throws, naming every index missing, if a build failed. */
  async finish(): Promise<number> {
    const built = await this.workAll();
    if (this.failure) {
      const { item, error } = this.failure;
      throw new Error(`An index could not be built (${item.name}: ${reasonOf(error)}). Missing: ${[...this.missing].join(', ')}.`, { cause: error });
    }
    return built;
  }
}

/** VACUUM (ANALYZE), or ANALYZE alone, of every table of the schema, the largest first, on CONNECTIONS connections; answers how many. */
export async function vacuumTables(db: Db, vacuum: boolean): Promise<number> {
  const tables = await rows<{ name: string }>(
    db,
    `SELECT c.oid::regclass::text AS name FROM pg_class c
     WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
     ORDER BY pg_total_relation_size(c.oid) DESC, 1`,
  );
  const queue = new TableQueue(db, vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE');
  return queue.run(tables.map((t) => t.name));
}

/** Tables, each vacuumed or analyzed by whichever connection is free. */
class TableQueue extends ConnectionQueue<string> {
  constructor(db: Db, command: string) {
    super(async (table) => {
      await run(db, `${command} ${table}`);
    });
  }

  async run(tables: string[]): Promise<number> {
    this.waiting.push(...tables);
    const done = await this.workAll();
    if (this.failure) throw this.failure.error;
    return done;
  }
}
