-- The in-process session cache (server/platform/session-cache.ts) must forget a session the
-- moment it ends, on every instance: logout, account deletion (cascade), password reset.
-- Postgres announces it itself, so no code path that deletes sessions can forget to.
-- NOTIFY inside a transaction is sent at COMMIT and dropped on ROLLBACK.
CREATE FUNCTION workify_session_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('workify_sessions', 's:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION workify_session_gone();
--> statement-breakpoint
-- A changed user row (name, role, verified badge) must not be served stale from the cache either.
CREATE FUNCTION workify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('workify_sessions', 'u:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_update AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION workify_user_changed();
