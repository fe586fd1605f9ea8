// How the plan check gets the plans the API runs: the statements a list call sends (caught on their
// way to the driver) and each one's executed plan, planned for its values or once for any values.
import type { Client } from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { queryRows, recordStatementsOn, runGenericPlansOn } from '../platform/db/query';
import { literal as stringLiteral } from '../platform/db/statement';
import type { PlanNode } from './plan-checks';

/** A statement a list call sent, and whether the API runs it planned once for any values (queryRowsGeneric). */
export interface Sent {
  statement: SQL;
  once: boolean;
}

/**
 * The statements `run` sends that `wanted` picks: through queryRows and its prepared forms (told
 * to recordStatementsOn), through db.execute, and through queryRowsGeneric (a search planned
 * once), each once. None picked is an error: the check would pass on nothing.
 */
export async function statementsOf(db: Db, run: (d: Db) => Promise<unknown>, wanted: RegExp): Promise<Sent[]> {
  const seen = new Map<SQL, boolean>();
  const spyOf = (once: boolean): Db => {
    const spy = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'execute') return (query: SQL) => (seen.set(query, once), target.execute(query));
        return Reflect.get(target, key, receiver);
      },
    });
    recordStatementsOn(spy, (query) => seen.set(query, once));
    return spy;
  };
  const spy = spyOf(false);
  // what the API would plan once comes through here (and runs, for the call's answer, as prepared)
  runGenericPlansOn(spy, spyOf(true));
  await run(spy);
  const sent = [...seen].filter(([query]) => wanted.test(JSON.stringify(query))).map(([statement, once]) => ({ statement, once }));
  // a call whose statements were not caught would pass every check: the check itself is broken
  if (!sent.length) throw new Error(`no statement matching ${wanted} was caught of ${seen.size} sent`);
  return sent;
}

/** The plan `statement` ran with (EXPLAIN ANALYZE). */
export async function executedPlan(db: Db, statement: SQL): Promise<PlanNode> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(db, sql`explain (analyze, format json) ${statement}`);
  return row['QUERY PLAN'][0].Plan;
}

/** A parameter's value written as a literal, for EXECUTE. */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return stringLiteral(value);
  throw new Error(`no literal for a parameter of type ${typeof value}`);
}

/**
 * The plan `statement` runs with where the API plans it once for any values (queryRowsGeneric):
 * prepared on `generic`, a connection set as the API's are (GENERIC_PLAN_SETTINGS), and executed.
 */
export async function genericPlan(db: Db, generic: Client, statement: SQL): Promise<PlanNode> {
  const dialect = (db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }).dialect;
  const built = dialect.sqlToQuery(statement);
  await generic.query(`prepare plan_check as ${built.sql}`);
  try {
    const values = built.params.length ? `(${built.params.map(literal).join(', ')})` : '';
    const { rows } = await generic.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) execute plan_check${values}`);
    return rows[0]['QUERY PLAN'][0].Plan;
  } finally {
    await generic.query('deallocate plan_check');
  }
}
