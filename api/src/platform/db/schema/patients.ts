import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { nullOrInList } from './checks';
import { institutions } from './institutions';
import { users } from './users';

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;

export const patients = pgTable('patients', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  gender: text('gender'),
  phone: text('phone'),
  email: text('email'),
  insuranceNumber: text('insurance_number'),
  nhsNumber: text('nhs_number'),
  medicalRecordNumber: text('medical_record_number').notNull(),
  streetAddress1: text('street_address_1'),
  streetAddress2: text('street_address_2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  clinicianId: integer('clinician_id').references(() => users.id),
  createdBy: integer('created_by').references(() => users.id),
  /** Set instead of deleting a patient whose history must be kept. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // (search_text: written by PostgreSQL, a generated column (drizzle/0059); read by the searches only)
}, (t) => [
  index('patients_mrn_idx').on(t.medicalRecordNumber),
  check('patients_gender_check', nullOrInList('gender', GENDERS)),
  check('patients_names_not_blank', sql`btrim(first_name) <> '' and btrim(last_name) <> ''`),
  index('patients_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  // the lists' order for a provider-wide caller: newest first, archived patients left out
  index('patients_listed_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`archived_at is null`),
  index('patients_clinician_idx').on(t.clinicianId),
  index('patients_last_name_idx').on(sql`lower(last_name)`),
  index('patients_email_idx').on(sql`lower(email)`),
]);

/**
 * The institutions a patient belongs to. Triggers copy the patient's medical record number here
 * (migration 0006: unique within each institution) and the patient's creation and archive times
 * (migration 0007), so an institution's list is one ordered index scan of this table.
 */
export const patientInstitutions = pgTable('patient_institutions', {
  patientId: integer('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  medicalRecordNumber: text('medical_record_number').notNull(),
  /** The patient's created_at and archived_at, kept by triggers. */
  patientCreatedAt: timestamp('patient_created_at', { withTimezone: true }).notNull().defaultNow(),
  patientArchivedAt: timestamp('patient_archived_at', { withTimezone: true }),
  /**
   * The patient's search text (PATIENT_SEARCH_TEXT), kept by triggers: a search inside an
   * institution is one probe of the (institution_id, text) trigram index (migration 0011).
   */
  patientSearchText: text('patient_search_text'),
  /** The patient's clinician, kept by triggers (migration 0021): clinician_patient_counts counts from it. */
  patientClinicianId: integer('patient_clinician_id'),
  /** The patient's email and phone, kept by triggers (migration 0053): an institution's range of each for an identifier search. */
  patientEmail: text('patient_email'),
  patientPhone: text('patient_phone'),
}, (t) => [
  primaryKey({ columns: [t.patientId, t.institutionId] }),
  index('patient_institutions_institution_idx').on(t.institutionId, t.patientId),
  uniqueIndex('patient_institutions_mrn_unique').on(t.institutionId, t.medicalRecordNumber),
  index('patient_institutions_listed_idx').on(t.institutionId, t.patientCreatedAt.desc().nullsFirst(), t.patientId.desc().nullsFirst()).where(sql`patient_archived_at is null`),
]);

/**
 * The words of each listed patient's search text, kept by triggers (migration 0045): institution 0
 * holds every patient once, each institution its linked patients. A one-word search counts from a
 * btree range stopped at the pager's cap; prev_word (the patient's word just before) counts a
 * patient once. sort_at is the patient's created_at (a link's copy of it), the lists' order: a
 * one-word search walks the words of its first two letters in that order (patient_words_bucket_idx
 * on left(word, 2), migration 0062, which drizzle does not describe).
 */
export const patientWords = pgTable('patient_words', {
  patientId: integer('patient_id').notNull(),
  institutionId: integer('institution_id').notNull(),
  word: text('word').notNull(),
  prevWord: text('prev_word'),
  sortAt: timestamp('sort_at', { withTimezone: true }).notNull(),
}, (t) => [index('patient_words_word_idx').on(t.institutionId, t.word, t.patientId)]);

/**
 * Listed (not archived) patients per institution, and in all (institution_id 0), kept exact by
 * statement triggers (migration 0007) so a list's total is one row, not a count of millions.
 */
export const patientCounts = pgTable('patient_counts', {
  institutionId: integer('institution_id').primaryKey(),
  listed: integer('listed').notNull(),
});
