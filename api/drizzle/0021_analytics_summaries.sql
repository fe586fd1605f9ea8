CREATE TABLE "audit_daily_counts" (
	"institution_id" integer NOT NULL,
	"day" date NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "audit_daily_counts_institution_id_day_action_entity_type_pk" PRIMARY KEY("institution_id","day","action","entity_type")
);
--> statement-breakpoint
CREATE TABLE "clinician_patient_counts" (
	"institution_id" integer NOT NULL,
	"clinician_id" integer NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "clinician_patient_counts_institution_id_clinician_id_pk" PRIMARY KEY("institution_id","clinician_id")
);
--> statement-breakpoint
CREATE TABLE "request_stats" (
	"institution_id" integer NOT NULL,
	"period" text NOT NULL,
	"day" date NOT NULL,
	"test_name" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "request_stats_institution_id_period_day_test_name_category_status_pk" PRIMARY KEY("institution_id","period","day","test_name","category","status")
);
--> statement-breakpoint
CREATE TABLE "user_activity_stats" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"day" date NOT NULL,
	"logins" integer DEFAULT 0 NOT NULL,
	"requests_created" integer DEFAULT 0 NOT NULL,
	"results_entered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_activity_stats_user_id_period_day_pk" PRIMARY KEY("user_id","period","day")
);
--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
ALTER TABLE "patient_institutions" ADD COLUMN "patient_clinician_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "user_activity_stats_period_idx" ON "user_activity_stats" USING btree ("period","day","user_id");--> statement-breakpoint
-- Analytics (issue 16): every figure is a sum of a few thousand summary rows kept by statement
-- triggers, never a scan of millions. Each trigger groups its statement's rows first (a bulk load
-- of millions of rows is a few thousand deltas).
--
-- 1. The links carry the patient's clinician: an institution's patients per clinician.
UPDATE "patient_institutions" pi SET "patient_clinician_id" = p."clinician_id"
  FROM "patients" p WHERE p."id" = pi."patient_id" AND p."clinician_id" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_institutions_take_mrn() RETURNS trigger AS $$
BEGIN
  SELECT medical_record_number, created_at, archived_at,
         lower(first_name || ' ' || last_name || ' ' || medical_record_number || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')),
         clinician_id
  INTO NEW.medical_record_number, NEW.patient_created_at, NEW.patient_archived_at, NEW.patient_search_text, NEW.patient_clinician_id
  FROM patients WHERE id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_spread_mrn() RETURNS trigger AS $$
BEGIN
  UPDATE patient_institutions
  SET medical_record_number = NEW.medical_record_number, patient_created_at = NEW.created_at, patient_archived_at = NEW.archived_at,
      patient_search_text = lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.medical_record_number || ' ' || coalesce(NEW.email, '') || ' ' || coalesce(NEW.phone, '')),
      patient_clinician_id = NEW.clinician_id
  WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER patients_mrn_to_links ON patients;
--> statement-breakpoint
CREATE TRIGGER patients_mrn_to_links
  AFTER UPDATE OF medical_record_number, created_at, archived_at, first_name, last_name, email, phone, clinician_id ON patients
  FOR EACH ROW WHEN (OLD.medical_record_number IS DISTINCT FROM NEW.medical_record_number
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone
    OR OLD.clinician_id IS DISTINCT FROM NEW.clinician_id)
  EXECUTE FUNCTION patients_spread_mrn();
--> statement-breakpoint
INSERT INTO clinician_patient_counts (institution_id, clinician_id, listed)
  SELECT institution_id, patient_clinician_id, count(*) FROM patient_institutions
  WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clinician_patient_counts_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clinician_patient_counts AS c (institution_id, clinician_id, listed)
      SELECT institution_id, patient_clinician_id, count(*) FROM new_rows
      WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (institution_id, clinician_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO clinician_patient_counts AS c (institution_id, clinician_id, listed)
      SELECT institution_id, patient_clinician_id, -count(*) FROM old_rows
      WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (institution_id, clinician_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSE
    INSERT INTO clinician_patient_counts AS c (institution_id, clinician_id, listed)
      SELECT institution_id, patient_clinician_id, sum(delta) FROM (
        SELECT institution_id, patient_clinician_id, 1 AS delta FROM new_rows WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL
        UNION ALL
        SELECT institution_id, patient_clinician_id, -1 FROM old_rows WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL) d
      GROUP BY 1, 2 HAVING sum(delta) <> 0
      ON CONFLICT (institution_id, clinician_id) DO UPDATE SET listed = c.listed + excluded.listed;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_institutions_clinician_insert AFTER INSERT ON patient_institutions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clinician_patient_counts_apply();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_clinician_update AFTER UPDATE ON patient_institutions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clinician_patient_counts_apply();
--> statement-breakpoint
CREATE TRIGGER patient_institutions_clinician_delete AFTER DELETE ON patient_institutions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clinician_patient_counts_apply();
--> statement-breakpoint
-- 2. Requests per institution (and 0: everyone's), period (the UTC day and its month), test name,
-- category and status.
CREATE OR REPLACE FUNCTION stats_periods(d date) RETURNS TABLE (period text, day date) AS $$
  SELECT 'day', $1 UNION ALL SELECT 'month', date_trunc('month', $1)::date;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
INSERT INTO request_stats (institution_id, period, day, test_name, category, status, requests)
  SELECT k.i, p.period, p.day, r.test_name, r.category, r.status, sum(r.n)
  FROM (SELECT institution_id, (requested_at AT TIME ZONE 'UTC')::date AS day, test_name, coalesce(category, '') AS category, status, count(*) AS n
        FROM test_requests GROUP BY 1, 2, 3, 4, 5) r
  CROSS JOIN LATERAL (VALUES (r.institution_id), (0)) k(i) CROSS JOIN LATERAL stats_periods(r.day) p
  GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_stats_apply() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  -- grouped before they are passed on; each transition table only where the trigger has it
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 't', t, 'c', c, 's', s, 'n', n)) INTO added
    FROM (SELECT institution_id AS i, (requested_at AT TIME ZONE 'UTC')::date AS d, test_name AS t, coalesce(category, '') AS c, status AS s, count(*) AS n
          FROM new_rows GROUP BY 1, 2, 3, 4, 5) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('i', i, 'd', d, 't', t, 'c', c, 's', s, 'n', -n)) INTO removed
    FROM (SELECT institution_id AS i, (requested_at AT TIME ZONE 'UTC')::date AS d, test_name AS t, coalesce(category, '') AS c, status AS s, count(*) AS n
          FROM old_rows GROUP BY 1, 2, 3, 4, 5) g;
  END IF;
  IF added IS NULL AND removed IS NULL THEN
    RETURN NULL;
  END IF;
  -- net changes only (an update of other columns nets to nothing), spread to 0 and to the month
  INSERT INTO request_stats AS r (institution_id, period, day, test_name, category, status, requests)
    SELECT k.i, p.period, p.day, g.t, g.c, g.s, sum(g.n)
    FROM (
      SELECT (e->>'i')::int AS i, (e->>'d')::date AS d, e->>'t' AS t, e->>'c' AS c, e->>'s' AS s, sum((e->>'n')::int) AS n
      FROM jsonb_array_elements(coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb)) e
      GROUP BY 1, 2, 3, 4, 5 HAVING sum((e->>'n')::int) <> 0) g
    CROSS JOIN LATERAL (VALUES (g.i), (0)) k(i) CROSS JOIN LATERAL stats_periods(g.d) p
    GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (institution_id, period, day, test_name, category, status) DO UPDATE SET requests = r.requests + excluded.requests;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_stats_insert AFTER INSERT ON test_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_stats_apply();
--> statement-breakpoint
CREATE TRIGGER test_requests_stats_update AFTER UPDATE ON test_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_stats_apply();
--> statement-breakpoint
CREATE TRIGGER test_requests_stats_delete AFTER DELETE ON test_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_stats_apply();
--> statement-breakpoint
-- 3. What each user did per day and month: sign-ins, requests created, results entered.
CREATE OR REPLACE FUNCTION user_activity_stats_apply(figure text, deltas jsonb) RETURNS void AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO user_activity_stats AS a (user_id, period, day, %1$I)
       SELECT g.u, p.period, p.day, sum(g.n) FROM (
         SELECT (d->>''u'')::int AS u, (d->>''d'')::date AS d, sum((d->>''n'')::int) AS n FROM jsonb_array_elements($1) d
         GROUP BY 1, 2 HAVING sum((d->>''n'')::int) <> 0) g
       CROSS JOIN LATERAL stats_periods(g.d) p
       GROUP BY 1, 2, 3
     ON CONFLICT (user_id, period, day) DO UPDATE SET %1$I = a.%1$I + excluded.%1$I', figure)
  USING deltas;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_activity_stats_requests() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'd', d, 'n', n)) INTO added
    FROM (SELECT requested_by AS u, (requested_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows WHERE requested_by IS NOT NULL GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT requested_by AS u, (requested_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows WHERE requested_by IS NOT NULL GROUP BY 1, 2) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM user_activity_stats_apply('requests_created', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_activity_stats_results() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'd', d, 'n', n)) INTO added
    FROM (SELECT entered_by AS u, (entered_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows WHERE entered_by IS NOT NULL GROUP BY 1, 2) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT entered_by AS u, (entered_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows WHERE entered_by IS NOT NULL GROUP BY 1, 2) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM user_activity_stats_apply('results_entered', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- the audit log is append-only (0001): inserts are all there is
CREATE OR REPLACE FUNCTION audit_log_summaries() RETURNS trigger AS $$
DECLARE logins jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('u', u, 'd', d, 'n', n)) INTO logins
  FROM (SELECT actor_user_id AS u, (occurred_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows
        WHERE action = 'auth.login_succeeded' AND actor_user_id IS NOT NULL GROUP BY 1, 2) g;
  IF logins IS NOT NULL THEN
    PERFORM user_activity_stats_apply('logins', logins);
  END IF;
  INSERT INTO audit_daily_counts AS c (institution_id, day, action, entity_type, entries)
    SELECT k.i, (a.occurred_at AT TIME ZONE 'UTC')::date, a.action, a.entity_type, count(*)
    FROM new_rows a LEFT JOIN users u ON u.id = a.actor_user_id
    CROSS JOIN LATERAL (VALUES (coalesce(a.institution_id, u.institution_id)), (0)) k(i)
    WHERE k.i IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (institution_id, day, action, entity_type) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO user_activity_stats (user_id, period, day, logins, requests_created, results_entered)
  SELECT x.u, p.period, p.day, sum(x.l), sum(x.r), sum(x.e) FROM (
    SELECT actor_user_id AS u, (occurred_at AT TIME ZONE 'UTC')::date AS d, count(*) AS l, 0 AS r, 0 AS e FROM audit_log
      WHERE action = 'auth.login_succeeded' AND actor_user_id IS NOT NULL GROUP BY 1, 2
    UNION ALL
    SELECT requested_by, (requested_at AT TIME ZONE 'UTC')::date, 0, count(*), 0 FROM test_requests WHERE requested_by IS NOT NULL GROUP BY 1, 2
    UNION ALL
    SELECT entered_by, (entered_at AT TIME ZONE 'UTC')::date, 0, 0, count(*) FROM test_results WHERE entered_by IS NOT NULL GROUP BY 1, 2) x
  CROSS JOIN LATERAL stats_periods(x.d) p
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO audit_daily_counts (institution_id, day, action, entity_type, entries)
  SELECT k.i, (a.occurred_at AT TIME ZONE 'UTC')::date, a.action, a.entity_type, count(*)
  FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
  CROSS JOIN LATERAL (VALUES (coalesce(a.institution_id, u.institution_id)), (0)) k(i)
  WHERE k.i IS NOT NULL
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER test_requests_user_activity_insert AFTER INSERT ON test_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_activity_stats_requests();
--> statement-breakpoint
CREATE TRIGGER test_requests_user_activity_update AFTER UPDATE ON test_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_activity_stats_requests();
--> statement-breakpoint
CREATE TRIGGER test_requests_user_activity_delete AFTER DELETE ON test_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_activity_stats_requests();
--> statement-breakpoint
CREATE TRIGGER test_results_user_activity_insert AFTER INSERT ON test_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_activity_stats_results();
--> statement-breakpoint
CREATE TRIGGER test_results_user_activity_update AFTER UPDATE ON test_results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_activity_stats_results();
--> statement-breakpoint
CREATE TRIGGER test_results_user_activity_delete AFTER DELETE ON test_results
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_activity_stats_results();
--> statement-breakpoint
CREATE TRIGGER audit_log_summaries_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_log_summaries();
