// `pnpm --filter @lab/api plan-shape`: every list's search, typed letter by letter (a surname, an
// MRN, a barcode, an identifier of the list's own), as everyone, one institution and two, after
// each of ten ANALYZEs of a generated database; each statement's executed plan is checked
// (plan-checks.ts). Exits 1 on the first round with a problem, naming the list, scope and term.
//   DATABASE_URL   a database filled by `pnpm --filter @lab/api generate` (CI: 100,000 patients)
//   PLAN_ROUNDS    ANALYZE rounds (10)
import type { Scope } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../platform/db/client';
import { queryRows } from '../platform/db/query';
import { selectFulfillmentPage } from '../modules/fulfillment/public';
import { selectMessagePage } from '../modules/interfaces/public';
import { selectLogPage } from '../modules/notifications/public';
import { selectPatientPage } from '../modules/patients/public';
import { selectResultPage } from '../modules/results/public';
import { selectRequestPage } from '../modules/test-requests/public';
import { classifyTerm, COUNT_WALK } from '../platform/db/search';
import { LIST_COUNT_CAP } from '@lab/shared';
import { planProblems, type PlanNode } from './plan-checks';
import { typed } from './typing';

interface SearchedListCase {
  name: string;
  /** The newest-first indexes its walk may read. */
  walkIndexes: string[];
  page(db: Db, scope: Scope, search: string, page: number): Promise<unknown>;
  /** Identifiers of this list typed letter by letter (besides the surname). */
  typed: string[];
}

/** The prefixes a person types of each text: every letter of a word, a few steps of an identifier. */
const letterByLetter = (texts: string[]) => texts.flatMap(typed);

async function sample(db: Db, query: SQL): Promise<string> {
  const [row] = await queryRows<{ v: string | null }>(db, query);
  if (!row?.v) throw new Error('the database holds no generated data to sample (run pnpm --filter @lab/api generate first)');
  return row.v;
}

async function cases(db: Db): Promise<SearchedListCase[]> {
  const mrn = await sample(db, sql`select medical_record_number as v from patients order by id desc limit 1 offset 5000`);
  const barcode = await sample(db, sql`select barcode_number as v from test_requests where archived_at is null order by id desc limit 1 offset 5000`);
  const tracking = await sample(db, sql`select tracking_number as v from fulfillment_requests where tracking_number is not null order by id limit 1`);
  const email = await sample(db, sql`select recipient_email as v from notification_logs where recipient_email is not null order by id limit 1`);
  const control = await sample(db, sql`select control_id as v from interface_messages where control_id is not null order by id limit 1`);
  return [
    {
      name: 'patients',
      walkIndexes: ['patients_listed_idx', 'patient_institutions_listed_idx'],
      page: (d, scope, search, page) => selectPatientPage(d, scope, { page, limit: 20, search }),
      typed: [mrn],
    },
    {
      name: 'test requests',
      walkIndexes: ['test_requests_listed_idx', 'test_requests_institution_listed_idx'],
      page: (d, scope, search, page) => selectRequestPage(d, scope, { page, limit: 20, search }),
      typed: [mrn, barcode],
    },
    {
      name: 'results',
      walkIndexes: ['test_results_entered_at_idx', 'test_results_institution_listed_idx'],
      page: (d, scope, search, page) => selectResultPage(d, scope, { page, limit: 20, search }),
      typed: [mrn, barcode],
    },
    {
      name: 'fulfillment',
      walkIndexes: ['fulfillment_requests_created_at_idx', 'fulfillment_requests_institution_listed_idx'],
      page: (d, scope, search, page) => selectFulfillmentPage(d, scope, { page, limit: 20, search }),
      typed: [barcode, tracking],
    },
    {
      name: 'notification logs',
      walkIndexes: ['notification_logs_sent_at_idx', 'notification_logs_institution_listed_idx'],
      page: (d, scope, search, page) => selectLogPage(d, scope, { page, limit: 20, search }),
      typed: [email],
    },
    {
      name: 'interface messages',
      walkIndexes: ['interface_messages_listed_idx', 'interface_messages_institution_idx'],
      page: (d, scope, search, page) => selectMessagePage(d, scope, { search }, { page, limit: 20 }),
      typed: [control, barcode],
    },
  ];
}

/** The statements `run` sends through db.execute (a search's are never prepared). */
async function statementsOf(db: Db, run: (d: Db) => Promise<unknown>): Promise<SQL[]> {
  const seen: SQL[] = [];
  const spy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute') return (query: SQL) => (seen.push(query), target.execute(query));
      return Reflect.get(target, key, receiver);
    },
  });
  await run(spy);
  return seen.filter((query) => /walked|using ~<~/.test(JSON.stringify(query)));
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a generated PostgreSQL database');
  const rounds = Number(process.env.PLAN_ROUNDS ?? 10);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
  const db = database.db;
  const [{ a, b }] = await queryRows<{ a: number; b: number }>(db, sql`select min(id) as a, min(id) filter (where id > (select min(id) from institutions)) as b from institutions`);
  const scopes: [string, Scope][] = [['everyone', 'all'], ['one institution', [a]], ['two institutions', [a, b]]];
  const lists = await cases(db);
  let checked = 0;
  for (let round = 1; round <= rounds; round++) {
    await db.execute(sql`analyze`);
    const problems: string[] = [];
    for (const list of lists) {
      for (const [scopeName, scope] of scopes) {
        for (const [term, page] of [...letterByLetter(['smith', ...list.typed]).map((t) => [t, 1] as const), ['zzqx', 1] as const, ['smi', 3] as const]) {
          for (const statement of await statementsOf(db, (d) => list.page(d, scope, term, page))) {
            const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(db, sql`explain (analyze, format json) ${statement}`);
            checked++;
            const expected = {
              kind: classifyTerm(term)!.kind,
              walkIndexes: list.walkIndexes,
              sortBound: Math.max(COUNT_WALK * (scope === 'all' ? 1 : scope.length), 4 * (LIST_COUNT_CAP + 1)),
            };
            for (const problem of planProblems(row['QUERY PLAN'][0].Plan, expected)) problems.push(`${list.name}, ${scopeName}, '${term}' page ${page}: ${problem}`);
          }
        }
      }
    }
    if (problems.length) {
      console.error(`round ${round} of ${rounds}: ${problems.length} problems\n  ${[...new Set(problems)].slice(0, 40).join('\n  ')}`);
      await database.close();
      process.exit(1);
    }
    console.log(`round ${round} of ${rounds}: ${checked} plans checked, every one walks its index and sorts no more than a walk`);
  }
  await database.close();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
