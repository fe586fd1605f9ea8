CREATE TABLE "test_request_counts" (
	"institution_id" integer NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "test_request_counts_institution_id_status_priority_pk" PRIMARY KEY("institution_id","status","priority")
);
--> statement-breakpoint
DROP INDEX "test_requests_barcode_idx";--> statement-breakpoint
ALTER TABLE "test_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "test_requests" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "test_requests_listed_idx" ON "test_requests" USING btree ("requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "test_requests_institution_listed_idx" ON "test_requests" USING btree ("institution_id","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "test_requests_status_listed_idx" ON "test_requests" USING btree ("status","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "test_requests_institution_status_listed_idx" ON "test_requests" USING btree ("institution_id","status","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "test_requests_priority_listed_idx" ON "test_requests" USING btree ("priority","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "test_requests_institution_priority_listed_idx" ON "test_requests" USING btree ("institution_id","priority","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "test_requests_idempotency_unique" ON "test_requests" USING btree ("requested_by","idempotency_key") WHERE idempotency_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "test_requests_barcode_unique" ON "test_requests" USING btree ("barcode_number") WHERE barcode_number is not null;--> statement-breakpoint
-- Totals of the test requests list: listed (not archived) requests per institution, status and
-- priority, kept by statement triggers in the same transaction as the change.
INSERT INTO test_request_counts (institution_id, status, priority, listed)
  SELECT institution_id, status, priority, count(*) FROM test_requests WHERE archived_at IS NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- old_rows / new_rows must exist in every variant of the function's query: an insert has no
-- old_rows, so each trigger gets a function of its own shape.
CREATE OR REPLACE FUNCTION test_request_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_request_counts AS c (institution_id, status, priority, listed)
    SELECT institution_id, status, priority, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY 1, 2, 3
    ON CONFLICT (institution_id, status, priority) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_request_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE test_request_counts c SET listed = c.listed - d.n
    FROM (SELECT institution_id, status, priority, count(*) AS n FROM old_rows WHERE archived_at IS NULL GROUP BY 1, 2, 3) d
    WHERE (c.institution_id, c.status, c.priority) = (d.institution_id, d.status, d.priority);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_request_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_request_counts AS c (institution_id, status, priority, listed)
    SELECT institution_id, status, priority, sum(delta) FROM (
      SELECT institution_id, status, priority, 1 AS delta FROM new_rows WHERE archived_at IS NULL
      UNION ALL
      SELECT institution_id, status, priority, -1 FROM old_rows WHERE archived_at IS NULL) d
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
    ON CONFLICT (institution_id, status, priority) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_count_insert AFTER INSERT ON test_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_request_counts_insert();
--> statement-breakpoint
CREATE TRIGGER test_requests_count_update AFTER UPDATE ON test_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_request_counts_update();
--> statement-breakpoint
CREATE TRIGGER test_requests_count_delete AFTER DELETE ON test_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION test_request_counts_delete();
--> statement-breakpoint
-- The list's search text: patient name, MRN, test name and barcode, lowercased (a REQ- id is
-- looked up by id, not as text).
-- One function computes it, for the triggers below and the backfill.
CREATE OR REPLACE FUNCTION test_request_search_text(test_name text, barcode text, patient patients) RETURNS text AS $$
  SELECT lower(coalesce(patient.first_name, '') || ' ' || coalesce(patient.last_name, '') || ' ' || coalesce(patient.medical_record_number, '')
    || ' ' || coalesce(test_name, '') || ' ' || coalesce(barcode, ''));
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
UPDATE test_requests tr SET search_text = test_request_search_text(tr.test_name, tr.barcode_number, p)
  FROM patients p WHERE p.id = tr.patient_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_requests_take_search_text() RETURNS trigger AS $$
BEGIN
  SELECT test_request_search_text(NEW.test_name, NEW.barcode_number, p) INTO NEW.search_text FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_search_text BEFORE INSERT OR UPDATE OF patient_id, test_name, barcode_number ON test_requests
  FOR EACH ROW EXECUTE FUNCTION test_requests_take_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_spread_search_to_requests() RETURNS trigger AS $$
BEGIN
  UPDATE test_requests SET search_text = test_request_search_text(test_name, barcode_number, NEW) WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_search_to_requests
  AFTER UPDATE OF first_name, last_name, medical_record_number ON patients
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.medical_record_number IS DISTINCT FROM NEW.medical_record_number)
  EXECUTE FUNCTION patients_spread_search_to_requests();
--> statement-breakpoint
CREATE INDEX test_requests_search_trgm_idx ON test_requests USING gin (search_text gin_trgm_ops) WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE INDEX test_requests_institution_search_trgm_idx ON test_requests USING gin (institution_id, search_text gin_trgm_ops) WHERE archived_at IS NULL;
--> statement-breakpoint
-- A notification that could not be sent (the patient has no email, or no phone) is still logged,
-- as failed, with the reason: a failed row may have no recipient.
ALTER TABLE notification_logs DROP CONSTRAINT notification_logs_recipient_present;
--> statement-breakpoint
ALTER TABLE notification_logs ADD CONSTRAINT notification_logs_recipient_present
  CHECK (delivery_status = 'failed' OR recipient_email IS NOT NULL OR recipient_phone IS NOT NULL);
