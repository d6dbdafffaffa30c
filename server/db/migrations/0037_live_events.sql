-- Live updates (issue 29): the database is the bus. A ticket change writes one row here in its own
-- transaction and `pg_notify('portal_live', eventid)`, which PostgreSQL delivers to every listening
-- process only at commit (a rolled-back change is never announced). A stream that reconnects with
-- Last-Event-ID reads the rows after that id, in its scope, from this table. Rows name what changed
-- (ticket, company, kind) and never its text: the receiver reads the change through the usual calls.
-- `userid` set: the event is that user's alone (a new notification for the bell).
CREATE TABLE live_events (
  eventid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ticketid integer,
  companyid integer NOT NULL,
  userid integer,
  created timestamptz NOT NULL DEFAULT now()
);

-- Open streams (issue 29), shared by every process so the bound per user holds across them: a row
-- per open stream, renewed with each heartbeat; a row whose process died expires and is swept.
CREATE TABLE live_streams (
  streamid text PRIMARY KEY,
  userid integer NOT NULL,
  expires timestamptz NOT NULL
);
CREATE INDEX live_streams_user ON live_streams (userid);
