-- The client log (spec section 7: client events and failed-request details), written by
-- POST /v1/log/client when PORTAL_CLIENT_LOG=1. One row per entry, with the user whose session sent
-- it; never a session id or a password: the server removes both before the insert
-- (server/client-log/client-log-scrub.ts). Rows older than the retention are deleted as new ones arrive.
CREATE TABLE client_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received timestamptz NOT NULL DEFAULT now(),
  userid integer NOT NULL,
  page text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('event', 'failure', 'dropped')),
  entry jsonb NOT NULL
);
CREATE INDEX client_log_received_idx ON client_log (received);
CREATE INDEX client_log_user_idx ON client_log (userid, received);
