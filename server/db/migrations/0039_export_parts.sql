-- Spreadsheet exports are stored in parts as the writer produces them (issue 27: a 100,000-row
-- export with flat memory). Until now the finished file (28 MB at 100,000 rows) was held whole in
-- the server, then written by one INSERT with its base64 copy; now no part of the server holds more
-- than one part (about 512 KiB) at a time.
--
-- The export's row is inserted first, without a size; each part is its own short statement (PGlite's
-- single connection serves other requests between them); the row gets its size, its part count and
-- a fresh `created` (the hour of download counts from then) in one UPDATE that also checks every
-- part is there. Only a row with a size is served (tickets/export-parts.ts). Parts cannot outlive
-- their row (ON DELETE CASCADE): an export that fails or is abandoned deletes its row, and the row of
-- an export whose process was killed is swept once the lease it was written under (`holder`, the
-- export_leases holder) has run out, or after the hour.

CREATE TABLE ticket_export_parts (
  fileid text NOT NULL REFERENCES ticket_exports (fileid) ON DELETE CASCADE,
  part integer NOT NULL CHECK (part >= 0),
  bytes bytea NOT NULL CHECK (octet_length(bytes) > 0),
  PRIMARY KEY (fileid, part)
);
-- The zip is compressed already; uncompressed out-of-line bytes also make octet_length() cheap.
ALTER TABLE ticket_export_parts ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- in_parts: the bytes are in ticket_export_parts (every export from this migration on); rows made
-- before it keep theirs in `content` and are still served from there for their hour.
ALTER TABLE ticket_exports ADD COLUMN in_parts boolean NOT NULL DEFAULT false;
-- Set together when the last part is in; NULL while the export is being written.
ALTER TABLE ticket_exports ADD COLUMN size bigint;
ALTER TABLE ticket_exports ADD COLUMN parts integer;
-- The export lease (export_leases.holder) the export is written under: while it lives, the export
-- may still be running on some process.
ALTER TABLE ticket_exports ADD COLUMN holder uuid;
ALTER TABLE ticket_exports ADD CONSTRAINT ticket_exports_complete_whole
  CHECK ((size IS NULL) = (parts IS NULL) AND (size IS NULL OR in_parts));
ALTER TABLE ticket_exports ADD CONSTRAINT ticket_exports_one_store CHECK (content IS NULL OR NOT in_parts);

-- Migration 0007's check asked every row for `content`; a row in parts has none. Same name, so the
-- start-up import of pre-0007 files (tickets/legacy-files.ts) validates it again as before.
ALTER TABLE ticket_exports DROP CONSTRAINT ticket_exports_content_present;
ALTER TABLE ticket_exports ADD CONSTRAINT ticket_exports_content_present
  CHECK (in_parts OR content IS NOT NULL) NOT VALID;

-- The sweep of exports whose writer died looks for rows without a size.
CREATE INDEX ticket_exports_unfinished_idx ON ticket_exports (holder) WHERE in_parts AND size IS NULL;
