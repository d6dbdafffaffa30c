-- Impersonation bound to its staff member (issue 22). An impersonation session is valid only while
-- its impersonator is active, still holds a role that may impersonate, and the impersonator's
-- sessions epoch has not moved since it started (server/auth/session-store.ts checks all three on
-- every request). The epoch moves whenever the staff member's sessions must end: explicitly when
-- they sign out everywhere (server/auth/end-sessions.ts), and by the trigger below on any change of
-- password, role, company or active flag, so a write path that forgets to end sessions still ends
-- the impersonations of that staff member.
ALTER TABLE users ADD COLUMN sessions_epoch integer NOT NULL DEFAULT 0;
-- The impersonator's epoch when the impersonation started; NULL for ordinary sessions.
ALTER TABLE sessions ADD COLUMN impersonator_epoch integer;

CREATE FUNCTION users_sessions_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sessions_epoch := OLD.sessions_epoch + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER users_sessions_epoch BEFORE UPDATE ON users FOR EACH ROW
  WHEN ((OLD.password_hash, OLD.roleid, OLD.companyid, OLD.useractive)
    IS DISTINCT FROM (NEW.password_hash, NEW.roleid, NEW.companyid, NEW.useractive))
  EXECUTE FUNCTION users_sessions_epoch();

-- Ending the impersonations a staff member runs looks them up by impersonator.
CREATE INDEX sessions_impersonator_live_idx ON sessions (impersonator_userid)
  WHERE ended IS NULL AND impersonator_userid IS NOT NULL;

-- Impersonations live at the upgrade keep working, bound to the current epoch, within the default
-- maximum lifetime (2 hours from their start).
UPDATE sessions SET impersonator_epoch = 0, expires = least(expires, created + interval '2 hours')
  WHERE is_impersonation AND ended IS NULL;
