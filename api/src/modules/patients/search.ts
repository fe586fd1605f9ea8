import { sql, type SQL } from 'drizzle-orm';
import { identifierStarts, institutionIn, keptWords, ownRanges, textMatchesIndexed, type RangedTable, type SearchedList, type SearchTerm } from '../../platform/db/search';

/**
 * The text a patient search looks in: name, medical record number, email and phone, lowercased,
 * kept on the row (a generated column, drizzle/0059) under the trigram index
 * patients_search_trgm_idx. The SQL function patient_search_text (drizzle/0045), which makes the
 * copy each institution link keeps and the patients' words, must build the same text.
 */
export const PATIENT_SEARCH_TEXT = sql.raw('p.search_text');

/** The patient's identifiers, MRN, email and phone, each under a text_pattern_ops btree (drizzle/0040). */
const IDENTIFIERS = [sql`lower(p.medical_record_number)`, sql`lower(p.email)`, sql`lower(p.phone)`];
/**
 * The same identifiers as an institution's link keeps them, each under an (institution_id,
 * identifier) btree: patient_institutions_mrn_prefix_idx (drizzle/0049), _email_ and _phone_ (0053).
 */
const LINK_IDENTIFIERS = [sql`lower(pi.medical_record_number)`, sql`lower(pi.patient_email)`, sql`lower(pi.patient_phone)`];
const LINKS: RangedTable = { from: sql`patient_institutions pi`, institution: sql`pi.institution_id`, id: sql`pi.patient_id` };

/** The patient (p) matches the words, through the trigram index. */
export function patientMatches(term: Extract<SearchTerm, { kind: 'words' }>): SQL {
  return textMatchesIndexed(PATIENT_SEARCH_TEXT, term);
}

/**
 * The patients' words (patient_words, drizzle/0045), kept for everyone (institution 0) and for
 * each institution a patient is listed in, none for an archived patient; a row is the patient
 * (everyone's) or the institution's link.
 */
const patientWords = (institution: number) =>
  keptWords(
    institution === 0
      ? { words: 'patient_words', rowOf: 'patient_id', from: sql`patients p`, id: sql`p.id`, sortAt: sql`p.created_at`, filters: [], listed: [sql`p.archived_at is null`], severalWordsByTrigrams: true }
      : {
          words: 'patient_words',
          rowOf: 'patient_id',
          from: sql`patient_institutions pi`,
          id: sql`pi.patient_id`,
          sortAt: sql`pi.patient_created_at`,
          filters: [],
          listed: [sql`pi.institution_id = ${institution}`, sql`pi.patient_archived_at is null`],
          severalWordsByTrigrams: true,
        },
    [institution],
  );

/** Every listed patient, newest first (patients_listed_idx), for a search. */
export const everyPatient: SearchedList = {
  newest: (limit) => sql`select p.id, p.created_at as sort_at, ${PATIENT_SEARCH_TEXT} as text from patients p
    where p.archived_at is null order by p.created_at desc, p.id desc limit ${limit}`,
  matching: (term) => sql`select p.id, p.created_at as sort_at from patients p where p.archived_at is null and ${patientMatches(term)}`,
  identified: (prefix) =>
    IDENTIFIERS.map((key) => ({ from: sql`from patients p where p.archived_at is null and ${identifierStarts(key, prefix)}`, key, id: sql`p.id` })),
  ...patientWords(0),
};

/**
 * The listed patients of these institutions, for a search: walked per institution through
 * patient_institutions_listed_idx (a patient in two of them once); matched through the
 * (institution_id, text) trigram index for words (the institution ids ORed, not IN, so that each
 * is an index condition); an MRN, an email or a phone from each institution's links in that
 * identifier's order (the links keep them, each under its (institution_id, identifier) index).
 */
export function patientsOf(institutions: number[]): SearchedList {
  const perInstitution = (limit: number | SQL) =>
    institutions.map(
      (id) => sql`(select pi.patient_id as id, pi.patient_created_at as sort_at, pi.patient_search_text as text from patient_institutions pi
        where pi.institution_id = ${id} and pi.patient_archived_at is null order by pi.patient_created_at desc, pi.patient_id desc limit ${limit})`,
    );
  const ofInstitutions = institutionIn(sql`pi.institution_id`, institutions);
  return {
    newest: (limit) =>
      institutions.length === 1
        ? perInstitution(limit)[0]
        : sql`select * from (${sql.join(perInstitution(limit), sql` union `)}) listed order by sort_at desc, id desc limit ${limit}`,
    matching: (term) => sql`select distinct pi.patient_id as id, pi.patient_created_at as sort_at from patient_institutions pi
      where pi.patient_archived_at is null and ${ofInstitutions} and ${textMatchesIndexed(sql`pi.patient_search_text`, term)}`,
    identified: (prefix) =>
      LINK_IDENTIFIERS.flatMap((key) =>
        ownRanges(institutions, LINKS, [sql`pi.patient_archived_at is null`], key, prefix),
      ),
    // one institution's words count each of its patients once; a patient of two would count twice
    ...(institutions.length === 1 ? patientWords(institutions[0]) : {}),
  };
}
