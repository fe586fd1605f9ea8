// What the order rules look up before a request is created or edited: the patient, the people,
// the lab, the sample type, markers, panel and devices as the institution may use them.
import { CLINICIAN_ROLE } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { idArray } from '../../platform/db/id-array';
import { offeredTo } from '../../platform/db/offered-to';
import { queryRows, queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';

/** The patient, when listed and linked to the institution. */
export async function selectPatientOfInstitution(db: Db, patientId: number, institutionId: number) {
  const [row] = await queryRowsPrepared<{ id: number; first_name: string; last_name: string; email: string | null; phone: string | null }>(
    db,
    sql`select p.id, p.first_name, p.last_name, p.email, p.phone from patients p
        join patient_institutions pi on pi.patient_id = p.id and pi.institution_id = ${institutionId}
        where p.id = ${patientId} and p.archived_at is null`,
  );
  return row ?? null;
}

/** The patient's institutions among `scope` (to find the request's institution when the form sends none). */
export async function selectPatientInstitutionsInScope(db: Db, patientId: number, scope: Scope): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select pi.institution_id as id from patient_institutions pi join patients p on p.id = pi.patient_id
        where pi.patient_id = ${patientId} and p.archived_at is null and ${scopeCondition(sql`pi.institution_id`, scope)} order by pi.institution_id`,
  );
  return rows.map((r) => r.id);
}

/** True when `userId` is an active user of `role` working in the institution. */
export async function isActiveUserOf(db: Db, userId: number, role: string, institutionId: number | 'all'): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from users u where u.id = ${userId} and u.role = ${role} and u.is_active and ${worksIn(institutionId === 'all' ? 'all' : [institutionId])}`,
  );
  return rows.length > 0;
}

export async function selectSampleType(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRowsPrepared<{ id: number; name: string }>(db, sql`select id, name from sample_types where id = ${id} and active`);
  return row ?? null;
}

/** The lab serves the sample type at the institution. */
export async function labServes(db: Db, labId: number, institutionId: number, sampleTypeId: number): Promise<boolean> {
  const rows = await queryRowsPrepared(
    db,
    sql`select 1 from institution_labs il join labs l on l.id = il.lab_id and l.active
        where il.lab_id = ${labId} and il.institution_id = ${institutionId} and il.sample_type_id = ${sampleTypeId}`,
  );
  return rows.length > 0;
}

export interface MarkerFacts {
  id: number;
  name: string;
  value: number;
  accepts_sample_type: boolean;
}

/** The active markers among `ids` available to the institution, with whether each accepts the sample type. */
export async function selectAvailableMarkers(db: Db, ids: number[], institutionId: number, sampleTypeId: number): Promise<MarkerFacts[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<MarkerFacts & { value: string | number }>(
    db,
    sql`select m.id, m.name, m.volume_ul as value,
        (not exists (select 1 from marker_sample_types s where s.marker_id = m.id)
          or exists (select 1 from marker_sample_types s where s.marker_id = m.id and s.sample_type_id = ${sampleTypeId})) as accepts_sample_type
      from markers m where m.active and ${scopeCondition(sql`m.id`, ids)} and ${offeredTo('marker_institutions', 'marker_id', sql`m.id`, [institutionId])}`,
  );
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

/** The panel's marker ids, when the panel is active and available to the institution; else null. */
export async function selectAvailablePanel(db: Db, panelId: number, institutionId: number): Promise<{ name: string; sample_type_id: number | null; marker_ids: number[] } | null> {
  const [row] = await queryRows<{ name: string; sample_type_id: number | null; marker_ids: number[] }>(
    db,
    sql`select pn.name, pn.sample_type_id, coalesce(array(select pm.marker_id from panel_markers pm where pm.panel_id = pn.id order by pm.marker_id), '{}') as marker_ids
        from panels pn where pn.id = ${panelId} and pn.active and ${offeredTo('panel_institutions', 'panel_id', sql`pn.id`, [institutionId])}`,
  );
  return row ? { ...row, marker_ids: row.marker_ids.map(Number) } : null;
}

/** The devices of `ids` that are active and offered to the institution (shared, or its own), with their tube types. */
export async function selectActiveDevices(db: Db, ids: number[], institutionId: number): Promise<{ id: number; name: string; max_capacity: number | null; tube_type_ids: number[] }[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number; name: string; max_capacity: number | null; tube_type_ids: number[] }>(
    db,
    sql`select d.id, d.name, d.max_capacity_ul as max_capacity,
          ${idArray(sql`select array_agg(x.tube_type_id) from collection_device_tube_types x where x.collection_device_id = d.id`)} as tube_type_ids
        from collection_devices d
        where d.active and ${scopeCondition(sql`d.id`, ids)} and (d.owner_institution_id is null or d.owner_institution_id = ${institutionId})`,
  );
  return rows.map((r) => ({ ...r, tube_type_ids: r.tube_type_ids.map(Number) }));
}

/**
 * The tube types of a sample type for the institution: those of the active markers offered to it
 * that are measured on that sample type (as the order form reckons them from its marker list).
 */
export async function selectSampleTypeTubeTypes(db: Db, institutionId: number, sampleTypeId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct t.tube_type_id as id from marker_tube_types t
        join markers m on m.id = t.marker_id
        join marker_sample_types s on s.marker_id = m.id and s.sample_type_id = ${sampleTypeId}
        where m.active and ${offeredTo('marker_institutions', 'marker_id', sql`m.id`, [institutionId])}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The institution's time zone, or null (the server's applies). */
export async function selectInstitutionTimeZone(db: Db, institutionId: number): Promise<string | null> {
  const [row] = await queryRows<{ time_zone: string | null }>(db, sql`select time_zone from institutions where id = ${institutionId}`);
  return row?.time_zone ?? null;
}

export async function barcodeTaken(db: Db, barcode: string, exceptId: number | null): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from test_requests where barcode_number = ${barcode} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  return rows.length > 0;
}

/** The institution has at least one active clinician (then the ordering clinician is required). */
export async function hasActiveClinicians(db: Db, institutionId: number): Promise<boolean> {
  const rows = await queryRowsPrepared(db, sql`select 1 from users u where u.role = ${CLINICIAN_ROLE} and u.is_active and ${worksIn([institutionId])} limit 1`);
  return rows.length > 0;
}
