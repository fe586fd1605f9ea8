// The notification logs list, on the list pattern (platform/db/list-page.ts): the page's ids from
// one ordered index scan (per institution for an institution-bound caller), columns for those ids
// only, the total from the kept notification_log_counts, or counted up to the cap for a search;
// one statement.
import { internationalNumber, toPagination, requestIdNamedBy, type NotificationLogItem, type NotificationLogsResponse } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { cappedCountQuery, containing, offsetOf } from '../../platform/db/list-page';
import { queryRows, queryRowsPrepared, scopeCondition } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';
import { isEmailAddress } from '../../platform/contact-fields';

export interface LogListOptions {
  page: number;
  limit: number;
  search?: string;
  messageType?: string;
  notificationType?: string;
  deliveryStatus?: string;
  triggeredByType?: string;
}

interface Filters {
  /** column name → value, for the filters the counters also hold */
  columns: [column: string, value: string][];
  term?: string;
  requestId?: number | null;
  /** A whole phone number searched for ('+' and digits): that number's logs, by its index. */
  phone?: string | null;
  /** A whole email address searched for (lower case): that address's logs, by its index. */
  email?: string | null;
}

function filterConditions(f: Filters, alias: string): SQL[] {
  const conditions = f.columns.map(([column, value]) => sql`${sql.raw(`${alias}.${column}`)} = ${value}`);
  if (f.requestId) conditions.push(sql`n.test_request_id = ${f.requestId}`);
  else if (f.phone) conditions.push(sql`n.recipient_phone = ${f.phone}`);
  else if (f.email) conditions.push(sql`lower(n.recipient_email) = ${f.email}`);
  else if (f.term) conditions.push(sql`n.search_text like ${containing(f.term)}`);
  return conditions;
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
const newestFirst = sql`order by n.sent_at desc, n.id desc`;

/** The ids of one page, newest first; null when the list is empty by scope. */
function pageIdsQuery(institutions: Scope, f: Filters, page: number, limit: number): SQL | null {
  const offset = offsetOf(page, limit);
  const where = (extra: SQL[]) => and([...filterConditions(f, 'n'), ...extra]);
  if (institutions === 'all') return sql`select n.id from notification_logs n where ${where([])} ${newestFirst} limit ${limit} offset ${offset}`;
  if (institutions.length === 0) return null;
  if (institutions.length === 1) {
    return sql`select n.id from notification_logs n where ${where([sql`n.institution_id = ${institutions[0]}`])} ${newestFirst} limit ${limit} offset ${offset}`;
  }
  // one ordered scan per institution, each cut at offset + limit, merged (a log has one institution)
  const perInstitution = institutions.map(
    (id) => sql`(select n.id, n.sent_at from notification_logs n where ${where([sql`n.institution_id = ${id}`])} ${newestFirst} limit ${offset + limit})`,
  );
  return sql`select id from (${sql.join(perInstitution, sql` union all `)}) listed order by sent_at desc, id desc limit ${limit} offset ${offset}`;
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
}

/** Every match read once (materialized); the page is its newest, the total its count up to the cap. */
function fromMatches(conditions: SQL, page: number, limit: number): PagePlan {
  return {
    prefix: sql`with matched as materialized (select n.id, n.sent_at from notification_logs n where ${conditions}) `,
    ids: sql`select id from matched order by sent_at desc, id desc limit ${limit} offset ${offsetOf(page, limit)}`,
    count: { query: cappedCountQuery(sql`from matched`), exact: false },
  };
}

function planFor(institutions: Scope, f: Filters, page: number, limit: number): PagePlan {
  // A whole phone number or email address has a few logs: read them from its index first.
  const exact = !!(f.phone || f.email);
  if (exact && institutions === 'all') return fromMatches(and(filterConditions(f, 'n')), page, limit);
  if ((exact || (f.term && !f.requestId)) && institutions !== 'all' && institutions.length > 0) {
    // A search inside institutions: every match from the (institution_id, text) trigram index (as
    // the test requests list does; left to itself the planner may walk the institution's whole
    // list filtering each row).
    const ofInstitutions = sql.join(institutions.map((id) => sql`n.institution_id = ${id}`), sql` or `);
    return fromMatches(and([...filterConditions(f, 'n'), sql`(${ofInstitutions})`]), page, limit);
  }
  return { prefix: sql``, ids: pageIdsQuery(institutions, f, page, limit), count: countQuery(institutions, f) };
}

const columns = sql`
  n.id, n.sent_at, n.test_request_id, i.name as institution_name, n.message_type, n.notification_type, n.recipient_type,
  n.recipient_email, n.recipient_phone, nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as patient_name,
  n.delivery_status, n.error_message, n.triggered_by_type, u.first_name as triggered_by_name, u.last_name as triggered_by_lastname`;

const joins = sql`
  left join institutions i on i.id = n.institution_id
  left join patients p on p.id = n.patient_id
  left join users u on u.id = n.triggered_by_user_id`;

type Row = NotificationLogItem & { list_total: string | number };

export async function selectLogPage(db: Db, scope: Scope, options: LogListOptions): Promise<NotificationLogsResponse> {
  const term = options.search?.trim() || undefined;
  const filters: Filters = {
    columns: (
      [
        ['message_type', options.messageType],
        ['notification_type', options.notificationType],
        ['delivery_status', options.deliveryStatus],
        ['triggered_by_type', options.triggeredByType],
      ] as [string, string | undefined][]
    ).filter((entry): entry is [string, string] => !!entry[1]),
    term,
    requestId: term ? requestIdNamedBy(term) : null,
    phone: internationalNumber(term),
    email: term && isEmailAddress(term) ? term.toLowerCase() : null,
  };
  const { prefix, ids, count } = planFor(scope, filters, options.page, options.limit);
  // a text search is planned for its term; everything else keeps its plan
  const run = filters.term && !filters.requestId ? queryRows : queryRowsPrepared;
  const rows = ids
    ? await run<Row>(db, sql`${prefix}select ${columns}, (${count.query}) as list_total from (${ids}) page join notification_logs n on n.id = page.id ${joins} ${newestFirst}`)
    : [];
  let total = 0;
  if (rows.length) total = Number(rows[0].list_total);
  else if (ids) total = Number((await run<{ n: string | number }>(db, sql`${prefix}select (${count.query}) as n`))[0].n);
  return {
    notifications: rows.map(({ list_total: _total, ...row }) => ({ ...row, sent_at: isoOrNull(row.sent_at)! })),
    pagination: toPagination(options.page, options.limit, { matches: total, exact: count.exact }),
  };
}
