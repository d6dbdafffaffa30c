-- Replies by email (issue 29): each ticket notification mail names a reply address
-- `reply+<token>@<PORTAL_REPLY_DOMAIN>` unique to the ticket and the recipient. Only the token's
-- SHA-256 is kept (as account tokens, 0031): the database never holds a usable address. A token
-- works until it expires (REPLY_TOKEN_DAYS) or is revoked (on demand; its user deactivated).
-- Whether the user still reads the ticket is checked when a reply arrives, so losing access to the
-- ticket stops the address at once. The partial index serves "revoke a user's live addresses".
CREATE TABLE reply_tokens (
  token_hash text PRIMARY KEY,
  ticketid integer NOT NULL REFERENCES tickets (ticketid) ON DELETE CASCADE,
  userid integer NOT NULL REFERENCES users (userid),
  created timestamptz NOT NULL DEFAULT now(),
  expires timestamptz NOT NULL,
  revoked timestamptz
);
CREATE INDEX reply_tokens_live_user ON reply_tokens (userid) WHERE revoked IS NULL;

-- The Reply-To of an outgoing message (a ticket notification's reply address), null for others.
ALTER TABLE outbox ADD COLUMN reply_to text;
