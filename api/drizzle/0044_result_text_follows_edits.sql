-- A result's copy of its request's search text (0042), and a shipment's (0014), followed only an
-- UPDATE naming search_text itself (a patient renamed). An edit of the request's barcode, test or patient changes the text
-- through the request's BEFORE trigger, which does not fire an UPDATE OF search_text trigger, so
-- the result and the shipment kept the old text and their lists' searches walked past them. The
-- triggers now also name the columns the text is made from.
DROP TRIGGER IF EXISTS test_requests_search_to_result ON test_requests;
--> statement-breakpoint
CREATE TRIGGER test_requests_search_to_result AFTER UPDATE OF search_text, patient_id, test_name, barcode_number ON test_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION test_requests_spread_search_to_result();
--> statement-breakpoint
-- Results already out of step take their request's text again.
UPDATE test_results r SET search_text = tr.search_text FROM test_requests tr
  WHERE tr.id = r.test_request_id AND r.search_text IS DISTINCT FROM tr.search_text;
--> statement-breakpoint
DROP TRIGGER IF EXISTS test_requests_to_fulfillment ON test_requests;
--> statement-breakpoint
CREATE TRIGGER test_requests_to_fulfillment AFTER UPDATE OF institution_id, search_text, patient_id, test_name, barcode_number ON test_requests
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION test_requests_spread_to_fulfillment();
--> statement-breakpoint
-- Shipments already out of step take it again (their own trigger makes the text from the request's).
UPDATE fulfillment_requests f SET search_text = NULL FROM test_requests tr
  WHERE tr.id = f.test_request_id AND NOT starts_with(coalesce(f.search_text, ''), coalesce(tr.search_text, ''));
