-- A shipment keeps its request's copy of the patient's MRN, and the fulfillment list reads an MRN
-- prefix from the shipments' own ranges. Read through the requests, an MRN range walked every
-- request in MRN order for the one in nine that has a shipment (10,000 requests for a page's count
-- at three million). The tracking number gets a range per institution too, as the other lists'
-- identifiers have (migration 0049).
ALTER TABLE fulfillment_requests ADD COLUMN IF NOT EXISTS patient_mrn text;
--> statement-breakpoint
-- The shipment's BEFORE trigger already takes its institution and text from the request (on a new
-- shipment, and when the request's institution or text changes, which an MRN change does).
CREATE OR REPLACE FUNCTION fulfillment_requests_take_request() RETURNS trigger AS $$
BEGIN
  SELECT institution_id, coalesce(search_text, '') || ' ' || lower(coalesce(NEW.tracking_number, '')), patient_mrn
    INTO NEW.institution_id, NEW.search_text, NEW.patient_mrn FROM test_requests WHERE id = NEW.test_request_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- the backfill changes no column the counters read
ALTER TABLE fulfillment_requests DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE fulfillment_requests f SET patient_mrn = tr.patient_mrn FROM test_requests tr WHERE tr.id = f.test_request_id;
--> statement-breakpoint
ALTER TABLE fulfillment_requests ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_requests_mrn_prefix_idx ON fulfillment_requests (lower(patient_mrn) text_pattern_ops, id) WHERE patient_mrn IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_requests_institution_mrn_prefix_idx ON fulfillment_requests (institution_id, lower(patient_mrn) text_pattern_ops, id) WHERE patient_mrn IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_requests_institution_tracking_prefix_idx ON fulfillment_requests (institution_id, lower(tracking_number) text_pattern_ops, id) WHERE tracking_number IS NOT NULL;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS fulfillment_requests_mrn_prefix_stats ON (lower(patient_mrn)) FROM fulfillment_requests;
--> statement-breakpoint
ALTER STATISTICS fulfillment_requests_mrn_prefix_stats SET STATISTICS 1000;
