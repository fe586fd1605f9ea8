-- A prefix's page reads its identifier's index in order and stops at the page only while the
-- planner knows how many rows the prefix holds; told a few hundred where there are tens of
-- thousands, it collects them all through a bitmap and sorts them. PostgreSQL keeps statistics of
-- an index's expression only for an index over the whole table, and most identifier indexes are
-- partial (listed rows, rows that have the identifier): their expressions had no statistics at
-- all, and every prefix was guessed at half a percent of the table. Each identifier expression
-- now has its own statistics (PostgreSQL 14's statistics on expressions), from a fine sample.
CREATE STATISTICS IF NOT EXISTS test_requests_barcode_prefix_stats ON (lower(barcode_number)) FROM test_requests;
--> statement-breakpoint
ALTER STATISTICS test_requests_barcode_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS test_requests_patient_mrn_prefix_stats ON (lower(patient_mrn)) FROM test_requests;
--> statement-breakpoint
ALTER STATISTICS test_requests_patient_mrn_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS patients_email_prefix_stats ON (lower(email)) FROM patients;
--> statement-breakpoint
ALTER STATISTICS patients_email_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS patients_phone_prefix_stats ON (lower(phone)) FROM patients;
--> statement-breakpoint
ALTER STATISTICS patients_phone_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS fulfillment_requests_tracking_prefix_stats ON (lower(tracking_number)) FROM fulfillment_requests;
--> statement-breakpoint
ALTER STATISTICS fulfillment_requests_tracking_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS notification_logs_email_prefix_stats ON (lower(recipient_email)) FROM notification_logs;
--> statement-breakpoint
ALTER STATISTICS notification_logs_email_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS notification_logs_phone_prefix_stats ON (lower(recipient_phone)) FROM notification_logs;
--> statement-breakpoint
ALTER STATISTICS notification_logs_phone_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS interface_messages_control_id_prefix_stats ON (lower(control_id)) FROM interface_messages;
--> statement-breakpoint
ALTER STATISTICS interface_messages_control_id_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
-- Inside an institution a control id's range is that institution's messages: read across every
-- institution's, a common prefix ('LP0') walked twenty messages for each one it kept.
CREATE INDEX IF NOT EXISTS interface_messages_institution_control_id_prefix_idx ON interface_messages (institution_id, lower(control_id) text_pattern_ops, id) WHERE control_id IS NOT NULL;
--> statement-breakpoint
-- The same for an institution's patients by MRN: their links keep the patient's MRN, and an
-- institution's list is its links, so the range is read from them.
CREATE INDEX IF NOT EXISTS patient_institutions_mrn_prefix_idx ON patient_institutions (institution_id, lower(medical_record_number) text_pattern_ops, patient_id) WHERE patient_archived_at IS NULL;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS patient_institutions_mrn_prefix_stats ON (lower(medical_record_number)) FROM patient_institutions;
--> statement-breakpoint
ALTER STATISTICS patient_institutions_mrn_prefix_stats SET STATISTICS 1000;
