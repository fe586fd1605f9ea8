import type { Db } from '../platform/db/client';
import { BulkLoader } from './bulk-loader';
import { insertAuditTrail, insertContactMessages } from './activity';
import type { GenerationContext, TableCounts } from './context';
import { notEmptyReason, syncSequences } from './finish';
import { insertInstitutions } from './institutions';
import { insertFulfillment, insertInventoryItems, insertInventoryLedger } from './logistics';
import { insertNotificationLogs, insertScheduledReminders } from './notifications';
import { insertPatients } from './patients';
import { insertPeople } from './people';
import { insertReference } from './reference';
import { insertResults } from './results';
import { planFor, type ScaleOptions, type ScalePlan } from './scale-plan';
import { rows, run } from './sql-kit';
import { buildCatalogue } from './test-catalogue';
import { insertTestRequests } from './test-requests';
import { insertInterfaces } from './interfaces';
import { insertRemoteLoadReports } from './remote-loads';

export class GenerateRefused extends Error {}

export interface StepReport {
  step: string;
  tables: TableCounts;
  seconds: number;
}

export interface GenerateReport {
  plan: ScalePlan;
  steps: StepReport[];
  /** Rows written per table. */
  rows: TableCounts;
  seconds: number;
}

export interface GenerateHooks {
  /** Called after each step (the CLI prints it). */
  onStep?: (step: StepReport) => void;
  /** VACUUM (ANALYZE) after the load, so visibility maps are set for index-only scans (default); false: ANALYZE only. */
  vacuum?: boolean;
}

/**
 * Fills an empty, migrated database with realistic, deterministic data for every table (same
 * options and anchor, same data): institutions, the demo accounts and a staff per institution,
 * reference data, patients, test requests with markers and devices, results with versions,
 * inventory with its ledger, fulfillment, notifications, reminders, audit rows. Set-based SQL in one
 * transaction (a failure leaves the database as it was), in an order that makes every foreign key
 * hold; every trigger fires as usual (MRNs, counters), only the row-by-row foreign key checks are
 * replaced by set-based ones and a loaded table's secondary indexes are built once at the end of
 * its step (bulk-loader.ts). Then sequences past the written ids, then VACUUM ANALYZE of each table,
 * two at a time.
 */
export async function generateScaleData(db: Db, options: ScaleOptions, hooks: GenerateHooks = {}): Promise<GenerateReport> {
  const plan = planFor(options);
  const refusal = await notEmptyReason(db);
  if (refusal) throw new GenerateRefused(refusal);
  const steps: StepReport[] = [];
  const began = performance.now();
  let load: BulkLoader | undefined; // the load's, inside its transaction
  const step = async (name: string, work: () => Promise<TableCounts>) => {
    const started = performance.now();
    const tables = await work();
    // the indexes a step's loads dropped are built before the next step reads its tables
    await load?.buildIndexes();
    const report = { step: name, tables, seconds: (performance.now() - started) / 1000 };
    steps.push(report);
    hooks.onStep?.(report);
  };

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // a bulk load: no need to wait for each commit's flush, room for the big sorts and hashes
    await run(tx, `SET LOCAL synchronous_commit = off`);
    await run(tx, `SET LOCAL work_mem = '512MB'`);
    await run(tx, `SET LOCAL maintenance_work_mem = '512MB'`);
    // new entries of GIN indexes (the patient search) wait in a pending list merged in big batches
    await run(tx, `SET LOCAL gin_pending_list_limit = '256MB'`);

    load = await BulkLoader.open(tx);
    let ctx = { db: tx, plan, load } as GenerationContext;
    await step('institutions', async () => {
      ctx = { ...ctx, places: await insertInstitutions(tx, plan) };
      return { institutions: plan.institutions };
    });
    await step('reference data', async () => {
      const ref = await insertReference(tx, plan);
      ctx = { ...ctx, ref, catalogue: buildCatalogue(ref) };
      return { 'reference tables (CMS, labs, reminder presets)': await countReference(tx) };
    });
    await step('users', async () => {
      const { people, links } = await insertPeople(tx, plan, ctx.places);
      ctx = { ...ctx, people };
      return { users: people.users.length, user_institutions: links };
    });
    await step('patients', () => insertPatients(ctx));
    await step('test requests', () => insertTestRequests(ctx));
    await step('results', () => insertResults(ctx));
    await step('analyzer interfaces', () => insertInterfaces(ctx));
    await step('inventory items', () => insertInventoryItems(ctx));
    await step('fulfillment', () => insertFulfillment(ctx));
    await step('inventory ledger', () => insertInventoryLedger(ctx));
    await step('notifications', () => insertNotificationLogs(ctx));
    await step('reminders', () => insertScheduledReminders(ctx));
    await step('audit and sessions', () => insertAuditTrail(ctx));
    await step('contact messages', () => insertContactMessages(ctx));
    await step('remote load reports', () => insertRemoteLoadReports(ctx));
    await step('foreign keys', async () => ({ 'foreign keys checked': await ctx.load.verifyForeignKeys() }));
    await step('sequences', async () => ({ sequences: await syncSequences(tx, plan) }));
    await step('gin pending lists', async () => ({ 'gin indexes merged': await mergeGinPendingLists(tx) }));
  });
  load = undefined;

  await step(hooks.vacuum === false ? 'analyze' : 'vacuum analyze', async () => ({ tables: await vacuumTables(db, hooks.vacuum !== false) }));

  const written: TableCounts = {};
  for (const s of steps) for (const [table, n] of Object.entries(s.tables)) if (!NOT_TABLES.includes(table)) written[table] = (written[table] ?? 0) + n;
  return { plan, steps, rows: written, seconds: (performance.now() - began) / 1000 };
}

/** Step figures that are not rows of a table. */
const NOT_TABLES = ['sequences', 'foreign keys checked', 'gin indexes merged', 'tables'];

/**
 * Connections vacuuming at once. One VACUUM (ANALYZE) of the whole database is one backend, one
 * core, table after table; a table at a time on two connections keeps both of the generator's
 * machine's two cores busy (at 100,000 patients 22.3 -> 10.7 s). More were not measured.
 */
const VACUUM_CONNECTIONS = 2;

/** VACUUM (ANALYZE), or ANALYZE alone, of every table of the schema, the largest first; answers how many. */
async function vacuumTables(db: Db, vacuum: boolean): Promise<number> {
  const tables = await rows<{ name: string }>(
    db,
    `SELECT c.oid::regclass::text AS name FROM pg_class c
     WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
     ORDER BY pg_total_relation_size(c.oid) DESC, 1`,
  );
  const waiting = tables.map((t) => t.name);
  const connection = async () => {
    for (let table = waiting.shift(); table; table = waiting.shift()) await run(db, `${vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table}`);
  };
  await Promise.all(Array.from({ length: VACUUM_CONNECTIONS }, connection));
  return tables.length;
}

/** Merges the pending entries of every GIN index into the index proper, so searches are fast at once. */
async function mergeGinPendingLists(db: Db): Promise<number> {
  const merged = await rows<{ index: string }>(
    db,
    `SELECT i.indexrelid::regclass::text AS index, gin_clean_pending_list(i.indexrelid) AS pages
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
     WHERE am.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace`,
  );
  return merged.length;
}

const REFERENCE_TABLES = ['sample_types', 'tube_types', 'markers', 'marker_sample_types', 'marker_tube_types', 'panels', 'panel_markers', 'collection_devices', 'collection_device_tube_types', 'statuses', 'storage_locations', 'labs', 'institution_labs', 'marker_institutions', 'reminder_configs', 'external_lab_providers'];

/** Rows of the reference tables (the demo's reference seed answers ids, not counts). */
async function countReference(db: Db): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, `SELECT ${REFERENCE_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')} AS n`);
  return Number(row.n);
}
