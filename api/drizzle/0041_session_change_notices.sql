-- Every API instance keeps the callers it has authenticated in memory (platform/session-cache.ts)
-- and forgets them when PostgreSQL says something they depend on changed. The notices come from
-- the database itself, so any writer (an API instance, a script, an administrator's psql) keeps
-- every instance's memory true. The payload is the user id whose sessions to forget, or '*' for all.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger AS $$
DECLARE
  row_user text;
BEGIN
  IF TG_TABLE_NAME = 'institutions' THEN
    PERFORM pg_notify('session_change', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    row_user := coalesce(OLD.id, NEW.id)::text;
  ELSE
    -- sessions and user_institutions carry user_id
    IF TG_OP = 'INSERT' THEN row_user := NEW.user_id::text; ELSE row_user := OLD.user_id::text; END IF;
  END IF;
  PERFORM pg_notify('session_change', row_user);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A new session is not yet in any memory: only its end (revoked, deleted) matters.
CREATE TRIGGER sessions_change_notice AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_change_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER user_institutions_change_notice AFTER INSERT OR UPDATE OR DELETE ON user_institutions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
-- A caller carries the name of their institution.
CREATE TRIGGER institutions_change_notice AFTER UPDATE OF name OR DELETE ON institutions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
