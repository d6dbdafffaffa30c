-- Service Insights at the large scale (issue 15): the two figures that still read every ticket of a
-- period, p90 time to completion and SLA response times, get maintained aggregates of their own,
-- kept by the same statement triggers on tickets as the weekly counts of migration 0018 (one
-- function, ticket_rollup_apply, that every writer of tickets reaches: the API, the seed, any
-- close or status change, a bulk UPDATE), so they are never stale. The triggers of 0018 are
-- replaced because the change they pass on now carries the first response and the SLA. (They
-- also fix one case of 0018: a completion moved within its week changed the hours, not the count,
-- and was skipped.)
--
-- ticket_completion_hist: tickets completed per company, week (of completeddateutc) and duration
--   bucket. Buckets are 1/8 of a doubling of (1 + hours), about 9 % wide: a histogram is not
--   exact on its own, so it only locates the bucket that holds the p90's two neighbouring ranks;
--   the exact durations of that one bucket in the period are then read from tickets by the
--   index tickets_company_duration_idx (tickets_duration_idx for every company) and interpolated
--   as percentile_cont does. The p90 is therefore exact at any precision, and reads the
--   histogram's rows plus one bucket's tickets rather than every completed ticket of the period.
--   Rows with companyid NULL count every company (staff read those: far fewer rows).
-- ticket_sla_weekly: tickets raised per company, week (of createddateutc) and SLA (the
--   responsetime of the ticket's equipment; tickets without one are not counted): how many, how
--   many have a first response, how many of those came within the SLA's target, and the sum of the
--   waits in seconds (mean = sum / responded). A histogram of waits would need a bucket edge at
--   every possible target and hold nearly a row per ticket; the target is counted in instead
--   (insights_sla_target below). A change of an equipment's responsetime moves its tickets from one
--   SLA to the other (trigger on equipment below).

CREATE FUNCTION insights_duration_hours(created timestamptz, completed timestamptz) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (extract(epoch FROM completed - created) / 3600)::float8;

CREATE FUNCTION insights_duration_bucket(created timestamptz, completed timestamptz) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN least(255, floor(8 * ln(1 + greatest(insights_duration_hours(created, completed), 0)) / ln(2)))::smallint;

-- The target in hours of an SLA text, or NULL: the SQL form of slaTargetHours in
-- core/domain/insights/period.ts, which stays the rule (the answer's targetHours come from it); a
-- test holds the two equal (server/insights/insights-aggregates.test.ts). The aggregate needs it when a
-- ticket is written, to count the ticket as within its target or not.
CREATE FUNCTION insights_sla_target(sla text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    WHEN regexp_replace(coalesce(sla, ''), '^\s+|\s+$', '', 'g') ~* '^[0-9]{1,3}\s*hours?$'
      THEN substring(regexp_replace(sla, '^\s+|\s+$', '', 'g') FROM '^([0-9]{1,3})')::integer
    WHEN regexp_replace(coalesce(sla, ''), '^\s+|\s+$', '', 'g') ~* '^next business day$' THEN 24
  END;

CREATE TABLE ticket_completion_hist (
  companyid integer,
  week date NOT NULL,
  bucket smallint NOT NULL,
  n integer NOT NULL,
  CONSTRAINT ticket_completion_hist_key UNIQUE NULLS NOT DISTINCT (companyid, week, bucket)
);

CREATE TABLE ticket_sla_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  responsetime text NOT NULL,
  n integer NOT NULL,
  responded integer NOT NULL,
  within integer NOT NULL,
  waitseconds double precision NOT NULL,
  CONSTRAINT ticket_sla_weekly_key PRIMARY KEY (companyid, week, responsetime)
);

-- The exact durations of one bucket, in order, for one company and for all (index-only: the
-- stored hours are read, not computed per ticket).
CREATE INDEX tickets_company_duration_idx
  ON tickets (companyid, insights_duration_bucket(createddateutc, completeddateutc),
    insights_duration_hours(createddateutc, completeddateutc), completeddateutc)
  INCLUDE (createddateutc) WHERE completeddateutc IS NOT NULL;
CREATE INDEX tickets_duration_idx
  ON tickets (insights_duration_bucket(createddateutc, completeddateutc),
    insights_duration_hours(createddateutc, completeddateutc), completeddateutc)
  INCLUDE (createddateutc) WHERE completeddateutc IS NOT NULL;

DROP TRIGGER tickets_rollup_insert ON tickets;
DROP TRIGGER tickets_rollup_update ON tickets;
DROP TRIGGER tickets_rollup_delete ON tickets;
DROP FUNCTION ticket_rollup_insert();
DROP FUNCTION ticket_rollup_update();
DROP FUNCTION ticket_rollup_delete();
DROP FUNCTION ticket_rollup_apply(ticket_rollup_delta[]);
DROP TYPE ticket_rollup_delta;

-- One change of the tickets table as signed rows: +1 for a row as it is now, -1 for it as it was.
-- responsetime is the SLA of the ticket's equipment (NULL without one).
CREATE TYPE ticket_rollup_delta AS (
  companyid integer,
  created timestamptz,
  completed timestamptz,
  severitylevel smallint,
  ticketstatus char(1),
  locationid integer,
  modelnumber text,
  firstresponse timestamptz,
  responsetime text,
  sign integer
);

-- The one function every change of tickets (and of an equipment's SLA) goes through.
CREATE FUNCTION ticket_rollup_apply(deltas ticket_rollup_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ticket_raised_weekly AS r (companyid, week, severitylevel, ticketstatus, n)
    SELECT companyid, insights_week(created), severitylevel, ticketstatus, sum(sign)
    FROM unnest(deltas) GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_raised_weekly_key DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO ticket_raised_location_weekly AS r (companyid, week, locationid, n)
    SELECT companyid, insights_week(created), locationid, sum(sign)
    FROM unnest(deltas) GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_raised_location_weekly_key DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO ticket_raised_model_weekly AS r (companyid, week, model, n)
    SELECT companyid, insights_week(created), insights_model(modelnumber), sum(sign)
    FROM unnest(deltas) GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_raised_model_weekly_key DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO ticket_completed_weekly AS r (companyid, week, n, hours)
    SELECT companyid, insights_week(completed), sum(sign),
      sum(sign * extract(epoch FROM completed - created) / 3600)
    FROM unnest(deltas) WHERE completed IS NOT NULL GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * extract(epoch FROM completed - created)) <> 0
    ON CONFLICT ON CONSTRAINT ticket_completed_weekly_key
    DO UPDATE SET n = r.n + excluded.n, hours = r.hours + excluded.hours;
  INSERT INTO ticket_completion_hist AS r (companyid, week, bucket, n)
    SELECT c.companyid, insights_week(d.completed), insights_duration_bucket(d.created, d.completed), sum(d.sign)
    FROM unnest(deltas) d, LATERAL (VALUES (d.companyid), (NULL::integer)) c(companyid)
    WHERE d.completed IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(d.sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_completion_hist_key DO UPDATE SET n = r.n + excluded.n;
  INSERT INTO ticket_sla_weekly AS r (companyid, week, responsetime, n, responded, within, waitseconds)
    SELECT companyid, insights_week(created), responsetime, sum(sign),
      coalesce(sum(sign) FILTER (WHERE firstresponse IS NOT NULL), 0),
      coalesce(sum(sign) FILTER (WHERE extract(epoch FROM firstresponse - created)
        <= insights_sla_target(responsetime) * 3600), 0),
      coalesce(sum(sign * extract(epoch FROM firstresponse - created)::float8), 0)
    FROM unnest(deltas) WHERE responsetime IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT ticket_sla_weekly_key
    DO UPDATE SET n = r.n + excluded.n, responded = r.responded + excluded.responded,
      within = r.within + excluded.within, waitseconds = r.waitseconds + excluded.waitseconds;
$$;

-- The tickets of a statement's rows as deltas (the SLA from their equipment as it is now).
CREATE FUNCTION ticket_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ROW(n.companyid, n.createddateutc, n.completeddateutc,
    n.severitylevel, n.ticketstatus, n.locationid, n.modelnumber, n.firstresponsedate, e.responsetime,
    1)::ticket_rollup_delta FROM new_rows n LEFT JOIN equipment e ON e.equipmentid = n.equipmentid));
  RETURN NULL;
END $$;

CREATE FUNCTION ticket_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ROW(o.companyid, o.createddateutc, o.completeddateutc,
    o.severitylevel, o.ticketstatus, o.locationid, o.modelnumber, o.firstresponsedate, e.responsetime,
    -1)::ticket_rollup_delta FROM old_rows o LEFT JOIN equipment e ON e.equipmentid = o.equipmentid));
  RETURN NULL;
END $$;

-- An update applies only the rows whose counted columns changed.
CREATE FUNCTION ticket_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(
    WITH changed AS (
      SELECT o.ticketid FROM old_rows o JOIN new_rows n ON n.ticketid = o.ticketid
      WHERE (o.companyid, o.createddateutc, o.completeddateutc, o.severitylevel, o.ticketstatus,
             o.locationid, o.modelnumber, o.firstresponsedate, o.equipmentid)
        IS DISTINCT FROM (n.companyid, n.createddateutc, n.completeddateutc, n.severitylevel,
             n.ticketstatus, n.locationid, n.modelnumber, n.firstresponsedate, n.equipmentid))
    SELECT ROW(n.companyid, n.createddateutc, n.completeddateutc, n.severitylevel, n.ticketstatus,
      n.locationid, n.modelnumber, n.firstresponsedate, e.responsetime, 1)::ticket_rollup_delta
      FROM new_rows n JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = n.equipmentid
    UNION ALL
    SELECT ROW(o.companyid, o.createddateutc, o.completeddateutc, o.severitylevel, o.ticketstatus,
      o.locationid, o.modelnumber, o.firstresponsedate, e.responsetime, -1)::ticket_rollup_delta
      FROM old_rows o JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = o.equipmentid));
  RETURN NULL;
END $$;

-- An equipment's SLA changed: its tickets leave the old SLA's counts and join the new one's (the
-- other counts get a -1 and a +1 that cancel).
CREATE FUNCTION equipment_sla_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(
    WITH changed AS (
      SELECT o.equipmentid, o.responsetime AS was, n.responsetime AS now
      FROM old_rows o JOIN new_rows n ON n.equipmentid = o.equipmentid
      WHERE o.responsetime IS DISTINCT FROM n.responsetime)
    SELECT ROW(t.companyid, t.createddateutc, t.completeddateutc, t.severitylevel, t.ticketstatus,
      t.locationid, t.modelnumber, t.firstresponsedate, s.responsetime, s.sign)::ticket_rollup_delta
    FROM changed c JOIN tickets t ON t.equipmentid = c.equipmentid,
      LATERAL (VALUES (c.now, 1), (c.was, -1)) s(responsetime, sign)));
  RETURN NULL;
END $$;

CREATE TRIGGER tickets_rollup_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_rollup_insert();
CREATE TRIGGER tickets_rollup_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_rollup_update();
CREATE TRIGGER tickets_rollup_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_rollup_delete();
CREATE TRIGGER equipment_sla_rollup AFTER UPDATE ON equipment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equipment_sla_rollup();

-- The tickets already there, into the two new aggregates only (the others hold them already).
INSERT INTO ticket_completion_hist (companyid, week, bucket, n)
  SELECT c.companyid, insights_week(t.completeddateutc), insights_duration_bucket(t.createddateutc, t.completeddateutc),
    count(*)
  FROM tickets t, LATERAL (VALUES (t.companyid), (NULL::integer)) c(companyid)
  WHERE t.completeddateutc IS NOT NULL GROUP BY 1, 2, 3;
INSERT INTO ticket_sla_weekly (companyid, week, responsetime, n, responded, within, waitseconds)
  SELECT t.companyid, insights_week(t.createddateutc), e.responsetime, count(*), count(t.firstresponsedate),
    count(*) FILTER (WHERE extract(epoch FROM t.firstresponsedate - t.createddateutc)
      <= insights_sla_target(e.responsetime) * 3600),
    coalesce(sum(extract(epoch FROM t.firstresponsedate - t.createddateutc)::float8), 0)
  FROM tickets t JOIN equipment e ON e.equipmentid = t.equipmentid
  WHERE e.responsetime IS NOT NULL GROUP BY 1, 2, 3;
