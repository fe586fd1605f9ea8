// GET /patients/institution/{id}: one institution's patients, newest first, in the list pattern
// (platform/db/list-page.ts): the page's ids from one scan of patient_institutions_listed_idx,
// columns for those ids only, the total from the kept counter (patient_counts), one statement.
import { toPagination, type InstitutionPatient, type InstitutionPatientsResponse } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { afterKey, nextAfter, type PageAt, pageKey, pageWindow } from '../../platform/db/list-page';
import { queryRowsPrepared } from '../../platform/db/query';

/** InstitutionPatient with its clinician's names flat, and the list's total. */
interface PatientRow extends Pick<InstitutionPatient, 'id' | 'first_name' | 'last_name' | 'medical_record_number' | 'created_at'> {
  clinician_first_name: string | null;
  clinician_last_name: string | null;
  list_total: string | number;
  page_key: string;
}

const total = (institutionId: number) => sql`select coalesce((select listed from patient_counts where institution_id = ${institutionId}), 0)`;

export async function selectInstitutionPatientPage(db: Db, institutionId: number, at: PageAt): Promise<InstitutionPatientsResponse> {
  const rows = await queryRowsPrepared<PatientRow>(
    db,
    sql`select p.id, p.first_name, p.last_name, p.medical_record_number, p.created_at,
          c.first_name as clinician_first_name, c.last_name as clinician_last_name, (${total(institutionId)}) as list_total,
          ${pageKey(sql`p.created_at`, sql`p.id`)} as page_key
        from (select pi.patient_id as id from patient_institutions pi
              where ${sql.join([sql`pi.institution_id = ${institutionId} and pi.patient_archived_at is null`, ...afterKey(at, sql`pi.patient_created_at`, sql`pi.patient_id`)], sql` and `)}
              order by pi.patient_created_at desc, pi.patient_id desc ${pageWindow(at)}) listed
        join patients p on p.id = listed.id left join users c on c.id = p.clinician_id
        order by p.created_at desc, p.id desc`,
  );
  // past the last page there is no row to carry the total: read the counter alone
  const matches = rows.length ? Number(rows[0].list_total) : Number((await queryRowsPrepared<{ n: string | number }>(db, sql`select (${total(institutionId)}) as n`))[0].n);
  return {
    patients: rows.map(({ clinician_first_name, clinician_last_name, list_total: _total, page_key: _key, ...patient }) => ({
      ...patient,
      clinician: clinician_first_name === null || clinician_last_name === null ? null : { first_name: clinician_first_name, last_name: clinician_last_name },
    })),
    pagination: toPagination(at.page, at.limit, { matches, exact: true }, nextAfter(rows, at.limit)),
  };
}
