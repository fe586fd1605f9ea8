// The results list, on the list pattern (platform/db/list-page.ts): the page's ids from one
// ordered index scan per institution (test_results.institution_id is kept from the request),
// columns for those ids only, the total and the tiles from the kept test_result_counts, or
// counted up to the cap for a search; one statement. A search walks the newest results with the
// copy of their request's search text each keeps (patient name, MRN, test name, barcode), or asks
// the requests' trigram index for a rare term; a one-word term counts the results' kept words.
import { ABNORMAL_FLAGS, CRITICAL_FLAGS, RESULT_RECENT_ACTIVITY, toPagination, type ResultActivity, type ResultCounts, type ResultStatus, type TestResultPage, type TestResultSummary, resultIdNamedBy } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, leadingRows, nextAfter, type PageAt, pageKey, pageTiles, pageTotal, pageWindow, rowLimit, tilesColumn, where } from '../../platform/db/list-page';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { classifyTerm, filterSizes, keptFilters, keptWords, newestInScope, ownRanges, type RangedTable, searchPage, type SearchedList, type SearchTerm } from '../../platform/db/search';
import { requestsMatching } from '../request-search/public';

/** The result's copies of the patient's MRN and the request's barcode (test_results_*_prefix_idx, drizzle/0051, 0058). */
const RESULT_MRN = sql`lower(r.patient_mrn)`;
const RESULT_BARCODE = sql`lower(r.request_barcode)`;
const RESULTS: RangedTable = { from: sql`test_results r`, institution: sql`r.institution_id`, id: sql`r.id` };

export interface ResultListOptions extends PageAt {
  status?: ResultStatus;
  search?: string;
  critical?: 'unacknowledged';
}

interface Filters {
  status?: ResultStatus;
  /** Only results waiting for the call-back of a critical value. */
  criticalOpen?: boolean;
  term?: SearchTerm | null;
  resultId?: number | null;
}


function resultConditions(f: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(sql`r.status = ${f.status}`);
  if (f.resultId) conditions.push(sql`r.id = ${f.resultId}`);
  if (f.criticalOpen) conditions.push(sql`r.critical_unacknowledged`);
  return conditions;
}

const newestFirst = sql`order by r.entered_at desc, r.id desc`;

/** The ids of one unsearched page, newest first (from the page's key when it has one); null when the scope is empty. */
function pageIdsQuery(institutions: Scope, f: Filters, at: PageAt): SQL | null {
  const window = pageWindow(at);
  const base = [...resultConditions(f), ...afterKey(at, sql`r.entered_at`, sql`r.id`)];
  if (institutions === 'all') return sql`select r.id from test_results r ${where(base)} ${newestFirst} ${window}`;
  if (institutions.length === 0) return null;
  if (institutions.length === 1) return sql`select r.id from test_results r ${where([...base, sql`r.institution_id = ${institutions[0]}`])} ${newestFirst} ${window}`;
  const perInstitution = institutions.map(
    (id) => sql`(select r.id, r.entered_at from test_results r ${where([...base, sql`r.institution_id = ${id}`])} ${newestFirst} ${leadingRows(at)})`,
  );
  return sql`select id from (${sql.join(perInstitution, sql` union all `)}) listed order by entered_at desc, id desc ${window}`;
}

interface PagePlan {
  prefix: SQL;
  ids: SQL | null;
  count: { query: SQL; exact: boolean };
  /** How its statements run: a search as searchPage says, anything else prepared. */
  run: typeof queryRowsPrepared;
}

function planFor(institutions: Scope, f: Filters, at: PageAt): PagePlan {
  if (institutions !== 'all' && institutions.length === 0) return { prefix: sql``, ids: null, count: { query: sql`select 0`, exact: true }, run: queryRowsPrepared };
  if (f.term && !f.resultId) {
    // a search: the newest results walked, or every result of a matching request (the request's
    // search text and identifiers, as the requests list searches them), each one's result by the
    // unique index (the lateral OFFSET 0 keeps the planner from hashing the whole results table)
    const filters = resultConditions(f);
    // the words keep the status (drizzle/0068), not the call-back flag
    const inWords = f.criticalOpen
      ? undefined
      : { kept: keptFilters('r', [['status', f.status]]).kept, ...filterSizes([['status', f.status]], (set) => countedByStatus(institutions, set.length ? f.status : undefined)) };
    const scope = institutions === 'all' ? [] : [scopeCondition(sql`tr.institution_id`, institutions)];
    // the walk reads the request's text kept on the result (no lookup per row); a result's request
    // is never archived (archiving refuses a request with a result), as the unsearched list assumes.
    const newestOf = (extra: SQL[], limit: number | SQL) =>
      sql`(select r.id, r.entered_at as sort_at, r.search_text as text from test_results r ${where([...filters, ...extra])} ${newestFirst} limit ${limit})`;
    const onlyFiltered = filters.length ? sql`and ${sql.join(filters, sql` and `)}` : sql``;
    const list: SearchedList = {
      newest: (limit) => newestInScope(institutions, sql`r.institution_id`, limit, (extra) => newestOf(extra, limit)),
      matching: (term) => sql`select r.id, r.entered_at as sort_at from (${requestsMatching(scope, term)}) tr
        cross join lateral (select r.id, r.entered_at from test_results r where r.test_request_id = tr.id ${onlyFiltered} offset 0) r`,
      // the results' own MRN and barcode ranges (a result keeps its request's copies), one per
      // institution inside institutions
      identified: (prefix) => [...ownRanges(institutions, RESULTS, filters, RESULT_MRN, prefix), ...ownRanges(institutions, RESULTS, filters, RESULT_BARCODE, prefix)],
      // the result's words (test_result_words, drizzle/0057), each under the list's filters
      ...keptWords({ words: 'test_result_words', rowOf: 'result_id', from: sql`test_results r`, id: sql`r.id`, sortAt: sql`r.entered_at`, filters, inWords }, institutions),
    };
    const plan = searchPage(list, f.term, at.page, at.limit);
    return { prefix: plan.prefix, ids: plan.ids, count: { query: plan.count, exact: false }, run: plan.run };
  }
  if (f.resultId || f.criticalOpen) {
    // one result by its id, or the few waiting for a call-back (their partial index)
    const conditions = [...resultConditions(f), scopeCondition(sql`r.institution_id`, institutions)];
    if (f.criticalOpen && !f.resultId) {
      return { prefix: sql``, ids: pageIdsQuery(institutions, f, at), count: { query: sql`select count(*) from test_results r ${where(conditions)}`, exact: true }, run: queryRowsPrepared };
    }
    return { prefix: sql``, ids: sql`select r.id from test_results r ${where(conditions)}`, count: { query: cappedCountQuery(sql`from test_results r ${where(conditions)}`), exact: true }, run: queryRowsPrepared };
  }
  return { prefix: sql``, ids: pageIdsQuery(institutions, f, at), count: { query: countedByStatus(institutions, f.status), exact: true }, run: queryRowsPrepared };
}

/** How many results the scope holds under the status filter, from the kept counters. */
function countedByStatus(institutions: Scope, status: ResultStatus | undefined): SQL {
  const counted = [scopeCondition(sql`c.institution_id`, institutions), ...(status ? [sql`c.status = ${status}`] : [])];
  return sql`select coalesce(sum(c.listed), 0) from test_result_counts c ${where(counted)}`;
}

const flagsIn = (flags: readonly string[]) => sql.join(flags.map((flag) => sql`${flag}`), sql`, `);

/**
 * How many of the current version's values are abnormal and how many critical, from one read of
 * its values (the flags as @lab/shared defines them, as the result's own page counts them).
 */
const flagCounts = sql`select count(*) filter (where e->>'flag' in (${flagsIn(ABNORMAL_FLAGS)}))::int as abnormal_count,
    count(*) filter (where e->>'flag' in (${flagsIn(CRITICAL_FLAGS)}))::int as critical_count
  from test_result_versions v, jsonb_array_elements(case when jsonb_typeof(v.result_values) = 'array' then v.result_values else '[]'::jsonb end) e
  where v.result_id = r.id and v.version = r.current_version`;

const summaryColumns = sql`
  r.id, r.test_request_id, tr.test_name, r.status, tr.patient_id, p.first_name as patient_first_name, p.last_name as patient_last_name,
  p.medical_record_number, r.institution_id, i.name as institution_name,
  eb.first_name as entered_by_name, eb.last_name as entered_by_lastname, r.entered_at,
  rb.first_name as reviewed_by_name, rb.last_name as reviewed_by_lastname, r.reviewed_at, r.updated_at,
  flags.abnormal_count, flags.critical_count,
  r.critical_unacknowledged`;

const summaryJoins = sql`
  join test_requests tr on tr.id = r.test_request_id
  join patients p on p.id = tr.patient_id
  join institutions i on i.id = r.institution_id
  left join users eb on eb.id = r.entered_by
  left join users rb on rb.id = r.reviewed_by
  left join lateral (${flagCounts}) flags on true`;

type Row = TestResultSummary & { list_total: string | number; page_key: string; tiles: string };

function toSummary(row: TestResultSummary): TestResultSummary {
  return { ...row, entered_at: isoOrNull(row.entered_at)!, reviewed_at: isoOrNull(row.reviewed_at), updated_at: isoOrNull(row.updated_at)! };
}

interface TileRow {
  status: ResultStatus;
  n: string | number;
}

/** The tiles: the caller's results by status, from the kept counters. */
const tileRowsQuery = (scope: Scope) =>
  sql`select c.status, sum(c.listed) as n from test_result_counts c where ${scopeCondition(sql`c.institution_id`, scope)} group by c.status`;

function countsOf(rows: TileRow[]): ResultCounts {
  const counts: ResultCounts = { draft: 0, reviewed: 0, final: 0, amended: 0, total: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}

export async function selectResultPage(db: Db, scope: Scope, options: ResultListOptions): Promise<TestResultPage> {
  const resultId = options.search?.trim() ? resultIdNamedBy(options.search) : null;
  const filters: Filters = { status: options.status, term: resultId ? null : classifyTerm(options.search), resultId, criticalOpen: options.critical === 'unacknowledged' };
  const { prefix, ids, count, run } = planFor(scope, filters, options);
  // a text search pages by offset; everything else gives the next page's key
  const searched = !!filters.term && !filters.resultId;
  // the tiles ride on the page's rows: one round trip (no ids: a scope of no institution, nothing to count)
  const rows = ids
    ? await run<Row>(
        db,
        sql`${prefix}select ${summaryColumns}, (${count.query}) as list_total, ${pageKey(sql`r.entered_at`, sql`r.id`)} as page_key, ${tilesColumn(tileRowsQuery(scope))}
          from (${ids}) page join test_results r on r.id = page.id ${summaryJoins} ${newestFirst}`,
      )
    : [];
  const counts = countsOf(ids ? await pageTiles<TileRow>(db, rows, tileRowsQuery(scope)) : []);
  const total = ids ? await pageTotal(db, run, rows, options, sql`${prefix}select (${count.query}) as n`) : 0;
  return {
    results: rows.map(({ list_total: _total, page_key: _key, tiles: _tiles, ...row }) => toSummary(row)),
    pagination: toPagination(options.page, options.limit, { matches: total, exact: count.exact }, searched ? undefined : nextAfter(rows, options.limit)),
    counts,
  };
}

const ACTIVITY_TEXT: Record<ResultStatus, string> = { draft: 'Result entered', reviewed: 'Result reviewed', final: 'Result finalised', amended: 'Result amended' };

/** The results changed last in the caller's institutions (one ordered scan per institution). */
export async function selectRecentActivity(db: Db, scope: Scope): Promise<ResultActivity[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const latest = sql`order by r.updated_at desc, r.id desc ${rowLimit(RESULT_RECENT_ACTIVITY)}`;
  const ids =
    scope === 'all'
      ? sql`select r.id from test_results r ${latest}`
      : sql`select id from (${sql.join(scope.map((id) => sql`(select r.id, r.updated_at from test_results r where r.institution_id = ${id} ${latest})`), sql` union all `)}) l
          order by updated_at desc, id desc ${rowLimit(RESULT_RECENT_ACTIVITY)}`;
  const rows = await queryRowsPrepared<Omit<ResultActivity, 'description'>>(
    db,
    sql`select r.id as result_id, r.status, tr.test_name, p.first_name as patient_first_name, p.last_name as patient_last_name, r.updated_at as at,
        nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as user_name
      from (${ids}) recent join test_results r on r.id = recent.id
      join test_requests tr on tr.id = r.test_request_id
      join patients p on p.id = tr.patient_id
      left join test_result_versions v on v.result_id = r.id and v.version = r.current_version
      left join users u on u.id = case r.status when 'draft' then r.entered_by when 'amended' then v.author_id else r.reviewed_by end
      order by r.updated_at desc, r.id desc`,
  );
  return rows.map((row) => ({ ...row, at: isoOrNull(row.at)!, description: ACTIVITY_TEXT[row.status] }));
}
