-- Every identifier's prefix index carries the identifier itself, as the requests' MRN index has
-- since 0060. PostgreSQL reads an index alone (an index-only scan) only when the index holds
-- every column the statement uses; an index of lower(column) holds the expression, not the
-- column, so each of the rows a count reads (up to 1,001) was fetched from the table as well.
-- Carried in the index, a count reads no table page: results by 'MRN-P1' for everyone at a
-- million patients, 2.2-2.8 -> 1.7-1.8 ms of its statement. Each index is built under a new name
-- beside the old one, which is then dropped, so the name the plans and the docs use stays. The
-- patients' indexes also leave out archived patients, as the requests' leave out archived
-- requests: a patient search lists only patients who are not archived, and with archived ones in
-- the index each row went to the table to be checked, carried identifier or not. A partial
-- index keeps no statistics of its expression, so the patients' MRN gets its own, as the other
-- identifiers got theirs in 0049.
CREATE STATISTICS IF NOT EXISTS patients_mrn_prefix_stats ON (lower(medical_record_number)) FROM patients;
--> statement-breakpoint
ALTER STATISTICS patients_mrn_prefix_stats SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_barcode_prefix_idx_carried ON fulfillment_requests (lower(request_barcode) text_pattern_ops, id) INCLUDE (request_barcode) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
DROP INDEX fulfillment_requests_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_barcode_prefix_idx_carried RENAME TO fulfillment_requests_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_institution_barcode_prefix_idx_carried ON fulfillment_requests (institution_id, lower(request_barcode) text_pattern_ops, id) INCLUDE (request_barcode) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
DROP INDEX fulfillment_requests_institution_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_institution_barcode_prefix_idx_carried RENAME TO fulfillment_requests_institution_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_institution_mrn_prefix_idx_carried ON fulfillment_requests (institution_id, lower(patient_mrn) text_pattern_ops, id) INCLUDE (patient_mrn) WHERE patient_mrn IS NOT NULL;
--> statement-breakpoint
DROP INDEX fulfillment_requests_institution_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_institution_mrn_prefix_idx_carried RENAME TO fulfillment_requests_institution_mrn_prefix_idx;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_institution_tracking_prefix_idx_carried ON fulfillment_requests (institution_id, lower(tracking_number) text_pattern_ops, id) INCLUDE (tracking_number) WHERE tracking_number IS NOT NULL;
--> statement-breakpoint
DROP INDEX fulfillment_requests_institution_tracking_prefix_idx;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_institution_tracking_prefix_idx_carried RENAME TO fulfillment_requests_institution_tracking_prefix_idx;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_mrn_prefix_idx_carried ON fulfillment_requests (lower(patient_mrn) text_pattern_ops, id) INCLUDE (patient_mrn) WHERE patient_mrn IS NOT NULL;
--> statement-breakpoint
DROP INDEX fulfillment_requests_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_mrn_prefix_idx_carried RENAME TO fulfillment_requests_mrn_prefix_idx;
--> statement-breakpoint
CREATE INDEX fulfillment_requests_tracking_prefix_idx_carried ON fulfillment_requests (lower(tracking_number) text_pattern_ops, id) INCLUDE (tracking_number) WHERE tracking_number IS NOT NULL;
--> statement-breakpoint
DROP INDEX fulfillment_requests_tracking_prefix_idx;
--> statement-breakpoint
ALTER INDEX fulfillment_requests_tracking_prefix_idx_carried RENAME TO fulfillment_requests_tracking_prefix_idx;
--> statement-breakpoint
CREATE INDEX interface_messages_barcode_prefix_idx_carried ON interface_messages (lower(request_barcode) text_pattern_ops, id) INCLUDE (request_barcode) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
DROP INDEX interface_messages_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX interface_messages_barcode_prefix_idx_carried RENAME TO interface_messages_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX interface_messages_control_id_prefix_idx_carried ON interface_messages (lower(control_id) text_pattern_ops, id) INCLUDE (control_id) WHERE control_id IS NOT NULL;
--> statement-breakpoint
DROP INDEX interface_messages_control_id_prefix_idx;
--> statement-breakpoint
ALTER INDEX interface_messages_control_id_prefix_idx_carried RENAME TO interface_messages_control_id_prefix_idx;
--> statement-breakpoint
CREATE INDEX interface_messages_institution_barcode_prefix_idx_carried ON interface_messages (institution_id, lower(request_barcode) text_pattern_ops, id) INCLUDE (request_barcode) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
DROP INDEX interface_messages_institution_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX interface_messages_institution_barcode_prefix_idx_carried RENAME TO interface_messages_institution_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX interface_messages_institution_control_id_prefix_idx_carried ON interface_messages (institution_id, lower(control_id) text_pattern_ops, id) INCLUDE (control_id) WHERE control_id IS NOT NULL;
--> statement-breakpoint
DROP INDEX interface_messages_institution_control_id_prefix_idx;
--> statement-breakpoint
ALTER INDEX interface_messages_institution_control_id_prefix_idx_carried RENAME TO interface_messages_institution_control_id_prefix_idx;
--> statement-breakpoint
CREATE INDEX notification_logs_email_prefix_idx_carried ON notification_logs (lower(recipient_email) text_pattern_ops, id) INCLUDE (recipient_email) WHERE recipient_email IS NOT NULL;
--> statement-breakpoint
DROP INDEX notification_logs_email_prefix_idx;
--> statement-breakpoint
ALTER INDEX notification_logs_email_prefix_idx_carried RENAME TO notification_logs_email_prefix_idx;
--> statement-breakpoint
CREATE INDEX notification_logs_institution_email_prefix_idx_carried ON notification_logs (institution_id, lower(recipient_email) text_pattern_ops, id) INCLUDE (recipient_email) WHERE recipient_email IS NOT NULL;
--> statement-breakpoint
DROP INDEX notification_logs_institution_email_prefix_idx;
--> statement-breakpoint
ALTER INDEX notification_logs_institution_email_prefix_idx_carried RENAME TO notification_logs_institution_email_prefix_idx;
--> statement-breakpoint
CREATE INDEX notification_logs_institution_phone_prefix_idx_carried ON notification_logs (institution_id, lower(recipient_phone) text_pattern_ops, id) INCLUDE (recipient_phone) WHERE recipient_phone IS NOT NULL;
--> statement-breakpoint
DROP INDEX notification_logs_institution_phone_prefix_idx;
--> statement-breakpoint
ALTER INDEX notification_logs_institution_phone_prefix_idx_carried RENAME TO notification_logs_institution_phone_prefix_idx;
--> statement-breakpoint
CREATE INDEX notification_logs_phone_prefix_idx_carried ON notification_logs (lower(recipient_phone) text_pattern_ops, id) INCLUDE (recipient_phone) WHERE recipient_phone IS NOT NULL;
--> statement-breakpoint
DROP INDEX notification_logs_phone_prefix_idx;
--> statement-breakpoint
ALTER INDEX notification_logs_phone_prefix_idx_carried RENAME TO notification_logs_phone_prefix_idx;
--> statement-breakpoint
CREATE INDEX patient_institutions_email_prefix_idx_carried ON patient_institutions (institution_id, lower(patient_email) text_pattern_ops, patient_id) INCLUDE (patient_email) WHERE (patient_archived_at IS NULL) AND (patient_email IS NOT NULL);
--> statement-breakpoint
DROP INDEX patient_institutions_email_prefix_idx;
--> statement-breakpoint
ALTER INDEX patient_institutions_email_prefix_idx_carried RENAME TO patient_institutions_email_prefix_idx;
--> statement-breakpoint
CREATE INDEX patient_institutions_mrn_prefix_idx_carried ON patient_institutions (institution_id, lower(medical_record_number) text_pattern_ops, patient_id) INCLUDE (medical_record_number) WHERE patient_archived_at IS NULL;
--> statement-breakpoint
DROP INDEX patient_institutions_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX patient_institutions_mrn_prefix_idx_carried RENAME TO patient_institutions_mrn_prefix_idx;
--> statement-breakpoint
CREATE INDEX patient_institutions_phone_prefix_idx_carried ON patient_institutions (institution_id, lower(patient_phone) text_pattern_ops, patient_id) INCLUDE (patient_phone) WHERE (patient_archived_at IS NULL) AND (patient_phone IS NOT NULL);
--> statement-breakpoint
DROP INDEX patient_institutions_phone_prefix_idx;
--> statement-breakpoint
ALTER INDEX patient_institutions_phone_prefix_idx_carried RENAME TO patient_institutions_phone_prefix_idx;
--> statement-breakpoint
CREATE INDEX patients_email_prefix_idx_carried ON patients (lower(email) text_pattern_ops, id) INCLUDE (email) WHERE archived_at IS NULL AND email IS NOT NULL;
--> statement-breakpoint
DROP INDEX patients_email_prefix_idx;
--> statement-breakpoint
ALTER INDEX patients_email_prefix_idx_carried RENAME TO patients_email_prefix_idx;
--> statement-breakpoint
CREATE INDEX patients_mrn_prefix_idx_carried ON patients (lower(medical_record_number) text_pattern_ops, id) INCLUDE (medical_record_number) WHERE archived_at IS NULL;
--> statement-breakpoint
DROP INDEX patients_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX patients_mrn_prefix_idx_carried RENAME TO patients_mrn_prefix_idx;
--> statement-breakpoint
CREATE INDEX patients_phone_prefix_idx_carried ON patients (lower(phone) text_pattern_ops, id) INCLUDE (phone) WHERE archived_at IS NULL AND phone IS NOT NULL;
--> statement-breakpoint
DROP INDEX patients_phone_prefix_idx;
--> statement-breakpoint
ALTER INDEX patients_phone_prefix_idx_carried RENAME TO patients_phone_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_requests_barcode_prefix_idx_carried ON test_requests (lower(barcode_number) text_pattern_ops, id) INCLUDE (barcode_number) WHERE archived_at IS NULL;
--> statement-breakpoint
DROP INDEX test_requests_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_requests_barcode_prefix_idx_carried RENAME TO test_requests_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_requests_institution_barcode_prefix_idx_carried ON test_requests (institution_id, lower(barcode_number) text_pattern_ops, id) INCLUDE (barcode_number) WHERE archived_at IS NULL;
--> statement-breakpoint
DROP INDEX test_requests_institution_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_requests_institution_barcode_prefix_idx_carried RENAME TO test_requests_institution_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_requests_institution_mrn_prefix_idx_carried ON test_requests (institution_id, lower(patient_mrn) text_pattern_ops, id) INCLUDE (patient_mrn) WHERE archived_at IS NULL;
--> statement-breakpoint
DROP INDEX test_requests_institution_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_requests_institution_mrn_prefix_idx_carried RENAME TO test_requests_institution_mrn_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_results_barcode_prefix_idx_carried ON test_results (lower(request_barcode) text_pattern_ops, id) INCLUDE (request_barcode) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
DROP INDEX test_results_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_results_barcode_prefix_idx_carried RENAME TO test_results_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_results_institution_barcode_prefix_idx_carried ON test_results (institution_id, lower(request_barcode) text_pattern_ops, id) INCLUDE (request_barcode) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
DROP INDEX test_results_institution_barcode_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_results_institution_barcode_prefix_idx_carried RENAME TO test_results_institution_barcode_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_results_institution_mrn_prefix_idx_carried ON test_results (institution_id, lower(patient_mrn) text_pattern_ops, id) INCLUDE (patient_mrn) WHERE patient_mrn IS NOT NULL;
--> statement-breakpoint
DROP INDEX test_results_institution_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_results_institution_mrn_prefix_idx_carried RENAME TO test_results_institution_mrn_prefix_idx;
--> statement-breakpoint
CREATE INDEX test_results_mrn_prefix_idx_carried ON test_results (lower(patient_mrn) text_pattern_ops, id) INCLUDE (patient_mrn) WHERE patient_mrn IS NOT NULL;
--> statement-breakpoint
DROP INDEX test_results_mrn_prefix_idx;
--> statement-breakpoint
ALTER INDEX test_results_mrn_prefix_idx_carried RENAME TO test_results_mrn_prefix_idx;
