-- A result keeps its request's copy of the kit barcode, as it keeps the patient's MRN (0051) and as
-- shipments and messages keep the barcode (0055, 0056): the results list reads a barcode prefix from
-- the results' own ranges. Read through the requests, a barcode's range asked each request for its
-- result ('KIT572': 65 ms p95 under ten connections for everyone's list).
ALTER TABLE test_results ADD COLUMN IF NOT EXISTS request_barcode text;
--> statement-breakpoint
-- A new result (or one moved to another request) takes its request's text, MRN and barcode.
CREATE OR REPLACE FUNCTION test_results_take_search_text() RETURNS trigger AS $$
BEGIN
  SELECT tr.search_text, tr.patient_mrn, tr.barcode_number INTO NEW.search_text, NEW.patient_mrn, NEW.request_barcode
    FROM test_requests tr WHERE tr.id = NEW.test_request_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_requests_spread_search_to_result() RETURNS trigger AS $$
BEGIN
  UPDATE test_results SET search_text = NEW.search_text, patient_mrn = NEW.patient_mrn, request_barcode = NEW.barcode_number WHERE test_request_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A barcode changed only in its letters' case leaves the request's (lower-case) text as it was, so
-- the request's trigger names the barcode itself too: the copy is the barcode, not its text.
DROP TRIGGER IF EXISTS test_requests_search_to_result ON test_requests;
--> statement-breakpoint
CREATE TRIGGER test_requests_search_to_result AFTER UPDATE OF search_text, patient_id, test_name, barcode_number ON test_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.barcode_number IS DISTINCT FROM NEW.barcode_number)
  EXECUTE FUNCTION test_requests_spread_search_to_result();
--> statement-breakpoint
-- the backfill changes no column any trigger on the table reads (the counters, the final guard)
ALTER TABLE test_results DISABLE TRIGGER USER;
--> statement-breakpoint
-- Each result asks for its barcode in the table's own order, so the new versions are written in
-- that order and the list's newest-first walk keeps reading neighbouring rows (joined to the
-- requests, the rows came out in the requests' order: 0056).
UPDATE test_results r SET request_barcode = (SELECT tr.barcode_number FROM test_requests tr WHERE tr.id = r.test_request_id);
--> statement-breakpoint
ALTER TABLE test_results ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_results_barcode_prefix_idx ON test_results (lower(request_barcode) text_pattern_ops, id) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_results_institution_barcode_prefix_idx ON test_results (institution_id, lower(request_barcode) text_pattern_ops, id) WHERE request_barcode IS NOT NULL;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS test_results_barcode_prefix_stats ON (lower(request_barcode)) FROM test_results;
--> statement-breakpoint
ALTER STATISTICS test_results_barcode_prefix_stats SET STATISTICS 1000;
