-- Result versions and the stock ledger are history: append-only, like the audit log.
CREATE OR REPLACE FUNCTION refuse_history_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_result_versions_append_only
  BEFORE UPDATE OR DELETE ON test_result_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER inventory_adjustments_append_only
  BEFORE UPDATE OR DELETE ON inventory_adjustments
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
-- A final (or amended) result only ever moves on by amendment, with a new version.
CREATE OR REPLACE FUNCTION test_results_guard_final() RETURNS trigger AS $$
BEGIN
  IF OLD.status IN ('final', 'amended') AND (NEW.status <> 'amended' OR NEW.current_version <= OLD.current_version) THEN
    RAISE EXCEPTION 'a final result can only change by amendment';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_results_final_guard
  BEFORE UPDATE ON test_results
  FOR EACH ROW EXECUTE FUNCTION test_results_guard_final();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_results_refuse_delete() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'results are never deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_results_no_delete
  BEFORE DELETE ON test_results
  FOR EACH ROW EXECUTE FUNCTION test_results_refuse_delete();
