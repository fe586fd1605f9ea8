import type { Scope } from '@lab/shared';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { type Statement, writtenStatement } from './statement';

/** Runs a SQL statement and answers its rows (the same shape on PGlite and PostgreSQL), as `db.execute` does. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return sent<T>(db, query, false);
}

/** Sends `query` on `db`, named by its text where `named` (a prepared statement each connection keeps), and answers its rows. */
async function sent<T>(db: Db, query: SQL, named: boolean): Promise<T[]> {
  recorders.get(db)?.(query);
  const internals = db as unknown as DrizzleInternals;
  const built = statementOf(internals, query);
  const result = await internals.session.prepareQuery(built, undefined, named ? statementName(built.sql) : undefined, false).execute();
  return result.rows as T[];
}

/** What drizzle keeps under `db` (and under a transaction's `tx`) that `db.execute` does not let us name. */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): Statement };
  session: { prepareQuery(query: Statement, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<{ rows: unknown[] }> } };
}

/** Who is told of each statement sent on a database (recordStatementsOn). */
const recorders = new WeakMap<Db, (query: SQL) => void>();

/**
 * Tells `record` of each statement queryRows and its prepared forms send on `db`, before it is
 * written: the plan check catches a list call's statements this way (bench/plan-statements.ts).
 */
export function recordStatementsOn(db: Db, record: (query: SQL) => void): void {
  recorders.set(db, record);
}

/** Under jest, every statement our writer writes is also written by drizzle's and must be the same. */
const checkedAgainstDrizzle = process.env.NODE_ENV === 'test';

/** `query`'s text and parameters: our writer's for our own templates (writtenStatement), else drizzle's. */
function statementOf(internals: DrizzleInternals, query: SQL): Statement {
  const written = writtenStatement(query);
  if (!written) return internals.dialect.sqlToQuery(query);
  if (checkedAgainstDrizzle) {
    const theirs = internals.dialect.sqlToQuery(query);
    if (theirs.sql !== written.sql || theirs.params.length !== written.params.length || theirs.params.some((value, i) => value !== written.params[i])) {
      throw new Error(`a statement written unlike drizzle's:\n${written.sql}\n${theirs.sql}`);
    }
  }
  return written;
}

/**
 * queryRows as a named prepared statement: on PostgreSQL each connection parses and plans the
 * statement once and then reuses the plan (a generic plan after five runs), which is most of the
 * cost of a small query (the session lookup runs 4x as fast). Only for queries whose best plan
 * does not depend on the values: lookups by key, an index walked per institution. Never for a
 * search (LIKE '%term%'), whose best plan depends on how common the term is. PGlite ignores the name.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  return sent<T>(db, query, true);
}

/** How many statement texts' names one process remembers; past it, it forgets them all and starts again. */
const NAMES_KEPT = 5000;
const statementNames = new Map<string, string>();

/**
 * A prepared statement's name, from its text: the same text has the same name on every
 * connection. Remembered by text, as hashing a statement of a few kilobytes on every request (a
 * search's) cost more than the lookup.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size >= NAMES_KEPT) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** Each PostgreSQL database's own connections for statements planned once (openDatabase registers them). */
const genericPlans = new WeakMap<Db, Db>();

/** Runs queryRowsGeneric's statements for `db` on `generic`: connections whose statements always keep their generic plan. */
export function runGenericPlansOn(db: Db, generic: Db): void {
  genericPlans.set(db, generic);
}

/**
 * queryRowsPrepared on connections set to plan_cache_mode = force_generic_plan
 * (GENERIC_PLAN_SETTINGS): each connection plans the statement once, for any values, and never
 * again. For a statement built to have one good plan whatever its parameters (a search's first
 * page: its walks are InitPlan gates, its identifier prefixes index ranges, its row counts written
 * into the statement) and that costs more to plan than to run; left to choose, PostgreSQL kept
 * planning it for each term. On PGlite, and inside a transaction (`db` is then not the database's
 * own), it runs as queryRows, planned for its values.
 */
export async function queryRowsGeneric<T>(db: Db, query: SQL): Promise<T[]> {
  const generic = genericPlans.get(db);
  return generic ? queryRowsPrepared<T>(generic, query) : queryRows<T>(db, query);
}

/**
 * A WHERE condition limiting `column` (an institution id) to a scope: everything, or a list of
 * institutions (none matches nothing). Scope is always applied in the query, never after it.
 */
export function scopeCondition(column: SQL, scope: Scope): SQL {
  if (scope === 'all') return sql`true`;
  if (scope.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`;
}

/**
 * The user `u` works in one of `institutions` (or anywhere, for 'all'): their own institution or
 * one they are linked to. The one definition of "a member of these institutions" every query uses.
 */
export function worksIn(institutions: Scope): SQL {
  if (institutions === 'all') return sql`true`;
  // Written as the set of the members' ids, not as "own institution or a link" per user: the
  // planner then counts the members from the institution's index and its links, and a page of an
  // institution's users sorts its few members. Asked per user, it guessed half of all users
  // matched and walked every user in name order, planning it again on every call.
  return sql`u.id in (select w.id from users w where ${scopeCondition(sql`w.institution_id`, institutions)}
    union all select ui.user_id from user_institutions ui where ${scopeCondition(sql`ui.institution_id`, institutions)})`;
}

/** Runs a statement that writes and answers how many rows it wrote (PostgreSQL: rowCount; PGlite: affectedRows). */
export async function executeCounted(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
