-- A set-password link is only as good as the account it was sent for: it dies when the password
-- is changed by anyone (the user, an administrator, another link), when the user is deactivated,
-- and when the email changes (a link mailed to the old address must not open the account).
-- A trigger, so that no path that writes users can forget it.
CREATE OR REPLACE FUNCTION users_end_password_links() RETURNS trigger AS $$
BEGIN
  UPDATE password_links SET revoked_at = now() WHERE user_id = NEW.id AND used_at IS NULL AND revoked_at IS NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_account_change_ends_password_links
  AFTER UPDATE OF password_hash, email, is_active ON users
  FOR EACH ROW WHEN (
    OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR OLD.email IS DISTINCT FROM NEW.email
    OR (OLD.is_active AND NOT NEW.is_active))
  EXECUTE FUNCTION users_end_password_links();
