// `pnpm --filter @lab/api plan-shape`: every list's search, typed letter by letter (a surname, an
// MRN, a barcode, an identifier of the list's own), and its next page read after a key, as
// everyone, one institution and two, after each of ten ANALYZEs of a generated database; each
// statement's executed plan is checked (plan-checks.ts). Exits 1 on the first round with a
// problem, naming the list, scope and term.
//   DATABASE_URL   a database filled by `pnpm --filter @lab/api generate` (CI: 100,000 patients)
//   PLAN_ROUNDS    ANALYZE rounds (10)
import type { Scope } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { GENERIC_PLAN_SETTINGS, openDatabase, type Db } from '../platform/db/client';
import { Client } from 'pg';
import { classifyTerm, COUNT_WALK, WORD_BUCKET_LETTERS } from '../platform/db/search';
import { queryRows } from '../platform/db/query';
import { LIST_COUNT_CAP } from '@lab/shared';
import { searchedLists, type Paged, type SearchedListCase } from './plan-cases';
import { keyedPlanProblems, planProblems, subPlanProblems } from './plan-checks';
import { executedPlan, genericPlan, statementsOf } from './plan-statements';
import { typed } from './typing';

/** What a list call answers: its next page's key in its pagination, or beside its rows. */
const nextOf = (answer: Paged) => answer.pagination?.next ?? answer.next;

/** A page's total as a person reads it: the count, or the cap and more. */
function totalOf({ pagination, matches }: Paged): string {
  // the message log answers its matches up to the cap and one more, beside its rows
  if (matches !== undefined) return matches > LIST_COUNT_CAP ? `${LIST_COUNT_CAP}, capped` : `${matches}`;
  return `${pagination?.total}${pagination?.total_capped ? ', capped' : ''}`;
}

/** The count of rows matching, up to the cap, as a page's total reads. */
async function countedOf(db: Db, query: SQL): Promise<string> {
  const [{ count }] = await queryRows<{ count: string | number }>(db, query);
  return Number(count) > LIST_COUNT_CAP ? `${LIST_COUNT_CAP}, capped` : `${Number(count)}`;
}

/** Where a list's total for a one-word term differs from its matches counted row by row (the first round only: a count does not depend on ANALYZE). */
async function countProblems(db: Db, lists: SearchedListCase[], scopes: [string, Scope][]): Promise<string[]> {
  const problems: string[] = [];
  for (const list of lists) {
    if (!list.rowByRow) continue;
    for (const [scopeName, scope] of scopes) {
      for (const word of [...typed(list.counted ?? 'smith'), 'zzqx']) {
        const expected = await countedOf(db, list.rowByRow(scope, word));
        const answered = totalOf(await list.page(db, scope, word, 1));
        if (answered !== expected) problems.push(`${list.name}, ${scopeName}, '${word}': total ${answered}, counted row by row ${expected}`);
      }
    }
  }
  return problems;
}

/** The prefixes a person types of each text: every letter of a word, a few steps of an identifier. */
const letterByLetter = (texts: string[]) => texts.flatMap(typed);


/** What a filtered search is typed: a common letter, a surname's first three letters, a word no row holds. */
const FILTERED_TERMS = ['s', 'smi', 'zzqx'];

/**
 * What is wrong with each list's search under a rare and a common filter: its plans (as an
 * unfiltered search's, walking the filter's index or the list's, and checking a set of ids
 * hashed, not a sub-plan row by row) and, in the first round, its total against the matches
 * counted row by row.
 */
async function filteredProblems(db: Db, generic: Client, lists: SearchedListCase[], scopes: [string, Scope][], counts: boolean): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  let checked = 0;
  for (const list of lists) {
    for (const filter of list.filters ?? []) {
      for (const [scopeName, scope] of scopes) {
        for (const term of FILTERED_TERMS) {
          const where = `${list.name} (${filter.name}), ${scopeName}, '${term}'`;
          for (const { statement, once } of await statementsOf(db, (d) => filter.page(d, scope, term), /walked/)) {
            const plan = once ? await genericPlan(db, generic, statement) : await executedPlan(db, statement);
            checked++;
            const expected = { kind: 'words' as const, walkIndexes: [...filter.walkIndexes, ...list.walkIndexes], pageEnd: 20, sortBound: sortBoundOf(scope) };
            for (const problem of [...planProblems(plan, expected), ...subPlanProblems(plan)]) problems.push(`${where}: ${problem}`);
          }
          if (!counts || !list.rowByRow) continue;
          const [answered, expected] = [totalOf(await filter.page(db, scope, term)), await countedOf(db, list.rowByRow(scope, term, filter.where))];
          if (answered !== expected) problems.push(`${where}: total ${answered}, counted row by row ${expected}`);
        }
      }
    }
  }
  return { checked, problems };
}

/** The most rows a search's sort may take: the longest walks merged, one per institution, or the identifier ranges merged. */
const sortBoundOf = (scope: Scope) => Math.max(COUNT_WALK * (scope === 'all' ? 1 : scope.length), 4 * (LIST_COUNT_CAP + 1));

/** What is wrong with the plans of each list's next page read after the key of its page 50 (a list without 50 pages is skipped). */
async function keyedProblems(db: Db, lists: SearchedListCase[], scopes: [string, Scope][]): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  let checked = 0;
  for (const list of lists) {
    for (const [scopeName, scope] of scopes) {
      const after = nextOf(await list.page(db, scope, '', 50));
      if (!after) continue;
      for (const { statement } of await statementsOf(db, (d) => list.page(d, scope, '', 51, after), /timestamptz 'epoch'/)) {
        checked++;
        for (const problem of keyedPlanProblems(await executedPlan(db, statement))) problems.push(`${list.name}, ${scopeName}, next page after page 50: ${problem}`);
      }
    }
  }
  return { checked, problems };
}

/**
 * The tables whose ANALYZE draws a sample: more rows than it reads (300 rows per unit of the
 * largest statistics target of the table's columns and statistics objects). A table it reads
 * whole gets the same statistics every time, so re-analyzing it would check the same plans again:
 * at 100,000 patients that is the patients, requests, results, messages and logs (their targets of
 * 1,000 read 300,000 rows), whose samples vary only on larger data (run it on the million too).
 */
async function sampledTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and c.reltuples > 300 * greatest(current_setting('default_statistics_target')::int,
          (select max(a.attstattarget) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0),
          (select max(s.stxstattarget) from pg_statistic_ext s where s.stxrelid = c.oid))
      order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a generated PostgreSQL database');
  const rounds = Number(process.env.PLAN_ROUNDS ?? 10);
  const database = await openDatabase({ databaseUrl: url, pgliteDir: null });
  const db = database.db;
  const generic = new Client({ connectionString: url, options: GENERIC_PLAN_SETTINGS });
  await generic.connect();
  // the generator's first institution is its largest, its last one of its smallest (a walk must
  // read a small institution's own index, not everyone's filtered)
  const [{ a, b }] = await queryRows<{ a: number; b: number }>(db, sql`select min(id) as a, max(id) as b from institutions`);
  const scopes: [string, Scope][] = [['everyone', 'all'], ['one institution', [a]], ['two institutions', [a, b]]];
  const lists = await searchedLists(db);
  let checked = 0;
  let sampled: string[] = [];
  for (let round = 1; round <= rounds; round++) {
    if (round === 1) {
      await db.execute(sql`analyze`);
      sampled = await sampledTables(db);
    } else {
      for (const table of sampled) await db.execute(sql`analyze ${sql.identifier(table)}`);
    }
    const problems: string[] = [];
    for (const list of lists) {
      for (const [scopeName, scope] of scopes) {
        // besides what is typed: a rare word, a rare short word (its count is planned for it), rare
        // terms of two words (inside institutions, words of three letters or more are their words'
        // ranges intersected), the second cut short as a full name is typed, and a page 3
        const more = [['zzqx', 1], ['qz', 1], ['smi zzqx', 1], ['smi qz', 1], ['smi q', 1], ['smi', 3]] as const;
        for (const [term, page] of [...letterByLetter(['smith', ...list.typed]).map((t) => [t, 1] as const), ...more]) {
          // each with the plan the API runs it with: made once for any term, or for this one
          for (const { statement, once } of await statementsOf(db, (d) => list.page(d, scope, term, page), /walked|using ~<~/)) {
            const plan = once ? await genericPlan(db, generic, statement) : await executedPlan(db, statement);
            checked++;
            const kind = classifyTerm(term)!;
            // a one-word term of two letters or more walks its words' bucket, where the scope keeps words
            const walksWords = kind.kind === 'words' && kind.words.length === 1 && [...kind.words[0]].length >= WORD_BUCKET_LETTERS && (list.wordsKeptFor?.(scope) ?? true);
            const expected = {
              kind: kind.kind,
              walkIndexes: walksWords ? list.wordIndexes : list.walkIndexes,
              pageEnd: page * 20,
              sortBound: sortBoundOf(scope),
            };
            for (const problem of planProblems(plan, expected)) problems.push(`${list.name}, ${scopeName}, '${term}' page ${page}: ${problem}`);
          }
        }
      }
    }
    if (round === 1) problems.push(...(await countProblems(db, lists, scopes)));
    const keyed = await keyedProblems(db, lists, scopes);
    const filtered = await filteredProblems(db, generic, lists, scopes, round === 1);
    checked += keyed.checked + filtered.checked;
    problems.push(...keyed.problems, ...filtered.problems);
    if (problems.length) {
      console.error(`round ${round} of ${rounds}: ${problems.length} problems\n  ${[...new Set(problems)].slice(0, 40).join('\n  ')}`);
      await Promise.all([database.close(), generic.end()]);
      process.exit(1);
    }
    if (round === 1) console.log(`each round analyzes again the ${sampled.length} tables ANALYZE samples: ${sampled.join(', ')}`);
    console.log(`round ${round} of ${rounds}: ${checked} plans checked, every search walks its index and sorts no more than a walk, every next page reads its index from the key, every filtered search checks its ids hashed${round === 1 ? ', every one-word total equals its count row by row, filtered or not' : ''}`);
  }
  await Promise.all([database.close(), generic.end()]);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
