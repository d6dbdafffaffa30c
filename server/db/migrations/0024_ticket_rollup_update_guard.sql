-- Every UPDATE of tickets runs the rollup trigger (a comment moves the ticket's latest activity),
-- and most change nothing the aggregates count. ticket_rollup_apply is a SQL function of eight
-- statements, planned again on every call: called with nothing to apply it cost a comment about as
-- much as the comment itself (npm run load -- --scenario cost). The same change as migration 0023's,
-- applied only when a counted column changed.
CREATE OR REPLACE FUNCTION ticket_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas ticket_rollup_delta[];
BEGIN
  deltas := array(
    WITH changed AS (
      SELECT o.ticketid FROM old_rows o JOIN new_rows n ON n.ticketid = o.ticketid
      WHERE (o.companyid, o.createddateutc, o.completeddateutc, o.severitylevel, o.ticketstatus,
             o.locationid, o.modelnumber, o.firstresponsedate, o.equipmentid, o.createdbyuserid)
        IS DISTINCT FROM (n.companyid, n.createddateutc, n.completeddateutc, n.severitylevel,
             n.ticketstatus, n.locationid, n.modelnumber, n.firstresponsedate, n.equipmentid, n.createdbyuserid))
    SELECT ROW(n.companyid, n.createddateutc, n.completeddateutc, n.severitylevel, n.ticketstatus,
      n.locationid, n.modelnumber, n.firstresponsedate, e.responsetime, 1, n.createdbyuserid)::ticket_rollup_delta
      FROM new_rows n JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = n.equipmentid
    UNION ALL
    SELECT ROW(o.companyid, o.createddateutc, o.completeddateutc, o.severitylevel, o.ticketstatus,
      o.locationid, o.modelnumber, o.firstresponsedate, e.responsetime, -1, o.createdbyuserid)::ticket_rollup_delta
      FROM old_rows o JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = o.equipmentid);
  IF cardinality(deltas) > 0 THEN
    PERFORM ticket_rollup_apply(deltas);
  END IF;
  RETURN NULL;
END $$;
