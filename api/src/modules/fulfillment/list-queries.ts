// The fulfillment list, on the list pattern (platform/db/list-page.ts): the page's ids from one
// ordered index scan per institution (fulfillment_requests.institution_id is kept from the test
// request), columns for those ids only, the total and the tiles from the kept fulfillment_counts
// (or counted up to the cap when filtered), and the recent activity: one statement. A search
// reads the request's kept search text (the test request's patient name, MRN, test name and kit
// barcode, and the tracking number) through the search module (platform/db/search.ts), or names a
// FUL- or a REQ- id exactly.
import {
  FULFILLMENT_RECENT_ACTIVITY,
  FULFILLMENT_STATUSES,
  formatFulfillmentId,
  fulfillmentIdNamedBy,
  requestIdNamedBy,
  toPagination,
  type FulfillmentActivity,
  type FulfillmentCounts,
  type FulfillmentPage,
  type FulfillmentPriority,
  type FulfillmentStatus,
  type FulfillmentSummary,
} from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, jsonRows, leadingRows, nextAfter, type PageAt, pageKey, pageWindow, rowLimit, where } from '../../platform/db/list-page';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { classifyTerm, filterSizes, keptFilters, searchPage } from '../../platform/db/search';
import { fulfillmentSearched } from './search';

export interface FulfillmentListOptions extends PageAt {
  search?: string;
  status?: FulfillmentStatus;
  priority?: FulfillmentPriority;
  /** The caller's id when assigned_to_me. */
  assignedTo?: number;
  /** YYYY-MM-DD, inclusive, on created_at (UTC days). */
  dateFrom?: string;
  dateTo?: string;
}

const newestFirst = sql`order by f.created_at desc, f.id desc`;

function rowConditions(o: FulfillmentListOptions): SQL[] {
  const conditions: SQL[] = [];
  if (o.status) conditions.push(sql`f.status = ${o.status}`);
  if (o.priority) conditions.push(sql`f.priority = ${o.priority}`);
  if (o.assignedTo) conditions.push(sql`f.assigned_to = ${o.assignedTo}`);
  if (o.dateFrom) conditions.push(sql`f.created_at >= ${o.dateFrom}::date`);
  if (o.dateTo) conditions.push(sql`f.created_at < ${o.dateTo}::date + 1`);
  return conditions;
}

/** The ids of one page without a text search, newest first (from the page's key when it has one); null when the scope is empty. */
function pageIdsQuery(scope: Scope, filters: SQL[], at: PageAt): SQL | null {
  const window = pageWindow(at);
  const conditions = [...filters, ...afterKey(at, sql`f.created_at`, sql`f.id`)];
  if (scope === 'all') return sql`select f.id from fulfillment_requests f ${where(conditions)} ${newestFirst} ${window}`;
  if (scope.length === 0) return null;
  if (scope.length === 1) return sql`select f.id from fulfillment_requests f ${where([...conditions, sql`f.institution_id = ${scope[0]}`])} ${newestFirst} ${window}`;
  const perInstitution = scope.map(
    (id) => sql`(select f.id, f.created_at from fulfillment_requests f ${where([...conditions, sql`f.institution_id = ${id}`])} ${newestFirst} ${leadingRows(at)})`,
  );
  return sql`select id from (${sql.join(perInstitution, sql` union all `)}) listed order by created_at desc, id desc ${window}`;
}

/** How many shipments the scope holds, of a status and a priority where given, from the kept counters. */
function counted(scope: Scope, by: { status?: string; priority?: string }): SQL {
  const { filters } = keptFilters('c', [['status', by.status], ['priority', by.priority]]);
  return sql`select coalesce(sum(c.listed), 0) from fulfillment_counts c ${where([scopeCondition(sql`c.institution_id`, scope), ...filters])}`;
}

interface PagePlan {
  prefix: SQL;
  ids: SQL | null;
  count: SQL;
  exact: boolean;
  /** How the statement runs: an unsearched page prepared, a search as searchPage says. */
  run: typeof queryRows;
  /** The rows are read in the list's order from the page's key: the page gives the next one's. */
  keyed: boolean;
}

function planFor(scope: Scope, o: FulfillmentListOptions): PagePlan {
  const conditions = rowConditions(o);
  const inScope = scopeCondition(sql`f.institution_id`, scope);
  const term = o.search?.trim();
  if (scope !== 'all' && scope.length === 0) return { prefix: sql``, ids: null, count: sql`select 0`, exact: true, run: queryRowsPrepared, keyed: false };
  if (term) {
    const fulfillmentId = fulfillmentIdNamedBy(term);
    const requestId = requestIdNamedBy(term);
    if (fulfillmentId || requestId) {
      const named = fulfillmentId ? sql`f.id = ${fulfillmentId}` : sql`f.test_request_id = ${requestId}`;
      const fromWhere = sql`from fulfillment_requests f ${where([named, inScope, ...conditions])}`;
      return { prefix: sql``, ids: sql`select f.id ${fromWhere} ${newestFirst} ${pageWindow({ page: o.page, limit: o.limit })}`, count: cappedCountQuery(fromWhere), exact: false, run: queryRows, keyed: false };
    }
    // a search: the newest walked, or every match from an index (platform/db/search.ts)
    // the shipments' words keep their status and priority (drizzle/0068), not the assignee or the
    // dates; the counters, how many shipments the status and priority hold (0069)
    const columns: [string, string | undefined][] = [['status', o.status], ['priority', o.priority]];
    const kept = o.assignedTo || o.dateFrom || o.dateTo ? undefined : keptFilters('f', columns).kept;
    const inWords = kept && { kept, ...filterSizes(columns, (set) => counted(scope, Object.fromEntries(set))) };
    const plan = searchPage(fulfillmentSearched(scope, conditions, inWords), classifyTerm(term)!, o.page, o.limit);
    return { prefix: plan.prefix, ids: plan.ids, count: plan.count, exact: false, run: plan.run, keyed: false };
  }
  const ids = pageIdsQuery(scope, conditions, o);
  // a status and a priority are counted (0069); the assignee and the dates are not
  const countedFilters = conditions.length === (o.status ? 1 : 0) + (o.priority ? 1 : 0);
  if (countedFilters) return { prefix: sql``, ids, count: counted(scope, o), exact: true, run: queryRowsPrepared, keyed: true };
  return { prefix: sql``, ids, count: cappedCountQuery(sql`from fulfillment_requests f ${where([inScope, ...conditions])}`), exact: false, run: queryRows, keyed: true };
}

/** The columns of a request `f` with its test request `tr`, patient `p`, item `i`, institution `inst` and assignee `a`. */
export const summaryColumns = sql`f.id, f.test_request_id, tr.status as test_request_status, f.inventory_item_id, i.item_name, i.item_sku, f.quantity_requested, f.status, f.priority,
  p.first_name as patient_first_name, p.last_name as patient_last_name, p.medical_record_number, f.institution_id, inst.name as institution_name,
  f.assigned_to, a.first_name as assigned_to_name, a.last_name as assigned_to_lastname, f.tracking_number, f.dispatch_date, f.delivery_date,
  f.created_at, f.updated_at`;

export const summaryJoins = sql`join test_requests tr on tr.id = f.test_request_id join patients p on p.id = tr.patient_id
  join inventory_items i on i.id = f.inventory_item_id join institutions inst on inst.id = f.institution_id left join users a on a.id = f.assigned_to`;

export function toSummary<T extends FulfillmentSummary>(row: T): T {
  return {
    ...row,
    quantity_requested: Number(row.quantity_requested),
    dispatch_date: isoOrNull(row.dispatch_date),
    delivery_date: isoOrNull(row.delivery_date),
    created_at: isoOrNull(row.created_at)!,
    updated_at: isoOrNull(row.updated_at)!,
  };
}

/**
 * The page, its total, the status tiles and the recent activity in one statement: one round trip
 * per list call. The rows come back as JSON (timestamps as text, which toSummary turns into ISO).
 */
export async function selectFulfillmentPage(db: Db, scope: Scope, o: FulfillmentListOptions): Promise<FulfillmentPage> {
  const plan = planFor(scope, o);
  const rows = plan.ids
    ? jsonRows(sql`select ${summaryColumns}, ${pageKey(sql`f.created_at`, sql`f.id`)} as page_key from (${plan.ids}) page join fulfillment_requests f on f.id = page.id ${summaryJoins}`, sql`r.created_at desc, r.id desc`)
    : sql`'[]'::json`;
  const query = sql`${plan.prefix} select ${rows} as rows, (${plan.count}) as total,
    (select coalesce(json_object_agg(c.status, c.n), '{}') from (${countsQuery(scope)}) c) as counts,
    ${jsonRows(recentActivityQuery(scope), sql`r.updated_at desc, r.id desc`)} as recent`;
  const [found] = await plan.run<{ rows: (FulfillmentSummary & { page_key: string })[]; total: number | string; counts: Record<string, number | string>; recent: RecentRow[] }>(db, query);
  const counts = Object.fromEntries(FULFILLMENT_STATUSES.map((s) => [s, Number(found.counts[s] ?? 0)])) as FulfillmentCounts;
  return {
    requests: found.rows.map(({ page_key: _key, ...row }) => toSummary(row)),
    pagination: toPagination(o.page, o.limit, { matches: Number(found.total), exact: plan.exact }, plan.keyed ? nextAfter(found.rows, o.limit) : undefined),
    counts,
    recent_activity: found.recent.map(toActivity),
  };
}

const countsQuery = (scope: Scope): SQL =>
  sql`select c.status, sum(c.listed) as n from fulfillment_counts c where ${scopeCondition(sql`c.institution_id`, scope)} group by c.status`;

const DESCRIBED: Record<FulfillmentStatus, string> = {
  pending: 'Awaiting assignment',
  assigned: 'Assigned',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

interface RecentRow {
  id: number;
  status: FulfillmentStatus;
  item_name: string;
  quantity_requested: number;
  tracking_number: string | null;
  assignee: string | null;
  actor: string | null;
  updated_at: string;
}

/** The requests changed last in the scope (index on updated_at), each with who changed it last (its newest audit row). */
function recentActivityQuery(scope: Scope): SQL {
  const newest = scope === 'all' ? sql`` : sql`where ${scopeCondition(sql`f.institution_id`, scope)}`;
  return sql`select f.id, f.status, i.item_name, f.quantity_requested, f.tracking_number, f.updated_at,
          nullif(btrim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') as assignee,
          (select nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') from audit_log al join users u on u.id = al.actor_user_id
             where al.entity_type = 'fulfillment_request' and al.entity_id = f.id::text order by al.occurred_at desc limit 1) as actor
        from (select f.id from fulfillment_requests f ${newest} order by f.updated_at desc, f.id desc ${rowLimit(FULFILLMENT_RECENT_ACTIVITY)}) recent
        join fulfillment_requests f on f.id = recent.id join inventory_items i on i.id = f.inventory_item_id left join users a on a.id = f.assigned_to`;
}

function toActivity(r: RecentRow): FulfillmentActivity {
  return {
    id: r.id,
    fulfillment_request_id: r.id,
    description: `${formatFulfillmentId(r.id)} ${r.item_name} x${r.quantity_requested}: ${DESCRIBED[r.status]}${r.status === 'assigned' && r.assignee ? ` to ${r.assignee}` : ''}${r.status === 'dispatched' && r.tracking_number ? ` (tracking ${r.tracking_number})` : ''}`,
    status: r.status,
    user_name: r.actor ?? r.assignee,
    created_at: isoOrNull(r.updated_at)!,
  };
}
