-- User Insights at the large scale (issue 15): the two user figures that still read every ticket
-- or every sign-in of a period get maintained aggregates, kept by triggers in the same statement
-- (so the same transaction) as every write, never stale. As for the service figures, the whole
-- weeks of a period come from the aggregate and the partial weeks at its ends, and any call
-- narrowed to an agreement or a location, from the rows themselves (server/insights/user-insights.ts).
--
-- ticket_user_weekly: tickets raised per company, week (of createddateutc) and createdbyuserid as
--   stored on the ticket (NULL when raised otherwise). Whether that user is one of the ticket's
--   company is decided when read, by joining users as the direct query does, so a user moved or
--   removed changes nothing kept here. Kept by ticket_rollup_apply (migration 0019) with one more
--   statement: the delta of a ticket now carries createdbyuserid, and a change of it is a change.
-- sign_in_weekly: sign-ins per company (sign_ins.companyid), week (of signed_in) and user. The
--   weekly series needs distinct users per week and the accounts figure distinct users over the
--   period, so the user stays in the key; the rows are one per user and week signed in, not one per
--   sign-in. Kept by statement triggers on sign_ins.

CREATE TABLE ticket_user_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  createdbyuserid integer,
  n integer NOT NULL,
  CONSTRAINT ticket_user_weekly_key UNIQUE NULLS NOT DISTINCT (companyid, week, createdbyuserid)
);
-- Staff read every company's weeks.
CREATE INDEX ticket_user_weekly_week_idx ON ticket_user_weekly (week) INCLUDE (companyid, createdbyuserid, n);

CREATE TABLE sign_in_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  userid integer NOT NULL,
  n integer NOT NULL,
  CONSTRAINT sign_in_weekly_key PRIMARY KEY (companyid, week, userid)
);
CREATE INDEX sign_in_weekly_week_idx ON sign_in_weekly (week) INCLUDE (companyid, userid, n);

-- The partial weeks at a period's ends for staff (every company): by time, index-only.
CREATE INDEX tickets_created_creator_idx ON tickets (createddateutc) INCLUDE (companyid, createdbyuserid);
CREATE INDEX sign_ins_time_idx ON sign_ins (signed_in) INCLUDE (companyid, userid);

-- The delta of a ticket also carries who raised it (after sign: the trigger functions below, which
-- build every delta, are replaced with the new field).
ALTER TYPE ticket_rollup_delta ADD ATTRIBUTE createdbyuserid integer;

-- 0019's function unchanged, and one more aggregate.
CREATE OR REPLACE FUNCTION ticket_rollup_apply(deltas ticket_rollup_delta[]) RETURNS void LANGUAGE sql AS $$
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
  INSERT INTO ticket_user_weekly AS r (companyid, week, createdbyuserid, n)
    SELECT companyid, insights_week(created), createdbyuserid, sum(sign)
    FROM unnest(deltas) GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_user_weekly_key DO UPDATE SET n = r.n + excluded.n;
$$;

CREATE OR REPLACE FUNCTION ticket_rollup_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ROW(n.companyid, n.createddateutc, n.completeddateutc,
    n.severitylevel, n.ticketstatus, n.locationid, n.modelnumber, n.firstresponsedate, e.responsetime,
    1, n.createdbyuserid)::ticket_rollup_delta FROM new_rows n LEFT JOIN equipment e ON e.equipmentid = n.equipmentid));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ticket_rollup_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(SELECT ROW(o.companyid, o.createddateutc, o.completeddateutc,
    o.severitylevel, o.ticketstatus, o.locationid, o.modelnumber, o.firstresponsedate, e.responsetime,
    -1, o.createdbyuserid)::ticket_rollup_delta FROM old_rows o LEFT JOIN equipment e ON e.equipmentid = o.equipmentid));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ticket_rollup_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(
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
      FROM old_rows o JOIN changed c USING (ticketid) LEFT JOIN equipment e ON e.equipmentid = o.equipmentid));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION equipment_sla_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ticket_rollup_apply(array(
    WITH changed AS (
      SELECT o.equipmentid, o.responsetime AS was, n.responsetime AS now
      FROM old_rows o JOIN new_rows n ON n.equipmentid = o.equipmentid
      WHERE o.responsetime IS DISTINCT FROM n.responsetime)
    SELECT ROW(t.companyid, t.createddateutc, t.completeddateutc, t.severitylevel, t.ticketstatus,
      t.locationid, t.modelnumber, t.firstresponsedate, s.responsetime, s.sign, t.createdbyuserid)::ticket_rollup_delta
    FROM changed c JOIN tickets t ON t.equipmentid = c.equipmentid,
      LATERAL (VALUES (c.now, 1), (c.was, -1)) s(responsetime, sign)));
  RETURN NULL;
END $$;

-- Sign-ins: one function for a statement's rows, signed as for tickets.
CREATE FUNCTION sign_in_rollup_apply(deltas sign_in_weekly[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO sign_in_weekly AS r (companyid, week, userid, n)
    SELECT companyid, week, userid, sum(n) FROM unnest(deltas) GROUP BY 1, 2, 3 HAVING sum(n) <> 0
    ON CONFLICT ON CONSTRAINT sign_in_weekly_key DO UPDATE SET n = r.n + excluded.n;
$$;

CREATE FUNCTION sign_in_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sign_in_rollup_apply(array(SELECT ROW(n.companyid, insights_week(n.signed_in), n.userid, 1)::sign_in_weekly
      FROM new_rows n));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM sign_in_rollup_apply(array(SELECT ROW(o.companyid, insights_week(o.signed_in), o.userid, -1)::sign_in_weekly
      FROM old_rows o));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sign_ins_rollup_insert AFTER INSERT ON sign_ins
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sign_in_rollup();
CREATE TRIGGER sign_ins_rollup_update AFTER UPDATE ON sign_ins
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sign_in_rollup();
CREATE TRIGGER sign_ins_rollup_delete AFTER DELETE ON sign_ins
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sign_in_rollup();

-- The rows already there.
INSERT INTO ticket_user_weekly (companyid, week, createdbyuserid, n)
  SELECT companyid, insights_week(createddateutc), createdbyuserid, count(*) FROM tickets GROUP BY 1, 2, 3;
INSERT INTO sign_in_weekly (companyid, week, userid, n)
  SELECT companyid, insights_week(signed_in), userid, count(*) FROM sign_ins GROUP BY 1, 2, 3;
