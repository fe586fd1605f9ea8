-- An email or a phone number typed inside an institution read everyone's patients (or messages)
-- in that order and kept the institution's. A phone number's country code starts almost every
-- number ('+44': 95 in 100 patients), so for an institution with 26,000 of the million patients a
-- page of '+44' read and probed most of the million: 1.3 s; a notification log's '+44' 0.7 s.
-- Each now has a range per institution, as the MRN (0049) and the control id have:
-- a patient's links keep the patient's email and phone, as they keep the MRN and the search text
-- (an institution's patient list is its links), and the notification logs are indexed by
-- (institution_id, recipient email or phone).
ALTER TABLE patient_institutions ADD COLUMN IF NOT EXISTS patient_email text;
--> statement-breakpoint
ALTER TABLE patient_institutions ADD COLUMN IF NOT EXISTS patient_phone text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_institutions_take_mrn() RETURNS trigger AS $$
BEGIN
  SELECT p.medical_record_number, p.created_at, p.archived_at, patient_search_text(p), p.clinician_id, p.email, p.phone
  INTO NEW.medical_record_number, NEW.patient_created_at, NEW.patient_archived_at, NEW.patient_search_text, NEW.patient_clinician_id,
    NEW.patient_email, NEW.patient_phone
  FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- fired on a change of email or phone too (patients_mrn_to_links, 0021)
CREATE OR REPLACE FUNCTION patients_spread_mrn() RETURNS trigger AS $$
BEGIN
  UPDATE patient_institutions
  SET medical_record_number = NEW.medical_record_number, patient_created_at = NEW.created_at, patient_archived_at = NEW.archived_at,
      patient_search_text = patient_search_text(NEW), patient_clinician_id = NEW.clinician_id,
      patient_email = NEW.email, patient_phone = NEW.phone
  WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- the backfill changes no column any trigger on the links reads (their words, the counters)
ALTER TABLE patient_institutions DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE patient_institutions pi SET patient_email = p.email, patient_phone = p.phone
FROM patients p WHERE p.id = pi.patient_id AND (p.email IS NOT NULL OR p.phone IS NOT NULL);
--> statement-breakpoint
ALTER TABLE patient_institutions ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patient_institutions_email_prefix_idx ON patient_institutions (institution_id, lower(patient_email) text_pattern_ops, patient_id)
  WHERE patient_archived_at IS NULL AND patient_email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patient_institutions_phone_prefix_idx ON patient_institutions (institution_id, lower(patient_phone) text_pattern_ops, patient_id)
  WHERE patient_archived_at IS NULL AND patient_phone IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_logs_institution_email_prefix_idx ON notification_logs (institution_id, lower(recipient_email) text_pattern_ops, id)
  WHERE recipient_email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_logs_institution_phone_prefix_idx ON notification_logs (institution_id, lower(recipient_phone) text_pattern_ops, id)
  WHERE recipient_phone IS NOT NULL;
--> statement-breakpoint
-- the expressions of partial indexes have no statistics of their own (0049)
CREATE STATISTICS IF NOT EXISTS patient_institutions_email_prefix_stats ON (lower(patient_email)) FROM patient_institutions;
--> statement-breakpoint
ALTER STATISTICS patient_institutions_email_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS patient_institutions_phone_prefix_stats ON (lower(patient_phone)) FROM patient_institutions;
--> statement-breakpoint
ALTER STATISTICS patient_institutions_phone_prefix_stats SET STATISTICS 1000;
