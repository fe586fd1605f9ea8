-- Every kept counter writes the rows of one statement in key order. Two statements that move
-- rows in opposite directions (a result from one status to another and another result back, a
-- request from one institution to another and another back) each lock the two counter rows
-- they change; when each takes them in the order its grouping happened to produce, one can hold
-- the first and wait for the second while the other holds the second, and PostgreSQL aborts one
-- of them as a deadlock: a user's save or an analyzer's message fails for nothing. In key order
-- the second waits for the first to commit and then goes on. Only the ORDER BY is new in each
-- function below (the patients' links, on delete, now subtract through the same upsert as on
-- insert, so that branch takes its rows in order too). The people's activity gets its order in
-- 0066, which redefines that function for another reason.
CREATE OR REPLACE FUNCTION audit_log_summaries()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE logins jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('u', u, 'd', d, 'n', n)) INTO logins
  FROM (SELECT actor_user_id AS u, (occurred_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows
        WHERE action = 'auth.login_succeeded' AND actor_user_id IS NOT NULL GROUP BY 1, 2) g;
  IF logins IS NOT NULL THEN
    PERFORM user_activity_stats_apply('logins', logins);
  END IF;
  INSERT INTO audit_daily_counts AS c (institution_id, day, action, entity_type, slot, entries)
    SELECT k.i, (a.occurred_at AT TIME ZONE 'UTC')::date, a.action, a.entity_type, pg_backend_pid() % 16, count(*)
    FROM new_rows a LEFT JOIN users u ON u.id = a.actor_user_id
    CROSS JOIN LATERAL (VALUES (coalesce(a.institution_id, u.institution_id)), (0)) k(i)
    WHERE k.i IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (institution_id, day, action, entity_type, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clinician_patient_counts_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO clinician_patient_counts AS c (institution_id, clinician_id, listed)
      SELECT institution_id, patient_clinician_id, count(*) FROM new_rows
      WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT (institution_id, clinician_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO clinician_patient_counts AS c (institution_id, clinician_id, listed)
      SELECT institution_id, patient_clinician_id, -count(*) FROM old_rows
      WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT (institution_id, clinician_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSE
    INSERT INTO clinician_patient_counts AS c (institution_id, clinician_id, listed)
      SELECT institution_id, patient_clinician_id, sum(delta) FROM (
        SELECT institution_id, patient_clinician_id, 1 AS delta FROM new_rows WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL
        UNION ALL
        SELECT institution_id, patient_clinician_id, -1 FROM old_rows WHERE patient_archived_at IS NULL AND patient_clinician_id IS NOT NULL) d
      GROUP BY 1, 2 HAVING sum(delta) <> 0
      ORDER BY 1, 2
      ON CONFLICT (institution_id, clinician_id) DO UPDATE SET listed = c.listed + excluded.listed;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_counts_apply(figure text, deltas jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  EXECUTE format(
    'INSERT INTO daily_counts AS c (institution_id, day, %1$I)
       SELECT (d->>''i'')::int, (d->>''d'')::date, sum((d->>''n'')::int) FROM jsonb_array_elements($1) d
       GROUP BY 1, 2 HAVING sum((d->>''n'')::int) <> 0
     ORDER BY 1, 2
     ON CONFLICT (institution_id, day) DO UPDATE SET %1$I = c.%1$I + excluded.%1$I', figure)
  USING deltas;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfillment_counts_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO fulfillment_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, count(*) FROM new_rows GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfillment_counts_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO fulfillment_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, sum(delta) FROM (
      SELECT institution_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT institution_id, status, -1 FROM old_rows) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ORDER BY 1, 2
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION instrument_worklist_refresh(p_instrument integer, p_request integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  c record; old_state text; new_state text; had boolean;
BEGIN
  LOOP
    -- the entry is locked before its facts are read, so a refresh that waited for another reads
    -- what that one committed (each statement sees the latest commits) and never writes back stale
    SELECT w.state INTO old_state FROM instrument_worklist w WHERE w.instrument_id = p_instrument AND w.test_request_id = p_request FOR UPDATE;
    had := FOUND;
    SELECT * INTO c FROM instrument_worklist_compute(ARRAY[p_instrument], ARRAY[p_request]);
    new_state := CASE WHEN c.listed THEN c.state END;
    IF had AND new_state IS NOT NULL THEN
      UPDATE instrument_worklist w SET state = c.state, order_status = c.order_status, last_error = c.last_error, updated_at = c.changed_at
        WHERE w.instrument_id = p_instrument AND w.test_request_id = p_request
          AND (w.state, w.order_status, w.last_error) IS DISTINCT FROM (c.state, c.order_status, c.last_error);
      EXIT;
    ELSIF had THEN
      DELETE FROM instrument_worklist WHERE instrument_id = p_instrument AND test_request_id = p_request;
      EXIT;
    ELSIF new_state IS NOT NULL THEN
      INSERT INTO instrument_worklist (instrument_id, test_request_id, state, order_status, last_error, updated_at)
      VALUES (p_instrument, p_request, c.state, c.order_status, c.last_error, c.changed_at)
      ON CONFLICT (instrument_id, test_request_id) DO NOTHING;
      EXIT WHEN FOUND;
      -- another transaction listed it first and has committed: lock that entry and read again
    ELSE
      EXIT;
    END IF;
  END LOOP;
  IF old_state IS DISTINCT FROM new_state THEN
    INSERT INTO instrument_worklist_counts AS n (instrument_id, state, slot, entries)
    SELECT p_instrument, d.state, pg_backend_pid() % 16, d.delta FROM (VALUES (old_state, -1), (new_state, 1)) d(state, delta) WHERE d.state IS NOT NULL
    ORDER BY 2
    ON CONFLICT (instrument_id, state, slot) DO UPDATE SET entries = n.entries + excluded.entries;
  END IF;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lab_request_counts AS c (lab_id, institution_id, requests)
    SELECT lab_id, institution_id, count(*) FROM new_rows WHERE lab_id IS NOT NULL GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (lab_id, institution_id) DO UPDATE SET requests = c.requests + excluded.requests;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO lab_request_counts AS c (lab_id, institution_id, requests)
    SELECT lab_id, institution_id, sum(delta) FROM (
      SELECT lab_id, institution_id, 1 AS delta FROM new_rows WHERE lab_id IS NOT NULL
      UNION ALL
      SELECT lab_id, institution_id, -1 FROM old_rows WHERE lab_id IS NOT NULL) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ORDER BY 1, 2
    ON CONFLICT (lab_id, institution_id) DO UPDATE SET requests = c.requests + excluded.requests;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_log_counts_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO notification_log_counts AS c (institution_id, notification_type, delivery_status, message_type, triggered_by_type, logged)
    SELECT coalesce(institution_id, 0), notification_type, delivery_status, message_type, triggered_by_type, count(*) FROM new_rows GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (institution_id, notification_type, delivery_status, message_type, triggered_by_type) DO UPDATE SET logged = c.logged + excluded.logged;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_log_counts_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO notification_log_counts AS c (institution_id, notification_type, delivery_status, message_type, triggered_by_type, logged)
    SELECT institution_id, notification_type, delivery_status, message_type, triggered_by_type, sum(delta) FROM (
      SELECT coalesce(institution_id, 0) AS institution_id, notification_type, delivery_status, message_type, triggered_by_type, 1 AS delta FROM new_rows
      UNION ALL
      SELECT coalesce(institution_id, 0), notification_type, delivery_status, message_type, triggered_by_type, -1 FROM old_rows) d
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (institution_id, notification_type, delivery_status, message_type, triggered_by_type) DO UPDATE SET logged = c.logged + excluded.logged;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_links_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO patient_counts AS c (institution_id, listed)
      SELECT institution_id, count(*) FROM new_rows WHERE patient_archived_at IS NULL GROUP BY institution_id
      ORDER BY institution_id
      ON CONFLICT (institution_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO patient_counts AS c (institution_id, listed)
      SELECT institution_id, -count(*) FROM old_rows WHERE patient_archived_at IS NULL GROUP BY institution_id
      ORDER BY institution_id
      ON CONFLICT (institution_id) DO UPDATE SET listed = c.listed + excluded.listed;
  ELSE
    INSERT INTO patient_counts AS c (institution_id, listed)
      SELECT institution_id, sum(delta) FROM (
        SELECT institution_id, 1 AS delta FROM new_rows WHERE patient_archived_at IS NULL
        UNION ALL SELECT institution_id, -1 FROM old_rows WHERE patient_archived_at IS NULL) d
      GROUP BY institution_id HAVING sum(delta) <> 0
      ORDER BY institution_id
      ON CONFLICT (institution_id) DO UPDATE SET listed = c.listed + excluded.listed;
  END IF;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_stats_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (institution_id, period, day, test_name, category, status) DO UPDATE SET requests = r.requests + excluded.requests;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_request_counts_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO test_request_counts AS c (institution_id, status, priority, listed)
    SELECT institution_id, status, priority, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (institution_id, status, priority) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_request_counts_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO test_request_counts AS c (institution_id, status, priority, listed)
    SELECT institution_id, status, priority, sum(delta) FROM (
      SELECT institution_id, status, priority, 1 AS delta FROM new_rows WHERE archived_at IS NULL
      UNION ALL
      SELECT institution_id, status, priority, -1 FROM old_rows WHERE archived_at IS NULL) d
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (institution_id, status, priority) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_result_counts_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO test_result_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, count(*) FROM new_rows GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_result_counts_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO test_result_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, sum(delta) FROM (
      SELECT institution_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT institution_id, status, -1 FROM old_rows) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ORDER BY 1, 2
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$function$;
