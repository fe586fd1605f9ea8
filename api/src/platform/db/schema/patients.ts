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
}, (t) => [
  index('patients_mrn_idx').on(t.medicalRecordNumber),
  check('patients_gender_check', nullOrInList('gender', GENDERS)),
  check('patients_names_not_blank', sql`btrim(first_name) <> '' and btrim(last_name) <> ''`),
  index('patients_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
  index('patients_clinician_idx').on(t.clinicianId),
  index('patients_last_name_idx').on(sql`lower(last_name)`),
  index('patients_email_idx').on(sql`lower(email)`),
]);

/**
 * The institutions a patient belongs to. The patient's medical record number is copied here by
 * triggers (migration 0006) so that it is unique within each institution, not across all of them.
 */
export const patientInstitutions = pgTable('patient_institutions', {
  patientId: integer('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  medicalRecordNumber: text('medical_record_number').notNull(),
}, (t) => [
  primaryKey({ columns: [t.patientId, t.institutionId] }),
  index('patient_institutions_institution_idx').on(t.institutionId, t.patientId),
  uniqueIndex('patient_institutions_mrn_unique').on(t.institutionId, t.medicalRecordNumber),
]);
