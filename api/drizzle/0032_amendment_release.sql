-- A final result moves on only by amendment. Who released it, when and with what comment stay
-- fixed, except when an amendment is released: then they name who released the amendment.
CREATE OR REPLACE FUNCTION test_results_guard_final() RETURNS trigger AS $$
DECLARE
  amending boolean := NEW.status = 'amended' AND NEW.current_version > OLD.current_version;
BEGIN
  IF OLD.status IN ('final', 'amended') AND (
    ((NEW.status, NEW.current_version) IS DISTINCT FROM (OLD.status, OLD.current_version) AND NOT amending)
    OR (NEW.test_request_id, NEW.entered_by, NEW.entered_at, NEW.reviewed_by, NEW.reviewed_at)
      IS DISTINCT FROM (OLD.test_request_id, OLD.entered_by, OLD.entered_at, OLD.reviewed_by, OLD.reviewed_at)
    OR (NOT amending AND (NEW.released_by, NEW.released_at, NEW.release_comment) IS DISTINCT FROM (OLD.released_by, OLD.released_at, OLD.release_comment))
  ) THEN
    RAISE EXCEPTION 'a final result can only change by amendment';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
