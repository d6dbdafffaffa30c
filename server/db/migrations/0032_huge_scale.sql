-- A million tickets (issue 27): a date range sorted by ticket id, latest activity or last change.
-- Those orders follow the call date, so a range's tickets sit together in them rather than spread
-- evenly as the planner assumes: it walked the sort index and fetched every skipped ticket's row to
-- test its dates (Acme's 2025 calls by ticket id: 535,857 rows skipped, 1.16 s). With the two dates
-- in the sort index the skipped entries are tested in the index alone (49.6 ms cold). Few matches
-- are read filter-first instead (server/tickets/ticket-page-plan.ts).
DROP INDEX tickets_company_ticket_idx;
CREATE INDEX tickets_company_ticket_idx ON tickets (companyid, ticketid DESC)
  INCLUDE (createddateutc, completeddateutc);
DROP INDEX tickets_company_latest_idx;
CREATE INDEX tickets_company_latest_idx ON tickets (companyid, latestactivitydate, ticketid)
  INCLUDE (createddateutc, completeddateutc);
DROP INDEX tickets_company_modified_idx;
CREATE INDEX tickets_company_modified_idx ON tickets (companyid, modifieddateutc, ticketid)
  INCLUDE (createddateutc, completeddateutc);

-- The equipment list sorted by ticket count counted each piece's tickets (Acme's 22,419 pieces:
-- 133,152 index pages, 191-315 ms at a million tickets). The counts are kept here instead, exact
-- through statement triggers like the insights rollups (migration 0018): one grouped statement per
-- statement on tickets, the seed's bulk batches included.
CREATE TABLE equipment_ticket_counts (
  equipmentid integer PRIMARY KEY,
  n integer NOT NULL
);

CREATE FUNCTION equipment_ticket_counts_apply(ids integer[], signs integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO equipment_ticket_counts AS k (equipmentid, n)
    SELECT id, sum(sign) FROM unnest(ids, signs) AS d(id, sign)
    WHERE id IS NOT NULL GROUP BY id HAVING sum(sign) <> 0
    ON CONFLICT (equipmentid) DO UPDATE SET n = k.n + excluded.n;
$$;

CREATE FUNCTION equipment_ticket_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM equipment_ticket_counts_apply(array(SELECT equipmentid FROM new_rows),
    array(SELECT 1 FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION equipment_ticket_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM equipment_ticket_counts_apply(array(SELECT equipmentid FROM old_rows),
    array(SELECT -1 FROM old_rows));
  RETURN NULL;
END $$;

-- Only the rows whose equipment changed (most updates of a ticket keep it).
CREATE FUNCTION equipment_ticket_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  signs integer[];
BEGIN
  SELECT array_agg(d.id), array_agg(d.sign) INTO ids, signs FROM (
    SELECT n.equipmentid AS id, 1 AS sign FROM old_rows o JOIN new_rows n USING (ticketid)
      WHERE o.equipmentid IS DISTINCT FROM n.equipmentid
    UNION ALL
    SELECT o.equipmentid, -1 FROM old_rows o JOIN new_rows n USING (ticketid)
      WHERE o.equipmentid IS DISTINCT FROM n.equipmentid) d;
  IF ids IS NOT NULL THEN
    PERFORM equipment_ticket_counts_apply(ids, signs);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER tickets_equipment_counts_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_ticket_counts_insert();
CREATE TRIGGER tickets_equipment_counts_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION equipment_ticket_counts_update();
CREATE TRIGGER tickets_equipment_counts_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_ticket_counts_delete();

-- The tickets already there.
INSERT INTO equipment_ticket_counts (equipmentid, n)
  SELECT equipmentid, count(*) FROM tickets WHERE equipmentid IS NOT NULL GROUP BY equipmentid;

-- Insights narrowed to an agreement or a location read the tickets themselves (the weekly rollups
-- are per company), five statements over the period's tickets: one agreement of Acme holds 54,428
-- of a million, and reading their rows cost 39,672 pages per statement (4.5 s for the call). These
-- indexes carry every column those statements read, so they read the index alone (817 pages); the
-- leading column still serves every lookup the single-column indexes did.
DROP INDEX tickets_agreement_idx;
CREATE INDEX tickets_agreement_idx ON tickets (agreementid, createddateutc)
  INCLUDE (companyid, severitylevel, ticketstatus, locationid, modelnumber, completeddateutc,
    firstresponsedate, equipmentid);
DROP INDEX tickets_location_idx;
CREATE INDEX tickets_location_idx ON tickets (locationid, createddateutc)
  INCLUDE (companyid, severitylevel, ticketstatus, agreementid, modelnumber, completeddateutc,
    firstresponsedate, equipmentid);
