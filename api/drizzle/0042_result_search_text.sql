-- A result keeps a copy of its request's search text (patient name, MRN, test name, barcode), so
-- a results search walks the results' own newest-first index and reads the text from the same row:
-- looking the request up for each walked result cost a primary-key probe per row (80,000 of the
-- 100,000 buffers of a 20,000-row walk at a million patients).
ALTER TABLE test_results ADD COLUMN IF NOT EXISTS search_text text;
--> statement-breakpoint
UPDATE test_results r SET search_text = tr.search_text FROM test_requests tr WHERE tr.id = r.test_request_id;
--> statement-breakpoint
-- A new result (or one moved to another request) takes its request's text.
CREATE OR REPLACE FUNCTION test_results_take_search_text() RETURNS trigger AS $$
BEGIN
  SELECT tr.search_text INTO NEW.search_text FROM test_requests tr WHERE tr.id = NEW.test_request_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_results_search_text BEFORE INSERT OR UPDATE OF test_request_id ON test_results
  FOR EACH ROW EXECUTE FUNCTION test_results_take_search_text();
--> statement-breakpoint
-- A request whose text changes (its patient renamed, its barcode or test changed) gives it to its
-- result, in the same statement's transaction.
CREATE OR REPLACE FUNCTION test_requests_spread_search_to_result() RETURNS trigger AS $$
BEGIN
  UPDATE test_results SET search_text = NEW.search_text WHERE test_request_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_search_to_result AFTER UPDATE OF search_text ON test_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION test_requests_spread_search_to_result();
