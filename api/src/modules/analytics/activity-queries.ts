import { formatFulfillmentId, type ActivityItem } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Scope } from '../../platform/caller';
import { queryRowsPrepared, scopeCondition } from '../../platform/db/query';

export const RECENT_ACTIVITY_LIMIT = 8;


/** The kinds of activity the dashboard lists ('system' items are not listed there). */
export type ListedActivity = Exclude<ActivityItem['type'], 'system'>;

export interface ActivityFilter {
  /** Which kinds the caller may see (by area access). */
  kinds: ListedActivity[];
  scope: Scope;
  /** For the fulfillment kind, whose scope may be wider (see areaScope). */
  fulfillmentScope: Scope;
  institutionId?: number;
  clinicianId?: number;
  withNames: boolean;
  /** Whether descriptions may name patients (only for callers who may open the patients area). */
  withPatientNames: boolean;
}

type Row = { type: ListedActivity; record_id: number; description: string; status: string; user_name: string | null; institution_name: string | null; created_at: Date | string };

const AREA_PATHS: Record<ListedActivity, string> = { test_request: '/tests', result: '/results', patient: '/patients', fulfillment: '/fulfillment' };

const userName = (alias: string) => sql.raw(`nullif(btrim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

function narrowed(filter: ActivityFilter, institutionColumn: SQL, clinicianCondition: SQL): SQL {
  const parts = [filter.institutionId ? sql`${institutionColumn} = ${filter.institutionId}` : sql`true`];
  if (filter.clinicianId) parts.push(clinicianCondition);
  return sql.join(parts, sql` and `);
}

function query(kind: ListedActivity, f: ActivityFilter): SQL {
  const limit = RECENT_ACTIVITY_LIMIT;
  switch (kind) {
    case 'test_request':
      // An archived patient is never named; nor is any patient for a caller without the patients area.
      return sql`select 'test_request' as type, tr.id as record_id,
          case when ${f.withPatientNames ? sql`true` : sql`false`} and p.archived_at is null then tr.test_name || ' requested for ' || p.first_name || ' ' || p.last_name
               else tr.test_name || ' requested' end as description,
          tr.status, ${userName('u')} as user_name, i.name as institution_name, tr.requested_at as created_at
        from test_requests tr join patients p on p.id = tr.patient_id join institutions i on i.id = tr.institution_id
        left join users u on u.id = tr.requested_by
        where ${scopeCondition(sql`tr.institution_id`, f.scope)}
          and ${narrowed(f, sql`tr.institution_id`, sql`(tr.clinician_id = ${f.clinicianId} or tr.requested_by = ${f.clinicianId})`)}
        order by tr.requested_at desc limit ${limit}`;
    case 'result':
      return sql`select 'result' as type, r.id as record_id, 'Result entered: ' || tr.test_name as description, r.status,
          ${userName('u')} as user_name, i.name as institution_name, r.entered_at as created_at
        from test_results r join test_requests tr on tr.id = r.test_request_id join institutions i on i.id = tr.institution_id
        left join users u on u.id = r.entered_by
        where ${scopeCondition(sql`tr.institution_id`, f.scope)}
          and ${narrowed(f, sql`tr.institution_id`, sql`(tr.clinician_id = ${f.clinicianId} or r.entered_by = ${f.clinicianId})`)}
        order by r.entered_at desc limit ${limit}`;
    case 'patient': {
      // the newest patients from an ordered index: the table's own for everything, the links' per institution
      const newest =
        f.scope === 'all' && !f.institutionId
          ? sql`select p.id as patient_id, (select min(pi.institution_id) from patient_institutions pi where pi.patient_id = p.id) as institution_id
              from patients p where p.archived_at is null and ${f.clinicianId ? sql`p.clinician_id = ${f.clinicianId}` : sql`true`}
              order by p.created_at desc, p.id desc limit ${limit}`
          : sql`select distinct on (pi.patient_created_at, pi.patient_id) pi.patient_id, pi.institution_id
              from patient_institutions pi
              where pi.patient_archived_at is null and ${scopeCondition(sql`pi.institution_id`, f.scope)}
                and ${narrowed(f, sql`pi.institution_id`, sql`exists (select 1 from patients c where c.id = pi.patient_id and c.clinician_id = ${f.clinicianId})`)}
              order by pi.patient_created_at desc, pi.patient_id desc, pi.institution_id limit ${limit}`;
      return sql`select 'patient' as type, p.id as record_id, 'New patient: ' || p.first_name || ' ' || p.last_name as description, 'registered' as status,
          ${userName('u')} as user_name, i.name as institution_name, p.created_at
        from (${newest}) newest
        join patients p on p.id = newest.patient_id
        join institutions i on i.id = newest.institution_id
        left join users u on u.id = p.clinician_id
        order by p.created_at desc limit ${limit}`;
    }
    case 'fulfillment':
      return sql`select 'fulfillment' as type, fr.id as record_id, fr.id::text as description, fr.status,
          ${userName('u')} as user_name, i.name as institution_name, fr.created_at,
          item.item_name as item_name
        from fulfillment_requests fr join test_requests tr on tr.id = fr.test_request_id
        join institutions i on i.id = tr.institution_id join inventory_items item on item.id = fr.inventory_item_id
        left join users u on u.id = coalesce(fr.assigned_to, fr.requested_by)
        where ${scopeCondition(sql`tr.institution_id`, f.fulfillmentScope)}
          and ${narrowed(f, sql`tr.institution_id`, sql`tr.clinician_id = ${f.clinicianId}`)}
        order by fr.created_at desc limit ${limit}`;
  }
}

/** The newest items of every kind the caller may see, merged, newest first. */
export async function recentActivity(db: Db, filter: ActivityFilter): Promise<ActivityItem[]> {
  const lists = await Promise.all(filter.kinds.map((kind) => queryRowsPrepared<Row & { item_name?: string }>(db, query(kind, filter))));
  return lists
    .flat()
    .map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ item_name, ...row }) => ({
      type: row.type,
      description: row.type === 'fulfillment' ? `Kit shipment ${formatFulfillmentId(row.description)}: ${item_name}` : row.description,
      status: row.status,
      created_at: row.created_at,
      link: `${AREA_PATHS[row.type]}/${row.record_id}`,
      ...(filter.withNames ? { user_name: row.user_name, institution_name: row.institution_name } : {}),
    }));
}
