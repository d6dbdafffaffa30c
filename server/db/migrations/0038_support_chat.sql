-- The built-in support chat (issue 29), used when PORTAL_CHAT_URL is unset: a customer's
-- conversation with the provider's support, scoped to the customer's company. Staff (every company)
-- and sales reps (their accounts) answer it, close it, or turn it into a ticket (`ticketid`).
CREATE TABLE chat_conversations (
  conversationid integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  companyid integer NOT NULL REFERENCES companies (companyid),
  customerid integer NOT NULL REFERENCES users (userid),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  ticketid integer REFERENCES tickets (ticketid),
  created timestamptz NOT NULL DEFAULT now(),
  -- The last message's time (or the close's): the inbox's order within a status.
  updated timestamptz NOT NULL DEFAULT now(),
  closed timestamptz,
  closedby integer REFERENCES users (userid)
);
-- At most one open conversation per customer: two first messages at once both try to open one;
-- the index lets one in and the other gets 409 (server/db/unique-violations.ts), never a duplicate.
CREATE UNIQUE INDEX chat_conversations_one_open ON chat_conversations (customerid) WHERE status = 'open';
-- The inbox: staff read every company (open first, newest activity first); a sales rep its accounts.
CREATE INDEX chat_conversations_inbox ON chat_conversations (status, updated DESC);
CREATE INDEX chat_conversations_company_inbox ON chat_conversations (companyid, status, updated DESC);
-- The customer's latest conversation (open, or the one closed last).
CREATE INDEX chat_conversations_customer ON chat_conversations (customerid, conversationid DESC);

-- Messages are plain text as written (trimmed, never HTML); the length bound is CHAT_LIMITS.bodyMaxLength
-- (core/domain/chat/support-chat.ts), which a test compares with this check.
CREATE TABLE chat_messages (
  messageid integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversationid integer NOT NULL REFERENCES chat_conversations (conversationid) ON DELETE CASCADE,
  authorid integer NOT NULL REFERENCES users (userid),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversationid, messageid);

-- Whom a live event is for (core/domain/live/live-events.ts, LIVE_AUDIENCES): the readers of its
-- company, one user (a notification), or a conversation's customer and the provider side. Chat
-- events name their conversation and never its text.
ALTER TABLE live_events
  ADD COLUMN audience text NOT NULL DEFAULT 'company' CHECK (audience IN ('company', 'user', 'provider')),
  ADD COLUMN conversationid integer;
UPDATE live_events SET audience = 'user' WHERE userid IS NOT NULL;
