-- Fast ticket-list search and sorts.
--
-- Search: a ticket matches a term when any of problem, ticketid, modelnumber, serialnumber,
-- equipment, customerreferenceid or contactname contains it. ticket_search keeps those fields
-- lower-cased in one narrow row per ticket, separated by chr(1) (which search terms never contain,
-- so no match can span two fields), under a GIN index on (company, trigrams): a substring search
-- reads only the caller's companies' candidates in this small table instead of the wide tickets
-- rows. Rows are kept in company order where we write many at once (here, and the seed clusters
-- it), so one company's matches sit on few pages. Triggers keep it in step with tickets.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE TABLE ticket_search (
  ticketid integer PRIMARY KEY REFERENCES tickets (ticketid) ON DELETE CASCADE,
  companyid integer NOT NULL,
  doc text NOT NULL
);

CREATE FUNCTION ticket_search_doc(problem text, ticketid integer, modelnumber text, serialnumber text,
  equipment text, customerreferenceid text, contactname text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(concat_ws(chr(1), problem, ticketid::text, modelnumber, serialnumber, equipment,
    customerreferenceid, contactname));

INSERT INTO ticket_search (ticketid, companyid, doc)
SELECT ticketid, companyid, ticket_search_doc(problem, ticketid, modelnumber, serialnumber, equipment,
  customerreferenceid, contactname)
FROM tickets ORDER BY companyid, ticketid;

CREATE INDEX ticket_search_doc_trgm ON ticket_search USING gin (companyid, doc gin_trgm_ops);
CREATE INDEX ticket_search_company_idx ON ticket_search (companyid, ticketid);

-- Bulk inserts (the seed) add their search rows in one statement per batch.
CREATE FUNCTION ticket_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_search (ticketid, companyid, doc)
  SELECT n.ticketid, n.companyid, ticket_search_doc(n.problem, n.ticketid, n.modelnumber, n.serialnumber,
    n.equipment, n.customerreferenceid, n.contactname)
  FROM new_rows n;
  RETURN NULL;
END $$;

CREATE TRIGGER tickets_search_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_search_insert();

CREATE FUNCTION ticket_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ticket_search SET companyid = NEW.companyid,
    doc = ticket_search_doc(NEW.problem, NEW.ticketid, NEW.modelnumber, NEW.serialnumber, NEW.equipment,
      NEW.customerreferenceid, NEW.contactname)
  WHERE ticketid = NEW.ticketid;
  RETURN NULL;
END $$;

CREATE TRIGGER tickets_search_update
  AFTER UPDATE OF companyid, problem, modelnumber, serialnumber, equipment, customerreferenceid, contactname
  ON tickets FOR EACH ROW EXECUTE FUNCTION ticket_search_update();

-- Sorts: every sort is "field, then ticketid in the same direction", so one index per field serves
-- both directions (scanned backwards for descending) within a company.
DROP INDEX tickets_company_created_idx;
DROP INDEX tickets_company_completed_idx;
DROP INDEX tickets_company_modified_idx;
CREATE INDEX tickets_company_created_idx ON tickets (companyid, createddateutc, ticketid);
CREATE INDEX tickets_company_completed_idx ON tickets (companyid, completeddateutc, ticketid);
CREATE INDEX tickets_company_modified_idx ON tickets (companyid, modifieddateutc, ticketid);
CREATE INDEX tickets_company_latest_idx ON tickets (companyid, latestactivitydate, ticketid);
CREATE INDEX tickets_company_contact_idx ON tickets (companyid, contactname, ticketid);
CREATE INDEX tickets_company_severity_idx ON tickets (companyid, severitylevel, ticketid);

ANALYZE tickets;
ANALYZE ticket_search;
