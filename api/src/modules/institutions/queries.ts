import {
  CLINICIAN_ROLE,
  INSTITUTION_ACTIVE_DAYS,
  INSTITUTION_NEWEST_COUNT,
  INSTITUTION_RECENT_DAYS,
  type ClinicianOption,
  type Institution,
  type InstitutionListResponse,
  type InstitutionOption,
  type InstitutionStats,
  type TestRequestStatus,
} from '@lab/shared';
import { eq, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';
import { institutions } from '../../platform/db/schema';

/** The institutions of a scope, by name. */
export function selectInstitutionsInScope(db: Db, scope: Scope): Promise<InstitutionOption[]> {
  return queryRowsPrepared<InstitutionOption>(db, sql`select id, name, address from institutions i where ${scopeCondition(sql`i.id`, scope)} order by name`);
}

/** The active clinicians working in an institution (primary or additional), by name. */
export function selectActiveClinicians(db: Db, institutionId: number): Promise<ClinicianOption[]> {
  return queryRowsPrepared<ClinicianOption>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, u.role from users u
        where u.role = ${CLINICIAN_ROLE} and u.is_active
          and ${worksIn([institutionId])}
        order by u.last_name, u.first_name`,
  );
}

const COLUMNS = sql`i.id, i.name, i.institution_number, i.address, i.phone, i.email, i.institution_type, i.time_zone, i.second_person_release, i.created_at, i.updated_at`;

const withinDays = (column: string, days: number) => sql`${sql.raw(`i.${column}`)} >= now() - make_interval(days => ${days}::int)`;
const filled = (column: string) => sql`btrim(coalesce(${sql.raw(`i.${column}`)}, '')) <> ''`;

const SUMMARY_FIGURES = ['total', 'active_this_month', 'recently_added', 'with_email', 'with_phone', 'with_address'] as const;
type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

/** An institution of the list with the list's summary figures (the same on every row) and its rank by creation, newest 1. */
type InstitutionListRow = Institution & Record<SummaryFigure | 'newest_rank', string | number>;

/**
 * The institutions of a scope by name with the summary of that list. Each row carries the figures
 * of the whole list as window aggregates: one scan of the (small) table, one statement, however
 * many institutions; the five newest are picked by their rank.
 */
export async function selectInstitutionList(db: Db, scope: Scope): Promise<InstitutionListResponse> {
  const rows = await queryRowsPrepared<InstitutionListRow>(
    db,
    sql`select ${COLUMNS},
          count(*) over () as total,
          count(*) filter (where ${withinDays('created_at', INSTITUTION_ACTIVE_DAYS)} or ${withinDays('updated_at', INSTITUTION_ACTIVE_DAYS)}) over () as active_this_month,
          count(*) filter (where ${withinDays('created_at', INSTITUTION_RECENT_DAYS)}) over () as recently_added,
          count(*) filter (where ${filled('email')}) over () as with_email,
          count(*) filter (where ${filled('phone')}) over () as with_phone,
          count(*) filter (where ${filled('address')}) over () as with_address,
          row_number() over (order by i.created_at desc, i.id desc) as newest_rank
        from institutions i where ${scopeCondition(sql`i.id`, scope)}
        order by lower(i.name), i.id`,
  );
  const institutionOf = (row: InstitutionListRow): Institution => {
    const { id, name, institution_number, address, phone, email, institution_type, time_zone, second_person_release, created_at, updated_at } = row;
    return { id, name, institution_number, address, phone, email, institution_type, time_zone, second_person_release, created_at, updated_at };
  };
  const figures = Object.fromEntries(SUMMARY_FIGURES.map((key) => [key, Number(rows[0]?.[key] ?? 0)])) as Record<SummaryFigure, number>;
  const newest = rows
    .filter((row) => Number(row.newest_rank) <= INSTITUTION_NEWEST_COUNT)
    .sort((a, b) => Number(a.newest_rank) - Number(b.newest_rank))
    .map(institutionOf);
  return { institutions: rows.map(institutionOf), summary: { ...figures, newest } };
}

export async function selectInstitution(db: Db, id: number): Promise<Institution | null> {
  const [row] = await queryRowsPrepared<Institution>(db, sql`select ${COLUMNS} from institutions i where i.id = ${id}`);
  return row ?? null;
}

/**
 * Serialises the writes of institution names until the transaction ends, so that the
 * case-insensitive check below cannot be raced by another create or rename.
 */
export async function lockInstitutionNames(tx: Db): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext('institutions.name'))`);
}

/** True when another institution (not `exceptId`) has this name, whatever its case. */
export async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const other = exceptId === null ? sql`true` : sql`id <> ${exceptId}`;
  return (await queryRows(db, sql`select 1 from institutions where lower(name) = lower(${name}) and ${other} limit 1`)).length > 0;
}

export type InstitutionValues = Pick<typeof institutions.$inferInsert, 'name' | 'institutionNumber' | 'address' | 'phone' | 'email' | 'institutionType' | 'timeZone' | 'secondPersonRelease'>;

/**
 * True when PostgreSQL knows the time zone by this exact name: the reminders' due times are
 * computed in SQL (AT TIME ZONE), whose zone data can differ from the runtime's Intl.
 */
export async function timeZoneKnown(db: Db, name: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from pg_timezone_names where name = ${name}`)).length > 0;
}

export async function insertInstitution(tx: Db, values: InstitutionValues): Promise<number> {
  const [row] = await tx.insert(institutions).values(values).returning({ id: institutions.id });
  return row.id;
}

export async function updateInstitutionRow(tx: Db, id: number, values: Partial<InstitutionValues>): Promise<void> {
  await tx.update(institutions).set({ ...values, updatedAt: new Date() }).where(eq(institutions.id, id));
}

const PENDING: TestRequestStatus = 'pending';

/**
 * The detail's figures, null when the institution does not exist. Each is an index probe, never a
 * count of millions: patients and test requests come from the kept counters (patient_counts,
 * test_request_counts: listed, i.e. not archived, rows), users are the institution's few staff.
 */
export async function selectInstitutionStats(db: Db, id: number): Promise<InstitutionStats | null> {
  const [row] = await queryRowsPrepared<Record<keyof InstitutionStats, string | number>>(
    db,
    sql`select
          (select count(*) from users u where u.is_active and ${worksIn([id])}) as users,
          coalesce((select pc.listed from patient_counts pc where pc.institution_id = i.id), 0) as patients,
          coalesce((select sum(c.listed) from test_request_counts c where c.institution_id = i.id), 0) as test_requests,
          coalesce((select sum(c.listed) from test_request_counts c where c.institution_id = i.id and c.status = ${PENDING}), 0) as pending_requests
        from institutions i where i.id = ${id}`,
  );
  if (!row) return null;
  return { users: Number(row.users), patients: Number(row.patients), test_requests: Number(row.test_requests), pending_requests: Number(row.pending_requests) };
}
