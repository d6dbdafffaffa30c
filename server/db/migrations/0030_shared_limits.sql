-- Every limit is counted in the database the server processes share (issue 27): the sign-in and
-- client log throttles moved from each process's memory to `rate_limits`, and exports at once to
-- `export_leases` (server/limits).
--
-- Expired windows are swept in bounded batches per limit (server/limits/limit-sweep.ts): the
-- throttles key rows by client address and by session, so rows come and go, unlike the per-user
-- mail bounds this table began with.
CREATE INDEX rate_limits_window ON rate_limits (name, window_start);

-- One row per export being prepared, on any process: one per user (the key) and at most
-- PORTAL_EXPORTS_AT_ONCE rows alive in all. The process preparing it renews `expires` while it
-- works and deletes the row when done; a killed process's row expires and is swept by the next
-- admission, so a slot is never held forever. `holder` tells a lease from a later one of the same
-- user, so a late release cannot end someone else's.
CREATE TABLE export_leases (
  userid integer PRIMARY KEY,
  holder uuid NOT NULL,
  expires timestamptz NOT NULL
);
