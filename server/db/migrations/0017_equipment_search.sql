-- Fast equipment-list search and staff's deep pages (issue 12, measured by `npm run bench`).
--
-- Search: a piece matches a term when any of equipmentid, description, serialnumber or
-- modelnumber contains it, case-insensitively. equipment_search_doc joins those fields lower-cased,
-- separated by chr(1) (a term holding chr(1) takes the per-field path, so no match can span two
-- fields), and a trigram GIN index on (company, document) of the pieces in service answers
-- `doc LIKE '%term%'` for one company or for all (staff) from the index instead of reading every
-- row's four columns. pg_trgm and btree_gin were created by migration 0004 (PGlite loads both as
-- extension modules, server/db/client.ts). The expression is the query's own
-- (server/equipment/equipment-list.sql.ts), so the planner matches it.
CREATE FUNCTION equipment_search_doc(equipmentid integer, description text, serialnumber text,
  modelnumber text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(concat_ws(chr(1), equipmentid::text, description, serialnumber, modelnumber));

CREATE INDEX equipment_search_trgm ON equipment USING gin (companyid,
  equipment_search_doc(equipmentid, description, serialnumber, modelnumber) gin_trgm_ops)
  WHERE removeddate IS NULL;

-- The default sort (description, then id) over every company: staff's pages come in index order
-- and a deep page skips index entries instead of sorting all 20,000 rows.
CREATE INDEX equipment_description_idx ON equipment (description, equipmentid) WHERE removeddate IS NULL;
