-- A user's activity per institution: an institution's admin sees only the requests and results
-- their users made in their institutions (a clinician who also works elsewhere does work there
-- that is not theirs to see). Sign-ins belong to no institution: institution 0.
ALTER TABLE "user_activity_stats" DROP CONSTRAINT "user_activity_stats_user_id_period_day_pk";--> statement-breakpoint
ALTER TABLE "user_activity_stats" ADD COLUMN "institution_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
TRUNCATE "user_activity_stats";--> statement-breakpoint
ALTER TABLE "user_activity_stats" ADD CONSTRAINT "user_activity_stats_user_id_institution_id_period_day_pk" PRIMARY KEY("user_id","institution_id","period","day");--> statement-breakpoint
DROP FUNCTION user_activity_stats_apply(text, jsonb);
--> statement-breakpoint
CREATE FUNCTION user_activity_stats_apply(figure text, deltas jsonb) RETURNS void AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO user_activity_stats AS a (user_id, institution_id, period, day, %1$I)
       SELECT g.u, g.i, p.period, p.day, sum(g.n) FROM (
         SELECT (d->>''u'')::int AS u, coalesce((d->>''i'')::int, 0) AS i, (d->>''d'')::date AS d, sum((d->>''n'')::int) AS n
         FROM jsonb_array_elements($1) d GROUP BY 1, 2, 3 HAVING sum((d->>''n'')::int) <> 0) g
       CROSS JOIN LATERAL stats_periods(g.d) p
       GROUP BY 1, 2, 3, 4
     ON CONFLICT (user_id, institution_id, period, day) DO UPDATE SET %1$I = a.%1$I + excluded.%1$I', figure)
  USING deltas;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_activity_stats_requests() RETURNS trigger AS $$
DECLARE added jsonb; removed jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'i', i, 'd', d, 'n', n)) INTO added
    FROM (SELECT requested_by AS u, institution_id AS i, (requested_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows WHERE requested_by IS NOT NULL GROUP BY 1, 2, 3) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'i', i, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT requested_by AS u, institution_id AS i, (requested_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows WHERE requested_by IS NOT NULL GROUP BY 1, 2, 3) g;
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
    SELECT jsonb_agg(jsonb_build_object('u', u, 'i', i, 'd', d, 'n', n)) INTO added
    FROM (SELECT entered_by AS u, institution_id AS i, (entered_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM new_rows WHERE entered_by IS NOT NULL GROUP BY 1, 2, 3) g;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT jsonb_agg(jsonb_build_object('u', u, 'i', i, 'd', d, 'n', -n)) INTO removed
    FROM (SELECT entered_by AS u, institution_id AS i, (entered_at AT TIME ZONE 'UTC')::date AS d, count(*) AS n FROM old_rows WHERE entered_by IS NOT NULL GROUP BY 1, 2, 3) g;
  END IF;
  IF added IS NOT NULL OR removed IS NOT NULL THEN
    PERFORM user_activity_stats_apply('results_entered', coalesce(added, '[]'::jsonb) || coalesce(removed, '[]'::jsonb));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO user_activity_stats (user_id, institution_id, period, day, logins, requests_created, results_entered)
  SELECT x.u, x.i, p.period, p.day, sum(x.l), sum(x.r), sum(x.e) FROM (
    SELECT actor_user_id AS u, 0 AS i, (occurred_at AT TIME ZONE 'UTC')::date AS d, count(*) AS l, 0 AS r, 0 AS e FROM audit_log
      WHERE action = 'auth.login_succeeded' AND actor_user_id IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT requested_by, institution_id, (requested_at AT TIME ZONE 'UTC')::date, 0, count(*), 0 FROM test_requests WHERE requested_by IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT entered_by, institution_id, (entered_at AT TIME ZONE 'UTC')::date, 0, 0, count(*) FROM test_results WHERE entered_by IS NOT NULL GROUP BY 1, 2, 3) x
  CROSS JOIN LATERAL stats_periods(x.d) p
  GROUP BY 1, 2, 3, 4;
