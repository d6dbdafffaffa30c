-- Attachment and export bytes move from files under the data folder into the rows that describe
-- them (issue 10: all state in the database, so several servers can share one PostgreSQL). A file
-- and its row are then one INSERT: they land together or not at all, and nothing is orphaned.
--
-- Why on the rows rather than a separate blob table: a row cannot exist without its bytes (the
-- check below), no second table has to be kept in step, and list queries never touch the bytes
-- (they name their columns; a TOASTed value is only read when selected). STORAGE EXTERNAL keeps
-- the bytes uncompressed out of line: uploads (PDF, images, office files) and xlsx exports are
-- already compressed, and uncompressed TOAST lets substring() fetch only the chunks of one slice,
-- so a 10 MB file is served in slices without reading it whole (tickets/file-contents.ts).

ALTER TABLE ticket_files ADD COLUMN content bytea;
ALTER TABLE ticket_files ALTER COLUMN content SET STORAGE EXTERNAL;
ALTER TABLE ticket_exports ADD COLUMN content bytea;
ALTER TABLE ticket_exports ALTER COLUMN content SET STORAGE EXTERNAL;

-- Every new or changed row must carry its bytes. NOT VALID: rows written before this migration get
-- their bytes from the old files folder at the next start (tickets/legacy-files.ts), which then
-- validates the constraints; until then such a row answers 404 as a missing file did.
ALTER TABLE ticket_files ADD CONSTRAINT ticket_files_content_present
  CHECK (content IS NOT NULL AND octet_length(content) = size) NOT VALID;
ALTER TABLE ticket_exports ADD CONSTRAINT ticket_exports_content_present
  CHECK (content IS NOT NULL) NOT VALID;
