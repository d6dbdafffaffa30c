-- Per-user limits shared by every server process (server/limits/limit-counter.ts; DESIGN: rate
-- limits live in the database). One row per limit and subject (a user id) holds a fixed window:
-- the hits counted since `window_start`; the first hit after the window has passed starts a new
-- one. A hit is one atomic INSERT ... ON CONFLICT DO UPDATE, so concurrent requests on several
-- processes count exactly once each. The first users are the calls that mail someone other than
-- the caller (core/domain/limits/mail-limits.ts); the in-memory throttles can move here.
CREATE TABLE rate_limits (
  name text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (name, subject)
);
-- Nothing to prune: a row per user and limit, reused when its window restarts.
