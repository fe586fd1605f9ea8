import { sql, type SQL } from 'drizzle-orm';
import { containing } from '../../platform/db/list-page';

/**
 * The text a patient search looks in: name, medical record number, email and phone, lowercased.
 * Must stay identical to the expression of the trigram index in drizzle/0005_patient_search.sql,
 * or the index is not used, and to the copy each institution link keeps (drizzle/0011).
 */
export const PATIENT_SEARCH_TEXT = sql.raw(
  `lower(p.first_name || ' ' || p.last_name || ' ' || p.medical_record_number || ' ' || coalesce(p.email, '') || ' ' || coalesce(p.phone, ''))`,
);

/** The patient (p) matches `term`. */
export function patientSearchCondition(term: string): SQL {
  return sql`${PATIENT_SEARCH_TEXT} like ${containing(term)}`;
}

/** The institution link (pi) is of a patient matching `term` (the link's copy of the search text). */
export function linkSearchCondition(term: string): SQL {
  return sql`pi.patient_search_text like ${containing(term)}`;
}
