// The notification logs list, on the list pattern (platform/db/list-page.ts): the page's ids from
// one ordered index scan (per institution for an institution-bound caller), columns for those ids
// only, the total from the kept notification_log_counts, or counted up to the cap for a search;
// one statement.
import { internationalNumber, toPagination, requestIdNamedBy, type NotificationLogItem, type NotificationLogsResponse } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, leadingRows, nextAfter, type PageAt, pageKey, pageTotal, pageWindow } from '../../platform/db/list-page';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { classifyTerm, filterSizes, type FiltersInWords, institutionIn, keptWords, ownRanges, type RangedTable, searchPage, textMatchesIndexed, newestInScope, type SearchedList, type SearchTerm } from '../../platform/db/search';

export interface LogListOptions extends PageAt {
  search?: string;
  messageType?: string;
  notificationType?: string;
  deliveryStatus?: string;
  triggeredByType?: string;
}

interface Filters {
  /** column name → value, for the filters the counters also hold */
  columns: [column: string, value: string][];
  term?: SearchTerm | null;
  requestId?: number | null;
}

function filterConditions(f: Filters, alias: string): SQL[] {
  const conditions = f.columns.map(([column, value]) => sql`${sql.raw(`${alias}.${column}`)} = ${value}`);
  if (f.requestId) conditions.push(sql`n.test_request_id = ${f.requestId}`);
  return conditions;
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
const newestFirst = sql`order by n.sent_at desc, n.id desc`;
const LOGS: RangedTable = { from: sql`notification_logs n`, institution: sql`n.institution_id`, id: sql`n.id` };

/** The ids of one page, newest first (from the page's key when it has one); null when the list is empty by scope. */
function pageIdsQuery(institutions: Scope, f: Filters, at: PageAt): SQL | null {
  const window = pageWindow(at);
  const where = (extra: SQL[]) => and([...filterConditions(f, 'n'), ...afterKey(at, sql`n.sent_at`, sql`n.id`), ...extra]);
  if (institutions === 'all') return sql`select n.id from notification_logs n where ${where([])} ${newestFirst} ${window}`;
  if (institutions.length === 0) return null;
  if (institutions.length === 1) {
    return sql`select n.id from notification_logs n where ${where([sql`n.institution_id = ${institutions[0]}`])} ${newestFirst} ${window}`;
  }
  // one ordered scan per institution, each cut at offset + limit, merged (a log has one institution)
  const perInstitution = institutions.map(
    (id) => sql`(select n.id, n.sent_at from notification_logs n where ${where([sql`n.institution_id = ${id}`])} ${newestFirst} ${leadingRows(at)})`,
  );
  return sql`select id from (${sql.join(perInstitution, sql` union all `)}) listed order by sent_at desc, id desc ${window}`;
}

/** The list's total: a sum of kept counters without a search, else counted up to the cap. */
function countQuery(institutions: Scope, f: Filters): { query: SQL; exact: boolean } {
  if (!f.term && !f.requestId) {
    const conditions = [scopeCondition(sql`c.institution_id`, institutions), ...filterConditions(f, 'c')];
    return { query: sql`select coalesce(sum(c.logged), 0) from notification_log_counts c where ${and(conditions)}`, exact: true };
  }
  const conditions = [...filterConditions(f, 'n'), scopeCondition(sql`n.institution_id`, institutions)];
  return { query: cappedCountQuery(sql`from notification_logs n where ${and(conditions)}`), exact: false };
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
  if (f.term && (institutions === 'all' || institutions.length > 0)) {
    // a search: the newest walked, or every match from an index (platform/db/search.ts)
    // the words keep the filtered columns, and the counters the unsearched total reads say how many logs they hold
    const rows = (columns: Filters['columns']) => countQuery(institutions, { columns, term: null }).query;
    const inWords = f.requestId ? undefined : { kept: filterConditions(f, 'w'), ...filterSizes(f.columns, rows) };
    const plan = searchPage(logsSearched(institutions, filterConditions(f, 'n'), inWords), f.term, at.page, at.limit);
    return { prefix: plan.prefix, ids: plan.ids, count: { query: plan.count, exact: false }, run: plan.run };
  }
  return { prefix: sql``, ids: pageIdsQuery(institutions, f, at), count: countQuery(institutions, f), run: queryRowsPrepared };
}

/**
 * The logs (n) of a non-empty scope under `conditions`, for a search; `inWords`, the same on the
 * words, which keep the four filtered columns (drizzle/0068).
 */
function logsSearched(institutions: Scope, conditions: SQL[], inWords?: FiltersInWords): SearchedList {
  const newestOf = (extra: SQL[], limit: number | SQL) =>
    sql`(select n.id, n.sent_at as sort_at, n.search_text as text from notification_logs n where ${and([...conditions, ...extra])} ${newestFirst} limit ${limit})`;
  const inScope = institutions === 'all' ? [] : [institutionIn(sql`n.institution_id`, institutions)];
  const matchingWhere = (extra: SQL) => and([...conditions, ...inScope, extra]);
  // an address or a number: the recipient email's and phone's ranges, in their order, one per
  // institution inside institutions (notification_logs_institution_*_prefix_idx, drizzle/0053)
  const ranges = (key: SQL, prefix: string) => ownRanges(institutions, LOGS, conditions, key, prefix);
  return {
    newest: (limit) => newestInScope(institutions, sql`n.institution_id`, limit, (extra) => newestOf(extra, limit)),
    matching: (term) => sql`select n.id, n.sent_at as sort_at from notification_logs n where ${matchingWhere(textMatchesIndexed(sql`n.search_text`, term))}`,
    identified: (prefix) => [...ranges(sql`lower(n.recipient_email)`, prefix), ...ranges(sql`lower(n.recipient_phone)`, prefix)],
    // the log's words (notification_log_words, drizzle/0054), each under the list's filters
    ...keptWords({ words: 'notification_log_words', rowOf: 'log_id', from: sql`notification_logs n`, id: sql`n.id`, sortAt: sql`n.sent_at`, filters: conditions, inWords }, institutions),
  };
}

const columns = sql`
  n.id, n.sent_at, n.test_request_id, i.name as institution_name, n.message_type, n.notification_type, n.recipient_type,
  n.recipient_email, n.recipient_phone, nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as patient_name,
  n.delivery_status, n.error_message, n.triggered_by_type, u.first_name as triggered_by_name, u.last_name as triggered_by_lastname`;

const joins = sql`
  left join institutions i on i.id = n.institution_id
  left join patients p on p.id = n.patient_id
  left join users u on u.id = n.triggered_by_user_id`;

type Row = NotificationLogItem & { list_total: string | number; page_key: string };

export async function selectLogPage(db: Db, scope: Scope, options: LogListOptions): Promise<NotificationLogsResponse> {
  const requestId = options.search?.trim() ? requestIdNamedBy(options.search) : null;
  // a whole phone number typed with spaces ('+44 7700 900123') is searched as the number it is
  const phone = internationalNumber(options.search?.trim());
  const filters: Filters = {
    columns: (
      [
        ['message_type', options.messageType],
        ['notification_type', options.notificationType],
        ['delivery_status', options.deliveryStatus],
        ['triggered_by_type', options.triggeredByType],
      ] as [string, string | undefined][]
    ).filter((entry): entry is [string, string] => !!entry[1]),
    term: requestId ? null : classifyTerm(phone ?? options.search),
    requestId,
  };
  const { prefix, ids, count, run } = planFor(scope, filters, options);
  // a text search pages by offset; everything else gives the next page's key
  const searched = !!filters.term && !filters.requestId;
  const rows = ids
    ? await run<Row>(db, sql`${prefix}select ${columns}, (${count.query}) as list_total, ${pageKey(sql`n.sent_at`, sql`n.id`)} as page_key from (${ids}) page join notification_logs n on n.id = page.id ${joins} ${newestFirst}`)
    : [];
  const total = ids ? await pageTotal(db, run, rows, options, sql`${prefix}select (${count.query}) as n`) : 0;
  return {
    notifications: rows.map(({ list_total: _total, page_key: _key, ...row }) => ({ ...row, sent_at: isoOrNull(row.sent_at)! })),
    pagination: toPagination(options.page, options.limit, { matches: total, exact: count.exact }, searched ? undefined : nextAfter(rows, options.limit)),
  };
}
