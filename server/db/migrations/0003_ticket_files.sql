-- Ticket attachments and spreadsheet exports. The bytes live in files under the data folder
-- (named by id, never by the uploaded name); these tables say whose they are.

CREATE TABLE ticket_files (
  fileid text PRIMARY KEY,
  ticketid integer NOT NULL REFERENCES tickets (ticketid),
  file_name text NOT NULL UNIQUE,
  original_filename text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  uploadedbyuserid integer NOT NULL REFERENCES users (userid),
  uploadedby text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  notified timestamptz
);
CREATE INDEX ticket_files_ticket_idx ON ticket_files (ticketid, created);

CREATE TABLE ticket_exports (
  fileid text PRIMARY KEY,
  userid integer NOT NULL REFERENCES users (userid),
  row_count integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_exports_created_idx ON ticket_exports (created);
