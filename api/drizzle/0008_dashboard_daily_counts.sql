CREATE TABLE "daily_counts" (
	"institution_id" integer NOT NULL,
	"day" date NOT NULL,
	"test_requests" integer DEFAULT 0 NOT NULL,
	"new_patients" integer DEFAULT 0 NOT NULL,
	"completed_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counts_institution_id_day_pk" PRIMARY KEY("institution_id","day")
);
--> statement-breakpoint
-- Adds per-(institution, day) deltas of one figure. Statement triggers below call it with the
-- rows a statement inserted (+1), deleted (-1) or changed (-1 old, +1 new).
CREATE OR REPLACE FUNCTION daily_counts_apply(figure text, deltas jsonb) RETURNS void AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO daily_counts AS c (institution_id, day, %1$I)
       SELECT (d->>''i'')::int, (d->>''d'')::date, sum((d->>''n'')::int) FROM jsonb_array_elements($1) d
       GROUP BY 1, 2 HAVING sum((d->>''n'')::int) <> 0
     ON CONFLICT (institution_id, day) DO UPDATE SET %1$I = c.%1$I + excluded.%1$I', figure)
  USING deltas;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_counts_test_requests() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  -- grouped before they are passed on: a bulk insert of millions of rows is a few hundred deltas
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', n)) INTO added
    FROM (SELECT institution_id AS i, (requested_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT institution_id AS i, (requested_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows GROUP BY 1, 2) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM daily_counts_apply('test_requests', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- patients count for institution 0 (everyone's new patients)
CREATE OR REPLACE FUNCTION daily_counts_new_patients() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  -- grouped before they are passed on: a bulk insert of millions of rows is a few hundred deltas
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', n)) INTO added
    FROM (SELECT 0 AS i, (created_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT 0 AS i, (created_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows GROUP BY 1, 2) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM daily_counts_apply('new_patients', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- links count for their institution
CREATE OR REPLACE FUNCTION daily_counts_new_patient_links() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  -- grouped before they are passed on: a bulk insert of millions of rows is a few hundred deltas
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', n)) INTO added
    FROM (SELECT institution_id AS i, (patient_created_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT institution_id AS i, (patient_created_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows GROUP BY 1, 2) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM daily_counts_apply('new_patients', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A result counts as completed on the day it was made final (reviewed, else entered), at its request's institution.
CREATE OR REPLACE FUNCTION daily_counts_completed_results() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  -- grouped before they are passed on: a bulk insert of millions of rows is a few hundred deltas
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', n)) INTO added
    FROM (SELECT tr.institution_id AS i, (coalesce(r.reviewed_at, r.entered_at) AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows r JOIN test_requests tr ON tr.id = r.test_request_id WHERE r.status IN ('final', 'amended') GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT tr.institution_id AS i, (coalesce(r.reviewed_at, r.entered_at) AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows r JOIN test_requests tr ON tr.id = r.test_request_id WHERE r.status IN ('final', 'amended') GROUP BY 1, 2) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM daily_counts_apply('completed_results', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_daily_insert AFTER INSERT ON test_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_test_requests();
--> statement-breakpoint
CREATE TRIGGER test_requests_daily_update AFTER UPDATE ON test_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_test_requests();
--> statement-breakpoint
CREATE TRIGGER test_requests_daily_delete AFTER DELETE ON test_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_test_requests();
--> statement-breakpoint
CREATE TRIGGER patients_daily_insert AFTER INSERT ON patients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_new_patients();
--> statement-breakpoint
CREATE TRIGGER patients_daily_update AFTER UPDATE ON patients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_new_patients();
--> statement-breakpoint
CREATE TRIGGER patients_daily_delete AFTER DELETE ON patients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_new_patients();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_daily_insert AFTER INSERT ON patient_institutions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_new_patient_links();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_daily_update AFTER UPDATE ON patient_institutions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_new_patient_links();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_daily_delete AFTER DELETE ON patient_institutions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_new_patient_links();
--> statement-breakpoint
CREATE TRIGGER test_results_daily_insert AFTER INSERT ON test_results REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_completed_results();
--> statement-breakpoint
CREATE TRIGGER test_results_daily_update AFTER UPDATE ON test_results REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_completed_results();
--> statement-breakpoint
CREATE TRIGGER test_results_daily_delete AFTER DELETE ON test_results REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_completed_results();
--> statement-breakpoint
-- What the database holds already.
INSERT INTO daily_counts (institution_id, day, test_requests)
  SELECT institution_id, (requested_at AT TIME ZONE 'UTC')::date, count(*) FROM test_requests GROUP BY 1, 2
  ON CONFLICT (institution_id, day) DO UPDATE SET test_requests = excluded.test_requests;
--> statement-breakpoint
INSERT INTO daily_counts (institution_id, day, new_patients)
  SELECT 0, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM patients GROUP BY 1, 2
  UNION ALL SELECT institution_id, (patient_created_at AT TIME ZONE 'UTC')::date, count(*) FROM patient_institutions GROUP BY 1, 2
  ON CONFLICT (institution_id, day) DO UPDATE SET new_patients = excluded.new_patients;
--> statement-breakpoint
INSERT INTO daily_counts (institution_id, day, completed_results)
  SELECT tr.institution_id, (coalesce(r.reviewed_at, r.entered_at) AT TIME ZONE 'UTC')::date, count(*)
  FROM test_results r JOIN test_requests tr ON tr.id = r.test_request_id WHERE r.status IN ('final', 'amended') GROUP BY 1, 2
  ON CONFLICT (institution_id, day) DO UPDATE SET completed_results = excluded.completed_results;
--> statement-breakpoint
-- The first, partial day of a dashboard window is counted from the rows: completed results by completion time.
CREATE INDEX IF NOT EXISTS test_results_completed_at_idx ON test_results ((coalesce(reviewed_at, entered_at))) WHERE status IN ('final', 'amended');
