import type { Db } from '../platform/db/client';
import { INDEX_BUILD_MEMORY, IndexQueue, vacuumTables } from './after-load';
import { BulkLoader, type DeferredIndex } from './bulk-loader';
import { insertAuditTrail, insertContactMessages } from './activity';
import type { GenerationContext, TableCounts } from './context';
import { notEmptyReason, syncSequences } from './finish';
import { insertInstitutions } from './institutions';
import { insertFulfillment, insertInventoryItems, insertInventoryLedger } from './logistics';
import { insertNotificationLogs, insertScheduledReminders } from './notifications';
import { insertPatientLinks, insertPatients } from './patients';
import { insertPeople } from './people';
import { insertReference } from './reference';
import { insertResults } from './results';
import { planFor, type ScaleOptions, type ScalePlan } from './scale-plan';
import { rows, run } from './sql-kit';
import { buildCatalogue } from './test-catalogue';
import { insertRequestContents, insertTestRequests } from './test-requests';
import { analyzeRequestsForWorklist, insertInterfaces } from './interfaces';
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
 * inventory with its ledger, fulfillment, notifications, reminders, audit rows. Set-based SQL in an
 * order that makes every foreign key hold; every trigger fires as usual (MRNs, counters), only the
 * row-by-row foreign key checks are replaced by set-based ones and a loaded table's secondary
 * indexes are dropped for the load (bulk-loader.ts).
 *
 * One transaction holds one core, and the generator's machine has two. So the people and patients
 * load in one transaction (a failure there leaves the database as it was); once it has committed,
 * the requests load in a second while another connection loads the patients' links and builds the
 * patients' dropped indexes; then what hangs off the requests loads on two connections (the results
 * and then the analyzer messages, each in a transaction of its own; beside them the requests'
 * markers and the rest), each connection building the dropped indexes once its loads are done,
 * until none is left; then every table gets VACUUM (ANALYZE) on two connections (after-load.ts).
 * A failure after the first commit leaves part of the data, and says so.
 */
export async function generateScaleData(db: Db, options: ScaleOptions, hooks: GenerateHooks = {}): Promise<GenerateReport> {
  const plan = planFor(options);
  const refusal = await notEmptyReason(db);
  if (refusal) throw new GenerateRefused(refusal);
  const steps: StepReport[] = [];
  const began = performance.now();
  const step = async (name: string, work: () => Promise<TableCounts>) => {
    const started = performance.now();
    const tables = await work();
    const report = { step: name, tables, seconds: (performance.now() - started) / 1000 };
    steps.push(report);
    hooks.onStep?.(report);
  };
  /** `work` in a transaction of its own set up for a bulk load; answers the indexes its loads dropped. */
  const load = async (work: (ctx: GenerationContext) => Promise<void>, base: Partial<GenerationContext>): Promise<DeferredIndex[]> => {
    let deferred: DeferredIndex[] = [];
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // a bulk load: no need to wait for each commit's flush, room for the big sorts and hashes (the
      // indexes a load builds, the analyzer messages', sort as well with less: INDEX_BUILD_MEMORY)
      await run(tx, `SET LOCAL synchronous_commit = off`);
      await run(tx, `SET LOCAL work_mem = '512MB'`);
      await run(tx, `SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
      // new entries of GIN indexes (the patient search) wait in a pending list merged in big batches
      await run(tx, `SET LOCAL gin_pending_list_limit = '256MB'`);
      const ctx = { ...base, plan, db: tx, load: await BulkLoader.open(tx) } as GenerationContext;
      await work(ctx);
      await step('foreign keys', async () => ({ 'foreign keys checked': await ctx.load.verifyForeignKeys() }));
      deferred = ctx.load.takeDeferred();
    });
    return deferred;
  };

  // The people and patients every other table points at: one transaction (a failure leaves the
  // database as it was).
  let shared: Partial<GenerationContext> = {};
  const patientsDropped = await load(async (ctx) => {
    await step('institutions', async () => {
      ctx.places = await insertInstitutions(ctx.db, plan);
      return { institutions: plan.institutions };
    });
    await step('reference data', async () => {
      ctx.ref = await insertReference(ctx.db, plan);
      ctx.catalogue = buildCatalogue(ctx.ref);
      return { 'reference tables (CMS, labs, reminder presets)': await countReference(ctx.db) };
    });
    await step('users', async () => {
      const { people, links } = await insertPeople(ctx.db, plan, ctx.places);
      ctx.people = people;
      return { users: people.users.length, user_institutions: links };
    });
    await step('patients', () => insertPatients(ctx));
    shared = { places: ctx.places, ref: ctx.ref, catalogue: ctx.catalogue, people: ctx.people };
  }, {});

  try {
    const indexes = new IndexQueue(db);
    // The requests load in one transaction, one core (they read the patients, not their links);
    // the other core loads the patients' links to institutions meanwhile, then builds the
    // patients' and links' indexes (the links fill the patients' words too, so those wait for them).
    const [requestsDropped] = await Promise.all([
      load((ctx) => step('test requests', () => insertTestRequests(ctx)), shared),
      (async () => {
        await indexes.add([...patientsDropped, ...(await load((ctx) => step('patient links', () => insertPatientLinks(ctx)), shared))]);
        await step('indexes, beside', async () => ({ 'indexes built': await indexes.build(() => true) }));
      })(),
    ]);
    await indexes.add(requestsDropped);
    // What hangs off the requests, on two connections, one per core. On one, the results and then
    // the analyzer messages, each in a transaction of its own. On the other, the requests' markers
    // and devices (in one), the statistics the messages' worklist rebuild needs of the requests and
    // their markers, the rest (in one: each writes its own tables and summaries), and then the
    // dropped indexes, the results' too once they have committed. Each connection builds them
    // once its loads are done, until none is left.
    let interfacesLoading = true;
    const contents = (async () => {
      await indexes.add(await load((ctx) => step('markers and devices', () => insertRequestContents(ctx)), shared));
      await step('statistics', async () => {
        await analyzeRequestsForWorklist(db);
        return { tables: 2 };
      });
    })();
    const ended = await Promise.allSettled([
      contents,
      (async () => {
        try {
          await indexes.add(await load((ctx) => step('results', () => insertResults(ctx)), shared));
          await contents;
          await indexes.add(await load((ctx) => step('analyzer interfaces', () => insertInterfaces(ctx)), shared));
        } finally {
          interfacesLoading = false;
        }
        await step('indexes', async () => ({ 'indexes built': await indexes.build() }));
      })(),
      (async () => {
        await contents;
        await indexes.add(
          await load(async (ctx) => {
            await step('inventory items', () => insertInventoryItems(ctx));
            await step('fulfillment', () => insertFulfillment(ctx));
            await step('inventory ledger', () => insertInventoryLedger(ctx));
            await step('notifications', () => insertNotificationLogs(ctx));
            await step('reminders', () => insertScheduledReminders(ctx));
            await step('audit and sessions', () => insertAuditTrail(ctx));
            await step('contact messages', () => insertContactMessages(ctx));
            await step('remote load reports', () => insertRemoteLoadReports(ctx));
          }, shared),
        );
        await step('indexes, beside', async () => ({ 'indexes built': await indexes.build(() => interfacesLoading) }));
      })(),
    ]);
    const failed = ended.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
    if (failed) throw failed.reason;
    // every index is built by now, each lane having built what it queued: this reports a failed build
    await indexes.finish();
    await step('sequences', async () => ({ sequences: await syncSequences(db, plan) }));
    await step('gin pending lists', async () => ({ 'gin indexes merged': await mergeGinPendingLists(db) }));
    await step(hooks.vacuum === false ? 'analyze' : 'vacuum analyze', async () => ({ tables: await vacuumTables(db, hooks.vacuum !== false) }));
  } catch (error) {
    throw new Error(`${(error as Error).message} The database holds part of the generated data: drop it, create it again and generate again.`, { cause: error });
  }

  const written: TableCounts = {};
  for (const s of steps) for (const [table, n] of Object.entries(s.tables)) if (!NOT_TABLES.includes(table)) written[table] = (written[table] ?? 0) + n;
  return { plan, steps, rows: written, seconds: (performance.now() - began) / 1000 };
}

/** Step figures that are not rows of a table. */
const NOT_TABLES = ['sequences', 'foreign keys checked', 'gin indexes merged', 'indexes built', 'tables'];

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
