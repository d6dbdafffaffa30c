-- Failed sign-ins per username as typed (trimmed, lower-cased), whether or not an account has that
-- name, so an unknown name counts down and locks exactly like a real one (no enumeration). An
-- attempt is reserved (counted) before the password is checked and given back on success; a lock
-- ends at locked_until (server/auth/login-attempts.ts).
CREATE TABLE login_attempts (
  username_key text PRIMARY KEY,
  failed integer NOT NULL DEFAULT 0 CHECK (failed >= 0),
  locked_until timestamptz,
  updated timestamptz NOT NULL DEFAULT now()
);

-- Counters and locks of real accounts carry over; a lock from before gets the new expiry from now.
INSERT INTO login_attempts (username_key, failed, locked_until)
  SELECT lower(username), failed_attempts, CASE WHEN locked THEN now() + interval '15 minutes' END
  FROM users WHERE failed_attempts > 0 OR locked;

ALTER TABLE users DROP COLUMN failed_attempts, DROP COLUMN locked;

-- Session ids are stored as their SHA-256 (hex), so the data files and the WAL hold no usable id.
UPDATE sessions SET sessionid = encode(sha256(convert_to(sessionid, 'UTF8')), 'hex');
CREATE INDEX sessions_user_live_idx ON sessions (userid, created) WHERE ended IS NULL;
