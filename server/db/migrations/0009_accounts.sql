-- Outgoing mail (server/mail/outbox.ts). A message is written here in the same transaction as the
-- change that causes it (a reset token, a new user), so a change is never committed without its
-- mail nor a mail sent for a change that rolled back. The delivery loop (server/mail/delivery.ts)
-- sends pending rows over SMTP when PORTAL_SMTP_URL is set, retrying with backoff; a row ends
-- delivered (`sent` set) or failed. Once delivered, the bodies (which hold single-use links) are cleared.
ALTER TABLE outbox
  -- The path of the one link a message carries (listed by the demo outbox), if any.
  ADD COLUMN link text,
  ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When the next attempt may start; a claimed row is leased by moving this forward.
  ADD COLUMN next_attempt timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_error text;
UPDATE outbox SET status = 'delivered' WHERE sent IS NOT NULL;
CREATE INDEX outbox_due_idx ON outbox (next_attempt) WHERE status = 'pending';
CREATE INDEX outbox_recipient_idx ON outbox (lower(to_address), template, created);

-- Single-use account tokens: password reset (mailed), account setup (mailed), forced update
-- (POST /v1/newToken). Only the SHA-256 of a token is kept; `used` marks it spent.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  userid integer NOT NULL REFERENCES users (userid),
  kind text NOT NULL CHECK (kind IN ('reset', 'setup', 'update')),
  created timestamptz NOT NULL DEFAULT now(),
  expires timestamptz NOT NULL,
  used timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (userid, kind, created);
