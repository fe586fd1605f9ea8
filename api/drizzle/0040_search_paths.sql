-- Identifier searches (an MRN, a barcode, an email, a phone number typed from its start) read a
-- btree prefix index instead of the trigram index, whose trigrams for an identifier ('mrn',
-- '000', 'kit') are in nearly every row. text_pattern_ops serves LIKE 'prefix%' in any collation,
-- and with the id after it the index gives the matches in the order the list shows them
-- (identifier, then id), so a page stops at its rows.
CREATE INDEX IF NOT EXISTS patients_mrn_prefix_idx ON patients (lower(medical_record_number) text_pattern_ops, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_email_prefix_idx ON patients (lower(email) text_pattern_ops, id) WHERE email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patients_phone_prefix_idx ON patients (lower(phone) text_pattern_ops, id) WHERE phone IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_requests_barcode_prefix_idx ON test_requests (lower(barcode_number) text_pattern_ops, id) WHERE archived_at IS NULL;
--> statement-breakpoint
-- inside an institution, its own barcodes in order (an institution's share of a global range is
-- a twentieth: reading the global one in order would skip nineteen rows for each match)
CREATE INDEX IF NOT EXISTS test_requests_institution_barcode_prefix_idx ON test_requests (institution_id, lower(barcode_number) text_pattern_ops, id) WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_requests_tracking_prefix_idx ON fulfillment_requests (lower(tracking_number) text_pattern_ops, id) WHERE tracking_number IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_logs_email_prefix_idx ON notification_logs (lower(recipient_email) text_pattern_ops, id) WHERE recipient_email IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_logs_phone_prefix_idx ON notification_logs (lower(recipient_phone) text_pattern_ops, id) WHERE recipient_phone IS NOT NULL;
--> statement-breakpoint
-- Where a search still asks the planner (how many rows a trigram index will give), its estimate
-- comes from a sample of 300,000 rows, not 30,000: with the default sample one ANALYZE in four
-- estimated a few hundred matches where there were tens of thousands.
ALTER TABLE test_requests ALTER COLUMN search_text SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE patient_institutions ALTER COLUMN patient_search_text SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE fulfillment_requests ALTER COLUMN search_text SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE interface_messages ALTER COLUMN search_text SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX patients_search_trgm_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS interface_messages_control_id_prefix_idx ON interface_messages (lower(control_id) text_pattern_ops, id) WHERE control_id IS NOT NULL;
--> statement-breakpoint
-- An institution's (institution_id, text) trigram index also answers "institution_id = X" alone
-- (btree_gin), so the planner could read a whole institution through it and sort it, where a
-- search means to walk that institution's newest rows through its ordered index. Made partial on
-- a condition every search implies (LIKE on the text: not null) and no walk states, it serves
-- the searches only.
DROP INDEX IF EXISTS patient_institutions_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX patient_institutions_search_trgm_idx ON patient_institutions USING gin (institution_id, patient_search_text gin_trgm_ops) WHERE patient_search_text IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS test_requests_institution_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX test_requests_institution_search_trgm_idx ON test_requests USING gin (institution_id, search_text gin_trgm_ops) WHERE archived_at IS NULL AND search_text IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS fulfillment_requests_institution_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_institution_search_trgm_idx ON fulfillment_requests USING gin (institution_id, search_text gin_trgm_ops) WHERE search_text IS NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS notification_logs_institution_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX notification_logs_institution_search_trgm_idx ON notification_logs USING gin (institution_id, search_text gin_trgm_ops) WHERE search_text IS NOT NULL;
--> statement-breakpoint
-- A prefix's page and count read its index in order only while the planner knows how many rows
-- a prefix range holds: a finer histogram of each identifier (an estimate of 579 rows for a range
-- of 58,000 had it collect and sort them all).
ALTER INDEX patients_mrn_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX patients_email_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX patients_phone_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX test_requests_barcode_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX test_requests_institution_barcode_prefix_idx ALTER COLUMN 2 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_tracking_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX notification_logs_email_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX notification_logs_phone_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
ALTER INDEX interface_messages_control_id_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
