ALTER TABLE "audit_daily_counts" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_daily_counts" DROP CONSTRAINT "audit_daily_counts_institution_id_day_action_entity_type_pk";--> statement-breakpoint
ALTER TABLE "audit_daily_counts" ADD CONSTRAINT "audit_daily_counts_institution_id_day_action_entity_type_slot_pk" PRIMARY KEY("institution_id","day","action","entity_type","slot");--> statement-breakpoint
-- Each session counts into its own slot row: concurrent audited writes of the same day and action
-- (imports from several analyzer connections) no longer wait on one row until the other commits.
CREATE OR REPLACE FUNCTION audit_log_summaries() RETURNS trigger AS $$
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
    ON CONFLICT (institution_id, day, action, entity_type, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
