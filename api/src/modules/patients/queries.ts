import type { Patient, PatientPage, PatientTestRequest } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { queryRows, scopeCondition } from '../../platform/db/query';
import { patientSearchCondition } from './search';

export type Scope = 'all' | number[];

export type PatientRow = Patient;

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

function withPrimaryInstitution(row: Omit<PatientRow, 'institution_id' | 'institution_name'>): PatientRow {
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
export async function listPatients(db: Db, scope: Scope, options: ListOptions): Promise<PatientPage> {
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
  const rows = await queryRows<Omit<PatientRow, 'institution_id' | 'institution_name'>>(
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
export async function findPatientInScope(db: Db, scope: Scope, id: number): Promise<PatientRow | null> {
  const [row] = await queryRows<Omit<PatientRow, 'institution_id' | 'institution_name'>>(
    db,
    sql`select ${patientColumns(scope)} from patients p left join users c on c.id = p.clinician_id
        where p.id = ${id} and p.archived_at is null and ${belongsTo(linksInScope(scope))}`,
  );
  return row ? withPrimaryInstitution(row) : null;
}

export type PatientTestRequestRow = PatientTestRequest;

/** The patient's test requests in the caller's institutions, newest first (archived ones left out). */
export async function listPatientTestRequests(db: Db, scope: Scope, patientId: number): Promise<PatientTestRequestRow[]> {
  return queryRows<PatientTestRequestRow>(
    db,
    sql`select tr.id, tr.test_name, tr.category, tr.priority, tr.status, tr.barcode_number, tr.institution_id,
          i.name as institution_name, nullif(concat_ws(' ', c.first_name, c.last_name), '') as clinician_name, tr.requested_at
        from test_requests tr join institutions i on i.id = tr.institution_id left join users c on c.id = tr.clinician_id
        where tr.patient_id = ${patientId} and tr.archived_at is null and ${scopeCondition(sql`tr.institution_id`, scope)}
        order by tr.requested_at desc, tr.id desc`,
  );
}
