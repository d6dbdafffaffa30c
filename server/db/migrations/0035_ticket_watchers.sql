-- Ticket watchers (issue 28): users of the ticket's company who hear of its events by their own
-- delivery choices, whatever locations they follow (server/notifications/notify.ts). The primary
-- key makes a watch unique: two adds of one watcher at once insert one row (ON CONFLICT DO NOTHING,
-- the second answers the list unchanged). The bound per ticket (WATCHERS_MAX) is checked with the
-- ticket's row locked, so adds at once cannot pass it together. The key also answers the
-- notification query's "does this recipient watch the ticket". A watcher who leaves the company
-- (a transfer) stays in the table but is neither listed nor notified: both ask for the ticket's company.
CREATE TABLE ticket_watchers (
  ticketid integer NOT NULL REFERENCES tickets (ticketid) ON DELETE CASCADE,
  userid integer NOT NULL REFERENCES users (userid),
  addedby integer REFERENCES users (userid),
  added timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ticketid, userid)
);
