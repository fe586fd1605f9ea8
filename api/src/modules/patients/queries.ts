import type { Patient, PatientPage, PatientTestRequest } from '@lab/shared';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { patientInstitutions, patients } from '../../platform/db/schema';
import { patientSearchCondition } from './search';

/** The patient's institution links that fall inside the caller's scope. */
const linksInScope = (scope: Scope): SQL => scopeCondition(sql`pi.institution_id`, scope);

/** True when the patient has at least one institution in `ids` (or in scope). */
function belongsTo(condition: SQL): SQL {
  return sql`exists (select 1 from patient_institutions pi where pi.patient_id = p.id and ${condition})`;
}

function patientColumns(scope: Scope): SQL {
  const visible = linksInScope(scope);
  return sql`
    p.id, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.gender, p.phone, p.email,
    p.insurance_number, p.nhs_number, p.medical_record_number, p.street_address_1, p.street_address_2,
    p.city, p.state, p.postal_code, p.country, p.clinician_id,
    c.first_name as clinician_first_name, c.last_name as clinician_last_name,
    coalesce((select array_agg(pi.institution_id order by i.name) from patient_institutions pi
      join institutions i on i.id = pi.institution_id where pi.patient_id = p.id and ${visible}), '{}') as institution_ids,
    (select string_agg(i.name, ', ' order by i.name) from patient_institutions pi
      join institutions i on i.id = pi.institution_id where pi.patient_id = p.id and ${visible}) as institution_names,
    p.created_at, p.updated_at`;
}

function withPrimaryInstitution(row: Omit<Patient, 'institution_id' | 'institution_name'>): Patient {
  return {
    ...row,
    institution_id: row.institution_ids[0] ?? null,
    institution_name: row.institution_names?.split(', ')[0] ?? null,
  };
}

export interface ListOptions {
  page: number;
  limit: number;
  search?: string;
  /** Only patients of these institutions (intersected with the scope). */
  institutionIds?: number[];
}

/** One page of the patients the caller may see, newest first, with the total for the pager. */
export async function selectPatientPage(db: Db, scope: Scope, options: ListOptions): Promise<PatientPage> {
  const conditions: SQL[] = [sql`p.archived_at is null`, belongsTo(linksInScope(scope))];
  if (options.institutionIds && options.institutionIds.length > 0) {
    // Only institutions inside the scope count: asking for another institution's patients finds none.
    const wanted = scope === 'all' ? options.institutionIds : options.institutionIds.filter((id) => scope.includes(id));
    conditions.push(belongsTo(scopeCondition(sql`pi.institution_id`, wanted)));
  }
  const term = options.search?.trim();
  if (term) conditions.push(patientSearchCondition(term));
  const where = sql.join(conditions, sql` and `);

  const [{ total }] = await queryRows<{ total: string | number }>(db, sql`select count(*) as total from patients p where ${where}`);
  const rows = await queryRows<Omit<Patient, 'institution_id' | 'institution_name'>>(
    db,
    sql`select ${patientColumns(scope)} from patients p left join users c on c.id = p.clinician_id
        where ${where} order by p.created_at desc, p.id desc
        limit ${options.limit} offset ${(options.page - 1) * options.limit}`,
  );
  const count = Number(total);
  return {
    patients: rows.map(withPrimaryInstitution),
    pagination: { page: options.page, limit: options.limit, total: count, pages: Math.ceil(count / options.limit) },
  };
}

/** The patient when it exists, is not archived and belongs to the caller's scope; otherwise null. */
export async function selectPatientInScope(db: Db, scope: Scope, id: number): Promise<Patient | null> {
  const [row] = await queryRows<Omit<Patient, 'institution_id' | 'institution_name'>>(
    db,
    sql`select ${patientColumns(scope)} from patients p left join users c on c.id = p.clinician_id
        where p.id = ${id} and p.archived_at is null and ${belongsTo(linksInScope(scope))}`,
  );
  return row ? withPrimaryInstitution(row) : null;
}

/** The patient's test requests in the caller's institutions, newest first (archived ones left out). */
export async function selectPatientTestRequests(db: Db, scope: Scope, patientId: number): Promise<PatientTestRequest[]> {
  return queryRows<PatientTestRequest>(
    db,
    sql`select tr.id, tr.test_name, tr.category, tr.priority, tr.status, tr.barcode_number, tr.institution_id,
          i.name as institution_name, nullif(concat_ws(' ', c.first_name, c.last_name), '') as clinician_name, tr.requested_at
        from test_requests tr join institutions i on i.id = tr.institution_id left join users c on c.id = tr.clinician_id
        where tr.patient_id = ${patientId} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}
        order by tr.requested_at desc, tr.id desc`,
  );
}

/** Ids of the given institutions that exist. */
export async function selectExistingInstitutionIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from institutions where ${scopeCondition(sql`id`, ids)}`);
  return rows.map((r) => r.id);
}

/** True when `clinicianId` is an active user of `role` working in one of `institutionIds`. */
export async function isActiveMemberOf(db: Db, userId: number, role: string, institutionIds: number[]): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from users u where u.id = ${userId} and u.role = ${role} and u.is_active
        and (${scopeCondition(sql`u.institution_id`, institutionIds)}
          or exists (select 1 from user_institutions ui where ui.user_id = u.id and ${scopeCondition(sql`ui.institution_id`, institutionIds)}))`,
  );
  return rows.length > 0;
}

export async function nextMedicalRecordNumber(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: string | number }>(db, sql`select nextval('patient_mrn_seq') as n`);
  return `MRN-P${row.n}`;
}

export type PatientValues = Omit<typeof patients.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt'>;

export async function insertPatient(db: Db, values: PatientValues, institutionIds: number[]): Promise<number> {
  const [row] = await db.insert(patients).values(values).returning({ id: patients.id });
  await insertLinks(db, row.id, values.medicalRecordNumber, institutionIds);
  return row.id;
}

export async function updatePatientRow(db: Db, id: number, values: Partial<PatientValues>): Promise<void> {
  await db.update(patients).set({ ...values, updatedAt: new Date() }).where(eq(patients.id, id));
}

/** Links the patient to `institutionIds` (the MRN is taken from the patient by a trigger). */
async function insertLinks(db: Db, patientId: number, medicalRecordNumber: string, institutionIds: number[]): Promise<void> {
  await db
    .insert(patientInstitutions)
    .values(institutionIds.map((institutionId) => ({ patientId, institutionId, medicalRecordNumber })))
    // an existing link stays; a medical record number taken in the institution still fails (23505)
    .onConflictDoNothing({ target: [patientInstitutions.patientId, patientInstitutions.institutionId] });
}

/**
 * Makes the patient's links inside `scope` exactly `institutionIds`; links to institutions
 * outside the scope (another institution's) are left as they are.
 */
export async function replaceLinksInScope(db: Db, patientId: number, medicalRecordNumber: string, institutionIds: number[], scope: Scope): Promise<void> {
  const visible = scope === 'all' ? undefined : inArray(patientInstitutions.institutionId, scope);
  await db
    .delete(patientInstitutions)
    .where(and(eq(patientInstitutions.patientId, patientId), notInArray(patientInstitutions.institutionId, institutionIds), visible));
  await insertLinks(db, patientId, medicalRecordNumber, institutionIds);
}

export async function archivePatientRow(db: Db, id: number): Promise<void> {
  await db.update(patients).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(patients.id, id));
}
