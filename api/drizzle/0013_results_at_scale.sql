CREATE TABLE "test_result_counts" (
	"institution_id" integer NOT NULL,
	"status" text NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "test_result_counts_institution_id_status_pk" PRIMARY KEY("institution_id","status")
);
--> statement-breakpoint
DROP INDEX "test_results_request_idx";--> statement-breakpoint
DROP INDEX "test_results_status_idx";--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "institution_id" integer;--> statement-breakpoint
-- A final result keeps its content, its request and who entered and reviewed it; its other
-- columns (its request's institution, the external lab's status) may follow their sources.
CREATE OR REPLACE FUNCTION test_results_guard_final() RETURNS trigger AS $$
BEGIN
  IF OLD.status IN ('final', 'amended') AND (
    ((NEW.status, NEW.current_version) IS DISTINCT FROM (OLD.status, OLD.current_version)
      AND NOT (NEW.status = 'amended' AND NEW.current_version > OLD.current_version))
    OR (NEW.test_request_id, NEW.entered_by, NEW.entered_at, NEW.reviewed_by, NEW.reviewed_at)
      IS DISTINCT FROM (OLD.test_request_id, OLD.entered_by, OLD.entered_at, OLD.reviewed_by, OLD.reviewed_at)
  ) THEN
    RAISE EXCEPTION 'a final result can only change by amendment';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- the backfill is not a change of any result: no guard, no daily counts
ALTER TABLE "test_results" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "test_results" r SET "institution_id" = tr."institution_id" FROM "test_requests" tr WHERE tr."id" = r."test_request_id";--> statement-breakpoint
ALTER TABLE "test_results" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "test_results" ALTER COLUMN "institution_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_request_unique" ON "test_results" USING btree ("test_request_id");--> statement-breakpoint
CREATE INDEX "test_results_institution_listed_idx" ON "test_results" USING btree ("institution_id","entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_results_institution_status_listed_idx" ON "test_results" USING btree ("institution_id","status","entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_results_updated_idx" ON "test_results" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_results_institution_updated_idx" ON "test_results" USING btree ("institution_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_results_status_idx" ON "test_results" USING btree ("status","entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- A result's institution is always its request's.
CREATE OR REPLACE FUNCTION test_results_take_institution() RETURNS trigger AS $$
BEGIN
  SELECT institution_id INTO NEW.institution_id FROM test_requests WHERE id = NEW.test_request_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_results_institution BEFORE INSERT OR UPDATE OF test_request_id, institution_id ON test_results
  FOR EACH ROW EXECUTE FUNCTION test_results_take_institution();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_requests_spread_institution_to_results() RETURNS trigger AS $$
BEGIN
  UPDATE test_results SET institution_id = NEW.institution_id WHERE test_request_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_institution_to_results AFTER UPDATE OF institution_id ON test_requests
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION test_requests_spread_institution_to_results();
--> statement-breakpoint
-- Tiles and totals of the results list: results per institution and status, kept by statement
-- triggers in the same transaction as the change (the shape of test_request_counts, 0012).
INSERT INTO test_result_counts (institution_id, status, listed)
  SELECT institution_id, status, count(*) FROM test_results GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_result_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_result_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_result_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_result_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, sum(delta) FROM (
      SELECT institution_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT institution_id, status, -1 FROM old_rows) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_results_count_insert AFTER INSERT ON test_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_result_counts_insert();
--> statement-breakpoint
CREATE TRIGGER test_results_count_update AFTER UPDATE ON test_results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_result_counts_update();
