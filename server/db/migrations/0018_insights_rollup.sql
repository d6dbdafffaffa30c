-- A maintained aggregate for Service Insights (issue 15): weekly ticket counts per company, kept
-- by statement triggers on tickets in the same statement (so in the same transaction) as every
-- insert, update and delete. It is never stale; the insights read it for the whole weeks of a
-- period and read tickets directly only for the partial weeks at its two ends
-- (server/insights/service-rollup.ts). Weeks are UTC weeks starting on Monday, as the weekly series.
--
-- ticket_raised_weekly: tickets raised (createddateutc) per company, week, severity and status.
-- ticket_raised_location_weekly / ticket_raised_model_weekly: the same per location / per model
--   (the model as the insights name it: trimmed, empty as none).
-- ticket_completed_weekly: tickets completed (completeddateutc) per company and week, with the sum
--   of their hours from creation to completion (the mean time to completion is sum / count).
-- A count that falls to 0 keeps its row; readers skip it.

CREATE FUNCTION insights_week(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date_trunc('week', at AT TIME ZONE 'UTC')::date;

CREATE FUNCTION insights_model(modelnumber text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN nullif(btrim(modelnumber), '');

CREATE TABLE ticket_raised_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  severitylevel smallint,
  ticketstatus char(1) NOT NULL,
  n integer NOT NULL,
  CONSTRAINT ticket_raised_weekly_key UNIQUE NULLS NOT DISTINCT (companyid, week, severitylevel, ticketstatus)
);

CREATE TABLE ticket_raised_location_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  locationid integer,
  n integer NOT NULL,
  CONSTRAINT ticket_raised_location_weekly_key UNIQUE NULLS NOT DISTINCT (companyid, week, locationid)
);

CREATE TABLE ticket_raised_model_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  model text,
  n integer NOT NULL,
  CONSTRAINT ticket_raised_model_weekly_key UNIQUE NULLS NOT DISTINCT (companyid, week, model)
);

CREATE TABLE ticket_completed_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  n integer NOT NULL,
  hours double precision NOT NULL,
  CONSTRAINT ticket_completed_weekly_key PRIMARY KEY (companyid, week)
);

-- One change of the tickets table as signed rows: +1 for a row as it is now, -1 for it as it was.
CREATE TYPE ticket_rollup_delta AS (
  companyid integer,
  created timestamptz,
  completed timestamptz,
  severitylevel smallint,
  ticketstatus char(1),
  locationid integer,
  modelnumber text,
  sign integer
);

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
    FROM unnest(deltas) WHERE completed IS NOT NULL GROUP BY 1, 2 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_completed_weekly_key
    DO UPDATE SET n = r.n + excluded.n, hours = r.hours + excluded.hours;
$$;

-- Each statement's rows at once (bulk inserts such as the seed cost one call per statement). An
-- update applies only the rows whose counted columns changed.
CREATE FUNCTION ticket_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ROW(n.companyid, n.createddateutc, n.completeddateutc,
    n.severitylevel, n.ticketstatus, n.locationid, n.modelnumber, 1)::ticket_rollup_delta FROM new_rows n));
  RETURN NULL;
END $$;

CREATE FUNCTION ticket_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ROW(o.companyid, o.createddateutc, o.completeddateutc,
    o.severitylevel, o.ticketstatus, o.locationid, o.modelnumber, -1)::ticket_rollup_delta FROM old_rows o));
  RETURN NULL;
END $$;

CREATE FUNCTION ticket_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(
    WITH changed AS (
      SELECT o.ticketid FROM old_rows o JOIN new_rows n ON n.ticketid = o.ticketid
      WHERE (o.companyid, o.createddateutc, o.completeddateutc, o.severitylevel, o.ticketstatus,
             o.locationid, o.modelnumber)
        IS DISTINCT FROM (n.companyid, n.createddateutc, n.completeddateutc, n.severitylevel,
             n.ticketstatus, n.locationid, n.modelnumber))
    SELECT ROW(n.companyid, n.createddateutc, n.completeddateutc, n.severitylevel, n.ticketstatus,
      n.locationid, n.modelnumber, 1)::ticket_rollup_delta FROM new_rows n JOIN changed c USING (ticketid)
    UNION ALL
    SELECT ROW(o.companyid, o.createddateutc, o.completeddateutc, o.severitylevel, o.ticketstatus,
      o.locationid, o.modelnumber, -1)::ticket_rollup_delta FROM old_rows o JOIN changed c USING (ticketid)));
  RETURN NULL;
END $$;

CREATE TRIGGER tickets_rollup_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_rollup_insert();
CREATE TRIGGER tickets_rollup_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_rollup_update();
CREATE TRIGGER tickets_rollup_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_rollup_delete();

-- The tickets already there.
SELECT ticket_rollup_apply(array(SELECT ROW(t.companyid, t.createddateutc, t.completeddateutc,
  t.severitylevel, t.ticketstatus, t.locationid, t.modelnumber, 1)::ticket_rollup_delta FROM tickets t));

-- The p90 of time to completion is read from tickets: completed in a period, for every company
-- (staff) as for one (tickets_company_completed_idx), without visiting the rows.
CREATE INDEX tickets_completed_created_idx ON tickets (completeddateutc) INCLUDE (createddateutc)
  WHERE completeddateutc IS NOT NULL;
