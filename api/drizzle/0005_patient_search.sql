-- Patient search matches name, medical record number, email and phone as a case-insensitive
-- substring. A trigram index on that one expression keeps it fast with millions of patients.
-- The expression must stay identical to PATIENT_SEARCH_TEXT in src/modules/patients/search.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_search_trgm_idx ON patients USING gin (
  lower(first_name || ' ' || last_name || ' ' || medical_record_number || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')) gin_trgm_ops
);
--> statement-breakpoint
-- Generated medical record numbers: MRN-P followed by a number from this sequence.
CREATE SEQUENCE IF NOT EXISTS patient_mrn_seq START WITH 100001;
