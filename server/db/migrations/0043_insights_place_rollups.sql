-- Insights narrowed to an agreement or a location at a million tickets (issue 27). The weekly
-- aggregates of 0018, 0019 and 0023 are per company, so a frame narrowed to an agreement or a
-- location read its tickets: Acme's largest agreement holds 54,428 of a million, and four statements
-- over them made GET /v1/insights/service 230 ms on PostgreSQL and 350 ms on PGlite (the SLA figure
-- alone 120 ms: a probe of the equipment per ticket and the SLA's target worked out per row), and
-- GET /v1/insights/users/tickets 169 / 214 ms.
--
-- The same aggregates per place, a place being a ticket's agreement and location: raised (severity,
-- status; the location breakdown is its locationid), per model, completed with hours, per SLA, per
-- creator. Kept by the same function as the company ones (ticket_rollup_apply, in the statement that
-- changes tickets), so never stale; a ticket with neither an agreement nor a location is in no
-- place (no narrowed frame reads it). The key leads with the agreement; a second index serves
-- frames narrowed to a location alone. The companyid stays in each row, so the caller's scope
-- still applies as it does to tickets. At the huge scale there are 87 places in use.
--
-- The p90 of completion and the open tickets of a narrowed frame still read tickets: one
-- statement each, over the index that carries every column they read (0032), 5-16 ms there.

-- The delta of a ticket also carries its agreement (the trigger functions below, which build every
-- delta, are replaced with the new field).
ALTER TYPE ticket_rollup_delta ADD ATTRIBUTE agreementid integer;

CREATE TABLE ticket_place_raised_weekly (
  agreementid integer,
  locationid integer,
  week date NOT NULL,
  severitylevel smallint,
  ticketstatus char(1) NOT NULL,
  companyid integer NOT NULL,
  n integer NOT NULL,
  CONSTRAINT ticket_place_raised_weekly_key
    UNIQUE NULLS NOT DISTINCT (agreementid, locationid, week, severitylevel, ticketstatus, companyid)
);
CREATE INDEX ticket_place_raised_weekly_location_idx ON ticket_place_raised_weekly (locationid, week);

CREATE TABLE ticket_place_model_weekly (
  agreementid integer,
  locationid integer,
  week date NOT NULL,
  model text,
  companyid integer NOT NULL,
  n integer NOT NULL,
  CONSTRAINT ticket_place_model_weekly_key UNIQUE NULLS NOT DISTINCT (agreementid, locationid, week, model, companyid)
);
CREATE INDEX ticket_place_model_weekly_location_idx ON ticket_place_model_weekly (locationid, week);

CREATE TABLE ticket_place_completed_weekly (
  agreementid integer,
  locationid integer,
  week date NOT NULL,
  companyid integer NOT NULL,
  n integer NOT NULL,
  hours double precision NOT NULL,
  CONSTRAINT ticket_place_completed_weekly_key UNIQUE NULLS NOT DISTINCT (agreementid, locationid, week, companyid)
);
CREATE INDEX ticket_place_completed_weekly_location_idx ON ticket_place_completed_weekly (locationid, week);

CREATE TABLE ticket_place_sla_weekly (
  agreementid integer,
  locationid integer,
  week date NOT NULL,
  responsetime text NOT NULL,
  companyid integer NOT NULL,
  n integer NOT NULL,
  responded integer NOT NULL,
  within integer NOT NULL,
  waitseconds double precision NOT NULL,
  CONSTRAINT ticket_place_sla_weekly_key
    UNIQUE NULLS NOT DISTINCT (agreementid, locationid, week, responsetime, companyid)
);
CREATE INDEX ticket_place_sla_weekly_location_idx ON ticket_place_sla_weekly (locationid, week);

CREATE TABLE ticket_place_user_weekly (
  agreementid integer,
  locationid integer,
  week date NOT NULL,
  createdbyuserid integer,
  companyid integer NOT NULL,
  n integer NOT NULL,
  CONSTRAINT ticket_place_user_weekly_key
    UNIQUE NULLS NOT DISTINCT (agreementid, locationid, week, createdbyuserid, companyid)
);
CREATE INDEX ticket_place_user_weekly_location_idx ON ticket_place_user_weekly (locationid, week);

-- 0023's function, renamed and unchanged, then the same per place. The triggers call
-- ticket_rollup_apply by name.
ALTER FUNCTION ticket_rollup_apply(ticket_rollup_delta[]) RENAME TO ticket_rollup_apply_company;

CREATE FUNCTION ticket_rollup_apply(deltas ticket_rollup_delta[]) RETURNS void LANGUAGE sql AS $$
  SELECT ticket_rollup_apply_company(deltas);
  INSERT INTO ticket_place_raised_weekly AS r (agreementid, locationid, week, severitylevel, ticketstatus, companyid, n)
    SELECT agreementid, locationid, insights_week(created), severitylevel, ticketstatus, companyid, sum(sign)
    FROM unnest(deltas) WHERE agreementid IS NOT NULL OR locationid IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_place_raised_weekly_key DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO ticket_place_model_weekly AS r (agreementid, locationid, week, model, companyid, n)
    SELECT agreementid, locationid, insights_week(created), insights_model(modelnumber), companyid, sum(sign)
    FROM unnest(deltas) WHERE agreementid IS NOT NULL OR locationid IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_place_model_weekly_key DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO ticket_place_completed_weekly AS r (agreementid, locationid, week, companyid, n, hours)
    SELECT agreementid, locationid, insights_week(completed), companyid, sum(sign),
      sum(sign * extract(epoch FROM completed - created) / 3600)
    FROM unnest(deltas) WHERE completed IS NOT NULL AND (agreementid IS NOT NULL OR locationid IS NOT NULL)
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * extract(epoch FROM completed - created)) <> 0
    ON CONFLICT ON CONSTRAINT ticket_place_completed_weekly_key
    DO UPDATE SET n = r.n + excluded.n, hours = r.hours + excluded.hours;
  INSERT INTO ticket_place_sla_weekly AS r
      (agreementid, locationid, week, responsetime, companyid, n, responded, within, waitseconds)
    SELECT agreementid, locationid, insights_week(created), responsetime, companyid, sum(sign),
      coalesce(sum(sign) FILTER (WHERE firstresponse IS NOT NULL), 0),
      coalesce(sum(sign) FILTER (WHERE extract(epoch FROM firstresponse - created)
        <= insights_sla_target(responsetime) * 3600), 0),
      coalesce(sum(sign * extract(epoch FROM firstresponse - created)::float8), 0)
    FROM unnest(deltas) WHERE responsetime IS NOT NULL AND (agreementid IS NOT NULL OR locationid IS NOT NULL)
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT ticket_place_sla_weekly_key
    DO UPDATE SET n = r.n + excluded.n, responded = r.responded + excluded.responded,
      within = r.within + excluded.within, waitseconds = r.waitseconds + excluded.waitseconds;
  INSERT INTO ticket_place_user_weekly AS r (agreementid, locationid, week, createdbyuserid, companyid, n)
    SELECT agreementid, locationid, insights_week(created), createdbyuserid, companyid, sum(sign)
    FROM unnest(deltas) WHERE agreementid IS NOT NULL OR locationid IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_place_user_weekly_key DO UPDATE SET n = r.n + excluded.n;
$$;

-- A ticket row as its signed delta, given its equipment's SLA: the one place that lists what the
-- aggregates count. The trigger functions below build every delta with it.
CREATE FUNCTION ticket_rollup_delta_of(t tickets, responsetime text, sign integer)
  RETURNS ticket_rollup_delta LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ROW(t.companyid, t.createddateutc, t.completeddateutc, t.severitylevel, t.ticketstatus,
    t.locationid, t.modelnumber, t.firstresponsedate, responsetime, sign, t.createdbyuserid,
    t.agreementid)::ticket_rollup_delta;

CREATE OR REPLACE FUNCTION ticket_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ticket_rollup_delta_of(n, e.responsetime, 1)
    FROM new_rows n LEFT JOIN equipment e ON e.equipmentid = n.equipmentid));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ticket_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ticket_rollup_delta_of(o, e.responsetime, -1)
    FROM old_rows o LEFT JOIN equipment e ON e.equipmentid = o.equipmentid));
  RETURN NULL;
END $$;

-- 0024's guard: applied only when a counted column changed (the equipment standing for its SLA),
-- the agreement now among them.
CREATE OR REPLACE FUNCTION ticket_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas ticket_rollup_delta[];
BEGIN
  deltas := array(
    WITH changed AS (
      SELECT o.ticketid FROM old_rows o JOIN new_rows n ON n.ticketid = o.ticketid
      WHERE (ticket_rollup_delta_of(o, NULL, 0), o.equipmentid)
        IS DISTINCT FROM (ticket_rollup_delta_of(n, NULL, 0), n.equipmentid))
    SELECT ticket_rollup_delta_of(n, e.responsetime, 1)
      FROM new_rows n JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = n.equipmentid
    UNION ALL
    SELECT ticket_rollup_delta_of(o, e.responsetime, -1)
      FROM old_rows o JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = o.equipmentid);
  IF cardinality(deltas) > 0 THEN
    PERFORM ticket_rollup_apply(deltas);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION equipment_sla_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(
    WITH changed AS (
      SELECT o.equipmentid, o.responsetime AS was, n.responsetime AS now
      FROM old_rows o JOIN new_rows n ON n.equipmentid = o.equipmentid
      WHERE o.responsetime IS DISTINCT FROM n.responsetime)
    SELECT ticket_rollup_delta_of(t, s.responsetime, s.sign)
    FROM changed c JOIN tickets t ON t.equipmentid = c.equipmentid,
      LATERAL (VALUES (c.now, 1), (c.was, -1)) s(responsetime, sign)));
  RETURN NULL;
END $$;

-- The tickets already there.
INSERT INTO ticket_place_raised_weekly (agreementid, locationid, week, severitylevel, ticketstatus, companyid, n)
  SELECT agreementid, locationid, insights_week(createddateutc), severitylevel, ticketstatus, companyid, count(*)
  FROM tickets WHERE agreementid IS NOT NULL OR locationid IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
INSERT INTO ticket_place_model_weekly (agreementid, locationid, week, model, companyid, n)
  SELECT agreementid, locationid, insights_week(createddateutc), insights_model(modelnumber), companyid, count(*)
  FROM tickets WHERE agreementid IS NOT NULL OR locationid IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
INSERT INTO ticket_place_completed_weekly (agreementid, locationid, week, companyid, n, hours)
  SELECT agreementid, locationid, insights_week(completeddateutc), companyid, count(*),
    sum(extract(epoch FROM completeddateutc - createddateutc) / 3600)
  FROM tickets WHERE completeddateutc IS NOT NULL AND (agreementid IS NOT NULL OR locationid IS NOT NULL)
  GROUP BY 1, 2, 3, 4;
INSERT INTO ticket_place_sla_weekly (agreementid, locationid, week, responsetime, companyid, n, responded, within, waitseconds)
  SELECT t.agreementid, t.locationid, insights_week(t.createddateutc), e.responsetime, t.companyid, count(*),
    count(t.firstresponsedate),
    count(*) FILTER (WHERE extract(epoch FROM t.firstresponsedate - t.createddateutc)
      <= insights_sla_target(e.responsetime) * 3600),
    coalesce(sum(extract(epoch FROM t.firstresponsedate - t.createddateutc)::float8), 0)
  FROM tickets t JOIN equipment e ON e.equipmentid = t.equipmentid
  WHERE e.responsetime IS NOT NULL AND (t.agreementid IS NOT NULL OR t.locationid IS NOT NULL)
  GROUP BY 1, 2, 3, 4, 5;
INSERT INTO ticket_place_user_weekly (agreementid, locationid, week, createdbyuserid, companyid, n)
  SELECT agreementid, locationid, insights_week(createddateutc), createdbyuserid, companyid, count(*)
  FROM tickets WHERE agreementid IS NOT NULL OR locationid IS NOT NULL GROUP BY 1, 2, 3, 4, 5;

ANALYZE ticket_place_raised_weekly;
ANALYZE ticket_place_model_weekly;
ANALYZE ticket_place_completed_weekly;
ANALYZE ticket_place_sla_weekly;
ANALYZE ticket_place_user_weekly;
