import type { Db } from '../platform/db/client';
import { lit, rows, run } from './sql-kit';

/**
 * Inserts in bulk, builds secondary indexes once after the load, and checks foreign keys set-based
 * instead of row by row.
 *
 * An index kept up to date row by row while millions of rows arrive costs several times what
 * building it once costs (random page writes and splits, a trigram GIN's entries one by one). So
 * the first load into a table drops its secondary indexes (not primary keys, unique indexes or
 * a constraint's: ON CONFLICT and the row triggers' lookups need those). The generator builds
 * them again, each from its own definition, once the load has committed (`takeDeferred`,
 * after-load.ts), on two connections; a step that must read a loaded table through its indexes
 * first builds those in the load's transaction (`buildIndexes`). A failed load rolls the drops
 * back with it.
 *
 * A row-by-row foreign key check costs more than the insert itself (several per row, millions of
 * rows). So while a big table is loaded, only the internal triggers that check its own foreign keys
 * (RI_FKey_check_*) are disabled, inside the load's transaction, and enabled again right after: the
 * schema is the same when the transaction ends, and every other trigger (the MRN a link takes, the
 * patient and daily counters) fires as usual. `verifyForeignKeys` then checks every foreign key of
 * such a table in one pass per table (by id range, or a hashed NOT IN) and throws, rolling the whole load back, on any
 * row that points nowhere. Without the superuser right that disabling needs, the checks run row by
 * row: only slower.
 */
export class BulkLoader {
  private readonly unchecked = new Set<string>();
  private readonly loaded = new Set<string>();
  private readonly deferred: DeferredIndex[] = [];

  private constructor(
    private readonly db: Db,
    private readonly canDisableChecks: boolean,
  ) {}

  static async open(db: Db): Promise<BulkLoader> {
    const [row] = await rows<{ on: string }>(db, `SELECT current_setting('is_superuser') AS on`);
    return new BulkLoader(db, row.on === 'on');
  }

  /** Runs an INSERT into `table` (a plain table name); answers the rows written. */
  async insert(table: string, statement: string): Promise<number> {
    if (!this.loaded.has(table)) await this.deferIndexes(table);
    const checks = this.canDisableChecks ? await this.foreignKeyChecks(table) : [];
    if (checks.length === 0) return run(this.db, statement);
    this.unchecked.add(table);
    const alter = (what: 'DISABLE' | 'ENABLE') => `ALTER TABLE ${table} ${checks.map((name) => `${what} TRIGGER "${name}"`).join(', ')}`;
    await run(this.db, alter('DISABLE'));
    const written = await run(this.db, statement); // on failure the whole load, and the ALTER, roll back
    await run(this.db, alter('ENABLE'));
    return written;
  }

  /** Drops the secondary indexes of `table` and of the tables its triggers fill, remembering how to make them again. */
  private async deferIndexes(table: string): Promise<void> {
    this.loaded.add(table);
    for (const filled of FILLED_BY_TRIGGERS[table] ?? []) if (!this.loaded.has(filled)) await this.deferIndexes(filled);
    const found = await rows<DeferredIndex>(
      this.db,
      `SELECT i.indexrelid::regclass::text AS name, ${lit(table)} AS table, pg_get_indexdef(i.indexrelid) AS definition,
         am.amname = 'gin' AS gin
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
       WHERE i.indrelid = ${lit(table)}::regclass AND NOT i.indisunique AND NOT i.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
       ORDER BY 1`,
    );
    for (const index of found) await run(this.db, `DROP INDEX ${index.name}`);
    this.deferred.push(...found);
  }

  /** Makes these indexes the loads dropped again, in the load's transaction; throws for a name no load dropped. */
  async buildIndexes(names: string[]): Promise<void> {
    for (const name of names) {
      const at = this.deferred.findIndex((index) => index.name === name);
      if (at < 0) throw new Error(`no load dropped an index named ${name}`);
      const [index] = this.deferred.splice(at, 1);
      await run(this.db, index.definition);
    }
  }

  /** The indexes dropped and not built again yet (to build after the load: IndexQueue, after-load.ts). */
  takeDeferred(): DeferredIndex[] {
    return this.deferred.splice(0);
  }

  /** The internal triggers checking the foreign keys of `table` on its inserted and updated rows. */
  private async foreignKeyChecks(table: string): Promise<string[]> {
    const found = await rows<{ tgname: string }>(
      this.db,
      `SELECT tgname FROM pg_trigger
       WHERE tgrelid = ${lit(table)}::regclass AND tgisinternal AND tgenabled <> 'D'
         AND tgfoid IN ('"RI_FKey_check_ins"'::regproc, '"RI_FKey_check_upd"'::regproc)
       ORDER BY tgname`,
    );
    return found.map((t) => t.tgname);
  }

  /**
   * Every foreign key of the tables loaded without row checks holds; answers how many were checked.
   * One scan per table. A key whose parent ids are a gapless range of integers (every generated
   * parent) is checked by range alone; any other by a hashed NOT IN.
   */
  async verifyForeignKeys(): Promise<number> {
    if (this.unchecked.size === 0) return 0;
    const keys = await rows<ForeignKey>(
      this.db,
      `SELECT c.conname AS name, c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
         array(SELECT quote_ident(a.attname) FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o) AS child_columns,
         array(SELECT quote_ident(a.attname) FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS parent_columns,
         array(SELECT format_type(a.atttypid, NULL) FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o) AS parent_types
       FROM pg_constraint c
       WHERE c.contype = 'f' AND c.conrelid::regclass::text IN (${[...this.unchecked].map(lit).join(', ')})
       ORDER BY 2, 1`,
    );
    const byChild = new Map<string, ForeignKey[]>();
    for (const key of keys) byChild.set(key.child, [...(byChild.get(key.child) ?? []), key]);
    for (const [child, childKeys] of byChild) {
      const checks: string[] = [];
      for (const k of childKeys) checks.push(`count(*) FILTER (WHERE ${await this.brokenCondition(k)}) AS "${k.name}"`);
      const [broken] = await rows<Record<string, string | number>>(this.db, `SELECT ${checks.join(', ')} FROM ${child} t`);
      const failed = Object.entries(broken).filter(([, n]) => Number(n) > 0);
      if (failed.length) throw new Error(`generated rows break foreign keys: ${failed.map(([name, n]) => `${name} (${n} rows)`).join(', ')}`);
    }
    return keys.length;
  }

  private readonly ranges = new Map<string, { lo: number; hi: number; n: number } | null>();

  /** SQL true for a row of the child (alias t) whose key points nowhere. */
  private async brokenCondition(k: ForeignKey): Promise<string> {
    const present = k.child_columns.map((c) => `t.${c} IS NOT NULL`).join(' AND ');
    if (k.child_columns.length === 1 && INTEGER_TYPES.includes(k.parent_types[0])) {
      const range = await this.gaplessRange(k.parent, k.parent_columns[0]);
      if (range) return range.n === 0 ? present : `${present} AND (t.${k.child_columns[0]} < ${range.lo} OR t.${k.child_columns[0]} > ${range.hi})`;
    }
    const columns = `(${k.child_columns.map((c) => `t.${c}`).join(', ')})`;
    return `${present} AND ${columns} NOT IN (SELECT ${k.parent_columns.join(', ')} FROM ${k.parent})`;
  }

  /** The parent column's ids when they run from lo to hi without a gap (they are unique: a key's target), else null. */
  private async gaplessRange(parent: string, column: string) {
    const id = `${parent}.${column}`;
    if (!this.ranges.has(id)) {
      const [r] = await rows<{ lo: string | null; hi: string | null; n: string | number }>(this.db, `SELECT min(${column}) AS lo, max(${column}) AS hi, count(${column}) AS n FROM ${parent}`);
      const n = Number(r.n);
      const gapless = n === 0 || Number(r.hi) - Number(r.lo) + 1 === n;
      this.ranges.set(id, gapless ? { lo: Number(r.lo), hi: Number(r.hi), n } : null);
    }
    return this.ranges.get(id)!;
  }
}

const INTEGER_TYPES = ['integer', 'bigint', 'smallint'];

/**
 * Tables a table's statement triggers fill set-based as its rows arrive, many rows per row: their
 * indexes are built after the load too (the words of requests, patients, logs, messages,
 * shipments and results: migrations 0043, 0045, 0054, 0057).
 */
const FILLED_BY_TRIGGERS: Record<string, string[]> = {
  test_requests: ['test_request_words'],
  patients: ['patient_words'],
  patient_institutions: ['patient_words'],
  notification_logs: ['notification_log_words'],
  interface_messages: ['interface_message_words'],
  fulfillment_requests: ['fulfillment_request_words'],
  test_results: ['test_result_words'],
};

export interface DeferredIndex {
  name: string;
  table: string;
  definition: string;
  /** A GIN index (a trigram search's): one process builds it, for about ten times a btree's time. */
  gin: boolean;
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  child_columns: string[];
  parent_columns: string[];
  parent_types: string[];
}
