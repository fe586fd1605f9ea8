import { sql, type SQL } from 'drizzle-orm';

/**
 * The text a patient search looks in: name, medical record number, email and phone, lowercased.
 * Must stay identical to the expression of the trigram index in drizzle/0005_patient_search.sql,
 * or the index is not used.
 */
export const PATIENT_SEARCH_TEXT = sql.raw(
  `lower(p.first_name || ' ' || p.last_name || ' ' || p.medical_record_number || ' ' || coalesce(p.email, '') || ' ' || coalesce(p.phone, ''))`,
);

/** A case-insensitive substring match of `term`, with LIKE's wildcards taken literally. */
export function patientSearchCondition(term: string): SQL {
  const escaped = term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${PATIENT_SEARCH_TEXT} like ${`%${escaped}%`}`;
}
