-- A shipment keeps its request's copy of the kit barcode, as it keeps the patient's MRN (0050), and
-- the fulfillment list reads a barcode prefix from the shipments' own ranges. Read through the
-- requests, a barcode range walked every request in barcode order for the one in nine that has a
-- shipment (2,954 requests for the 328 shipments of 'KIT572' at three million requests).
ALTER TABLE fulfillment_requests ADD COLUMN IF NOT EXISTS request_barcode text;
--> statement-breakpoint
-- The shipment's BEFORE trigger takes its institution, text, MRN and now the barcode from the
-- request: on a new shipment, and when the request's institution, text or barcode changes.
CREATE OR REPLACE FUNCTION fulfillment_requests_take_request() RETURNS trigger AS $$
BEGIN
  SELECT institution_id, coalesce(search_text, '') || ' ' || lower(coalesce(NEW.tracking_number, '')), patient_mrn, barcode_number
    INTO NEW.institution_id, NEW.search_text, NEW.patient_mrn, NEW.request_barcode FROM test_requests WHERE id = NEW.test_request_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A barcode changed only in its letters' case leaves the request's (lower-case) text as it was, so
-- the request's trigger names the barcode itself too: the copy is the barcode, not its text.
DROP TRIGGER IF EXISTS test_requests_to_fulfillment ON test_requests;
--> statement-breakpoint
CREATE TRIGGER test_requests_to_fulfillment AFTER UPDATE OF institution_id, search_text, patient_id, test_name, barcode_number ON test_requests
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.barcode_number IS DISTINCT FROM NEW.barcode_number)
  EXECUTE FUNCTION test_requests_spread_to_fulfillment();
--> statement-breakpoint
-- the backfill changes no column the counters or the kept words read
ALTER TABLE fulfillment_requests DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE fulfillment_requests f SET request_barcode = tr.barcode_number FROM test_requests tr WHERE tr.id = f.test_request_id;
--> statement-breakpoint
ALTER TABLE fulfillment_requests ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_requests_barcode_prefix_idx ON fulfillment_requests (lower(request_barcode) text_pattern_ops, id) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_requests_institution_barcode_prefix_idx ON fulfillment_requests (institution_id, lower(request_barcode) text_pattern_ops, id) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS fulfillment_requests_barcode_prefix_stats ON (lower(request_barcode)) FROM fulfillment_requests;
--> statement-breakpoint
ALTER STATISTICS fulfillment_requests_barcode_prefix_stats SET STATISTICS 1000;
