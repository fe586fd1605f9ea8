// The test requests list, on the list pattern (platform/db/list-page.ts): the page's ids from one
// ordered index scan per institution, columns for those ids only, the total from the kept
// test_request_counts, or counted up to the cap for a search, and the tiles summed from the same
// kept counters; one statement.
import {
  narrowScope,
  OPEN_TEST_STATUSES,
  requestIdNamedBy,
  toPagination,
  REQUEST_STATUSES_WAITING_ON_STAFF,
  URGENT_PRIORITIES,
  type TestPriority,
  type TestRequestCounts,
  type TestRequestPage,
  type TestRequestStatus,
  type TestRequestSummary,
} from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, leadingRows, nextAfter, type PageAt, pageKey, pageTiles, pageTotal, pageWindow, tilesColumn } from '../../platform/db/list-page';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { classifyTerm, filterSizes, keptFilters, searchPage, type SearchTerm } from '../../platform/db/search';
import { requestsSearched } from '../request-search/public';

export interface RequestListOptions extends PageAt {
  status?: TestRequestStatus;
  priority?: TestPriority;
  search?: string;
  /** Only this institution's requests (intersected with the scope). */
  institutionId?: number;
}

interface Filters {
  status?: TestRequestStatus;
  priority?: TestPriority;
  term?: SearchTerm | null;
  requestId?: number | null;
}

function filterConditions(f: Filters): SQL[] {
  const conditions = [sql`tr.archived_at is null`];
  if (f.status) conditions.push(sql`tr.status = ${f.status}`);
  if (f.priority) conditions.push(sql`tr.priority = ${f.priority}`);
  if (f.requestId) conditions.push(sql`tr.id = ${f.requestId}`);
  return conditions;
}

const newestFirst = sql`order by tr.requested_at desc, tr.id desc`;

/** The ids of one page, newest first (from the page's key when it has one); null when the list is empty by scope. */
function pageIdsQuery(institutions: Scope, f: Filters, at: PageAt): SQL | null {
  const window = pageWindow(at);
  const where = (extra: SQL[]) => sql.join([...filterConditions(f), ...afterKey(at, sql`tr.requested_at`, sql`tr.id`), ...extra], sql` and `);
  if (institutions === 'all') return sql`select tr.id from test_requests tr where ${where([])} ${newestFirst} ${window}`;
  if (institutions.length === 0) return null;
  if (institutions.length === 1) {
    return sql`select tr.id from test_requests tr where ${where([sql`tr.institution_id = ${institutions[0]}`])} ${newestFirst} ${window}`;
  }
  // one ordered scan per institution, each cut at offset + limit, merged (a request has one institution)
  const perInstitution = institutions.map(
    (id) => sql`(select tr.id, tr.requested_at from test_requests tr where ${where([sql`tr.institution_id = ${id}`])} ${newestFirst} ${leadingRows(at)})`,
  );
  return sql`select id from (${sql.join(perInstitution, sql` union all `)}) listed order by requested_at desc, id desc ${window}`;
}

/** The list's total: a sum of kept counters without a search, else counted up to the cap. */
function countQuery(institutions: Scope, f: Filters): { query: SQL; exact: boolean } {
  if (!f.term && !f.requestId) {
    const conditions = [scopeCondition(sql`c.institution_id`, institutions)];
    if (f.status) conditions.push(sql`c.status = ${f.status}`);
    if (f.priority) conditions.push(sql`c.priority = ${f.priority}`);
    return { query: sql`select coalesce(sum(c.listed), 0) from test_request_counts c where ${sql.join(conditions, sql` and `)}`, exact: true };
  }
  const conditions = [...filterConditions(f), scopeCondition(sql`tr.institution_id`, institutions)];
  return { query: cappedCountQuery(sql`from test_requests tr where ${sql.join(conditions, sql` and `)}`), exact: false };
}

const person = (alias: string) => sql.raw(`nullif(btrim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

/** The columns of a list row (tr, p, i, c = clinician, rb = requested by). */
export const summaryColumns = sql`
  tr.id, tr.patient_id, p.first_name as patient_first_name, p.last_name as patient_last_name,
  p.medical_record_number, tr.test_name, tr.category, tr.priority, tr.status, tr.barcode_number,
  tr.institution_id, i.name as institution_name, tr.clinician_id, ${person('c')} as clinician_name,
  rb.first_name as requested_by_name, rb.last_name as requested_by_lastname,
  tr.requested_at, tr.updated_at, tr.expected_test_datetime,
  (select r.id from test_results r where r.test_request_id = tr.id) as result_id`;

export const summaryJoins = sql`
  join patients p on p.id = tr.patient_id
  join institutions i on i.id = tr.institution_id
  left join users c on c.id = tr.clinician_id
  left join users rb on rb.id = tr.requested_by`;

type Row = TestRequestSummary & { list_total: string | number; page_key: string; tiles: string };

export function toSummary<T extends TestRequestSummary>(row: T): T {
  return { ...row, requested_at: isoOrNull(row.requested_at)!, updated_at: isoOrNull(row.updated_at)!, expected_test_datetime: isoOrNull(row.expected_test_datetime) };
}

/** One page's statement parts: an optional WITH clause, the page's ids, the total. */
interface PagePlan {
  prefix: SQL;
  ids: SQL | null;
  count: { query: SQL; exact: boolean };
  /** How its statements run: a search as searchPage says, anything else prepared. */
  run: typeof queryRowsPrepared;
}

function planFor(institutions: Scope, f: Filters, at: PageAt): PagePlan {
  if (f.term && !f.requestId && (institutions === 'all' || institutions.length > 0)) {
    // a search: the list's newest walked, or every match from an index (platform/db/search.ts)
    const columns: [string, string | undefined][] = [['status', f.status], ['priority', f.priority]];
    const { filters, kept } = keptFilters('tr', columns, { status: REQUEST_STATUSES_WAITING_ON_STAFF });
    // how many requests the filters hold, and the list, from the counters the unsearched total reads
    const rows = (set: [string, string][]) => countQuery(institutions, { ...(Object.fromEntries(set) as Pick<Filters, 'status' | 'priority'>), term: null, requestId: null }).query;
    const plan = searchPage(requestsSearched(institutions, filters, { kept, ...filterSizes(columns, rows) }), f.term, at.page, at.limit);
    return { prefix: plan.prefix, ids: plan.ids, count: { query: plan.count, exact: false }, run: plan.run };
  }
  return { prefix: sql``, ids: pageIdsQuery(institutions, f, at), count: countQuery(institutions, f), run: queryRowsPrepared };
}

interface TileRow {
  status: TestRequestStatus;
  priority: TestPriority;
  n: string | number;
}

/**
 * The tiles: the scope's listed requests by status, and its open urgent or stat ones, from the
 * kept counters (a few rows per institution, whatever the size of the list).
 */
const tileRowsQuery = (institutions: Scope) =>
  sql`select c.status, c.priority, sum(c.listed) as n from test_request_counts c
    where ${scopeCondition(sql`c.institution_id`, institutions)} group by c.status, c.priority`;

function countsOf(rows: TileRow[]): TestRequestCounts {
  const counts: TestRequestCounts = { pending: 0, in_progress: 0, completed: 0, urgent: 0 };
  for (const { status, priority, n } of rows) {
    if (status === 'pending' || status === 'in_progress' || status === 'completed') counts[status] += Number(n);
    if (URGENT_PRIORITIES.includes(priority) && OPEN_TEST_STATUSES.includes(status)) counts.urgent += Number(n);
  }
  return counts;
}

export async function selectRequestPage(db: Db, scope: Scope, options: RequestListOptions): Promise<TestRequestPage> {
  const institutions = narrowScope(scope, options.institutionId);
  const requestId = options.search?.trim() ? requestIdNamedBy(options.search) : null;
  const filters: Filters = { status: options.status, priority: options.priority, term: requestId ? null : classifyTerm(options.search), requestId };
  const { prefix, ids, count, run } = planFor(institutions, filters, options);
  // a text search pages by offset; everything else gives the next page's key
  const searched = !!filters.term && !filters.requestId;
  // the tiles ride on the page's rows: one round trip (no ids: a scope of no institution, nothing to count)
  const rows = ids
    ? await run<Row>(
        db,
        sql`${prefix}select ${summaryColumns}, (${count.query}) as list_total, ${pageKey(sql`tr.requested_at`, sql`tr.id`)} as page_key, ${tilesColumn(tileRowsQuery(institutions))}
          from (${ids}) page join test_requests tr on tr.id = page.id ${summaryJoins}
          order by tr.requested_at desc, tr.id desc`,
      )
    : [];
  const counts = countsOf(ids ? await pageTiles<TileRow>(db, rows, tileRowsQuery(institutions)) : []);
  const total = ids ? await pageTotal(db, run, rows, options, sql`${prefix}select (${count.query}) as n`) : 0;
  return {
    requests: rows.map(({ list_total: _total, page_key: _key, tiles: _tiles, ...row }) => toSummary(row)),
    pagination: toPagination(options.page, options.limit, { matches: total, exact: count.exact }, searched ? undefined : nextAfter(rows, options.limit)),
    counts,
  };
}
