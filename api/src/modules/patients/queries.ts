import { narrowScope, type Patient, type PatientPage, type PatientTestRequest, toPagination } from '@lab/shared';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { afterKey, cappedCountQuery, leadingRows, nextAfter, type PageAt, pageKey, pageTotal, pageWindow } from '../../platform/db/list-page';
import { queryRows, queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';
import { patientInstitutions, patients } from '../../platform/db/schema';
import { classifyTerm, searchPage, type SearchTerm } from '../../platform/db/search';
import { everyPatient, patientsOf } from './search';

/** The patient's institution links that fall inside the caller's scope. */
const linksInScope = (scope: Scope): SQL => scopeCondition(sql`pi.institution_id`, scope);

/** True when the patient has at least one institution in `ids` (or in scope). */
function belongsTo(condition: SQL): SQL {
  return sql`exists (select 1 from patient_institutions pi where pi.patient_id = p.id and ${condition})`;
}

/** The patient belongs to the scope (every patient belongs to 'all'). */
const inScope = (scope: Scope): SQL => (scope === 'all' ? sql`true` : belongsTo(linksInScope(scope)));

/** A patient's columns as the contract names them; the query joins visibleInstitutions(scope) as v. */
function patientColumns(): SQL {
  return sql`
    p.id, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.gender, p.phone, p.email,
    p.insurance_number, p.nhs_number, p.medical_record_number, p.street_address_1, p.street_address_2,
    p.city, p.state, p.postal_code, p.country, p.clinician_id,
    c.first_name as clinician_first_name, c.last_name as clinician_last_name,
    coalesce(v.ids, '{}') as institution_ids, array_to_string(v.names, ', ') as institution_names,
    v.ids[1] as institution_id, v.names[1] as institution_name,
    p.created_at, p.updated_at`;
}

/**
 * The patient's (p) institutions that the caller may see, by name, as `v`: their ids and names,
 * the first of them the patient's institution on the list. Joined laterally, so both are read
 * in one pass; the first name is taken from the names, not cut from the joined text, which a
 * name with a comma in it would cut short.
 */
function visibleInstitutions(scope: Scope): SQL {
  return sql`left join lateral (select array_agg(pi.institution_id order by i.name, i.id) as ids, array_agg(i.name order by i.name, i.id) as names
      from patient_institutions pi join institutions i on i.id = pi.institution_id where pi.patient_id = p.id and ${linksInScope(scope)}) v on true`;
}

export interface ListOptions extends PageAt {
  search?: string;
  /** Only patients of these institutions (intersected with the scope). */
  institutionIds?: number[];
}


/**
 * The ids of one unsearched page, newest first (null: the page is empty): one scan of
 * patients_listed_idx (provider-wide) or of patient_institutions_listed_idx (one scan per
 * institution, merged when several), from the page's key when it has one.
 */
function pageIdsQuery(institutions: Scope, at: PageAt): SQL | null {
  const window = pageWindow(at);
  if (institutions !== 'all' && institutions.length === 0) return null;
  if (institutions === 'all') {
    return sql`select p.id from patients p where ${sql.join([sql`p.archived_at is null`, ...afterKey(at, sql`p.created_at`, sql`p.id`)], sql` and `)}
      order by p.created_at desc, p.id desc ${window}`;
  }
  const listed = (id: number) => sql.join([sql`pi.institution_id = ${id} and pi.patient_archived_at is null`, ...afterKey(at, sql`pi.patient_created_at`, sql`pi.patient_id`)], sql` and `);
  if (institutions.length === 1) {
    return sql`select pi.patient_id as id from patient_institutions pi where ${listed(institutions[0])}
      order by pi.patient_created_at desc, pi.patient_id desc ${window}`;
  }
  // one ordered scan per institution, each cut at offset + limit, merged; a patient in two of
  // them appears once (UNION removes the identical pairs)
  const perInstitution = institutions.map(
    (id) => sql`(select pi.patient_id, pi.patient_created_at from patient_institutions pi where ${listed(id)}
      order by pi.patient_created_at desc, pi.patient_id desc ${leadingRows(at)})`,
  );
  return sql`select patient_id as id from (${sql.join(perInstitution, sql` union `)}) listed
    order by patient_created_at desc, patient_id desc ${window}`;
}

/** How many patients the unsearched list holds: a kept counter when it is one institution or all, otherwise counted up to the cap. */
function countQuery(institutions: Scope): { query: SQL; exact: boolean } {
  if (institutions === 'all' || institutions.length === 1) {
    const key = institutions === 'all' ? 0 : institutions[0];
    return { query: sql`select coalesce((select listed from patient_counts where institution_id = ${key}), 0)`, exact: true };
  }
  return { query: cappedCountQuery(sql`from patients p where p.archived_at is null and ${inScope(institutions)}`), exact: false };
}

/** One page's statement parts: a WITH clause, the page's ids (null: none), the total. A search pages by offset (its matches stop at the count's cap). */
function planFor(institutions: Scope, term: SearchTerm | null, at: PageAt) {
  if (!term || (institutions !== 'all' && institutions.length === 0)) {
    return { prefix: sql``, ids: pageIdsQuery(institutions, at), count: countQuery(institutions), run: queryRowsPrepared };
  }
  const plan = searchPage(institutions === 'all' ? everyPatient : patientsOf(institutions), term, at.page, at.limit);
  return { prefix: plan.prefix, ids: plan.ids, count: { query: plan.count, exact: false }, run: plan.run };
}

/** A page's row: the columns the contract does not name (its total and key) stay on it, as the response schema's serialiser writes only the contract's fields. */
type ListedRow = Patient & { list_total: string | number; page_key: string };

/**
 * One page of the patients the caller may see, newest first, with the pager figures: one
 * statement (the page's ids, their columns and the total), so one round trip: prepared unsearched,
 * a search as searchPage says.
 */
export async function selectPatientPage(db: Db, scope: Scope, options: ListOptions): Promise<PatientPage> {
  const institutions = narrowScope(scope, options.institutionIds);
  const term = classifyTerm(options.search);
  const { prefix, ids, count, run } = planFor(institutions, term, options);
  const rows = ids
    ? await run<ListedRow>(
        db,
        sql`${prefix}select ${patientColumns()}, (${count.query}) as list_total, ${pageKey(sql`p.created_at`, sql`p.id`)} as page_key
          from (${ids}) page join patients p on p.id = page.id left join users c on c.id = p.clinician_id ${visibleInstitutions(scope)}
          order by p.created_at desc, p.id desc`,
      )
    : [];
  const total = ids ? await pageTotal(db, run, rows, options, sql`${prefix}select (${count.query}) as n`) : 0;
  return {
    patients: rows,
    pagination: toPagination(options.page, options.limit, { matches: total, exact: count.exact }, term ? undefined : nextAfter(rows, options.limit)),
  };
}

/** The patient when it exists, is not archived and belongs to the caller's scope; otherwise null. */
export async function selectPatientInScope(db: Db, scope: Scope, id: number): Promise<Patient | null> {
  const [row] = await queryRowsPrepared<Patient>(
    db,
    sql`select ${patientColumns()} from patients p left join users c on c.id = p.clinician_id ${visibleInstitutions(scope)}
        where p.id = ${id} and p.archived_at is null and ${belongsTo(linksInScope(scope))}`,
  );
  return row ?? null;
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
/** True when `clinicianId` is an active user of `role` working in one of `institutionIds`. */
export async function isActiveMemberOf(db: Db, userId: number, role: string, institutionIds: number[]): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from users u where u.id = ${userId} and u.role = ${role} and u.is_active and ${worksIn(institutionIds)}`,
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
