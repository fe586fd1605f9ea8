CREATE TABLE "patient_counts" (
	"institution_id" integer PRIMARY KEY NOT NULL,
	"listed" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_institutions" ADD COLUMN "patient_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_institutions" ADD COLUMN "patient_archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "patient_institutions_listed_idx" ON "patient_institutions" USING btree ("institution_id","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST) WHERE patient_archived_at is null;--> statement-breakpoint
CREATE INDEX "patients_listed_idx" ON "patients" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE archived_at is null;--> statement-breakpoint
-- Each link carries the patient's creation and archive times: an institution's list of patients,
-- newest first, is then one scan of patient_institutions_listed_idx.
UPDATE "patient_institutions" pi SET "patient_created_at" = p."created_at", "patient_archived_at" = p."archived_at" FROM "patients" p WHERE p."id" = pi."patient_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_institutions_take_mrn() RETURNS trigger AS $$
BEGIN
  SELECT medical_record_number, created_at, archived_at INTO NEW.medical_record_number, NEW.patient_created_at, NEW.patient_archived_at
  FROM patients WHERE id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_spread_mrn() RETURNS trigger AS $$
BEGIN
  UPDATE patient_institutions
  SET medical_record_number = NEW.medical_record_number, patient_created_at = NEW.created_at, patient_archived_at = NEW.archived_at
  WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER patients_mrn_to_links ON patients;
--> statement-breakpoint
CREATE TRIGGER patients_mrn_to_links
  AFTER UPDATE OF medical_record_number, created_at, archived_at ON patients
  FOR EACH ROW WHEN (OLD.medical_record_number IS DISTINCT FROM NEW.medical_record_number
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION patients_spread_mrn();
--> statement-breakpoint
-- Listed patients per institution (and 0: in all), exact, kept by statement triggers that see
-- every inserted, updated or deleted row at once (one counter update per statement, not per row).
INSERT INTO patient_counts (institution_id, listed)
  SELECT institution_id, count(*) FROM patient_institutions WHERE patient_archived_at IS NULL GROUP BY institution_id;
--> statement-breakpoint
INSERT INTO patient_counts (institution_id, listed) SELECT 0, count(*) FROM patients WHERE archived_at IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_links_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO patient_counts AS c (institution_id, listed)
      SELECT institution_id, count(*) FROM new_rows WHERE patient_archived_at IS NULL GROUP BY institution_id
      ON CONFLICT (institution_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE patient_counts c SET listed = c.listed - d.n
      FROM (SELECT institution_id, count(*) AS n FROM old_rows WHERE patient_archived_at IS NULL GROUP BY institution_id) d
      WHERE c.institution_id = d.institution_id;
  ELSE
    INSERT INTO patient_counts AS c (institution_id, listed)
      SELECT institution_id, sum(delta) FROM (
        SELECT institution_id, 1 AS delta FROM new_rows WHERE patient_archived_at IS NULL
        UNION ALL SELECT institution_id, -1 FROM old_rows WHERE patient_archived_at IS NULL) d
      GROUP BY institution_id HAVING sum(delta) <> 0
      ON CONFLICT (institution_id) DO UPDATE SET listed = c.listed + excluded.listed;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_institutions_count_insert AFTER INSERT ON patient_institutions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_links_count();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_count_update AFTER UPDATE ON patient_institutions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_links_count();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_count_delete AFTER DELETE ON patient_institutions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_links_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_count() RETURNS trigger AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows WHERE archived_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO delta FROM old_rows WHERE archived_at IS NULL;
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE archived_at IS NULL) - (SELECT count(*) FROM old_rows WHERE archived_at IS NULL) INTO delta;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO patient_counts AS c (institution_id, listed) VALUES (0, delta)
      ON CONFLICT (institution_id) DO UPDATE SET listed = c.listed + excluded.listed;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_count_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count();
--> statement-breakpoint
CREATE TRIGGER patients_count_update AFTER UPDATE ON patients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count();
--> statement-breakpoint
CREATE TRIGGER patients_count_delete AFTER DELETE ON patients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count();
