-- Each API process keeps the sessions it has checked in memory (apps/api/src/modules/auth/session-cache.ts).
-- A session that ends (logout, revocation, password change, expiry purge, a deleted user) and a user row that
-- changes (name, email, password, verification, platform role) are announced to every process when the change
-- commits, on channel horizonte_sesiones: 's:<session id>' or 'u:<user id>'.
CREATE FUNCTION horizonte_aviso_sesion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('horizonte_sesiones', 's:' || OLD.id);
  ELSE
    PERFORM pg_notify('horizonte_sesiones', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_aviso_fin AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION horizonte_aviso_sesion();

-- Touching a session only moves its expiry later: a process holding the older expiry re-reads the row
-- before refusing it. Anything else that changes a session row is announced.
CREATE TRIGGER sessions_aviso_cambio AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN (NEW.user_id IS DISTINCT FROM OLD.user_id
        OR NEW.expires_at < OLD.expires_at
        OR NEW.absolute_expires_at IS DISTINCT FROM OLD.absolute_expires_at)
  EXECUTE FUNCTION horizonte_aviso_sesion();

CREATE TRIGGER users_aviso_cambio AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION horizonte_aviso_sesion();
