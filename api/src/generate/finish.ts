import type { Db } from '../platform/db/client';
import { MRN_BASE } from './patients';
import type { ScalePlan } from './scale-plan';
import { rows, run } from './sql-kit';

/** Moves every serial column's sequence past the ids written explicitly, and the MRN sequence past the patients. */
export async function syncSequences(db: Db, plan: ScalePlan): Promise<number> {
  const serials = await rows<{ table_name: string; column_name: string; sequence: string }>(
    db,
    `SELECT c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
     FROM information_schema.columns c
     WHERE c.table_schema = current_schema() AND c.column_default LIKE 'nextval(%'
     ORDER BY c.table_name`,
  );
  for (const s of serials) {
    await run(db, `SELECT setval('${s.sequence}', coalesce((SELECT max("${s.column_name}") FROM "${s.table_name}"), 0) + 1, false)`);
  }
  await run(db, `SELECT setval('patient_mrn_seq', ${MRN_BASE + plan.patients})`);
  return serials.length + 1;
}

/** Tables the generator refuses to write into when they hold anything. */
const MUST_BE_EMPTY = ['institutions', 'users', 'patients', 'test_requests', 'inventory_items'];

/** Why this database cannot take generated data, or null when it is empty. */
export async function notEmptyReason(db: Db): Promise<string | null> {
  const counts = await rows<{ name: string; n: number | string }>(
    db,
    MUST_BE_EMPTY.map((table) => `SELECT '${table}' AS name, (SELECT count(*) FROM (SELECT 1 FROM "${table}" LIMIT 1) x) AS n`).join(' UNION ALL '),
  );
  const filled = counts.filter((c) => Number(c.n) > 0).map((c) => c.name);
  return filled.length ? `Refusing to generate: the database already holds data (${filled.join(', ')}). Use an empty database: the generator only fills one that has no institutions, users or patients.` : null;
}
